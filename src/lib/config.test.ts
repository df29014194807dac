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
  },
};

vi.mock("@/lib/content", () => ({ getSettings: async () => settings }));

describe("resolveConfig", () => {
  it("uses the content settings when no variable is set", () => {
    expect(resolveConfig(settings, {})).toEqual(settings);
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
      },
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
        }),
      ).toEqual(settings);
    },
  );

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
