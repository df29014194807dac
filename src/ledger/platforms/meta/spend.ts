/** Pulling a Meta ad account's spend from the Insights API. */
import {
  batchOf,
  currencyOf,
  getJson,
  MAX_PAGES,
  pulledRow,
  text,
} from "../../spend/spend-api.ts";
import { isObject } from "../../json.ts";
import type { SpendBatch, SpendRow } from "../../spend/spend.ts";

/** Meta's error answer: {"error":{"message":…,"code":…}}. */
const metaFailure = (answer: unknown): string | undefined => {
  if (!isObject(answer) || !isObject(answer.error)) return undefined;
  const { message, code } = answer.error;
  return `${text(message) || "Meta answered with an error"}${code === undefined ? "" : ` (code ${text(code)})`}`;
};

const META_FIELDS = [
  "account_id",
  "account_currency",
  "campaign_id",
  "campaign_name",
  "adset_id",
  "adset_name",
  "ad_id",
  "ad_name",
  "spend",
  "date_start",
] as const;

/**
 * One Meta ad account's spend by ad and day over `days` (consecutive,
 * oldest first) from the Insights API, every page of it. Throws with
 * Meta's message when a request fails.
 */
export async function pullMetaSpend(
  account: string,
  token: string,
  base: string,
  days: readonly string[],
  fetcher: typeof fetch,
): Promise<SpendBatch> {
  const query = new URLSearchParams({
    level: "ad",
    time_increment: "1",
    time_range: JSON.stringify({ since: days[0], until: days.at(-1) }),
    fields: META_FIELDS.join(","),
    limit: "500",
    // The documented way (Insights API guide); paging.next carries it on.
    access_token: token,
  });
  const origin = new URL(base).origin;
  const rows: SpendRow[] = [];
  let url: string | undefined = `${base}/act_${account}/insights?${query}`;
  for (let page = 0; url; page++) {
    if (page === MAX_PAGES)
      throw new Error(`Meta's report ran past ${MAX_PAGES} pages`);
    const answer = await getJson(fetcher, url, {}, metaFailure);
    for (const entry of Array.isArray(answer.data) ? answer.data : []) {
      if (!isObject(entry)) continue;
      const currency = currencyOf(
        entry.account_currency,
        `Meta gave no currency for act_${account}`,
      );
      rows.push(
        pulledRow(
          { platform: "meta", account, currency },
          { ...entry, day: entry.date_start },
          entry.spend,
        ),
      );
    }
    const next: unknown = isObject(answer.paging)
      ? answer.paging.next
      : undefined;
    // The token rides in the next page's address: follow it to Meta only.
    if (typeof next === "string" && new URL(next).origin !== origin)
      throw new Error(`Meta's next page is on another host: ${next}`);
    url = typeof next === "string" ? next : undefined;
  }
  return batchOf("meta", account, days, rows);
}
