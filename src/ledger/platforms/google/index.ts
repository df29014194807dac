/**
 * Google: its tag measuring GA4 (pixel.ts, the settings' `ga4`), and for
 * Google Ads the gclid, gbraid and wbraid kept with a consented click,
 * approved sales offered as the click-conversion file Google fetches on
 * its schedule (no API access to apply for), and the reports' downloads
 * read for spend.
 */
import { z } from "astro/zod";
import { TIME_ZONE } from "../fields.ts";
import { definePlatform } from "../platform.ts";
import { googleFile } from "./file.ts";
import { googlePixel } from "./pixel.ts";

export const google = definePlatform({
  label: "Google Ads",
  company: "Google",
  host: {},
  pixel: googlePixel,
  clickIds: ["gclid", "gbraid", "wbraid"],
  cookies: [],
  forward: {
    settings: z
      .object({
        /** The offline conversion action's name in Google Ads, exactly. */
        conversionName: z.string().trim().min(1).max(100),
        /** The time zone the file's times are written in. */
        timeZone: TIME_ZONE.default("UTC"),
      })
      .strict(),
    file: {
      path: "google-ads.csv",
      filename: "google-ads-conversions.csv",
      needs: ["gclid", "gbraid", "wbraid"],
      render: googleFile,
    },
  },
  // The Google Ads reports' downloads (campaign, ad group and ad reports):
  // the UI's column titles, which the AdWords API documented as its display
  // names (Date is "Day", ExternalCustomerId "Customer ID",
  // AccountDescriptiveName "Account").
  exports: {
    label: "Google Ads report",
    columns: {
      day: ["Day"],
      account: ["Customer ID", "Account"],
      campaign_name: ["Campaign"],
      campaign_id: ["Campaign ID"],
      adset_name: ["Ad group"],
      adset_id: ["Ad group ID"],
      ad_id: ["Ad ID"],
      spend: ["Cost"],
      currency: ["Currency code", "Currency"],
    },
    last: true,
  },
});
