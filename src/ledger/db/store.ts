/**
 * The ledger's reads and writes, in the SQL both of its databases speak:
 * Cloudflare D1 and node:sqlite (src/ledger/db/migrations/). Each host hands in a
 * LedgerDb over its own driver (functions/ledger-context.ts,
 * src/ledger/db/ledger-db.mjs).
 */
import type { ClickRecord } from "../clicks/click.ts";
import type { PlatformName } from "../platforms/index.ts";
import { UTM_PARAMS } from "../../schemas/link-names.ts";
import type { Sale, SaleStatus } from "../sales/postback.ts";

export type SqlValue = string | number | null;

/** The little of a database the ledger needs. */
export type LedgerDb = {
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** Runs the statements in one transaction: all of them, or none. */
  batch(
    statements: readonly { sql: string; params?: readonly SqlValue[] }[],
  ): Promise<void>;
};

const CLICK_COLUMNS = [
  "click_key",
  "clicked_at",
  "page",
  "variant",
  ...UTM_PARAMS,
  "colour",
  "currency",
  "country",
  "ad_consent",
  "ad_ids",
  "ip",
  "user_agent",
  "flags",
  "no_page_view",
] as const satisfies readonly (keyof ClickRecord)[];

/** A click's insert: a key the ledger has already is left as it is. */
export const INSERT_CLICK = `INSERT OR IGNORE INTO clicks (${CLICK_COLUMNS.join(", ")}) VALUES (${CLICK_COLUMNS.map(() => "?").join(", ")})`;

/**
 * A click's values, in INSERT_CLICK's order. A record journaled or spooled
 * before clicks were flagged has no flags: it counts, as it did then.
 */
export const clickValues = (click: ClickRecord): SqlValue[] =>
  CLICK_COLUMNS.map((column) =>
    column === "ad_ids"
      ? JSON.stringify(click.ad_ids)
      : column === "flags"
        ? (click.flags ?? "")
        : column === "no_page_view"
          ? (click.no_page_view ?? 0)
          : click[column],
  );

export async function recordClick(
  db: LedgerDb,
  click: ClickRecord,
): Promise<void> {
  await db.run(INSERT_CLICK, clickValues(click));
}

/** A reader of the one row of `table` whose `column` (its key) is a value. */
const findBy =
  <Row>(table: string, column: string) =>
  async (db: LedgerDb, value: string): Promise<Row | undefined> => {
    const [row] = await db.all<Row>(
      `SELECT * FROM ${table} WHERE ${column} = ?`,
      [value],
    );
    return row;
  };

/** A click's platform ids as the database keeps them: JSON text. */
export function adIdsFrom(text: unknown): ClickRecord["ad_ids"] {
  if (typeof text !== "string") return {};
  try {
    const ids: unknown = JSON.parse(text);
    return typeof ids === "object" && ids !== null && !Array.isArray(ids)
      ? (ids as ClickRecord["ad_ids"])
      : {};
  } catch {
    return {};
  }
}

const findClickRow = findBy<Omit<ClickRecord, "ad_ids"> & { ad_ids: string }>(
  "clicks",
  "click_key",
);

/** The click with a key, if recorded. */
export async function findClick(
  db: LedgerDb,
  key: string,
): Promise<ClickRecord | undefined> {
  const row = await findClickRow(db, key);
  return row && { ...row, ad_ids: adIdsFrom(row.ad_ids) };
}

export type StoredSale = {
  order_id: string;
  click_key: string;
  attributed: 0 | 1;
  status: SaleStatus;
  value_micros: number;
  currency: string;
  network: string;
  received_at: number;
  approved_at: number | null;
  reversed_at: number | null;
};

/**
 * A sale's identity: the network's label and its order id, since two
 * networks may use the same order id. A postback with no label has
 * network "", so its order id alone tells its sale apart.
 */
export type SaleId = Pick<StoredSale, "network" | "order_id">;

/** A postback's sale as the identity it is stored under. */
export const saleIdOf = (sale: Sale): SaleId => ({
  network: sale.network,
  order_id: sale.orderId,
});

/** Which later status a sale may move to: forward only, never back. */
const NEXT: Readonly<Record<SaleStatus, readonly SaleStatus[]>> = {
  pending: ["approved", "reversed"],
  approved: ["reversed"],
  reversed: [],
};

/**
 * Stores a postback's sale, idempotent on its network and order id: the
 * first report inserts it, a replay changes nothing, and a later status
 * (pending to approved, approved to reversed) is recorded with its time.
 * Returns what happened.
 */
export async function recordSale(
  db: LedgerDb,
  sale: Sale,
  now: number,
): Promise<"stored" | "updated" | "unchanged"> {
  const attributed = (await findClick(db, sale.clickKey)) ? 1 : 0;
  const inserted = await db.run(
    `INSERT OR IGNORE INTO sales (order_id, click_key, attributed, status, value_micros, currency, network, received_at, approved_at, reversed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      sale.orderId,
      sale.clickKey,
      attributed,
      sale.status,
      sale.valueMicros,
      sale.currency,
      sale.network,
      now,
      sale.status === "approved" ? now : null,
      sale.status === "reversed" ? now : null,
    ],
  );
  if (inserted.changes > 0) return "stored";
  const froms = Object.entries(NEXT)
    .filter(([, next]) => next.includes(sale.status))
    .map(([from]) => from);
  if (froms.length === 0) return "unchanged";
  // One statement, so two postbacks at once cannot both move the sale.
  const moved = await db.run(
    `UPDATE sales SET status = ?,
       value_micros = CASE WHEN ? = 'approved' THEN ? ELSE value_micros END,
       currency = CASE WHEN ? = 'approved' THEN ? ELSE currency END,
       approved_at = CASE WHEN ? = 'approved' THEN ? ELSE approved_at END,
       reversed_at = CASE WHEN ? = 'reversed' THEN ? ELSE reversed_at END
     WHERE network = ? AND order_id = ? AND status IN (${froms.map(() => "?").join(", ")})`,
    [
      sale.status,
      sale.status,
      sale.valueMicros,
      sale.status,
      sale.currency,
      sale.status,
      now,
      sale.status,
      now,
      sale.network,
      sale.orderId,
      ...froms,
    ],
  );
  return moved.changes > 0 ? "updated" : "unchanged";
}

/** The sale with an identity, if reported. */
export async function findSale(
  db: LedgerDb,
  { network, order_id }: SaleId,
): Promise<StoredSale | undefined> {
  const [row] = await db.all<StoredSale>(
    "SELECT * FROM sales WHERE network = ? AND order_id = ?",
    [network, order_id],
  );
  return row;
}

export type ForwardState = "pending" | "sent" | "failed" | "skipped";

export type StoredForward = {
  network: string;
  order_id: string;
  platform: PlatformName;
  state: ForwardState;
  attempts: number;
  next_attempt_at: number | null;
  detail: string;
  created_at: number;
  updated_at: number;
};

/** Opens one forward per platform for an approved sale; an existing one is kept. */
export async function openForwards(
  db: LedgerDb,
  sale: SaleId,
  platforms: readonly PlatformName[],
  now: number,
): Promise<void> {
  for (const platform of platforms)
    await db.run(
      `INSERT OR IGNORE INTO forwards (network, order_id, platform, state, attempts, next_attempt_at, detail, created_at, updated_at)
       VALUES (?, ?, ?, 'pending', 0, ?, '', ?, ?)`,
      [sale.network, sale.order_id, platform, now, now, now],
    );
}

/**
 * Claims the forwards due by `dueBy` (only `sale`'s, when given), at most
 * `limit`, by moving their next attempt on from `now`: a second request
 * running at the same time skips them.
 */
export async function claimDueForwards(
  db: LedgerDb,
  { dueBy, now }: { dueBy: number; now: number },
  platforms: readonly PlatformName[],
  limit = 20,
  sale?: SaleId,
): Promise<StoredForward[]> {
  if (platforms.length === 0) return [];
  const due = await db.all<StoredForward>(
    `SELECT * FROM forwards
     WHERE state IN ('pending', 'failed') AND next_attempt_at <= ?
       AND platform IN (${platforms.map(() => "?").join(", ")})
       ${sale === undefined ? "" : "AND network = ? AND order_id = ?"}
     ORDER BY next_attempt_at LIMIT ?`,
    [
      dueBy,
      ...platforms,
      ...(sale === undefined ? [] : [sale.network, sale.order_id]),
      limit,
    ],
  );
  const claimed: StoredForward[] = [];
  for (const forward of due) {
    const { changes } = await db.run(
      `UPDATE forwards SET next_attempt_at = ?, updated_at = ?
       WHERE network = ? AND order_id = ? AND platform = ? AND next_attempt_at = ? AND state IN ('pending', 'failed')`,
      [
        now + CLAIM_MS,
        now,
        forward.network,
        forward.order_id,
        forward.platform,
        forward.next_attempt_at,
      ],
    );
    if (changes > 0) claimed.push(forward);
  }
  return claimed;
}

/** How long a claimed forward waits before another request may try it. */
const CLAIM_MS = 60_000;

/** The wait before the next try after `attempts` failures: 1 min doubling, at most 6 h. */
export function retryDelay(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/** Records the outcome of one try. */
export async function settleForward(
  db: LedgerDb,
  forward: Pick<
    StoredForward,
    "network" | "order_id" | "platform" | "attempts"
  >,
  outcome: { state: "sent" | "skipped" | "failed"; detail: string },
  now: number,
): Promise<void> {
  const attempts =
    outcome.state === "skipped" ? forward.attempts : forward.attempts + 1;
  await db.run(
    `UPDATE forwards SET state = ?, attempts = ?, next_attempt_at = ?, detail = ?, updated_at = ?
     WHERE network = ? AND order_id = ? AND platform = ?`,
    [
      outcome.state,
      attempts,
      outcome.state === "failed" ? now + retryDelay(attempts) : null,
      outcome.detail.slice(0, 500),
      now,
      forward.network,
      forward.order_id,
      forward.platform,
    ],
  );
}

/** One sale's forwards by platform, or the latest 200 of all. */
export async function forwardsOf(
  db: LedgerDb,
  sale?: SaleId,
): Promise<StoredForward[]> {
  return sale === undefined
    ? db.all<StoredForward>(
        "SELECT * FROM forwards ORDER BY updated_at DESC LIMIT 200",
      )
    : db.all<StoredForward>(
        "SELECT * FROM forwards WHERE network = ? AND order_id = ? ORDER BY platform",
        [sale.network, sale.order_id],
      );
}

/**
 * Deletes what is older than the retention period: clicks by their time,
 * sales by when they were first reported, with their forwards, and the
 * spend and the split tests' daily shares of days before it.
 */
export async function purge(
  db: LedgerDb,
  now: number,
  retentionDays: number,
): Promise<{ clicks: number; sales: number }> {
  const before = now - retentionDays * 86_400_000;
  const clicks = await db.run("DELETE FROM clicks WHERE clicked_at < ?", [
    before,
  ]);
  const sales = await db.run("DELETE FROM sales WHERE received_at < ?", [
    before,
  ]);
  await db.run(
    "DELETE FROM forwards WHERE (network, order_id) NOT IN (SELECT network, order_id FROM sales)",
  );
  const firstDay = new Date(before).toISOString().slice(0, 10);
  await db.run("DELETE FROM spend WHERE day < ?", [firstDay]);
  await db.run("DELETE FROM split_shares WHERE day < ?", [firstDay]);
  return { clicks: clicks.changes, sales: sales.changes };
}

/**
 * Deletes one visitor's records: every click that holds `value` as its
 * key, one of its platform ids (a click id, a pixel cookie) or its
 * address, and the identifiers of those clicks' sales go with them (the
 * sale itself stays, unattributed).
 */
export async function forgetVisitor(
  db: LedgerDb,
  value: string,
): Promise<number> {
  const where =
    "click_key = ? OR ip = ? OR EXISTS (SELECT 1 FROM json_each(clicks.ad_ids) WHERE json_each.value = ?)";
  const params = [value, value, value];
  await db.run(
    `UPDATE sales SET attributed = 0, click_key = '' WHERE click_key IN (SELECT click_key FROM clicks WHERE ${where})`,
    params,
  );
  const { changes } = await db.run(`DELETE FROM clicks WHERE ${where}`, params);
  return changes;
}
