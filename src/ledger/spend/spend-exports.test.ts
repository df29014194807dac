// @vitest-environment node
/** Each platform's export, and its header, as readSpendCsv recognises them. */
import { describe, expect, it } from "vitest";
import type { SpendPlatform, SpendRow } from "./spend";
import { errorOf, fixture, read, row, rowsOf } from "./spend-csv-fixtures";

/**
 * A file of one account's spend from 2026-11-18 to 2026-11-20, read: `rows`,
 * each of that platform and account.
 */
const oneBatch = (
  platform: SpendPlatform,
  account: string,
  rows: Partial<SpendRow>[],
) => ({
  ok: true,
  platform,
  rows: rows.length,
  batches: [
    {
      platform,
      account,
      days: ["2026-11-18", "2026-11-19", "2026-11-20"],
      rows: rows.map((over) => row({ platform, account, ...over })),
    },
  ],
});

/** A campaign, as a spend row names it. */
const campaign = (campaign_id: string, campaign_name: string) => ({
  campaign_id,
  campaign_name,
});

describe("readSpendCsv on each platform's export", () => {
  // Google's campaigns and Microsoft's, then Meta's and TikTok's ads, each
  // under its ad set and campaign.
  const search = campaign("21034567891", "Carry-on backpacks - Search");
  const brand = campaign("512345678", "Carry-on backpacks - Brand");
  const generic = campaign("512345679", "Travel packs - Generic");
  const autumn = campaign("120210000000000001", "Autumn carry-on");
  const flyers = {
    ...autumn,
    adset_id: "120210000000000011",
    adset_name: "Frequent flyers 25-44",
  };
  const video = {
    ...flyers,
    ad_id: "120210000000000111",
    ad_name: "Carry-on video, 15s",
  };
  const unboxing = {
    ...campaign("1780123456789012", "Carry-on launch"),
    adset_id: "1780123456789123",
    adset_name: "Travellers 18-34",
    ad_id: "1780123456789234",
    ad_name: "Backpack unboxing",
    currency: "USD",
  };

  it.each([
    [
      "Google Ads' campaign report past its title lines and Total rows, leaving out a day of no spend",
      "google-ads-campaign.csv",
      oneBatch("google", "", [
        { ...search, day: "2026-11-18", spend_micros: 45_200_000 },
        {
          ...campaign("21034567892", "Travel packs, Performance Max"),
          day: "2026-11-18",
          spend_micros: 1_012_070_000,
        },
        { ...search, day: "2026-11-19", spend_micros: 51_800_000 },
        { ...search, day: "2026-11-20", spend_micros: 350_000 },
      ]),
    ],
    [
      "Microsoft Advertising's report past its Report Name preamble and copyright footer, its days M/D/YYYY",
      "microsoft-ads-campaign.csv",
      oneBatch("microsoft", "187654321", [
        { ...brand, day: "2026-11-18", spend_micros: 18_420_000 },
        { ...generic, day: "2026-11-18", spend_micros: 37_100_000 },
        { ...brand, day: "2026-11-19", spend_micros: 17_050_000 },
        { ...generic, day: "2026-11-19", spend_micros: 41_880_000 },
        { ...brand, day: "2026-11-20", spend_micros: 20_610_000 },
      ]),
    ],
    [
      "Meta's ad-level export, its currency from the Amount spent (EUR) title",
      "meta-ads.csv",
      oneBatch("meta", "1234567890123456", [
        { ...video, day: "2026-11-18", spend_micros: 12_340_000 },
        {
          ...flyers,
          day: "2026-11-18",
          ad_id: "120210000000000112",
          ad_name: "Packing carousel",
          spend_micros: 8_060_000,
        },
        { ...video, day: "2026-11-19", spend_micros: 14_200_000 },
        {
          ...autumn,
          day: "2026-11-19",
          adset_id: "120210000000000012",
          adset_name: "Weekend trips",
          ad_id: "120210000000000121",
          ad_name: 'The "one bag" story',
          spend_micros: 6_500_000,
        },
        { ...video, day: "2026-11-20", spend_micros: 13_990_000 },
      ]),
    ],
    [
      "TikTok's ad-level export, its days with a time",
      "tiktok-ads.csv",
      oneBatch("tiktok", "7301234567890123456", [
        { ...unboxing, day: "2026-11-18", spend_micros: 21_500_000 },
        {
          ...unboxing,
          day: "2026-11-18",
          ad_id: "1780123456789235",
          ad_name: "Fits under the seat",
          spend_micros: 9_750_000,
        },
        { ...unboxing, day: "2026-11-19", spend_micros: 1_002_300_000 },
        { ...unboxing, day: "2026-11-20", spend_micros: 18_040_000 },
      ]),
    ],
  ])("reads %s", (_, file, batch) => {
    expect(fixture(file)).toEqual(batch);
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
      "Not a spend export this ledger reads: no row is a header naming the columns it needs. A Meta Ads Manager export needs the columns Day, Campaign name (or Campaign ID), Amount spent; a TikTok Ads Manager export needs the columns By Day, Campaign name (or Campaign ID), Cost; a Microsoft Advertising report needs the columns TimePeriod, CampaignName (or CampaignId), Spend; a Google Ads report needs the columns Day, Campaign (or Campaign ID), Cost.";
    expect(errorOf("name,amount\nBags,12")).toBe(error);
    expect(errorOf("")).toBe(error);
    expect(errorOf("name,amount", { platform: "tiktok" })).toBe(
      "Not a spend export this ledger reads: no row is a header naming the columns it needs. A TikTok Ads Manager export needs the columns By Day, Campaign name (or Campaign ID), Cost.",
    );
  });
});
