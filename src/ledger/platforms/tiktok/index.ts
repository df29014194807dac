/**
 * TikTok: its pixel (pixel.ts), the ttclid and the pixel's `_ttp` cookie kept with a consented
 * click, each approved sale sent to the Events API, the advertisers' spend
 * pulled from the Business API's report, and Ads Manager's export read.
 */
import { z } from "astro/zod";
import { isObject } from "../../json.ts";
import { API_BASE, TEST_CODE, TOKEN, reason } from "../fields.ts";
import { definePlatform, type HostValues } from "../platform.ts";
import { tiktokPayload } from "./conversion.ts";
import { tiktokPixel } from "./pixel.ts";
import { pullTikTokSpend } from "./spend.ts";

const forwardSettings = z
  .object({
    /** The pixel code; measurement.pixels.tiktok when left out. */
    pixelCode: reason(
      tiktokPixel.pattern,
      "does not look like a TikTok pixel code (e.g. CABCDEFGHIJ1234567)",
    ).optional(),
    testEventCode: TEST_CODE.optional(),
  })
  .strict();

const spendSettings = z
  .object({
    /** Advertiser ids, as TikTok Ads Manager shows them. */
    advertiserIds: z
      .array(reason(/^\d{5,25}$/, "must be a TikTok advertiser id (digits)"))
      .min(1),
  })
  .strict();

export const tiktok = definePlatform({
  label: "TikTok",
  company: "TikTok",
  host: {
    TIKTOK_EVENTS_TOKEN: TOKEN.describe(
      "TikTok's Events API token: TikTok Events Manager → your pixel → Settings → Events API → Generate access token",
    ),
    TIKTOK_ADS_TOKEN: TOKEN.describe(
      "to pull the ads' spend: TikTok for Business developers → your app (Reporting scope) → the advertiser's access token",
    ),
    LEDGER_TIKTOK_API: API_BASE.default(
      "https://business-api.tiktok.com/open_api/v1.3",
    ).describe("TikTok's Business API, with its version"),
  },
  pixel: tiktokPixel,
  clickIds: ["ttclid"],
  cookies: [{ id: "ttp", cookie: "_ttp", pattern: /^[A-Za-z0-9._-]{10,100}$/ }],
  forward: {
    settings: forwardSettings,
    pixelField: "pixelCode",
    send: {
      token: "TIKTOK_EVENTS_TOKEN",
      sendsVisitor: true,
      outgoing: tiktokPayload,
      request: (token: string, host: HostValues) => ({
        url: `${host.LEDGER_TIKTOK_API}/event/track/`,
        headers: { "Access-Token": token },
        // TikTok answers errors with HTTP 200 too; code 0 is success.
        accepted: (answer) => isObject(answer) && answer.code === 0,
      }),
    },
  },
  spend: {
    settings: spendSettings,
    accounts: (settings: z.output<typeof spendSettings>) =>
      settings.advertiserIds,
    token: "TIKTOK_ADS_TOKEN",
    base: "LEDGER_TIKTOK_API",
    pull: pullTikTokSpend,
  },
  // Ads Manager's custom report download (the "By Day" breakdown) and the
  // Reporting API's dimension and metric names (stat_time_day,
  // adgroup_name, spend, advertiser_id).
  exports: {
    label: "TikTok Ads Manager export",
    columns: {
      day: ["By Day", "Date", "stat_time_day"],
      account: ["Advertiser ID"],
      campaign_name: ["Campaign name"],
      campaign_id: ["Campaign ID"],
      adset_name: ["Ad group name"],
      adset_id: ["Ad group ID"],
      ad_name: ["Ad name"],
      ad_id: ["Ad ID"],
      spend: ["Cost", "Spend"],
      currency: ["Currency"],
    },
  },
});
