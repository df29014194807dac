/**
 * A split test's shares of the day under auto-distribution, kept in the
 * ledger's database (split_shares, src/ledger/db/migrations/0006_split_shares.sql):
 * computed once a UTC day from the clicks and sales of the window
 * (auto-distribution.ts), by the first request for the tested page, and
 * stored with an insert that keeps a row it has, so that two edges that
 * compute the same day at once serve the same shares. Then read back.
 */
import { CONTROL } from "../../schemas/experiment-names.ts";
import { addMoney, converted, type Money, type Rates } from "../money.ts";
import type { LedgerDb } from "../db/store.ts";
import {
  reweigh,
  type ArmCounts,
  type ArmShare,
  type AutoDistributionSettings,
} from "./auto-distribution.ts";

const DAY_MS = 86_400_000;

/**
 * The clicks auto-distribution counts, as a condition on the clicks table
 * under `alias`: an unflagged click (clicks/click-flags.ts) of one of the
 * test's arms in the window. The one place that says which clicks count.
 */
export function countedClicks(alias: string, arms: number): string {
  return `${alias}.flags = '' AND ${alias}.clicked_at >= ? AND ${alias}.clicked_at < ? AND ${alias}.variant IN (${Array.from({ length: arms }, () => "?").join(", ")})`;
}

/**
 * Each arm's clicks, sold clicks and earnings from `since` up to `until`
 * (milliseconds), the earnings in the report's currency (an amount with
 * no rate to it is left out, as the report leaves it out). In the order
 * of `arms`.
 */
export async function countArms(
  db: LedgerDb,
  arms: readonly string[],
  { since, until }: { since: number; until: number },
  rates: Rates,
): Promise<ArmCounts[]> {
  const params = [since, until, ...arms];
  const [clicks, sold] = await Promise.all([
    db.all<{ variant: string; clicks: number }>(
      `SELECT c.variant AS variant, COUNT(*) AS clicks FROM clicks c
       WHERE ${countedClicks("c", arms.length)} GROUP BY c.variant`,
      params,
    ),
    db.all<{
      variant: string;
      click_key: string;
      currency: string;
      micros: number;
    }>(
      `SELECT c.variant AS variant, c.click_key AS click_key, s.currency AS currency, SUM(s.value_micros) AS micros
       FROM sales s JOIN clicks c ON c.click_key = s.click_key
       WHERE s.status = 'approved' AND ${countedClicks("c", arms.length)}
       GROUP BY 1, 2, 3`,
      params,
    ),
  ]);
  const counts = new Map<string, ArmCounts>(
    arms.map((name) => [
      name,
      { name, clicks: 0, sales: 0, sum: 0, sumOfSquares: 0 },
    ]),
  );
  for (const row of clicks) {
    const arm = counts.get(row.variant);
    if (arm) arm.clicks = Number(row.clicks);
  }
  const earned = new Map<string, { variant: string; money: Money }>();
  for (const row of sold) {
    const click = earned.get(row.click_key) ?? {
      variant: row.variant,
      money: {},
    };
    addMoney(click.money, { [row.currency]: Number(row.micros) });
    earned.set(row.click_key, click);
  }
  for (const { variant, money } of earned.values()) {
    const arm = counts.get(variant);
    if (!arm) continue;
    const value = converted(money, rates).micros / 1_000_000;
    arm.sales += 1;
    arm.sum += value;
    arm.sumOfSquares += value * value;
  }
  return arms.map((name) => counts.get(name)!);
}

/** A row of split_shares. */
export type StoredShare = {
  day: string;
  test: string;
  variant: string;
  share: number;
  clicks: number;
  sales: number;
  epc: number;
  probability_best: number | null;
  reason: string;
  computed_at: number;
};

/** The shares stored for `test` on `day`, in no particular order. */
export const storedShares = (db: LedgerDb, test: string, day: string) =>
  db.all<StoredShare>("SELECT * FROM split_shares WHERE day = ? AND test = ?", [
    day,
    test,
  ]);

/** Every test's stored shares from `fromDay` on, by day, test and share. */
export const sharesSince = (db: LedgerDb, fromDay: string) =>
  db.all<StoredShare>(
    "SELECT * FROM split_shares WHERE day >= ? ORDER BY day DESC, test, share DESC, variant",
    [fromDay],
  );

/** A test as the edge has it: its name and each arm's configured share. */
export type ConfiguredTest = {
  name: string;
  control: { share: number };
  variants: readonly { name: string; share: number }[];
};

/**
 * `test`'s shares on `day` (UTC, "2026-11-25"), by arm: the stored ones,
 * else computed now from the window's whole days before `day`, stored
 * unless another request stored that day first, and read back, so every
 * request of the day gets the day's first computation.
 */
export async function dayShares(
  db: LedgerDb,
  {
    test,
    day,
    settings,
    rates,
    now,
  }: {
    test: ConfiguredTest;
    day: string;
    settings: AutoDistributionSettings;
    rates: Rates;
    now: number;
  },
): Promise<Record<string, number>> {
  const stored = await storedShares(db, test.name, day);
  if (stored.length > 0) return sharesOf(stored);
  const configured = [
    ...test.variants.map(({ name, share }) => ({ name, share })),
    { name: CONTROL, share: test.control.share },
  ];
  const until = Date.parse(`${day}T00:00:00Z`);
  const counts = await countArms(
    db,
    configured.map(({ name }) => name),
    { since: until - settings.windowDays * DAY_MS, until },
    rates,
  );
  const shares: ArmShare[] = reweigh(
    test.name,
    day,
    configured,
    counts,
    settings,
  );
  await db.batch(
    shares.map((arm) => ({
      sql: `INSERT OR IGNORE INTO split_shares (day, test, variant, share, clicks, sales, epc, probability_best, reason, computed_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      params: [
        day,
        test.name,
        arm.name,
        arm.share,
        arm.clicks,
        arm.sales,
        arm.epc,
        arm.probabilityBest,
        arm.reason,
        now,
      ],
    })),
  );
  return sharesOf(await storedShares(db, test.name, day));
}

const sharesOf = (rows: readonly StoredShare[]): Record<string, number> =>
  Object.fromEntries(rows.map((row) => [row.variant, Number(row.share)]));
