import { describe, expect, it } from "vitest";
import { categoriesFor, consentSignals } from "./consent-banner";

describe("categoriesFor", () => {
  it.each([
    [{}, { analytics: false, marketing: false }],
    [{ ga4: "G-ABC123" }, { analytics: true, marketing: false }],
    [{ meta: "1234567890" }, { analytics: false, marketing: true }],
    [{ tiktok: "CABCDEFGHIJ1" }, { analytics: false, marketing: true }],
    [
      { ga4: "G-ABC123", meta: "1234567890", tiktok: "CABCDEFGHIJ1" },
      { analytics: true, marketing: true },
    ],
  ])("asks about only what %j needs", (pixels, categories) => {
    expect(categoriesFor(pixels)).toEqual(categories);
  });

  it("asks about advertising when sales are forwarded, with no pixel at all", () => {
    expect(categoriesFor({}, true)).toEqual({
      analytics: false,
      marketing: true,
    });
  });
});

describe("consentSignals", () => {
  it("denies all four Consent Mode v2 signals without consent", () => {
    expect(consentSignals({ analytics: false, marketing: false })).toEqual({
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });

  it.each([
    [
      { analytics: true, marketing: false },
      ["analytics_storage"],
      ["ad_storage", "ad_user_data", "ad_personalization"],
    ],
    [
      { analytics: false, marketing: true },
      ["ad_storage", "ad_user_data", "ad_personalization"],
      ["analytics_storage"],
    ],
  ] as const)("grants what %j allows, and only that", (accepted, on, off) => {
    const signals = consentSignals(accepted);
    for (const name of on) expect(signals[name]).toBe("granted");
    for (const name of off) expect(signals[name]).toBe("denied");
  });
});
