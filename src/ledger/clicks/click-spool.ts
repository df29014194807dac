/**
 * Where a click waits on Cloudflare when D1 refuses it for longer than the
 * retries (keep-click.ts): a KV namespace bound as LEDGER_SPOOL in
 * wrangler.toml, one key per click, holding the very record D1 would have
 * taken. The ledger's upkeep (context.ts) and POST /ledger/retry write the
 * waiting clicks into D1 and delete each key once its click is in.
 *
 * KV rather than a Queue: Pages Functions bind both, but a queue's consumer
 * must be a Worker of its own, which a Pages project does not deploy
 * (developers.cloudflare.com/pages/functions/bindings/#queue-producers).
 */
import type { ClickRecord } from "./click.ts";
import { isClickKey } from "./click-key.ts";
import { recordClick, clickValues, type LedgerDb } from "../db/store.ts";

/** The little of a KV namespace's binding the spool uses. */
export type Kv = {
  get(key: string): Promise<string | null>;
  put(
    key: string,
    value: string,
    options: { expirationTtl: number },
  ): Promise<unknown>;
  delete(key: string): Promise<unknown>;
  list(options: {
    prefix: string;
    limit: number;
  }): Promise<{ keys: { name: string }[] }>;
};

/** A waiting click's key in the namespace: `click:<click key>`. */
export const SPOOL_PREFIX = "click:";

/**
 * The longest a click waits in KV, in days (less when the ledger's
 * retention is shorter): D1 is rarely down for hours, and a copy of a
 * visitor's identifiers outside the ledger should not outlive the need.
 */
export const SPOOL_DAYS = 3;

/**
 * The most clicks one drain writes, one D1 query and two KV operations
 * each: inside the 50 D1 queries one invocation makes on the free plan,
 * with room for the rest of the upkeep.
 */
export const DRAIN_LIMIT = 20;

const DAY_SECONDS = 86_400;

/** What a drain did: clicks written into the database, and refused again. */
export type Drained = { written: number; refused: number };

export type ClickSpool = {
  /** Keeps a record the database refused; resolves once KV holds it. */
  keep(record: ClickRecord): Promise<void>;
  /**
   * Writes up to DRAIN_LIMIT waiting clicks into the database, deleting
   * each key once its click is in; a click the database refuses waits
   * for the next drain.
   */
  drain(db: LedgerDb): Promise<Drained>;
};

/** A record as the spool wrote it for `key`, or undefined when it is not one. */
export function spooledRecord(
  key: string,
  text: string,
): ClickRecord | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as ClickRecord;
  const sqlValues = clickValues(record).every(
    (cell) =>
      cell === null || typeof cell === "string" || typeof cell === "number",
  );
  return sqlValues &&
    record.click_key === key &&
    isClickKey(key) &&
    typeof record.clicked_at === "number"
    ? record
    : undefined;
}

/**
 * The spool in `kv`: a click's copy expires after SPOOL_DAYS, or the
 * ledger's retention if that is shorter, written or not.
 */
export function kvSpool(kv: Kv, retentionDays: number): ClickSpool {
  const expirationTtl = Math.min(SPOOL_DAYS, retentionDays) * DAY_SECONDS;
  return {
    async keep(record) {
      await kv.put(
        `${SPOOL_PREFIX}${record.click_key}`,
        JSON.stringify(record),
        {
          expirationTtl,
        },
      );
    },
    async drain(db) {
      const { keys } = await kv.list({
        prefix: SPOOL_PREFIX,
        limit: DRAIN_LIMIT,
      });
      let written = 0;
      let refused = 0;
      let refusal: unknown;
      for (const { name } of keys) {
        // A key listed after its delete (KV's list may lag) reads as null.
        const text = await kv.get(name);
        if (text === null) continue;
        const record = spooledRecord(name.slice(SPOOL_PREFIX.length), text);
        if (!record) {
          console.error(
            `The sales ledger's spool holds a record it did not write, deleted: ${name} ${text}`,
          );
          await kv.delete(name);
          continue;
        }
        try {
          // A click already in (written twice) is left as it is.
          await recordClick(db, record);
        } catch (error) {
          refused += 1;
          refusal ??= error;
          continue;
        }
        await kv.delete(name);
        written += 1;
      }
      if (refusal)
        console.error(
          `The sales ledger's database refused ${refused} of the clicks waiting in LEDGER_SPOOL; they wait for the next upkeep:`,
          refusal,
        );
      return { written, refused };
    },
  };
}
