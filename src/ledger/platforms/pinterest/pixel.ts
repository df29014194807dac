/**
 * Pinterest's tag (core.js): its `pintrk` queue, then its script, which
 * takes the queue over (the snippet of Pinterest's "Install the Pinterest
 * tag"). It reads and sets `_epik` (the click id Pinterest's promoted
 * traffic brings), `_derived_epik`, `_pin_unauth` and `_pinterest_*`
 * (help.pinterest.com/en/business/article/pinterest-tag-parameters-and-cookies).
 */
import { addScript, definePixel, type Queue } from "../pixel.ts";

declare global {
  interface Window {
    pintrk?: Queue;
  }
}

export const pinterestPixel = definePixel({
  key: "pinterest",
  // The tag id Ads Manager shows (Conversions → Pinterest tag): digits.
  pattern: /^[0-9]{10,16}$/,
  example: "2612345678901",
  env: "VITE_PINTEREST_TAG_ID",
  sources: {
    script: ["https://s.pinimg.com"],
    connect: ["https://ct.pinterest.com"],
    img: ["https://ct.pinterest.com"],
  },
  category: "marketing",
  cookies: [/^_epik$/, /^_derived_epik$/, /^_pin_unauth$/, /^_pinterest_/],
  load: (id) => {
    if (!window.pintrk) {
      const pintrk = function (...args: unknown[]) {
        (pintrk.queue as unknown[]).push(args);
      } as Queue;
      Object.assign(pintrk, { queue: [], version: "3.0" });
      window.pintrk = pintrk;
    }
    window.pintrk("load", id);
    window.pintrk("page");
    addScript("https://s.pinimg.com/ct/core.js");
  },
  // The tag's `checkout` is a completed purchase, which the ledger sends
  // through the Conversions API once the network reports it; a BUY NOW
  // click is the step before, the tag's `addtocart`.
  checkout: {
    event: (props, item) => ({
      currency: props.currency,
      ...(item && { line_items: [{ product_id: item, product_quantity: 1 }] }),
    }),
    send: (event) => window.pintrk?.("track", "addtocart", event),
  },
});
