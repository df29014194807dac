// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  DAYS,
  fakeFetch,
  META,
  META_AD,
  metaRoute,
  metaRow,
  pullMeta,
} from "../../spend/spend-pull-fixtures";

describe("pullMetaSpend", () => {
  it("asks the Insights API for ads by day over the days, and follows every page", async () => {
    const { fetcher, calls } = fakeFetch(metaRoute);
    const batch = await pullMeta(fetcher);
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
          ...META_AD,
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
    await expect(pullMeta(fetcher)).rejects.toThrow(message);
  });

  it("follows no next page to another host, where the token would go", async () => {
    const { fetcher, calls } = fakeFetch(() => ({
      body: {
        data: [],
        paging: { next: "https://elsewhere.test/x?access_token=meta-token" },
      },
    }));
    await expect(pullMeta(fetcher)).rejects.toThrow("another host");
    expect(calls).toHaveLength(1);
  });

  it("stops after 50 pages rather than store a report cut short", async () => {
    const { fetcher, calls } = fakeFetch((url) => ({
      body: {
        data: [metaRow()],
        paging: { next: `${url.origin}${url.pathname}?after=${Math.random()}` },
      },
    }));
    await expect(pullMeta(fetcher)).rejects.toThrow("past 50 pages");
    expect(calls).toHaveLength(50);
  });
});
