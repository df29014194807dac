// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openLedgerDb } from "../../../server/ledger-db.mjs";
import { lastPulls } from "./spend";
import {
  decimalToMicros,
  isPullDue,
  pullDays,
  pullMetaSpend,
  pullSpend,
  pullTikTokSpend,
  TIKTOK_METRICS,
  type SpendHost,
} from "./spend-pull";
import type { LedgerDb } from "./store";

const NOW = Date.UTC(2026, 10, 26, 9, 30, 0);
const DAYS = pullDays(NOW);
const META = "https://graph.test/v24.0";
const TIKTOK = "https://tiktok.test/open_api/v1.3";
const HOST: SpendHost = {
  META_ADS_TOKEN: "meta-token",
  TIKTOK_ADS_TOKEN: "tiktok-token",
  LEDGER_META_API: META,
  LEDGER_TIKTOK_API: TIKTOK,
};

type Call = { url: URL; headers: Headers };
type Answer = { status?: number; body: unknown };

/** A fetch that answers each address by `route` and keeps every call. */
function fakeFetch(route: (url: URL) => Answer) {
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

const metaRow = (over: Record<string, string> = {}) => ({
  account_id: "1234567890",
  account_currency: "EUR",
  campaign_id: "120200000000001",
  campaign_name: "Autumn",
  adset_id: "120200000000002",
  adset_name: "Hikers",
  ad_id: "120200000000003",
  ad_name: "Backpack video",
  spend: "12.34",
  date_start: "2026-11-25",
  date_stop: "2026-11-25",
  ...over,
});

/** Meta's Insights in two pages, the second reached by paging.next. */
const metaRoute = (url: URL): Answer =>
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

const tiktokEntry = (adId: string, day: string, spend: string) => ({
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
const tiktokRoute = (url: URL): Answer => {
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

describe("pullDays", () => {
  it("is the last 7 UTC days, today included, oldest first", () => {
    expect(DAYS).toEqual([
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
    ]);
  });

  it("takes UTC's day, across a month and a year", () => {
    expect(pullDays(Date.UTC(2027, 0, 1, 23, 59, 59), 3)).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
    ]);
    expect(pullDays(Date.UTC(2027, 0, 2, 0, 0, 0), 1)).toEqual(["2027-01-02"]);
  });
});

describe("decimalToMicros", () => {
  it.each([
    ["0", 0],
    ["12.34", 12_340_000],
    ["0.1", 100_000],
    ["0.29", 290_000],
    ["1.005", 1_005_000],
    ["5339.5", 5_339_500_000],
    ["0.000001", 1],
    ["0.0000005", 1],
    ["0.0000004", 0],
    ["19999999.999999", 19_999_999_999_999],
  ])("reads %s as %i micros", (amount, micros) => {
    expect(decimalToMicros(amount)).toBe(micros);
  });

  it.each(["", "-1", "1,50", "1e3", "abc", "1.", ".5", "99999999999999999"])(
    "refuses %j",
    (amount) => {
      expect(() => decimalToMicros(amount)).toThrow();
    },
  );
});

describe("pullMetaSpend", () => {
  it("asks the Insights API for ads by day over the days, and follows every page", async () => {
    const { fetcher, calls } = fakeFetch(metaRoute);
    const batch = await pullMetaSpend(
      "1234567890",
      "meta-token",
      META,
      DAYS,
      fetcher,
    );
    expect(calls).toHaveLength(2);
    const [first, second] = calls.map(({ url }) => url);
    expect(`${first?.origin}${first?.pathname}`).toBe(
      `${META}/act_1234567890/insights`,
    );
    expect(Object.fromEntries(first?.searchParams ?? [])).toEqual({
      level: "ad",
      time_increment: "1",
      time_range: '{"since":"2026-11-20","until":"2026-11-26"}',
      fields:
        "account_id,account_currency,campaign_id,campaign_name,adset_id,adset_name,ad_id,ad_name,spend,date_start",
      limit: "500",
      access_token: "meta-token",
    });
    expect(second?.searchParams.get("after")).toBe("PAGE2");
    expect(batch).toEqual({
      platform: "meta",
      account: "1234567890",
      days: DAYS,
      rows: [
        {
          platform: "meta",
          account: "1234567890",
          day: "2026-11-25",
          campaign_id: "120200000000001",
          campaign_name: "Autumn",
          adset_id: "120200000000002",
          adset_name: "Hikers",
          ad_id: "120200000000003",
          ad_name: "Backpack video",
          currency: "EUR",
          spend_micros: 12_340_000,
        },
        expect.objectContaining({
          day: "2026-11-20",
          ad_id: "120200000000004",
          spend_micros: 70_000,
        }),
      ],
    });
  });

  it.each([
    [
      "an error answer",
      {
        status: 400,
        body: {
          error: {
            message: "Invalid OAuth access token - Cannot parse access token",
            type: "OAuthException",
            code: 190,
            fbtrace_id: "A1",
          },
        },
      },
      "Invalid OAuth access token - Cannot parse access token (code 190)",
    ],
    [
      "an error with HTTP 200",
      {
        body: {
          error: { message: "Please reduce the amount of data", code: 1 },
        },
      },
      "Please reduce the amount of data (code 1)",
    ],
    [
      "a server error",
      { status: 502, body: "Bad gateway" },
      "HTTP 502: Bad gateway",
    ],
    [
      "a row without its currency",
      { body: { data: [metaRow({ account_currency: "" })] } },
      "Meta gave no currency for act_1234567890",
    ],
    [
      "a spend that is no amount",
      { body: { data: [metaRow({ spend: "1,5" })] } },
      '"1,5" is not an amount',
    ],
  ] as const)("fails on %s with its message", async (_, answer, message) => {
    const { fetcher } = fakeFetch(() => answer);
    await expect(
      pullMetaSpend("1234567890", "meta-token", META, DAYS, fetcher),
    ).rejects.toThrow(message);
  });

  it("follows no next page to another host, where the token would go", async () => {
    const { fetcher, calls } = fakeFetch(() => ({
      body: {
        data: [],
        paging: { next: "https://elsewhere.test/x?access_token=meta-token" },
      },
    }));
    await expect(
      pullMetaSpend("1234567890", "meta-token", META, DAYS, fetcher),
    ).rejects.toThrow("another host");
    expect(calls).toHaveLength(1);
  });

  it("stops after 50 pages rather than store a report cut short", async () => {
    const { fetcher, calls } = fakeFetch((url) => ({
      body: {
        data: [metaRow()],
        paging: { next: `${url.origin}${url.pathname}?after=${Math.random()}` },
      },
    }));
    await expect(
      pullMetaSpend("1234567890", "meta-token", META, DAYS, fetcher),
    ).rejects.toThrow("past 50 pages");
    expect(calls).toHaveLength(50);
  });
});

describe("pullTikTokSpend", () => {
  it("reads the advertiser's currency, then every page of its ads' report by day", async () => {
    const { fetcher, calls } = fakeFetch(tiktokRoute);
    const batch = await pullTikTokSpend(
      "7000000000001",
      "tiktok-token",
      TIKTOK,
      DAYS,
      fetcher,
    );
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

  it("asks for the ids, the names and the spend", () => {
    expect(TIKTOK_METRICS).toEqual([
      "spend",
      "campaign_id",
      "campaign_name",
      "adgroup_id",
      "adgroup_name",
      "ad_name",
    ]);
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
    await expect(
      pullTikTokSpend("7000000000001", "tiktok-token", TIKTOK, DAYS, fetcher),
    ).rejects.toThrow(message);
  });
});

describe("pullSpend", () => {
  let db: LedgerDb;
  let close: () => void;
  beforeEach(() => {
    ({ db, close } = openLedgerDb(":memory:"));
  });
  afterEach(() => close());

  const SETTINGS = {
    meta: { adAccounts: ["1234567890"] },
    tiktok: { advertiserIds: ["7000000000001"] },
  };
  const bothRoutes = (url: URL) =>
    url.origin === new URL(META).origin ? metaRoute(url) : tiktokRoute(url);
  const withoutTime = ({
    imported_at: _stored,
    ...row
  }: Record<string, unknown>) => row;
  const spendTable = () =>
    db.all<Record<string, unknown>>(
      "SELECT * FROM spend ORDER BY platform, account, day, ad_id",
    );

  it("stores each account's days, and a second pull changes nothing", async () => {
    const { fetcher } = fakeFetch(bothRoutes);
    const context = {
      db,
      spend: SETTINGS,
      host: HOST,
      fetch: fetcher,
      now: NOW,
    };
    expect(await pullSpend(context)).toEqual([
      {
        platform: "meta",
        account: "1234567890",
        ok: true,
        rows: 2,
        detail: "2 rows over 2026-11-20 to 2026-11-26",
      },
      {
        platform: "tiktok",
        account: "7000000000001",
        ok: true,
        rows: 2,
        detail: "2 rows over 2026-11-20 to 2026-11-26",
      },
    ]);
    const first = await spendTable();
    expect(first).toHaveLength(4);
    expect(
      first.map((row) => [
        row.platform,
        row.day,
        row.currency,
        row.spend_micros,
      ]),
    ).toEqual([
      ["meta", "2026-11-20", "EUR", 70_000],
      ["meta", "2026-11-25", "EUR", 12_340_000],
      ["tiktok", "2026-11-25", "USD", 3_500_000],
      ["tiktok", "2026-11-26", "USD", 19_999],
    ]);

    await pullSpend({ ...context, now: NOW + 60_000 });
    const second = await spendTable();
    expect(second.map(withoutTime)).toEqual(first.map(withoutTime));
    expect(await lastPulls(db)).toEqual([
      {
        platform: "meta",
        account: "1234567890",
        pulled_at: NOW + 60_000,
        ok: 1,
        detail: "2 rows over 2026-11-20 to 2026-11-26",
      },
      {
        platform: "tiktok",
        account: "7000000000001",
        pulled_at: NOW + 60_000,
        ok: 1,
        detail: "2 rows over 2026-11-20 to 2026-11-26",
      },
    ]);
  });

  it("keeps a failed account's previous rows, notes why, and goes on with the others", async () => {
    await pullSpend({
      db,
      spend: SETTINGS,
      host: HOST,
      fetch: fakeFetch(bothRoutes).fetcher,
      now: NOW,
    });
    const before = await spendTable();
    const { fetcher } = fakeFetch((url) =>
      url.origin === new URL(META).origin
        ? {
            status: 400,
            body: {
              error: { message: "Invalid OAuth access token", code: 190 },
            },
          }
        : tiktokRoute(url),
    );
    const outcomes = await pullSpend({
      db,
      spend: SETTINGS,
      host: HOST,
      fetch: fetcher,
      now: NOW + 1,
    });
    expect(outcomes.map(({ ok, detail }) => [ok, detail])).toEqual([
      [false, "Invalid OAuth access token (code 190)"],
      [true, "2 rows over 2026-11-20 to 2026-11-26"],
    ]);
    expect((await spendTable()).map(withoutTime)).toEqual(
      before.map(withoutTime),
    );
    expect((await lastPulls(db))[0]).toMatchObject({
      ok: 0,
      pulled_at: NOW + 1,
      detail: "Invalid OAuth access token (code 190)",
    });
  });

  it("fails an account whose token the host lacks, naming it, without asking", async () => {
    const { fetcher, calls } = fakeFetch(bothRoutes);
    const outcomes = await pullSpend({
      db,
      spend: SETTINGS,
      host: { ...HOST, TIKTOK_ADS_TOKEN: undefined },
      fetch: fetcher,
      now: NOW,
    });
    expect(outcomes[1]).toEqual({
      platform: "tiktok",
      account: "7000000000001",
      ok: false,
      rows: 0,
      detail: "TIKTOK_ADS_TOKEN is not set on the host",
    });
    expect(outcomes[0]?.ok).toBe(true);
    expect(calls.every(({ url }) => url.origin === new URL(META).origin)).toBe(
      true,
    );
    expect((await lastPulls(db))[1]).toMatchObject({
      ok: 0,
      detail: "TIKTOK_ADS_TOKEN is not set on the host",
    });
  });

  it("fails an account whose platform cannot be reached", async () => {
    const fetcher = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    const outcomes = await pullSpend({
      db,
      spend: { meta: SETTINGS.meta },
      host: HOST,
      fetch: fetcher,
      now: NOW,
    });
    expect(outcomes).toEqual([
      {
        platform: "meta",
        account: "1234567890",
        ok: false,
        rows: 0,
        detail: "fetch failed",
      },
    ]);
  });

  it("pulls nothing with no accounts", async () => {
    const { fetcher, calls } = fakeFetch(bothRoutes);
    expect(
      await pullSpend({ db, spend: {}, host: HOST, fetch: fetcher, now: NOW }),
    ).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe("isPullDue", () => {
  const SETTINGS = {
    meta: { adAccounts: ["1234567890"] },
    tiktok: { advertiserIds: ["7000000000001"] },
  };
  const pulled = (at: number) => [
    { platform: "meta" as const, account: "1234567890", pulled_at: at },
    { platform: "tiktok" as const, account: "7000000000001", pulled_at: NOW },
  ];

  it.each([
    ["every account pulled within 24 h", pulled(NOW - 23 * 3_600_000), false],
    ["an account pulled 24 h ago", pulled(NOW - 24 * 3_600_000), true],
    ["an account never pulled", pulled(NOW).slice(1), true],
  ])("when %s: %s", (_, pulls, due) => {
    expect(isPullDue(pulls, SETTINGS, NOW)).toBe(due);
  });

  it("is never due with no accounts, and ignores accounts no longer set", () => {
    expect(isPullDue([], {}, NOW)).toBe(false);
    expect(isPullDue(pulled(0), { tiktok: SETTINGS.tiktok }, NOW)).toBe(false);
  });
});
