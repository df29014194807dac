/** Meta's pixel (fbevents.js): its queue, then its script, which takes the queue over. */
import { addScript, definePixel, type Queue } from "../pixel.ts";

declare global {
  interface Window {
    fbq?: Queue;
    _fbq?: Queue;
  }
}

export const metaPixel = definePixel({
  key: "meta",
  pattern: /^[0-9]{6,20}$/,
  example: "1234567890123456",
  env: "VITE_META_PIXEL_ID",
  sources: {
    script: ["https://connect.facebook.net"],
    connect: ["https://connect.facebook.net", "https://www.facebook.com"],
    img: ["https://www.facebook.com"],
  },
  category: "marketing",
  cookies: [/^_fbp$/, /^_fbc$/],
  load: (id) => {
    if (!window.fbq) {
      const fbq = function (...args: unknown[]) {
        const callMethod = fbq.callMethod as
          ((...a: unknown[]) => void) | undefined;
        if (callMethod) callMethod(...args);
        else (fbq.queue as unknown[]).push(args);
      } as Queue;
      Object.assign(fbq, {
        push: fbq,
        loaded: true,
        version: "2.0",
        queue: [],
      });
      window.fbq = window._fbq = fbq;
    }
    window.fbq("init", id);
    window.fbq("track", "PageView");
    addScript("https://connect.facebook.net/en_US/fbevents.js");
  },
  checkout: {
    event: (props, item) => ({
      currency: props.currency,
      ...(item && { content_ids: [item], content_type: "product" }),
    }),
    send: (event) => window.fbq?.("track", "InitiateCheckout", event),
  },
});
