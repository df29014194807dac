// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SpendPlatform, SpendRow } from "./spend";
import { MAX_SPEND_FILE_BYTES, readSpendCsv } from "./spend-csv";

const fixture = (name: string) =>
  readSpendCsv(
    readFileSync(new URL(`./fixtures/spend/${name}`, import.meta.url)),
  );
const read = (
  text: string,
  options?: { platform?: SpendPlatform; currency?: string },
) => readSpendCsv(new TextEncoder().encode(text), options);
const errorOf = (
  text: string,
  options?: { platform?: SpendPlatform; currency?: string },
) => {
  const result = read(text, options);
  return result.ok ? "read" : result.error;
};
/** The rows of a file of one account. */
const rowsOf = (
  text: string,
  options?: { platform?: SpendPlatform; currency?: string },
) => {
  const result = read(text, options);
  if (!result.ok) throw new Error(result.error);
  return result.batches.flatMap((batch) => batch.rows);
};

const row = (over: Partial<SpendRow>): SpendRow => ({
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

describe("readSpendCsv on each platform's export", () => {
  it("reads Google Ads' campaign report past its title lines and Total rows, leaving out a day of no spend", () => {
    const search = {
      campaign_id: "21034567891",
      campaign_name: "Carry-on backpacks - Search",
    };
    expect(fixture("google-ads-campaign.csv")).toEqual({
      ok: true,
      platform: "google",
      rows: 4,
      batches: [
        {
          platform: "google",
          account: "",
          days: ["2026-11-18", "2026-11-19", "2026-11-20"],
          rows: [
            row({ ...search, day: "2026-11-18", spend_micros: 45_200_000 }),
            row({
              day: "2026-11-18",
              campaign_id: "21034567892",
              campaign_name: "Travel packs, Performance Max",
              spend_micros: 1_012_070_000,
            }),
            row({ ...search, day: "2026-11-19", spend_micros: 51_800_000 }),
            row({ ...search, day: "2026-11-20", spend_micros: 350_000 }),
          ],
        },
      ],
    });
  });

  it("reads Microsoft Advertising's report past its Report Name preamble and copyright footer, its days M/D/YYYY", () => {
    const base = { platform: "microsoft" as const, account: "187654321" };
    const brand = {
      ...base,
      campaign_id: "512345678",
      campaign_name: "Carry-on backpacks - Brand",
    };
    const generic = {
      ...base,
      campaign_id: "512345679",
      campaign_name: "Travel packs - Generic",
    };
    expect(fixture("microsoft-ads-campaign.csv")).toEqual({
      ok: true,
      platform: "microsoft",
      rows: 5,
      batches: [
        {
          platform: "microsoft",
          account: "187654321",
          days: ["2026-11-18", "2026-11-19", "2026-11-20"],
          rows: [
            row({ ...brand, day: "2026-11-18", spend_micros: 18_420_000 }),
            row({ ...generic, day: "2026-11-18", spend_micros: 37_100_000 }),
            row({ ...brand, day: "2026-11-19", spend_micros: 17_050_000 }),
            row({ ...generic, day: "2026-11-19", spend_micros: 41_880_000 }),
            row({ ...brand, day: "2026-11-20", spend_micros: 20_610_000 }),
          ],
        },
      ],
    });
  });

  it("reads Meta's ad-level export, its currency from the Amount spent (EUR) title", () => {
    const base = {
      platform: "meta" as const,
      account: "1234567890123456",
      campaign_id: "120210000000000001",
      campaign_name: "Autumn carry-on",
    };
    const flyers = {
      ...base,
      adset_id: "120210000000000011",
      adset_name: "Frequent flyers 25-44",
    };
    const video = {
      ...flyers,
      ad_id: "120210000000000111",
      ad_name: "Carry-on video, 15s",
    };
    expect(fixture("meta-ads.csv")).toEqual({
      ok: true,
      platform: "meta",
      rows: 5,
      batches: [
        {
          platform: "meta",
          account: "1234567890123456",
          days: ["2026-11-18", "2026-11-19", "2026-11-20"],
          rows: [
            row({ ...video, day: "2026-11-18", spend_micros: 12_340_000 }),
            row({
              ...flyers,
              day: "2026-11-18",
              ad_id: "120210000000000112",
              ad_name: "Packing carousel",
              spend_micros: 8_060_000,
            }),
            row({ ...video, day: "2026-11-19", spend_micros: 14_200_000 }),
            row({
              ...base,
              day: "2026-11-19",
              adset_id: "120210000000000012",
              adset_name: "Weekend trips",
              ad_id: "120210000000000121",
              ad_name: 'The "one bag" story',
              spend_micros: 6_500_000,
            }),
            row({ ...video, day: "2026-11-20", spend_micros: 13_990_000 }),
          ],
        },
      ],
    });
  });

  it("reads TikTok's ad-level export, its days with a time", () => {
    const unboxing = {
      platform: "tiktok" as const,
      account: "7301234567890123456",
      campaign_id: "1780123456789012",
      campaign_name: "Carry-on launch",
      adset_id: "1780123456789123",
      adset_name: "Travellers 18-34",
      ad_id: "1780123456789234",
      ad_name: "Backpack unboxing",
      currency: "USD",
    };
    expect(fixture("tiktok-ads.csv")).toEqual({
      ok: true,
      platform: "tiktok",
      rows: 4,
      batches: [
        {
          platform: "tiktok",
          account: "7301234567890123456",
          days: ["2026-11-18", "2026-11-19", "2026-11-20"],
          rows: [
            row({ ...unboxing, day: "2026-11-18", spend_micros: 21_500_000 }),
            row({
              ...unboxing,
              day: "2026-11-18",
              ad_id: "1780123456789235",
              ad_name: "Fits under the seat",
              spend_micros: 9_750_000,
            }),
            row({
              ...unboxing,
              day: "2026-11-19",
              spend_micros: 1_002_300_000,
            }),
            row({ ...unboxing, day: "2026-11-20", spend_micros: 18_040_000 }),
          ],
        },
      ],
    });
  });
});

describe("readSpendCsv's headers", () => {
  it.each([
    [
      "Microsoft's web download, spaced",
      "Gregorian date,Account number,Campaign name,Campaign ID,Ad group name,Ad group ID,Ad ID,Currency code,Spend\n2026-11-20,F1234567,Brand,51,Bags,52,53,EUR,2.50",
      row({
        platform: "microsoft",
        account: "F1234567",
        campaign_name: "Brand",
        campaign_id: "51",
        adset_name: "Bags",
        adset_id: "52",
        ad_id: "53",
        spend_micros: 2_500_000,
      }),
    ],
    [
      "TikTok's API names",
      "stat_time_day,advertiser_id,campaign_id,campaign_name,adgroup_id,adgroup_name,ad_id,ad_name,currency,spend\n2026-11-20 00:00:00,70,71,Launch,72,Young,73,Unboxing,usd,3",
      row({
        platform: "tiktok",
        account: "70",
        campaign_id: "71",
        campaign_name: "Launch",
        adset_id: "72",
        adset_name: "Young",
        ad_id: "73",
        ad_name: "Unboxing",
        currency: "USD",
        spend_micros: 3_000_000,
      }),
    ],
    [
      "TikTok's Date and Spend",
      "Date,Campaign name,Spend,Currency\n2026-11-20,Launch,1,GBP",
      row({
        platform: "tiktok",
        campaign_name: "Launch",
        currency: "GBP",
        spend_micros: 1_000_000,
      }),
    ],
    [
      "Meta's Amount spent with a Currency column and act_ ids",
      "Day,Account ID,Campaign ID,Amount spent,Currency\n2026-11-20,act_987654321,120,4.2,SEK",
      row({
        platform: "meta",
        account: "987654321",
        campaign_id: "120",
        currency: "SEK",
        spend_micros: 4_200_000,
      }),
    ],
    [
      "Meta's titles in another case and spelling",
      "DAY,campaign_name,amount_spent_(usd)\n2026-11-20,Autumn,1",
      row({
        platform: "meta",
        campaign_name: "Autumn",
        currency: "USD",
        spend_micros: 1_000_000,
      }),
    ],
    [
      "Google's ad group report with the Customer ID",
      "Day,Customer ID,Campaign,Campaign ID,Ad group,Ad group ID,Currency,Cost\n2026-11-20,123-456-7890,Search,11,Bags,12,EUR,5",
      row({
        account: "123-456-7890",
        campaign_name: "Search",
        campaign_id: "11",
        adset_name: "Bags",
        adset_id: "12",
        spend_micros: 5_000_000,
      }),
    ],
    [
      "Google's ad report, the account by its name when no Customer ID",
      "Account,Day,Campaign ID,Ad ID,Currency code,Cost\nStore,2026-11-20,11,13,EUR,5",
      row({
        account: "Store",
        campaign_id: "11",
        ad_id: "13",
        spend_micros: 5_000_000,
      }),
    ],
  ])("reads %s", (_, text, expected) => {
    expect(rowsOf(text)).toEqual([expected]);
  });

  it.each([
    ["Day,Campaign name,Amount spent (EUR)", "meta"],
    ["TimePeriod,CampaignName,Spend,CurrencyCode", "microsoft"],
    ["By Day,Campaign name,Cost,Currency", "tiktok"],
    ["Day,Campaign,Cost,Currency code", "google"],
    // Both Meta's and Google's header: Meta is tried first.
    ["Day,Campaign,Campaign name,Cost,Amount spent (EUR)", "meta"],
  ])("recognises %s as %s", (header, platform) => {
    const result = read(`${header}\n`, { currency: "EUR" });
    expect(result.ok && result.platform).toBe(platform);
  });

  it("reads the platform it is told, even where another's header comes first", () => {
    const text =
      "Day,Campaign,Campaign name,Cost,Amount spent (EUR)\n2026-11-20,Search,Autumn,2,3";
    expect(rowsOf(text, { platform: "google", currency: "EUR" })).toEqual([
      row({ campaign_name: "Search", spend_micros: 2_000_000 }),
    ]);
    expect(rowsOf(text)).toEqual([
      row({
        platform: "meta",
        campaign_name: "Autumn",
        spend_micros: 3_000_000,
      }),
    ]);
  });

  it("takes the first row that is a header, skipping any preamble, and reads tab-separated files", () => {
    expect(
      rowsOf(
        'Campaign report\n"All time"\n\nDay\tCampaign\tCost\tCurrency code\n2026-11-20\tBags, carry-on\t1,234.50\tEUR\n',
      ),
    ).toEqual([
      row({ campaign_name: "Bags, carry-on", spend_micros: 1_234_500_000 }),
    ]);
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

  it("skips Total and copyright rows but keeps a campaign named Total with its day", () => {
    expect(
      rowsOf(
        "Campaign,Day,Cost,Currency code\nTotal Recall,2026-11-20,1.00,EUR\nTotal: Account,--,1.00,EUR\nTotal,,1.00,EUR\n,,,\n©2026 Microsoft Corporation. All rights reserved. \n",
      ),
    ).toEqual([
      row({ campaign_name: "Total Recall", spend_micros: 1_000_000 }),
    ]);
  });

  it("reads CRLF lines and counts a quoted line break as a line", () => {
    const text =
      'Day,Campaign,Cost,Currency code\r\n2026-11-19,"Two\r\nlines",1.00,EUR\r\n2026-11-2x,Brand,1.00,EUR\r\n';
    expect(errorOf(text)).toBe(
      'Line 4: the Day "2026-11-2x" is not a day such as 2026-11-20.',
    );
    expect(rowsOf(text.replace("2026-11-2x", "2026-11-20"))).toEqual([
      row({
        day: "2026-11-19",
        campaign_name: "Two\r\nlines",
        spend_micros: 1_000_000,
      }),
      row({ campaign_name: "Brand", spend_micros: 1_000_000 }),
    ]);
  });

  it("reads a file that starts with a UTF-8 byte order mark", () => {
    expect(
      rowsOf("\uFEFFDay,Campaign,Cost\n2026-11-20,Brand,1", {
        currency: "EUR",
      }),
    ).toEqual([row({ campaign_name: "Brand", spend_micros: 1_000_000 })]);
  });
});

describe("readSpendCsv's values", () => {
  const headers = {
    google: "Day,Campaign,Cost",
    microsoft: "TimePeriod,CampaignName,Spend",
    tiktok: "By Day,Campaign name,Cost",
    meta: "Day,Campaign name,Amount spent",
  };
  const spendOf = (cost: string) =>
    rowsOf(`Day,Campaign,Cost\n2026-11-20,Brand,"${cost}"`, {
      currency: "EUR",
    })[0]?.spend_micros;

  it.each([
    ["0.1", 100_000],
    ["12.345678", 12_345_678],
    ["1,234.56", 1_234_560_000],
    ["1234.56", 1_234_560_000],
    ["7", 7_000_000],
    [".5", 500_000],
    ["0.0000005", 1],
    ["2.9999995", 3_000_000],
    ["0.12345649", 123_456],
    ["999,999,999.999999", 999_999_999_999_999],
  ])("reads the spend %s as %d micros", (cost, micros) => {
    expect(spendOf(cost)).toBe(micros);
  });

  it.each(["--", "", "-", "0.00", "0.0000004"])(
    "keeps no row for the spend %j, but keeps its day",
    (cost) => {
      expect(
        read(`Day,Campaign,Cost\n2026-11-20,Brand,"${cost}"`, {
          currency: "EUR",
        }),
      ).toEqual({
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
    expect(
      errorOf(`Day,Campaign,Cost\n2026-11-20,Brand,"${cost}"`, {
        currency: "EUR",
      }),
    ).toBe(error);
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
        {
          currency: "EUR",
        },
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
  const formula = (cell: string) =>
    errorOf(
      `Day,Campaign,Clicks,Cost,Currency code\n2026-11-20,Brand,1,1,EUR\n2026-11-20,Brand,"${cell.replaceAll('"', '""')}",1,EUR`,
    );
  const refusal = (cell: string) =>
    `Line 3, column 3 (Clicks) holds a formula, "${cell}": a spreadsheet would run it on opening the file, so the file is refused. Export it again from the platform.`;

  it.each([
    '=HYPERLINK("http://x","y")',
    "@SUM(A1:A2)",
    "-1+2",
    "+cmd|' /C calc'!A0",
    "-A1",
    "\t=1",
    "\r=1",
  ])("refuses a file with the formula %j", (cell) => {
    expect(formula(cell)).toBe(refusal(cell));
  });

  it.each(["-12.5", "+3", "--", "-", "-5.2%", "1+1", "a=b"])(
    "reads a cell %j, which no spreadsheet runs",
    (cell) => {
      expect(formula(cell)).toBe("read");
    },
  );

  it("refuses a formula before the header too, and cuts a long one short", () => {
    expect(
      errorOf(
        `"=HYPERLINK(""http://example.com/a-long-address"",""Click here"")"\nDay,Campaign,Cost\n`,
      ),
    ).toBe(
      'Line 1, column 1 holds a formula, "=HYPERLINK("http://example.com/a-long-ad…": a spreadsheet would run it on opening the file, so the file is refused. Export it again from the platform.',
    );
  });

  it("names the columns a nearly recognised header lacks", () => {
    expect(
      errorOf("Campaign report\nDay,Campaign,Clicks\n2026-11-20,A,1"),
    ).toBe(
      "Not a spend export this ledger reads: a Google Ads report needs the columns Day, Campaign (or Campaign ID), Cost (missing: Cost).",
    );
    expect(
      errorOf("Day,Campaign name,Amount spent (EUR)", { platform: "google" }),
    ).toBe(
      "Not a spend export this ledger reads: a Google Ads report needs the columns Day, Campaign (or Campaign ID), Cost (missing: Campaign (or Campaign ID), Cost).",
    );
    expect(errorOf("Day,Campaign,Campaign name,Impressions")).toBe(
      "Not a spend export this ledger reads: a Meta Ads Manager export needs the columns Day, Campaign name (or Campaign ID), Amount spent (missing: Amount spent); or a Google Ads report needs the columns Day, Campaign (or Campaign ID), Cost (missing: Cost).",
    );
  });

  it("says what each platform's header needs when no row looks like one", () => {
    const error =
      "Not a spend export this ledger reads: no row is a header naming the columns it needs. A Meta Ads Manager export needs the columns Day, Campaign name (or Campaign ID), Amount spent; a Microsoft Advertising report needs the columns TimePeriod, CampaignName (or CampaignId), Spend; a TikTok Ads Manager export needs the columns By Day, Campaign name (or Campaign ID), Cost; a Google Ads report needs the columns Day, Campaign (or Campaign ID), Cost.";
    expect(errorOf("name,amount\nBags,12")).toBe(error);
    expect(errorOf("")).toBe(error);
    expect(errorOf("name,amount", { platform: "tiktok" })).toBe(
      "Not a spend export this ledger reads: no row is a header naming the columns it needs. A TikTok Ads Manager export needs the columns By Day, Campaign name (or Campaign ID), Cost.",
    );
  });

  it("refuses a file over 16 MB, saying its size", () => {
    expect(MAX_SPEND_FILE_BYTES).toBe(16 * 1024 * 1024);
    expect(readSpendCsv(new Uint8Array(20 * 1024 * 1024))).toEqual({
      ok: false,
      error:
        "The file is 20.0 MB; a spend export can be at most 16 MB: export fewer days at a time.",
    });
  });

  it("refuses text that is not UTF-8", () => {
    const latin1 = Uint8Array.from(
      [..."Day,Campaign,Cost\n2026-11-20,Caf\xe9,1\n"].map((char) =>
        char.charCodeAt(0),
      ),
    );
    expect(readSpendCsv(latin1, { currency: "EUR" })).toEqual({
      ok: false,
      error:
        "The file is not UTF-8 text: export it again from the platform as CSV (UTF-8).",
    });
  });

  it("refuses UTF-16, with its byte order mark or without", () => {
    const utf16le = (text: string) =>
      Uint8Array.from(
        [...text].flatMap((char) => [
          char.charCodeAt(0) & 0xff,
          char.charCodeAt(0) >> 8,
        ]),
      );
    const advice =
      'export it as CSV (UTF-8), not as Google Ads\' "Excel CSV" or Excel\'s "Unicode text".';
    expect(readSpendCsv(utf16le("\uFEFFDay\tCampaign\tCost\n"))).toEqual({
      ok: false,
      error: `The file is UTF-16 text: ${advice}`,
    });
    expect(readSpendCsv(utf16le("Day\tCampaign\tCost\n"))).toEqual({
      ok: false,
      error: `The file holds NUL characters, as UTF-16 text does: ${advice}`,
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
      'The platform chosen, "bing", is not one of meta, microsoft, tiktok, google.',
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

  it.each([
    [
      'Day,Campaign,Cost\n2026-11-20,"Brand"x,1',
      'Line 2: a quoted cell is followed by "x".',
    ],
    [
      'Day,Campaign,Cost\n2026-11-20,"Brand,1\n',
      "Line 2: a quoted cell is never closed.",
    ],
  ])("refuses broken quoting in %j", (text, error) => {
    expect(errorOf(text, { currency: "EUR" })).toBe(error);
  });
});
