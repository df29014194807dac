/** The platforms' reporting APIs, faked, for the tests of the spend pulls. */
import { expect } from "vitest";
import { pullMetaSpend } from "../platforms/meta/spend.ts";
import { pullDays } from "./spend-pull.ts";
import { pullTikTokSpend } from "../platforms/tiktok/spend.ts";

export const NOW = Date.UTC(2026, 10, 26, 9, 30, 0);
export const DAYS = pullDays(NOW);
export const META = "https://graph.test/v24.0";
export const TIKTOK = "https://tiktok.test/open_api/v1.3";

type Call = { url: URL; headers: Headers };
export type Answer = { status?: number; body: unknown };

/** A fetch that answers each address by `route` and keeps every call. */
export function fakeFetch(route: (url: URL) => Answer) {
  const calls: Call[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, headers: new Headers(init?.headers) });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    const { status = 200, body } = route(url);
    return new Response(
      typeof body === "string" ? body : JSON.stringify(body),
      { status },
    );
  }) as typeof fetch;
  return { fetcher, calls };
}

/** The faked Meta account's spend over DAYS, pulled through `fetcher`. */
export const pullMeta = (fetcher: typeof fetch) =>
  pullMetaSpend("1234567890", "meta-token", META, DAYS, fetcher);

/** The faked TikTok advertiser's spend over DAYS, pulled through `fetcher`. */
export const pullTikTok = (fetcher: typeof fetch) =>
  pullTikTokSpend("7000000000001", "tiktok-token", TIKTOK, DAYS, fetcher);

/** The ad of metaRow, named as Meta and a spend row both name it. */
export const META_AD = {
  campaign_id: "120200000000001",
  campaign_name: "Autumn",
  adset_id: "120200000000002",
  adset_name: "Hikers",
  ad_id: "120200000000003",
  ad_name: "Backpack video",
};

/** One row of Meta's Insights, as `over` changes it. */
export const metaRow = (over: Record<string, string> = {}) => ({
  account_id: "1234567890",
  account_currency: "EUR",
  ...META_AD,
  spend: "12.34",
  date_start: "2026-11-25",
  date_stop: "2026-11-25",
  ...over,
});

/** Meta's Insights in two pages, the second reached by paging.next. */
export const metaRoute = (url: URL): Answer =>
  url.searchParams.get("after") === "PAGE2"
    ? {
        body: {
          data: [
            metaRow({
              ad_id: "120200000000004",
              spend: "0.07",
              date_start: "2026-11-20",
            }),
          ],
          paging: { cursors: { before: "PAGE2", after: "END" } },
        },
      }
    : {
        body: {
          data: [metaRow(), metaRow({ spend: "0", date_start: "2026-11-24" })],
          paging: {
            cursors: { before: "START", after: "PAGE2" },
            next: `${url.origin}${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), after: "PAGE2" })}`,
          },
        },
      };

/** One row of TikTok's integrated report, with every metric a row is read from. */
export const tiktokEntry = (adId: string, day: string, spend: string) => ({
  dimensions: { ad_id: adId, stat_time_day: `${day} 00:00:00` },
  metrics: {
    spend,
    campaign_id: "1800000000000001",
    campaign_name: "Autumn",
    adgroup_id: "1800000000000002",
    adgroup_name: "Hikers",
    ad_name: `Ad ${adId}`,
  },
});

/** TikTok's account info and its report in two pages. */
export const tiktokRoute = (url: URL): Answer => {
  if (url.pathname.endsWith("/advertiser/info/"))
    return {
      body: {
        code: 0,
        message: "OK",
        data: { list: [{ advertiser_id: "7000000000001", currency: "usd" }] },
      },
    };
  const page = Number(url.searchParams.get("page"));
  return {
    body: {
      code: 0,
      message: "OK",
      data: {
        list:
          page === 1
            ? [tiktokEntry("1800000000000003", "2026-11-25", "3.5")]
            : [tiktokEntry("1800000000000004", "2026-11-26", "0.019999")],
        page_info: { page, page_size: 1000, total_number: 2, total_page: 2 },
      },
    },
  };
};
