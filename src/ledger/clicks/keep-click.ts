/**
 * The sales ledger's click write on a host that answers first and writes
 * after (Cloudflare Pages, in `waitUntil`): retried with exponential
 * backoff and jitter, as D1's docs advise for writes
 * (developers.cloudflare.com/d1/best-practices/retry-queries). The insert
 * ignores a key it already has, so a try that did land and is tried again
 * is still one click. A click still refused after the last try waits in
 * the spool (click-spool.ts) until D1 takes it.
 */
import type { ClickRecord } from "./click.ts";
import type { ClickSpool } from "./click-spool.ts";
import { recordClick, type LedgerDb } from "../db/store.ts";

/**
 * The waits between tries, in milliseconds, before jitter: 7 tries over
 * at most about 15 s, inside the 30 s Cloudflare gives `waitUntil` after the answer.
 */
export const RETRY_DELAYS_MS = [100, 300, 900, 2_000, 4_000, 8_000] as const;

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * `task`, tried again after each of `delays` (each drawn between half and
 * all of it) while it fails; the last failure is thrown.
 */
export async function withRetries<T>(
  task: () => Promise<T>,
  delays: readonly number[] = RETRY_DELAYS_MS,
  sleep: (ms: number) => Promise<unknown> = wait,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      await sleep(delay * (0.5 + Math.random() / 2));
    }
  }
}

/**
 * Writes a click, retrying; a click the database refuses on every try is
 * kept in the spool, and only without one (or when it refuses too) logged
 * with its whole record, so the operator can still add it.
 */
export async function writeClickRetrying(
  db: LedgerDb,
  record: ClickRecord,
  {
    spool,
    sleep,
  }: { spool?: ClickSpool; sleep?: (ms: number) => Promise<unknown> } = {},
): Promise<void> {
  const tries = RETRY_DELAYS_MS.length + 1;
  try {
    await withRetries(() => recordClick(db, record), undefined, sleep);
    return;
  } catch (error) {
    if (spool)
      try {
        await spool.keep(record);
        console.error(
          `The sales ledger's database refused click ${record.click_key} ${tries} times; it waits in LEDGER_SPOOL until the database takes it.`,
          error,
        );
        return;
      } catch (spoolError) {
        console.error("The sales ledger's spool refused a click:", spoolError);
      }
    console.error(
      `The sales ledger's database refused a click ${tries} times; its record: ${JSON.stringify(record)}`,
      error,
    );
  }
}
