/** Microsoft Advertising (Bing): its reports' downloads read for spend. */
import { definePlatform } from "../platform.ts";

export const microsoft = definePlatform({
  label: "Microsoft Advertising",
  host: {},
  clickIds: [],
  cookies: [],
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
