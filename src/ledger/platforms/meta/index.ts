/**
 * Meta (Facebook, Instagram): its pixel (pixel.ts), the fbclid and the pixel's `_fbp` cookie
 * kept with a consented click, each approved sale sent to the Conversions
 * API, the ad accounts' spend pulled from the Marketing API's Insights,
 * and Ads Manager's export read.
 */
import { z } from "astro/zod";
import { isObject } from "../../json.ts";
import { API_BASE, TEST_CODE, TOKEN, reason } from "../fields.ts";
import { definePlatform } from "../platform.ts";
import { metaPayload } from "./conversion.ts";
import { fbclidSeenAt } from "./fbc.ts";
import { metaPixel } from "./pixel.ts";
import { pullMetaSpend } from "./spend.ts";

const forwardSettings = z
  .object({
    /** The pixel (dataset) id; measurement.pixels.meta when left out. */
    pixelId: reason(
      metaPixel.pattern,
      "does not look like a Meta pixel id (e.g. 1234567890123456)",
    ).optional(),
    /** Events Manager's test code: events show under Test events only. */
    testEventCode: TEST_CODE.optional(),
  })
  .strict();

/** Meta's settings with its pixel's id resolved (resolve.ts). */
type MetaSettings = z.output<typeof forwardSettings> & { pixelId: string };

const spendSettings = z
  .object({
    /** Ad account ids, as Ads Manager shows them (act_ is added when left out). */
    adAccounts: z
      .array(
        reason(
          /^(?:act_)?\d{5,20}$/,
          "must be a Meta ad account id such as act_1234567890",
        ).transform((id) => id.replace(/^act_/, "")),
      )
      .min(1),
  })
  .strict();

export const meta = definePlatform({
  label: "Meta",
  company: "Meta",
  host: {
    META_CAPI_TOKEN: TOKEN.describe(
      "Meta's Conversions API token: Events Manager → your dataset → Settings → Conversions API → Generate access token",
    ),
    META_ADS_TOKEN: TOKEN.describe(
      "to pull the ads' spend: Business Settings → System users → Generate token, with `ads_read` on the ad accounts",
    ),
    LEDGER_META_API: API_BASE.default(
      "https://graph.facebook.com/v24.0",
    ).describe("Meta's Graph API, with its version"),
  },
  pixel: metaPixel,
  clickIds: ["fbclid"],
  // Meta's browser id cookie: fb.<subdomain index>.<ms>.<random>.
  cookies: [
    { id: "fbp", cookie: "_fbp", pattern: /^fb\.\d\.\d{10,14}\.\d{1,24}$/ },
  ],
  // When the consented pixel first saw the same fbclid (its `_fbc`), else the click's time.
  moreIds: ({ cookie, ids, now }): { fbclid_seen_at?: number } =>
    ids.fbclid
      ? { fbclid_seen_at: fbclidSeenAt(cookie, ids.fbclid) ?? now }
      : {},
  forward: {
    settings: forwardSettings,
    pixelField: "pixelId",
    send: {
      token: "META_CAPI_TOKEN",
      sendsVisitor: true,
      outgoing: metaPayload,
      request: (token, host, settings: MetaSettings) => ({
        url: `${host.LEDGER_META_API}/${settings.pixelId}/events?access_token=${encodeURIComponent(token)}`,
        headers: {},
        accepted: (answer) =>
          isObject(answer) && Number(answer.events_received) >= 1,
      }),
    },
  },
  spend: {
    settings: spendSettings,
    accounts: (settings: z.output<typeof spendSettings>) => settings.adAccounts,
    token: "META_ADS_TOKEN",
    base: "LEDGER_META_API",
    pull: pullMetaSpend,
  },
  // Ads Manager's "Export table data" broken down by day: its column
  // titles, the spend titled with the ad account's currency,
  // "Amount spent (EUR)".
  exports: {
    label: "Meta Ads Manager export",
    columns: {
      day: ["Day"],
      account: ["Account ID"],
      campaign_name: ["Campaign name"],
      campaign_id: ["Campaign ID"],
      adset_name: ["Ad set name"],
      adset_id: ["Ad set ID"],
      ad_name: ["Ad name"],
      ad_id: ["Ad ID"],
      spend: ["Amount spent (currency)"],
      currency: ["Currency"],
    },
  },
});
