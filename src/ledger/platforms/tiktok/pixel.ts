/** TikTok's pixel (events.js): a queue that names each call, then its script for the id. */
import { addScript, definePixel } from "../pixel.ts";

declare global {
  interface Window {
    ttq?: unknown[] & Record<string, unknown>;
    TiktokAnalyticsObject?: string;
  }
}

/** The TikTok pixel's method names, each queued until events.js runs. */
const TIKTOK_METHODS = [
  "page",
  "track",
  "identify",
  "instances",
  "debug",
  "on",
  "off",
  "once",
  "ready",
  "alias",
  "group",
  "enableCookie",
  "disableCookie",
  "holdConsent",
  "revokeConsent",
  "grantConsent",
];

export const tiktokPixel = definePixel({
  key: "tiktok",
  pattern: /^[A-Z0-9]{10,30}$/,
  example: "CABCDEFGHIJ1234567",
  env: "VITE_TIKTOK_PIXEL_ID",
  sources: {
    script: ["https://analytics.tiktok.com"],
    connect: ["https://analytics.tiktok.com"],
    img: ["https://analytics.tiktok.com"],
  },
  category: "marketing",
  cookies: [/^_ttp$/, /^_tt_/],
  load: (id) => {
    const url = "https://analytics.tiktok.com/i18n/pixel/events.js";
    window.TiktokAnalyticsObject = "ttq";
    const ttq: unknown[] & Record<string, unknown> = (window.ttq ??=
      Object.assign([], {} as Record<string, unknown>));
    for (const method of TIKTOK_METHODS)
      ttq[method] ??= (...args: unknown[]) => ttq.push([method, ...args]);
    const byId = (name: string) =>
      ((ttq[name] as Record<string, unknown> | undefined) ??= {}) as Record<
        string,
        unknown
      >;
    byId("_i")[id] = Object.assign([], { _u: url });
    byId("_t")[id] = Date.now();
    byId("_o")[id] = {};
    addScript(`${url}?sdkid=${encodeURIComponent(id)}&lib=ttq`);
    (ttq.page as () => void)();
  },
  checkout: {
    event: (props, item) => ({
      currency: props.currency,
      ...(item && { content_id: item, content_type: "product" }),
    }),
    send: (event) =>
      (window.ttq?.track as ((...a: unknown[]) => void) | undefined)?.(
        "InitiateCheckout",
        event,
      ),
  },
});
