// @vitest-environment node
/** What readSpendCsv itself does: the rows it reads and the files it refuses. */
import { describe, expect, it } from "vitest";
import type { SpendPlatform } from "./spend";
import { MAX_SPEND_FILE_BYTES, readSpendCsv } from "./spend-csv";
import { AMOUNTS, errorOf, read, row, rowsOf } from "./spend-csv-fixtures";

describe("readSpendCsv's headers", () => {
  it.each([
    [
      "takes the first row that is a header, skipping any preamble, and reads tab-separated files",
      'Campaign report\n"All time"\n\nDay\tCampaign\tCost\tCurrency code\n2026-11-20\tBags, carry-on\t1,234.50\tEUR\n',
      row({ campaign_name: "Bags, carry-on", spend_micros: 1_234_500_000 }),
    ],
    [
      "skips Total and copyright rows but keeps a campaign named Total with its day",
      "Campaign,Day,Cost,Currency code\nTotal Recall,2026-11-20,1.00,EUR\nTotal: Account,--,1.00,EUR\nTotal,,1.00,EUR\n,,,\n©2026 Microsoft Corporation. All rights reserved. \n",
      row({ campaign_name: "Total Recall", spend_micros: 1_000_000 }),
    ],
  ])("%s", (_, text, expected) => {
    expect(rowsOf(text)).toEqual([expected]);
  });

  it("looks for the header in the first 100 rows", () => {
    const header = "Day,Campaign,Cost,Currency code\n2026-11-20,Brand,1,EUR\n";
    expect(rowsOf(`${"Report line\n".repeat(99)}${header}`)).toEqual([
      row({ campaign_name: "Brand", spend_micros: 1_000_000 }),
    ]);
    expect(errorOf(`${"Report line\n".repeat(100)}${header}`)).toMatch(
      /^Not a spend export this ledger reads: no row is a header/,
    );
  });
});

describe("readSpendCsv's values", () => {
  /** A Google Ads report of one row, its Cost `cost`. */
  const costText = (cost: string) =>
    `Day,Campaign,Cost\n2026-11-20,Brand,"${cost}"`;
  const inEur = { currency: "EUR" };
  const headers = {
    google: "Day,Campaign,Cost",
    microsoft: "TimePeriod,CampaignName,Spend",
    tiktok: "By Day,Campaign name,Cost",
    meta: "Day,Campaign name,Amount spent",
  };
  const spendOf = (cost: string) =>
    rowsOf(costText(cost), inEur)[0]?.spend_micros;

  it.each([
    ...AMOUNTS,
    ["1,234.56", 1_234_560_000],
    [".5", 500_000],
    ["999,999,999.999999", 999_999_999_999_999],
  ])("reads the spend %s as %d micros", (cost, micros) => {
    expect(spendOf(cost)).toBe(micros);
  });

  it.each(["--", "", "-", "0.00", "0.0000004"])(
    "keeps no row for the spend %j, but keeps its day",
    (cost) => {
      expect(read(costText(cost), inEur)).toEqual({
        ok: true,
        platform: "google",
        rows: 0,
        batches: [
          { platform: "google", account: "", days: ["2026-11-20"], rows: [] },
        ],
      });
    },
  );

  it.each([
    ["12,50", 'Line 2: the Cost "12,50" is not an amount such as 1234.56.'],
    ["1.2.3", 'Line 2: the Cost "1.2.3" is not an amount such as 1234.56.'],
    ["€5", 'Line 2: the Cost "€5" is not an amount such as 1234.56.'],
    ["1e5", 'Line 2: the Cost "1e5" is not an amount such as 1234.56.'],
    ["+3", 'Line 2: the Cost "+3" is not an amount such as 1234.56.'],
    [
      "1234567890",
      'Line 2: the Cost "1234567890" is not an amount such as 1234.56.',
    ],
    ["-3.00", 'Line 2: the Cost "-3.00" is negative; spend never is.'],
  ])("refuses the spend %j", (cost, error) => {
    expect(errorOf(costText(cost), inEur)).toBe(error);
  });

  it.each([
    ["google", "2026/11/20", "2026-11-20"],
    ["tiktok", "2026-11-20 00:00:00", "2026-11-20"],
    ["microsoft", "11/20/2026", "2026-11-20"],
    ["microsoft", "1/5/2026", "2026-01-05"],
    ["microsoft", "2026-11-20", "2026-11-20"],
  ] as const)("reads a %s day %s as %s", (platform, text, day) => {
    expect(
      rowsOf(`${headers[platform]}\n${text},Brand,1`, {
        platform,
        currency: "EUR",
      }).map((read) => read.day),
    ).toEqual([day]);
  });

  it.each([
    ["google", "11/20/2026"],
    ["google", "2026-02-30"],
    ["google", "2026/11-20"],
    ["google", "2026-11-20T00:00"],
    ["tiktok", "2026-11-20 24:00:00"],
    ["microsoft", "13/1/2026"],
    ["google", ""],
  ] as const)("refuses a %s day %j", (platform, text) => {
    expect(
      errorOf(`${headers[platform]}\n${text},Brand,1`, {
        platform,
        currency: "EUR",
      }),
    ).toBe(
      `Line 2: the ${headers[platform].split(",")[0]} "${text}" is not a day such as 2026-11-20.`,
    );
  });

  it("takes a row's currency column first, then the spend title's, then the one chosen", () => {
    const text =
      "Day,Campaign name,Currency,Amount spent (EUR)\n2026-11-20,A,USD,1\n2026-11-20,B,,1";
    expect(rowsOf(text, { currency: "GBP" }).map((r) => r.currency)).toEqual([
      "USD",
      "EUR",
    ]);
    expect(
      rowsOf("Day,Campaign,Currency code,Cost\n2026-11-20,A,,1", {
        currency: "GBP",
      }).map((r) => r.currency),
    ).toEqual(["GBP"]);
  });

  it("trims names and ids", () => {
    expect(
      rowsOf(
        "Day,Campaign, Campaign ID ,Cost\n 2026-11-20 ,  Brand  , 42 , 1 ",
        inEur,
      ),
    ).toEqual([
      row({
        campaign_name: "Brand",
        campaign_id: "42",
        spend_micros: 1_000_000,
      }),
    ]);
  });
});

describe("readSpendCsv's batches", () => {
  it("adds up the rows of one key, as a report split by device has them", () => {
    expect(
      rowsOf(
        "Day,Campaign,Campaign ID,Device,Currency code,Cost\n2026-11-20,Brand,11,Mobile phones,EUR,1.10\n2026-11-20,Brand,11,Computers,EUR,2.25\n2026-11-20,Brand,11,Tablets,EUR,--\n2026-11-20,Generic,12,Mobile phones,EUR,0.5",
      ),
    ).toEqual([
      row({
        campaign_name: "Brand",
        campaign_id: "11",
        spend_micros: 3_350_000,
      }),
      row({
        campaign_name: "Generic",
        campaign_id: "12",
        spend_micros: 500_000,
      }),
    ]);
  });

  it("makes one batch per account, each with its own days", () => {
    expect(
      read(
        "Day,Customer ID,Campaign,Currency code,Cost\n2026-11-19,111-111-1111,A,EUR,1\n2026-11-20,222-222-2222,B,USD,2\n2026-11-18,111-111-1111,A,EUR,3",
      ),
    ).toEqual({
      ok: true,
      platform: "google",
      rows: 3,
      batches: [
        {
          platform: "google",
          account: "111-111-1111",
          days: ["2026-11-18", "2026-11-19"],
          rows: [
            row({
              account: "111-111-1111",
              day: "2026-11-19",
              campaign_name: "A",
              spend_micros: 1_000_000,
            }),
            row({
              account: "111-111-1111",
              day: "2026-11-18",
              campaign_name: "A",
              spend_micros: 3_000_000,
            }),
          ],
        },
        {
          platform: "google",
          account: "222-222-2222",
          days: ["2026-11-20"],
          rows: [
            row({
              account: "222-222-2222",
              campaign_name: "B",
              currency: "USD",
              spend_micros: 2_000_000,
            }),
          ],
        },
      ],
    });
  });

  it("reads a header with no rows as no batches", () => {
    expect(read("Day,Campaign,Cost,Currency code\n")).toEqual({
      ok: true,
      platform: "google",
      rows: 0,
      batches: [],
    });
  });
});

describe("readSpendCsv's refusals", () => {
  it("refuses a file over 16 MB, saying its size", () => {
    expect(MAX_SPEND_FILE_BYTES).toBe(16 * 1024 * 1024);
    expect(readSpendCsv(new Uint8Array(20 * 1024 * 1024))).toEqual({
      ok: false,
      error:
        "The file is 20.0 MB; a spend export can be at most 16 MB: export fewer days at a time.",
    });
  });

  it("refuses a file with no currency, naming the column it lacks", () => {
    expect(errorOf("Day,Campaign,Cost\n2026-11-20,Brand,1")).toBe(
      "This Google Ads report has no Currency code column: choose the account's currency when importing.",
    );
    expect(errorOf("By Day,Campaign name,Cost\n2026-11-20,Brand,1")).toBe(
      "This TikTok Ads Manager export has no Currency column: choose the account's currency when importing.",
    );
    expect(
      errorOf(
        "Day,Campaign,Currency code,Cost\n2026-11-20,Brand,EUR,1\n2026-11-20,Brand,,1",
      ),
    ).toBe(
      "Line 3: the Currency code cell is empty: choose the account's currency when importing.",
    );
  });

  it.each(["EURO", "ABC", "€"])("refuses the currency %j", (code) => {
    expect(
      errorOf(`Day,Campaign,Currency code,Cost\n2026-11-20,Brand,${code},1`),
    ).toBe(
      `Line 2: the currency "${code}" is not an ISO 4217 code such as EUR.`,
    );
  });

  it.each(["eur", "EURO", "ABC"])(
    "refuses %j as the currency chosen",
    (code) => {
      expect(errorOf("Day,Campaign,Cost\n", { currency: code })).toBe(
        `The currency chosen, "${code}", is not a three-letter ISO 4217 code such as EUR.`,
      );
    },
  );

  it("refuses a platform it does not know", () => {
    expect(
      errorOf("Day,Campaign,Cost\n", {
        platform: "bing" as SpendPlatform,
        currency: "EUR",
      }),
    ).toBe(
      'The platform chosen, "bing", is not one of meta, tiktok, microsoft, google.',
    );
  });

  it("refuses a row that names no campaign", () => {
    expect(
      errorOf(
        "Day,Campaign,Campaign ID,Currency code,Cost\n2026-11-20,Brand,1,EUR,1\n2026-11-20, ,,EUR,1",
      ),
    ).toBe(
      "Line 3: the row names no campaign (its Campaign and Campaign ID are empty).",
    );
  });

  it("refuses one row's key in two currencies", () => {
    expect(
      errorOf(
        "Day,Campaign,Currency code,Cost\n2026-11-20,Brand,EUR,1\n2026-11-20,Brand,USD,1",
      ),
    ).toBe(
      "The file gives one row's spend in two currencies (2026-11-20 Brand: spend in EUR and USD).",
    );
  });
});
