// @vitest-environment node
/** Each platform's export, and its header, as readSpendCsv recognises them. */
import { describe, expect, it } from "vitest";
import type { SpendPlatform, SpendRow } from "./spend";
import { errorOf, fixture, read, row, rowsOf } from "./spend-csv-fixtures";

/** A file of one account's spend from 2026-11-18 to 2026-11-20, read. */
const oneBatch = (
  platform: SpendPlatform,
  account: string,
  rows: SpendRow[],
) => ({
  ok: true,
  platform,
  rows: rows.length,
  batches: [
    {
      platform,
      account,
      days: ["2026-11-18", "2026-11-19", "2026-11-20"],
      rows,
    },
  ],
});

describe("readSpendCsv on each platform's export", () => {
  it("reads Google Ads' campaign report past its title lines and Total rows, leaving out a day of no spend", () => {
    const search = {
      campaign_id: "21034567891",
      campaign_name: "Carry-on backpacks - Search",
    };
    expect(fixture("google-ads-campaign.csv")).toEqual(
      oneBatch("google", "", [
        row({ ...search, day: "2026-11-18", spend_micros: 45_200_000 }),
        row({
          day: "2026-11-18",
          campaign_id: "21034567892",
          campaign_name: "Travel packs, Performance Max",
          spend_micros: 1_012_070_000,
        }),
        row({ ...search, day: "2026-11-19", spend_micros: 51_800_000 }),
        row({ ...search, day: "2026-11-20", spend_micros: 350_000 }),
      ]),
    );
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
    expect(fixture("microsoft-ads-campaign.csv")).toEqual(
      oneBatch("microsoft", "187654321", [
        row({ ...brand, day: "2026-11-18", spend_micros: 18_420_000 }),
        row({ ...generic, day: "2026-11-18", spend_micros: 37_100_000 }),
        row({ ...brand, day: "2026-11-19", spend_micros: 17_050_000 }),
        row({ ...generic, day: "2026-11-19", spend_micros: 41_880_000 }),
        row({ ...brand, day: "2026-11-20", spend_micros: 20_610_000 }),
      ]),
    );
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
    expect(fixture("meta-ads.csv")).toEqual(
      oneBatch("meta", "1234567890123456", [
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
      ]),
    );
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
    expect(fixture("tiktok-ads.csv")).toEqual(
      oneBatch("tiktok", "7301234567890123456", [
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
      ]),
    );
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
});

describe("readSpendCsv's refusals", () => {
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
});
