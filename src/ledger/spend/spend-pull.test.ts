// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openLedgerDb } from "../db/ledger-db.mjs";
import { lastPulls } from "./spend";
import { isPullDue, pullDays, pullSpend, type SpendHost } from "./spend-pull";
import {
  DAYS,
  fakeFetch,
  META,
  metaRoute,
  NOW,
  TIKTOK,
  tiktokRoute,
} from "./spend-pull-fixtures";
import type { LedgerDb } from "../db/store";

const HOST: SpendHost = {
  META_ADS_TOKEN: "meta-token",
  TIKTOK_ADS_TOKEN: "tiktok-token",
  LEDGER_META_API: META,
  LEDGER_TIKTOK_API: TIKTOK,
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
