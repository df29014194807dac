import { describe, expect, it, vi } from "vitest";
import type { Settings } from "@/lib/content";
import { getConfig } from "./config";
import { resolveConfig } from "./settings";

const settings: Settings = {
  siteUrl: "https://www.shop.test",
  geoIpUrl: "https://geo.test/json/",
  geoIpTimeoutMs: 5000,
  affiliate: {
    baseUrl: "https://partner.test/offer",
    offerId: "OFFER-1",
    affiliateId: "shop",
    preset: "default",
    clickIdParam: "clickid",
  },
};

/** The settings as a build uses them: the default link template added, no measurement. */
const resolved = {
  ...settings,
  affiliate: {
    ...settings.affiliate,
    template:
      "https://partner.test/offer?offer_id={offer_id}&aff_id={aff_id}&product={product}",
  },
  measurement: { pixels: {} },
  cms: { repo: "owner/store", branch: "main" },
};

vi.mock("@/lib/content", () => ({ getSettings: async () => settings }));

describe("resolveConfig", () => {
  it("uses the content settings when no variable is set", () => {
    expect(resolveConfig(settings, {})).toEqual(resolved);
  });

  it("lets each VITE_* variable override its setting", () => {
    expect(
      resolveConfig(settings, {
        VITE_SITE_URL: "https://staging.shop.test/",
        VITE_GEOIP_URL: "https://geo.staging.test/",
        VITE_AFFILIATE_URL: "https://partner.staging.test/",
        VITE_OFFER_ID: "OFFER-2",
        VITE_AFFILIATE_ID: "staging",
      }),
    ).toEqual({
      siteUrl: "https://staging.shop.test",
      geoIpUrl: "https://geo.staging.test/",
      geoIpTimeoutMs: 5000,
      affiliate: {
        baseUrl: "https://partner.staging.test/",
        offerId: "OFFER-2",
        affiliateId: "staging",
        template:
          "https://partner.staging.test/?offer_id={offer_id}&aff_id={aff_id}&product={product}",
        preset: "default",
        clickIdParam: "clickid",
      },
      measurement: { pixels: {} },
      cms: { repo: "owner/store", branch: "main" },
    });
  });

  it.each(["", "   ", "\n"])(
    "treats a blank variable (%j) as unset",
    (blank) => {
      expect(
        resolveConfig(settings, {
          VITE_SITE_URL: blank,
          VITE_GEOIP_URL: blank,
          VITE_AFFILIATE_URL: blank,
          VITE_OFFER_ID: blank,
          VITE_AFFILIATE_ID: blank,
          VITE_AFFILIATE_TEMPLATE: blank,
          VITE_AFFILIATE_PRESET: blank,
          VITE_CLICK_ID_PARAM: blank,
          VITE_ANALYTICS_PROVIDER: blank,
          VITE_GA4_ID: blank,
        }),
      ).toEqual(resolved);
    },
  );

  it("takes analytics and pixels from the settings, each overridable", () => {
    const { measurement } = resolveConfig(
      {
        ...settings,
        measurement: {
          analytics: {
            provider: "plausible",
            script: "https://plausible.io/js/script.js",
            siteId: "shop.test",
          },
        },
      },
      { VITE_META_PIXEL_ID: "1234567890" },
    );
    expect(measurement).toEqual({
      analytics: {
        provider: "plausible",
        script: "https://plausible.io/js/script.js",
        siteId: "shop.test",
      },
      pixels: { meta: "1234567890" },
    });
  });

  it("takes a template, preset and click-id name from variables", () => {
    const { affiliate } = resolveConfig(settings, {
      VITE_AFFILIATE_TEMPLATE:
        "https://hop.clickbank.net/?affiliate={aff_id}&vendor={offer_id}&tid={click_id}",
      VITE_AFFILIATE_PRESET: "clickbank",
      VITE_CLICK_ID_PARAM: "cid",
    });
    expect(affiliate).toMatchObject({
      template:
        "https://hop.clickbank.net/?affiliate={aff_id}&vendor={offer_id}&tid={click_id}",
      preset: "clickbank",
      clickIdParam: "cid",
    });
  });

  it.each([
    [
      { VITE_AFFILIATE_TEMPLATE: "partner.test/offer" },
      /BUY NOW link template/,
    ],
    [
      { VITE_AFFILIATE_TEMPLATE: "https://partner.test/?s={utm_sauce}" },
      /utm_sauce/,
    ],
    [
      { VITE_AFFILIATE_PRESET: "clickbonk" },
      /Unknown affiliate preset "clickbonk"/,
    ],
    [{ VITE_CLICK_ID_PARAM: "click id" }, /click-id parameter name "click id"/],
    [{ VITE_CLICK_ID_PARAM: "gclid" }, /click-id parameter name "gclid"/],
  ])("fails the build with a readable message for %j", (env, message) => {
    expect(() => resolveConfig(settings, env)).toThrow(message);
  });

  it("trims variables and drops trailing slashes from the site URL", () => {
    const config = resolveConfig(
      { ...settings, siteUrl: "https://www.shop.test//" },
      { VITE_OFFER_ID: "  OFFER-3 " },
    );
    expect(config.siteUrl).toBe("https://www.shop.test");
    expect(config.affiliate.offerId).toBe("OFFER-3");
  });
});

describe("getConfig", () => {
  it("reads the settings from content and the variables of the build", async () => {
    vi.stubEnv("VITE_OFFER_ID", "FROM-ENV");
    const config = await getConfig();
    expect(config.siteUrl).toBe("https://www.shop.test");
    expect(config.affiliate.offerId).toBe("FROM-ENV");
  });
});
