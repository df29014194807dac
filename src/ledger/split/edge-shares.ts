/**
 * What the edge asks of the ledger for a split test under auto-distribution
 * (functions/_middleware.ts, server/split-tests.mjs): the day's shares from
 * the ledger's database, D1 on Cloudflare and node:sqlite under `npm start`,
 * kept in memory for a minute. Whatever fails (no database, a refused
 * query, no setting for the test, a day's rows that do not add up), the
 * answer is undefined and the edge serves the configured shares: the page
 * never waits on an error.
 */
import { CONTROL } from "../../schemas/experiment-names.ts";
import type { LedgerDb } from "../db/store.ts";
import type { LedgerManifest } from "../manifest.ts";
import { dayShares, type ConfiguredTest } from "./auto-shares.ts";

/** Each arm's share of a test on a day, or undefined for the configured ones. */
export type SharesOf = (
  test: ConfiguredTest,
  day: string,
) => Promise<Record<string, number> | undefined>;

/** How long the edge keeps a test's shares before it reads them again. */
export const SHARES_CACHE_MS = 60_000;

/** Whether `shares` gives every arm of `test` a share, 100 in all. */
function fits(test: ConfiguredTest, shares: Record<string, number>): boolean {
  const arms = [CONTROL, ...test.variants.map(({ name }) => name)];
  return (
    arms.every((arm) => Number.isInteger(shares[arm])) &&
    arms.reduce((sum, arm) => sum + shares[arm]!, 0) === 100
  );
}

/**
 * The shares of the day for the edge: undefined for a test whose
 * auto-distribution is off, or without a database or ledger; else the
 * ledger's (auto-shares.ts), each test's read at most once a minute.
 */
export function edgeShares({
  db,
  manifest,
  now = Date.now,
  cacheMs = SHARES_CACHE_MS,
}: {
  db: LedgerDb | undefined;
  manifest: LedgerManifest | undefined;
  now?: () => number;
  cacheMs?: number;
}): SharesOf {
  const cache = new Map<
    string,
    {
      day: string;
      until: number;
      shares: Promise<Record<string, number> | undefined>;
    }
  >();
  return (test, day) => {
    const settings = manifest?.autoDistribution?.[test.name];
    if (!db || !manifest || !settings?.on) return Promise.resolve(undefined);
    const at = now();
    const kept = cache.get(test.name);
    if (kept && kept.day === day && at < kept.until) return kept.shares;
    const shares = dayShares(db, {
      test,
      day,
      settings,
      rates: manifest.report,
      now: at,
    })
      .then((read) => (fits(test, read) ? read : undefined))
      .catch((error: unknown) => {
        console.error(
          `Split test ${test.name}: the day's shares cannot be read, so the configured ones are served:`,
          error,
        );
        return undefined;
      });
    cache.set(test.name, { day, until: at + cacheMs, shares });
    return shares;
  };
}
