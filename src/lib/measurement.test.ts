import { describe, expect, it } from "vitest";
import {
  analyticsEventOrigin,
  buyNowProps,
  hasPixels,
  policySources,
  vitalProps,
  type Measurement,
  checkoutEvents,
  PIXEL_NAMES,
} from "./measurement";

const PLAUSIBLE = {
  provider: "plausible",
  script: "https://plausible.io/js/script.js",
  siteId: "voyapack.com",
} as const;

describe("with nothing configured", () => {
  it("has no pixels and adds nothing to the policy", () => {
    const off: Measurement = { pixels: {} };
    expect(hasPixels(off)).toBe(false);
    expect(hasPixels({ pixels: { meta: "1234567890" } })).toBe(true);
    expect(policySources(off)).toEqual({ script: [], connect: [], img: [] });
  });
});

describe("vitalProps", () => {
  it.each([
    [{ name: "LCP", value: 1234.5, rating: "good" }, "1230"],
    [{ name: "INP", value: 87, rating: "good" }, "90"],
    [{ name: "CLS", value: 0.0412, rating: "good" }, "0.04"],
    [{ name: "CLS", value: 0.27, rating: "poor" }, "0.27"],
  ] as const)("reports %j as %s", (metric, value) => {
    expect(vitalProps(metric, "/about")).toEqual({
      metric: metric.name,
      value,
      rating: metric.rating,
      path: "/about",
    });
  });
});

describe("policySources", () => {
  const withAll: Measurement = {
    analytics: PLAUSIBLE,
    pixels: { ga4: "G-ABC123XYZ9", meta: "1234567890", tiktok: "CABCDEFGHIJ1" },
  };

  it("adds the analytics origin to script-src and connect-src only", () => {
    expect(policySources({ analytics: PLAUSIBLE, pixels: {} })).toEqual({
      script: ["https://plausible.io"],
      connect: ["https://plausible.io"],
      img: [],
    });
  });

  it("adds each pixel's hosts, once each", () => {
    const sources = policySources(withAll);
    expect(sources.script).toEqual([
      "https://plausible.io",
      "https://*.googletagmanager.com",
      "https://connect.facebook.net",
      "https://analytics.tiktok.com",
    ]);
    expect(new Set(sources.connect).size).toBe(sources.connect.length);
    expect(sources.connect).toContain("https://*.google-analytics.com");
    expect(sources.connect).toContain("https://www.facebook.com");
    expect(sources.img).toContain("https://www.facebook.com");
  });

  it("adds only the pixels configured", () => {
    const sources = policySources({ pixels: { meta: "1234567890" } });
    expect(sources.script).toEqual(["https://connect.facebook.net"]);
    expect(sources.connect.join(" ")).not.toMatch(/google|tiktok/);
  });
});

describe("analyticsEventOrigin", () => {
  it.each([
    [PLAUSIBLE, "https://plausible.io"],
    [
      { ...PLAUSIBLE, endpoint: "https://events.example.com" },
      "https://events.example.com",
    ],
    [
      {
        provider: "umami",
        script: "https://cloud.umami.is/script.js",
        siteId: "x",
      },
      "https://gateway.umami.is",
    ],
    [
      {
        provider: "umami",
        script: "https://stats.example.com/script.js",
        siteId: "x",
      },
      "https://stats.example.com",
    ],
  ] as const)("sends %j's events to %s", (analytics, origin) => {
    expect(analyticsEventOrigin(analytics)).toBe(origin);
  });
});

describe("buyNowProps", () => {
  const click = {
    placement: "main",
    colour: "grey",
    currency: "EUR",
  } as const;

  it.each([
    ["", {}],
    [
      "?utm_source=facebook&utm_campaign=spring-sale&gclid=abc",
      { utm_source: "facebook", utm_campaign: "spring-sale" },
    ],
    ["?utm_source=&utm_campaign=", {}],
    // Data, not markup: sent as a JSON string, with control characters out.
    [
      "?utm_source=%3Cscript%3Ealert(1)%3C%2Fscript%3E%00%0A",
      { utm_source: "<script>alert(1)</script>" },
    ],
  ])("reads the campaign from %j", (search, campaign) => {
    expect(buyNowProps({ ...click, search })).toEqual({
      ...click,
      ...campaign,
    });
  });

  it("cuts an oversized campaign value to 500 characters", () => {
    const props = buyNowProps({
      ...click,
      search: `?utm_campaign=${"a".repeat(5000)}`,
    });
    expect(props.utm_campaign).toBe("a".repeat(500));
  });
});

describe("checkoutEvents", () => {
  const props = {
    placement: "main" as const,
    colour: "army-green",
    currency: "GBP",
    utm_source: "ads",
  };

  it("names the product by its catalog id, the feeds' <id>-<colour>, to every pixel", () => {
    const events = checkoutEvents(props, "VOYA-36L");
    expect(Object.keys(events)).toEqual(PIXEL_NAMES);
    expect(events).toMatchObject({
      ga4: {
        ...props,
        items: [{ item_id: "VOYA-36L-army-green", item_variant: "army-green" }],
      },
      meta: {
        currency: "GBP",
        content_ids: ["VOYA-36L-army-green"],
        content_type: "product",
      },
      tiktok: {
        currency: "GBP",
        content_id: "VOYA-36L-army-green",
        content_type: "product",
      },
    });
  });

  it("names no item when no colour was chosen", () => {
    const events = checkoutEvents({ ...props, colour: "none" }, "VOYA-36L");
    expect(events.meta).toEqual({ currency: "GBP" });
    expect(events.ga4).not.toHaveProperty("items");
  });
});
