/**
 * What the ads cost: a day's spend per ad (or ad set, or campaign) as a
 * platform's reporting API (spend-pull.ts) or its export (spend-csv.ts)
 * gives it, stored in the `spend` table (src/ledger/db/migrations/0003_spend.sql) and
 * joined to the clicks by the report (report.ts).
 */
import type { LedgerDb, SqlValue } from "../db/store.ts";
import { PLATFORM_NAMES, type PlatformName } from "../platforms/index.ts";

/** The platforms spend can come from: every ad platform, pulled or imported. */
export const SPEND_PLATFORMS: readonly PlatformName[] = PLATFORM_NAMES;
export type SpendPlatform = PlatformName;

/** One day's spend on one ad, ad set or campaign, in its account's currency. */
export type SpendRow = {
  platform: SpendPlatform;
  /** The ad account (Meta's without `act_`, TikTok's advertiser id); "" when the source does not say. */
  account: string;
  /** The account's day, YYYY-MM-DD. */
  day: string;
  campaign_id: string;
  campaign_name: string;
  adset_id: string;
  adset_name: string;
  ad_id: string;
  ad_name: string;
  /** ISO 4217, upper case. */
  currency: string;
  /** Millionths of the currency's unit. */
  spend_micros: number;
};

/** What one pull or import covers: its rows replace these days' of that platform and account. */
export type SpendBatch = {
  platform: SpendPlatform;
  account: string;
  days: readonly string[];
  rows: readonly SpendRow[];
};

/** What names one row of spend: the table's primary key. */
export const SPEND_KEY = [
  "platform",
  "account",
  "day",
  "campaign_id",
  "campaign_name",
  "adset_id",
  "ad_id",
] as const satisfies readonly (keyof SpendRow)[];

const COLUMNS = [
  ...SPEND_KEY,
  "adset_name",
  "ad_name",
  "currency",
  "spend_micros",
] as const satisfies readonly (keyof SpendRow)[];

/**
 * Rows with the same key (a report split by device or network, say)
 * become one, their spend added; two currencies under one key are kept
 * apart by failing, since an account has one currency.
 */
export function mergeSpendRows(rows: readonly SpendRow[]): SpendRow[] {
  const merged = new Map<string, SpendRow>();
  for (const row of rows) {
    const key = JSON.stringify(SPEND_KEY.map((column) => row[column]));
    const seen = merged.get(key);
    if (!seen) merged.set(key, { ...row });
    else if (seen.currency !== row.currency)
      throw new Error(
        `${row.day} ${row.campaign_name || row.campaign_id}: spend in ${seen.currency} and ${row.currency}`,
      );
    else seen.spend_micros += row.spend_micros;
  }
  return [...merged.values()];
}

/** How many rows go in one INSERT: D1 binds at most 100 values a statement. */
const ROWS_PER_INSERT = Math.floor(100 / (COLUMNS.length + 1));

/**
 * Stores each batch's rows in place of what the ledger had for its
 * platform, account and days, all in one transaction: a second pull or
 * import of the same days replaces, never adds. Returns the rows stored.
 */
export async function replaceSpend(
  db: LedgerDb,
  batches: readonly SpendBatch[],
  now: number,
): Promise<number> {
  const statements: { sql: string; params: SqlValue[] }[] = [];
  let stored = 0;
  for (const batch of batches) {
    const days = [...new Set(batch.days)];
    for (let i = 0; i < days.length; i += 90) {
      const some = days.slice(i, i + 90);
      statements.push({
        sql: `DELETE FROM spend WHERE platform = ? AND account = ? AND day IN (${some.map(() => "?").join(", ")})`,
        params: [batch.platform, batch.account, ...some],
      });
    }
    const rows = mergeSpendRows(batch.rows);
    stored += rows.length;
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      const some = rows.slice(i, i + ROWS_PER_INSERT);
      statements.push({
        sql: `INSERT INTO spend (${COLUMNS.join(", ")}, imported_at) VALUES ${some.map(() => `(${COLUMNS.map(() => "?").join(", ")}, ?)`).join(", ")}`,
        params: some.flatMap((row) => [
          ...COLUMNS.map((column) => row[column]),
          now,
        ]),
      });
    }
  }
  await db.batch(statements);
  return stored;
}

export type SpendPull = {
  platform: SpendPlatform;
  account: string;
  pulled_at: number;
  ok: 0 | 1;
  detail: string;
};

/** Records how a pull of one account went. */
export async function notePull(db: LedgerDb, pull: SpendPull): Promise<void> {
  await db.run(
    `INSERT INTO spend_pulls (platform, account, pulled_at, ok, detail) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (platform, account) DO UPDATE SET pulled_at = excluded.pulled_at, ok = excluded.ok, detail = excluded.detail`,
    [
      pull.platform,
      pull.account,
      pull.pulled_at,
      pull.ok,
      pull.detail.slice(0, 500),
    ],
  );
}

/** Every account's last pull. */
export const lastPulls = (db: LedgerDb): Promise<SpendPull[]> =>
  db.all<SpendPull>("SELECT * FROM spend_pulls ORDER BY platform, account");

/** "1 row", "2 rows". */
export const counted = (n: number, noun: string) =>
  `${n} ${noun}${n === 1 ? "" : "s"}`;

/** What an import stored, in words for the operator. */
export const importSummary = (
  file: string,
  stored: number,
  platform: SpendPlatform,
  batches: readonly SpendBatch[],
) =>
  `${file}: ${counted(stored, "row")} of ${platform} spend over ${counted(new Set(batches.flatMap((batch) => batch.days)).size, "day")}, in place of what the ledger had for those days.`;
