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
