/**
 * Pulling a TikTok advertiser's spend from the integrated report, in the
 * currency its account info gives.
 */
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

/** TikTok answers errors with HTTP 200 too: any code but 0 is one. */
const tiktokFailure = (answer: unknown): string | undefined => {
  if (!isObject(answer) || answer.code === undefined || answer.code === 0)
    return undefined;
  return `${text(answer.message) || "TikTok answered with an error"} (code ${text(answer.code)})`;
};

/** The integrated report's metrics: the ad's names and ids, and its spend. */
export const TIKTOK_METRICS = [
  "spend",
  "campaign_id",
  "campaign_name",
  "adgroup_id",
  "adgroup_name",
  "ad_name",
] as const;

/**
 * One TikTok advertiser's spend by ad and day over `days` (consecutive,
 * oldest first) from the integrated report, every page of it, in the
 * currency its account info gives (the report has no currency metric).
 * Throws with TikTok's message when a request fails.
 */
export async function pullTikTokSpend(
  advertiser: string,
  token: string,
  base: string,
  days: readonly string[],
  fetcher: typeof fetch,
): Promise<SpendBatch> {
  const headers = { "Access-Token": token };
  const info = await getJson(
    fetcher,
    `${base}/advertiser/info/?${new URLSearchParams({ advertiser_ids: JSON.stringify([advertiser]) })}`,
    headers,
    tiktokFailure,
  );
  const accounts = isObject(info.data) ? info.data.list : undefined;
  const account = Array.isArray(accounts)
    ? accounts.find(
        (entry) => isObject(entry) && text(entry.advertiser_id) === advertiser,
      )
    : undefined;
  const currency = currencyOf(
    isObject(account) ? account.currency : undefined,
    `TikTok gave no currency for advertiser ${advertiser}`,
  );

  const rows: SpendRow[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const query = new URLSearchParams({
      advertiser_id: advertiser,
      report_type: "BASIC",
      data_level: "AUCTION_AD",
      dimensions: JSON.stringify(["ad_id", "stat_time_day"]),
      metrics: JSON.stringify(TIKTOK_METRICS),
      start_date: days[0] ?? "",
      end_date: days.at(-1) ?? "",
      page: String(page),
      page_size: "1000",
    });
    const answer = await getJson(
      fetcher,
      `${base}/report/integrated/get/?${query}`,
      headers,
      tiktokFailure,
    );
    const data = isObject(answer.data) ? answer.data : {};
    for (const entry of Array.isArray(data.list) ? data.list : []) {
      if (!isObject(entry)) continue;
      const dimensions = isObject(entry.dimensions) ? entry.dimensions : {};
      const metrics = isObject(entry.metrics) ? entry.metrics : {};
      rows.push(
        pulledRow(
          { platform: "tiktok", account: advertiser, currency },
          {
            // "2026-11-20 00:00:00", the advertiser's day.
            day: dimensions.stat_time_day,
            campaign_id: metrics.campaign_id,
            campaign_name: metrics.campaign_name,
            adset_id: metrics.adgroup_id,
            adset_name: metrics.adgroup_name,
            ad_id: dimensions.ad_id,
            ad_name: metrics.ad_name,
          },
          metrics.spend,
        ),
      );
    }
    const pageInfo = isObject(data.page_info) ? data.page_info : {};
    pages = Number(pageInfo.total_page) || 1;
    if (pages > MAX_PAGES)
      throw new Error(
        `TikTok's report has ${pages} pages, more than ${MAX_PAGES}`,
      );
  }
  return batchOf("tiktok", advertiser, days, rows);
}
