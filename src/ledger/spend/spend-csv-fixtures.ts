/** Spend exports read as text, for the tests of readSpendCsv and its parts. */
import { readFileSync } from "node:fs";
import type { SpendPlatform, SpendRow } from "./spend.ts";
import { readSpendCsv } from "./spend-csv.ts";

/** A file of fixtures/spend/, read. */
export const fixture = (name: string) =>
  readSpendCsv(
    readFileSync(new URL(`./fixtures/spend/${name}`, import.meta.url)),
  );
export const read = (
  text: string,
  options?: { platform?: SpendPlatform; currency?: string },
) => readSpendCsv(new TextEncoder().encode(text), options);
export const errorOf = (
  text: string,
  options?: { platform?: SpendPlatform; currency?: string },
) => {
  const result = read(text, options);
  return result.ok ? "read" : result.error;
};
/** The rows of a file of one account. */
export const rowsOf = (
  text: string,
  options?: { platform?: SpendPlatform; currency?: string },
) => {
  const result = read(text, options);
  if (!result.ok) throw new Error(result.error);
  return result.batches.flatMap((batch) => batch.rows);
};

/** A spend row, Google's of 2026-11-20 in EUR unless told otherwise. */
export const row = (over: Partial<SpendRow>): SpendRow => ({
  platform: "google",
  account: "",
  day: "2026-11-20",
  campaign_id: "",
  campaign_name: "",
  adset_id: "",
  adset_name: "",
  ad_id: "",
  ad_name: "",
  currency: "EUR",
  spend_micros: 0,
  ...over,
});

/**
 * Decimal amounts and their millionths, as decimalToMicros reads them, and so
 * a spend export's cells: exactly, a seventh decimal rounding half up.
 */
export const AMOUNTS: [string, number][] = [
  ["0.1", 100_000],
  ["0.29", 290_000],
  ["7", 7_000_000],
  ["12.34", 12_340_000],
  ["1.005", 1_005_000],
  ["12.345678", 12_345_678],
  ["1234.56", 1_234_560_000],
  ["5339.5", 5_339_500_000],
  ["0.000001", 1],
  ["0.0000005", 1],
  ["2.9999995", 3_000_000],
  ["0.12345649", 123_456],
  ["19999999.999999", 19_999_999_999_999],
];
