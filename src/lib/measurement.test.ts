import { describe, expect, it } from "vitest";
import {
  PIXEL_IDS,
  PIXEL_NAMES,
  analyticsEventOrigin,
  buyNowProps,
  hasPixels,
  policySources,
  resolveMeasurement,
  vitalProps,
  type Measurement,
} from "./measurement";

const PLAUSIBLE = {
  provider: "plausible",
  script: "https://plausible.io/js/script.js",
  siteId: "voyapack.com",
} as const;

describe("resolveMeasurement", () => {
  it("is off with nothing set", () => {
    const measurement = resolveMeasurement(undefined, {});
    expect(measurement).toEqual({ pixels: {} });
    expect(hasPixels(measurement)).toBe(false);
    expect(policySources(measurement)).toEqual({
      script: [],
      connect: [],
      img: [],
    });
  });

  it("counts blank variables as unset", () => {
    expect(
      resolveMeasurement(undefined, {
        VITE_ANALYTICS_PROVIDER: " ",
        VITE_GA4_ID: "",
      }),
    ).toEqual({ pixels: {} });
  });

  it("takes analytics and pixels from the settings", () => {
    expect(
      resolveMeasurement(
        { analytics: PLAUSIBLE, pixels: { ga4: "G-ABC123XYZ9" } },
        {},
      ),
    ).toEqual({
      analytics: PLAUSIBLE,
      pixels: { ga4: "G-ABC123XYZ9" },
    });
  });

  it("lets each VITE_* variable override its setting", () => {
    expect(
      resolveMeasurement(
        { analytics: PLAUSIBLE, pixels: { meta: "111111111" } },
        {
          VITE_ANALYTICS_PROVIDER: "umami",
          VITE_ANALYTICS_SCRIPT: "https://cloud.umami.is/script.js",
          VITE_ANALYTICS_SITE_ID: "94db1cb1-74f4-4a40-ad6c-962362670409",
          VITE_ANALYTICS_ENDPOINT: "https://stats.example.com/",
          VITE_META_PIXEL_ID: "222222222",
          VITE_TIKTOK_PIXEL_ID: "CABCDEFGHIJ1234567",
        },
      ),
    ).toEqual({
      analytics: {
        provider: "umami",
        script: "https://cloud.umami.is/script.js",
        siteId: "94db1cb1-74f4-4a40-ad6c-962362670409",
        endpoint: "https://stats.example.com",
      },
      pixels: { meta: "222222222", tiktok: "CABCDEFGHIJ1234567" },
    });
  });

  it.each(PIXEL_NAMES)("accepts the %s example id", (name) => {
    const id = PIXEL_IDS[name].example;
    expect(resolveMeasurement({ pixels: { [name]: id } }, {}).pixels).toEqual({
      [name]: id,
    });
  });

  it.each([
    ["ga4", "UA-12345-1"],
    ["ga4", 'G-abc"><script>'],
    ["meta", "12345"],
    ["meta", "1234567890&x=1"],
    ["tiktok", "lowercase1234567"],
    ["tiktok", "C".repeat(31)],
  ] as const)("refuses the %s id %j, naming the pixel", (name, id) => {
    expect(() => resolveMeasurement({ pixels: { [name]: id } }, {})).toThrow(
      new RegExp(`The ${name} pixel id`),
    );
  });

  it.each([
    [{ provider: "plausible" }, /needs a provider, a script and a site id/],
    [
      { ...PLAUSIBLE, provider: "matomo" },
      /Unknown analytics provider "matomo"/,
    ],
    [
      { ...PLAUSIBLE, script: "http://plausible.io/js/script.js" },
      /must be an https address/,
    ],
    [
      { ...PLAUSIBLE, script: "plausible.io/js/script.js" },
      /is not an address/,
    ],
    [{ ...PLAUSIBLE, siteId: 'x" onload="alert(1)' }, /site id/],
    [
      { ...PLAUSIBLE, endpoint: "javascript:alert(1)" },
      /must be an https address/,
    ],
  ])("refuses analytics %j", (analytics, message) => {
    expect(() =>
      resolveMeasurement({ analytics: analytics as typeof PLAUSIBLE }, {}),
    ).toThrow(message);
  });

  it("allows an http script on this machine, for a local provider", () => {
    expect(
      resolveMeasurement(
        {
          analytics: { ...PLAUSIBLE, script: "http://localhost:8000/js/s.js" },
        },
        {},
      ).analytics?.script,
    ).toBe("http://localhost:8000/js/s.js");
  });
});

describe("resolveMeasurement, web vitals", () => {
  it.each([
    [{ vitalsSampleRate: 0.1 }, {}, 0.1],
    [{ vitalsSampleRate: 0.1 }, { VITE_ANALYTICS_VITALS_SAMPLE_RATE: "1" }, 1],
    [{}, { VITE_ANALYTICS_VITALS_SAMPLE_RATE: "0" }, 0],
    [{}, { VITE_ANALYTICS_VITALS_SAMPLE_RATE: " " }, undefined],
  ])("reads the sample rate from %j and %j as %s", (setting, env, rate) => {
    expect(
      resolveMeasurement({ analytics: { ...PLAUSIBLE, ...setting } }, env)
        .analytics?.vitalsSampleRate,
    ).toBe(rate);
  });

  it.each(["1.5", "-0.1", "some", "NaN"])(
    "refuses the sample rate %s",
    (rate) => {
      expect(() =>
        resolveMeasurement(
          { analytics: PLAUSIBLE },
          { VITE_ANALYTICS_VITALS_SAMPLE_RATE: rate },
        ),
      ).toThrow(/sample rate .* must be a number from 0 to 1/);
    },
  );
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
