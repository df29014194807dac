import { describe, expect, it } from "vitest";
import storeConfig from "virtual:store-config";
import { contentDir } from "../content-dir";
import { ENV_SETTINGS, loadConfig, readConfig, type BuildEnv } from "./config";
import { MINIMAL_SETTINGS } from "./config-fixture";

const settings = MINIMAL_SETTINGS;

/** The sales ledger's click filter when settings.yaml says nothing (docs/sales-ledger.md). */
const FILTER_DEFAULTS = {
  on: true,
  clicksPerMinute: 10,
  warnPercent: 5,
  datacentreAsns: [],
};

const PLAUSIBLE = {
  provider: "plausible",
  script: "https://plausible.io/js/script.js",
  siteId: "voyapack.com",
} as const;

/** The settings as a build uses them: defaults filled in, no measurement. */
const resolved = {
  ...settings,
  affiliate: {
    ...settings.affiliate,
    template:
      "https://partner.test/offer?offer_id={offer_id}&aff_id={aff_id}&product={product}",
    preset: "default",
    clickIdParam: "clickid",
  },
  measurement: { pixels: {}, forwardsSales: false },
  cms: { repo: "owner/store", branch: "main" },
  ledger: {
    on: false,
    retentionDays: 90,
    forward: {},
    spend: {},
    report: { rates: {} },
    filter: FILTER_DEFAULTS,
  },
  // One language unless settings.yaml names more.
  locales: ["en"],
  // The specification's checks run only where settings.yaml asks for them.
  specificationChecks: false,
};

describe("loadConfig", () => {
  it("uses settings.yaml's values when no variable is set, with the defaults filled in", () => {
    expect(loadConfig(settings, {})).toEqual(resolved);
  });

  it("lets each VITE_* variable override its setting", () => {
    expect(
      loadConfig(settings, {
        VITE_SITE_URL: "https://staging.shop.test/",
        VITE_GEOIP_URL: "https://geo.staging.test/",
        VITE_AFFILIATE_URL: "https://partner.staging.test/",
        VITE_OFFER_ID: "OFFER-2",
        VITE_AFFILIATE_ID: "staging",
        VITE_CMS_REPO: "shop/store",
      }),
    ).toEqual({
      ...resolved,
      siteUrl: "https://staging.shop.test",
      geoIpUrl: "https://geo.staging.test/",
      affiliate: {
        ...resolved.affiliate,
        baseUrl: "https://partner.staging.test/",
        offerId: "OFFER-2",
        affiliateId: "staging",
        template:
          "https://partner.staging.test/?offer_id={offer_id}&aff_id={aff_id}&product={product}",
      },
      cms: { repo: "shop/store", branch: "main" },
    });
  });

  it("has a setting for every variable it reads", () => {
    const env = Object.fromEntries(
      Object.keys(ENV_SETTINGS).map((name) => [name, "x y"]),
    ) as BuildEnv;
    // Every variable set to a value no setting accepts is refused, each by
    // its own name: none of them is dropped on the way to the schema.
    const message = (() => {
      try {
        loadConfig(settings, env);
      } catch (error) {
        return (error as Error).message;
      }
      return "";
    })();
    for (const name of Object.keys(ENV_SETTINGS).filter(
      // The three free-text settings take any text.
      (name) =>
        !["VITE_OFFER_ID", "VITE_AFFILIATE_ID", "VITE_CMS_BRANCH"].includes(
          name,
        ),
    ))
      expect(message).toContain(name);
  });

  it.each(["", "   ", "\n"])(
    "treats a blank variable (%j) as unset",
    (blank) => {
      const env = Object.fromEntries(
        Object.keys(ENV_SETTINGS).map((name) => [name, blank]),
      );
      expect(loadConfig(settings, env)).toEqual(resolved);
    },
  );

  it("trims variables and drops trailing slashes from the site URL and the analytics endpoint", () => {
    const config = loadConfig(
      {
        ...settings,
        siteUrl: "https://www.shop.test//",
        measurement: {
          analytics: { ...PLAUSIBLE, endpoint: "https://stats.shop.test/" },
        },
      },
      { VITE_OFFER_ID: "  OFFER-3 " },
    );
    expect(config.siteUrl).toBe("https://www.shop.test");
    expect(config.affiliate.offerId).toBe("OFFER-3");
    expect(config.measurement.analytics?.endpoint).toBe(
      "https://stats.shop.test",
    );
  });

  it("takes analytics and pixels from the settings, each overridable", () => {
    const { measurement } = loadConfig(
      {
        ...settings,
        measurement: { analytics: PLAUSIBLE, pixels: { meta: "111111111" } },
      },
      {
        VITE_ANALYTICS_PROVIDER: "umami",
        VITE_ANALYTICS_SCRIPT: "https://cloud.umami.is/script.js",
        VITE_ANALYTICS_SITE_ID: "94db1cb1-74f4-4a40-ad6c-962362670409",
        VITE_ANALYTICS_VITALS_SAMPLE_RATE: "0.25",
        VITE_META_PIXEL_ID: "222222222",
        VITE_TIKTOK_PIXEL_ID: "CABCDEFGHIJ1234567",
      },
    );
    expect(measurement).toEqual({
      analytics: {
        provider: "umami",
        script: "https://cloud.umami.is/script.js",
        siteId: "94db1cb1-74f4-4a40-ad6c-962362670409",
        vitalsSampleRate: 0.25,
      },
      pixels: { meta: "222222222", tiktok: "CABCDEFGHIJ1234567" },
      forwardsSales: false,
    });
  });

  it("turns analytics on from variables alone", () => {
    expect(
      loadConfig(settings, {
        VITE_ANALYTICS_PROVIDER: "plausible",
        VITE_ANALYTICS_SCRIPT: PLAUSIBLE.script,
        VITE_ANALYTICS_SITE_ID: PLAUSIBLE.siteId,
      }).measurement,
    ).toEqual({ analytics: PLAUSIBLE, pixels: {}, forwardsSales: false });
  });

  it("takes a template, preset and click-id name from variables", () => {
    const { affiliate } = loadConfig(settings, {
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
      { VITE_AFFILIATE_TEMPLATE: "https://partner.test/?s={utm_sauce}" },
      /VITE_AFFILIATE_TEMPLATE \(affiliate\.template\): must be an https address whose tokens are known/,
    ],
    [
      { VITE_AFFILIATE_PRESET: "clickbonk" },
      /VITE_AFFILIATE_PRESET \(affiliate\.preset\)/,
    ],
    [
      { VITE_CLICK_ID_PARAM: "gclid" },
      /none of the names the store already reads/,
    ],
    [{ VITE_GA4_ID: "UA-12345-1" }, /does not look like a ga4 id/],
    [
      { VITE_ANALYTICS_PROVIDER: "plausible" },
      /settings\.yaml: measurement\.analytics\.script/,
    ],
    [
      { VITE_ANALYTICS_VITALS_SAMPLE_RATE: "some" },
      /VITE_ANALYTICS_VITALS_SAMPLE_RATE/,
    ],
  ])(
    "fails the build naming the variable and the reason for %j",
    (env, message) => {
      expect(() => loadConfig(settings, env)).toThrow(message);
    },
  );

  it("names settings.yaml's field when the file is wrong", () => {
    expect(() => loadConfig({ ...settings, geoIpTimeoutMs: 10 }, {})).toThrow(
      /settings\.yaml: geoIpTimeoutMs/,
    );
    expect(() => loadConfig(undefined, {})).toThrow(/cannot be used/);
  });
});

describe("readConfig", () => {
  it("reads the content folder's settings.yaml, which the pages see as virtual:store-config", () => {
    const config = readConfig(contentDir(), {});
    expect(config.siteUrl).toMatch(/^https:\/\//);
    expect(storeConfig).toEqual(config);
  });
});

describe("loadConfig with the sales ledger", () => {
  const KEYED =
    "https://partner.test/offer?offer_id={offer_id}&sub1={click_key}";

  it("is off by default, and then forwards nothing", () => {
    const config = loadConfig(settings, {});
    expect(config.ledger.on).toBe(false);
    expect(config.measurement.forwardsSales).toBe(false);
  });

  it("adds the click's key to the default link when it is on", () => {
    const config = loadConfig({ ...settings, ledger: { on: true } }, {});
    expect(config.affiliate.template).toBe(
      "https://partner.test/offer?offer_id={offer_id}&aff_id={aff_id}&product={product}&click_key={click_key}",
    );
    expect(config.ledger).toEqual({
      on: true,
      retentionDays: 90,
      forward: {},
      spend: {},
      report: { rates: {} },
      filter: FILTER_DEFAULTS,
    });
  });

  it("takes a platform's pixel id from the pixel's own setting, and asks for consent", () => {
    const config = loadConfig(
      {
        ...settings,
        measurement: { pixels: { meta: "111111111" } },
        ledger: {
          on: true,
          forward: { meta: {}, google: { conversionName: "Sale" } },
        },
      },
      { VITE_AFFILIATE_TEMPLATE: KEYED },
    );
    expect(config.ledger.forward).toEqual({
      meta: { pixelId: "111111111" },
      google: { conversionName: "Sale", timeZone: "UTC" },
    });
    expect(config.measurement.forwardsSales).toBe(true);
  });

  it.each([
    [
      "a template without the key while the ledger is on",
      { ledger: { on: true } },
      "https://partner.test/offer?offer_id={offer_id}",
      "put {click_key} (or {click_id}) in your network's sub-id",
    ],
    [
      "{click_key} while the ledger is off",
      {},
      KEYED,
      "{click_key} is filled only while the ledger is on",
    ],
    [
      "Meta with no pixel id anywhere",
      { ledger: { on: true, forward: { meta: {} } } },
      KEYED,
      "ledger.forward.meta: needs pixelId",
    ],
    [
      "forwarding with the ledger off",
      { ledger: { forward: { google: { conversionName: "Sale" } } } },
      undefined,
      "sales are forwarded only while the ledger is on",
    ],
  ])("refuses %s", (_, extra, template, message) => {
    expect(() =>
      loadConfig(
        { ...settings, ...extra },
        template ? { VITE_AFFILIATE_TEMPLATE: template } : {},
      ),
    ).toThrow(message);
  });
});
