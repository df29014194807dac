/**
 * What the pulls from the platforms' reporting APIs share: a JSON GET with
 * a time limit that fails with the platform's own words, an answer's
 * fields read as a row of spend, and the batch a pull stores.
 */
import { isObject, parseJson, type JsonObject } from "../json.ts";
import { decimalToMicros } from "../money.ts";
import type { SpendBatch, SpendRow } from "./spend.ts";

/** Milliseconds a platform has to answer one request. */
const TIMEOUT_MS = 20_000;

/** Pages followed at most: more means a report too big to trust as complete. */
export const MAX_PAGES = 50;

/** A text field of an answer, "" when absent; TikTok writes "-" for none. */
export const text = (value: unknown): string =>
  typeof value === "string" && value !== "-"
    ? value
    : typeof value === "number"
      ? String(value)
      : "";

/** An account's currency as a platform gives it, upper-case; `missing` is thrown without one. */
export function currencyOf(value: unknown, missing: string): string {
  const currency = text(value).toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new Error(missing);
  return currency;
}

/** The amount a platform gives, as micros; none ("-", absent) is 0. */
const spendOf = (value: unknown): number => {
  const amount = text(value);
  return amount === "" ? 0 : decimalToMicros(amount);
};

/** A row's names as a platform's answer gives them; an absent one is "". */
type PulledNames = Partial<
  Record<
    | "day"
    | "campaign_id"
    | "campaign_name"
    | "adset_id"
    | "adset_name"
    | "ad_id"
    | "ad_name",
    unknown
  >
>;

/**
 * One row of a pull: its names read as text (the day as its first ten
 * characters, YYYY-MM-DD, where TikTok adds the time), its amount as micros.
 */
export const pulledRow = (
  source: Pick<SpendRow, "platform" | "account" | "currency">,
  names: PulledNames,
  spend: unknown,
): SpendRow => ({
  ...source,
  day: text(names.day).slice(0, 10),
  campaign_id: text(names.campaign_id),
  campaign_name: text(names.campaign_name),
  adset_id: text(names.adset_id),
  adset_name: text(names.adset_name),
  ad_id: text(names.ad_id),
  ad_name: text(names.ad_name),
  spend_micros: spendOf(spend),
});

/**
 * GETs `url` and returns its JSON answer, or throws with `failure`'s
 * reading of it (a platform's error message) or the status.
 */
export async function getJson(
  fetcher: typeof fetch,
  url: string,
  headers: Record<string, string>,
  failure: (answer: unknown) => string | undefined,
): Promise<JsonObject> {
  const response = await fetcher(url, {
    headers: { Accept: "application/json", ...headers },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = await response.text();
  const answer = parseJson(body);
  const message = failure(answer);
  if (message !== undefined) throw new Error(message);
  if (!response.ok || !isObject(answer))
    throw new Error(`HTTP ${response.status}: ${body.slice(0, 200)}`);
  return answer;
}

/**
 * What a pull stores: the rows that spent something on one of its days
 * (a row of nothing says nothing, and a day outside would not be replaced).
 */
export const batchOf = (
  platform: "meta" | "tiktok",
  account: string,
  days: readonly string[],
  rows: readonly SpendRow[],
): SpendBatch => ({
  platform,
  account,
  days,
  rows: rows.filter((row) => row.spend_micros > 0 && days.includes(row.day)),
});
