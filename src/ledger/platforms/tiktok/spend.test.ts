// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  fakeFetch,
  pullTikTok,
  TIKTOK,
  tiktokEntry,
  tiktokRoute,
} from "../../spend/spend-pull-fixtures";
import { TIKTOK_METRICS } from "./spend";

describe("pullTikTokSpend", () => {
  it("reads the advertiser's currency, then every page of its ads' report by day", async () => {
    const { fetcher, calls } = fakeFetch(tiktokRoute);
    const batch = await pullTikTok(fetcher);
    expect(calls.map(({ url }) => url.origin + url.pathname)).toEqual([
      `${TIKTOK}/advertiser/info/`,
      `${TIKTOK}/report/integrated/get/`,
      `${TIKTOK}/report/integrated/get/`,
    ]);
    for (const { headers } of calls)
      expect(headers.get("Access-Token")).toBe("tiktok-token");
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      advertiser_ids: '["7000000000001"]',
    });
    expect(Object.fromEntries(calls[1]?.url.searchParams ?? [])).toEqual({
      advertiser_id: "7000000000001",
      report_type: "BASIC",
      data_level: "AUCTION_AD",
      dimensions: '["ad_id","stat_time_day"]',
      metrics: JSON.stringify(TIKTOK_METRICS),
      start_date: "2026-11-20",
      end_date: "2026-11-26",
      page: "1",
      page_size: "1000",
    });
    expect(calls[2]?.url.searchParams.get("page")).toBe("2");
    expect(batch.rows).toEqual([
      {
        platform: "tiktok",
        account: "7000000000001",
        day: "2026-11-25",
        campaign_id: "1800000000000001",
        campaign_name: "Autumn",
        adset_id: "1800000000000002",
        adset_name: "Hikers",
        ad_id: "1800000000000003",
        ad_name: "Ad 1800000000000003",
        currency: "USD",
        spend_micros: 3_500_000,
      },
      expect.objectContaining({
        day: "2026-11-26",
        ad_id: "1800000000000004",
        spend_micros: 19_999,
      }),
    ]);
  });

  it("asks for every metric a row is read from", () => {
    const { metrics } = tiktokEntry("1", "2026-11-25", "1");
    expect([...TIKTOK_METRICS].sort()).toEqual(Object.keys(metrics).sort());
  });

  it.each([
    [
      "the report's error, with HTTP 200",
      (url: URL) =>
        url.pathname.endsWith("/advertiser/info/")
          ? tiktokRoute(url)
          : {
              body: {
                code: 40105,
                message: "Access token is incorrect or has been revoked.",
                request_id: "r1",
              },
            },
      "Access token is incorrect or has been revoked. (code 40105)",
    ],
    [
      "the account info's error",
      () => ({
        body: { code: 40001, message: "No permission to operate advertiser" },
      }),
      "No permission to operate advertiser (code 40001)",
    ],
    [
      "an account info without a currency",
      () => ({ body: { code: 0, message: "OK", data: { list: [] } } }),
      "TikTok gave no currency for advertiser 7000000000001",
    ],
    [
      "a report of more than 50 pages",
      (url: URL) =>
        url.pathname.endsWith("/advertiser/info/")
          ? tiktokRoute(url)
          : {
              body: {
                code: 0,
                data: { list: [], page_info: { page: 1, total_page: 51 } },
              },
            },
      "more than 50",
    ],
    ["a server error", () => ({ status: 500, body: "" }), "HTTP 500"],
  ] as const)("fails on %s", async (_, route, message) => {
    const { fetcher } = fakeFetch(route);
    await expect(pullTikTok(fetcher)).rejects.toThrow(message);
  });
});
