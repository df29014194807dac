/**
 * Microsoft Advertising (Bing): the msclkid kept with a consented click,
 * approved sales offered as an offline conversions file Microsoft imports
 * (by upload, or scheduled from the ledger's address), and its reports'
 * downloads read for spend.
 */
import { z } from "astro/zod";
import { definePlatform } from "../platform.ts";
import { microsoftFile } from "./file.ts";

export const microsoft = definePlatform({
  label: "Microsoft Advertising",
  company: "Microsoft",
  host: {},
  clickIds: ["msclkid"],
  cookies: [],
  forward: {
    settings: z
      .object({
        /** The offline conversion goal's name in Microsoft Advertising, exactly. */
        conversionName: z.string().trim().min(1).max(100),
      })
      .strict(),
    file: {
      path: "microsoft-ads.csv",
      filename: "microsoft-ads-offline-conversions.csv",
      needs: ["msclkid"],
      render: microsoftFile,
    },
  },
  // The Reporting API's column names (CampaignPerformanceReportColumn and
  // its AdGroup and Ad siblings; a daily report's day is TimePeriod, or
  // GregorianDate in its newer layout), which the web UI's download spaces
  // ("Campaign name", "Gregorian date").
  exports: {
    label: "Microsoft Advertising report",
    columns: {
      day: ["TimePeriod", "Gregorian date"],
      account: ["AccountId", "Account number"],
      campaign_name: ["CampaignName"],
      campaign_id: ["CampaignId"],
      adset_name: ["AdGroupName"],
      adset_id: ["AdGroupId"],
      ad_id: ["AdId"],
      spend: ["Spend"],
      currency: ["CurrencyCode"],
    },
  },
});
