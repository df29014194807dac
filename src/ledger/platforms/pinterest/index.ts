/**
 * Pinterest: its tag (pixel.ts), the epik its ads add to the landing
 * address and the tag's `_epik` cookie kept with a consented click, and
 * each approved sale sent to the Conversions API.
 */
import { z } from "astro/zod";
import { isObject } from "../../json.ts";
import { API_BASE, TOKEN, reason } from "../fields.ts";
import { definePlatform, type HostValues } from "../platform.ts";
import { pinterestPayload } from "./conversion.ts";
import { pinterestPixel } from "./pixel.ts";

const forwardSettings = z
  .object({
    /** The ad account the conversions belong to, as Ads Manager shows it. */
    adAccountId: reason(
      /^\d{6,20}$/,
      "must be a Pinterest ad account id (digits)",
    ),
    /** The tag id; measurement.pixels.pinterest when left out. */
    tagId: reason(
      pinterestPixel.pattern,
      `does not look like a Pinterest tag id (e.g. ${pinterestPixel.example})`,
    ).optional(),
    /** Sends with `test=true`: Pinterest checks the events and records none. */
    test: z.boolean().default(false),
  })
  .strict();

type PinterestSettings = z.output<typeof forwardSettings>;

export const pinterest = definePlatform({
  label: "Pinterest",
  company: "Pinterest",
  host: {
    PINTEREST_CAPI_TOKEN: TOKEN.describe(
      "Pinterest's Conversions API token: Pinterest Ads Manager → Conversions → Conversion access token",
    ),
    LEDGER_PINTEREST_API: API_BASE.default(
      "https://api.pinterest.com/v5",
    ).describe("Pinterest's API, with its version"),
  },
  pixel: pinterestPixel,
  clickIds: ["epik"],
  // The tag's copy of the epik; Pinterest documents no format, so any
  // cookie-safe text of a plausible length.
  cookies: [
    {
      id: "epik_cookie",
      cookie: "_epik",
      pattern: /^[A-Za-z0-9._~=+/-]{10,500}$/,
    },
  ],
  forward: {
    settings: forwardSettings,
    pixelField: "tagId",
    send: {
      token: "PINTEREST_CAPI_TOKEN",
      sendsVisitor: true,
      outgoing: pinterestPayload,
      request: (
        token: string,
        host: HostValues,
        settings: PinterestSettings,
      ) => ({
        url: `${host.LEDGER_PINTEREST_API}/ad_accounts/${settings.adAccountId}/events${settings.test ? "?test=true" : ""}`,
        headers: { Authorization: `Bearer ${token}` },
        // Its ConversionApiResponse: num_events_received, num_events_processed, events
        // (https://github.com/pinterest/pinterest-python-generated-api-client/blob/main/docs/ConversionApiResponse.md).
        accepted: (answer) =>
          isObject(answer) && Number(answer.num_events_processed) >= 1,
      }),
    },
  },
});
