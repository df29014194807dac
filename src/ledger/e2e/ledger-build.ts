/**
 * A fifth build for the end-to-end tests: the store with the sales ledger
 * on, forwarding sales to Meta, TikTok and Google Ads, and its split test
 * on (a content copy made by ledger-site.mjs), served by `npm start`'s
 * server with SQLite and on workerd with local D1, with the ad platforms'
 * APIs answered by a stub on this machine (platform-stub.mjs).
 */
import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import { NODE_PORT, twoHostBuild } from "../../../tests/e2e/hosts.ts";

export const LEDGER_BUILD = twoHostBuild("ledger", 6);
export const LEDGER_HOSTS = LEDGER_BUILD.hosts;
export const LEDGER_STUB_PORT = NODE_PORT + 8;

/** Each host: its name, its address, and the runtime a test's title names. */
export const LEDGER_RUNTIMES = (
  Object.entries(LEDGER_HOSTS) as [keyof typeof LEDGER_HOSTS, string][]
).map(([host, base]) => ({
  host,
  base,
  runtime: host === "node" ? "npm start (SQLite)" : "Cloudflare's runtime (D1)",
}));

/** The SQLite file `npm start`'s server keeps, and the folder of workerd's local D1 and KV. */
export const LEDGER_SQLITE = ".e2e/ledger-state/ledger.sqlite";
export const LEDGER_D1_STATE = ".e2e/ledger-state/d1";

export const LEDGER_SECRET = "e2e-ledger-postback-secret";
export const LEDGER_REPORT_PASSWORD = "e2e-report-password";
export const META_PIXEL = "1234567890123456";
export const TIKTOK_PIXEL = "CE2ETEST1234567890";
export const PINTEREST_TAG = "2612345678901";
export const PINTEREST_AD_ACCOUNT = "549755885175";
export const META_TEST_CODE = "TEST4242";
export const GOOGLE_CONVERSION = "Partner sale";
export const MICROSOFT_CONVERSION = "Partner sale";
export const LEDGER_RETENTION_DAYS = 90;
/**
 * The click filter's limit: every journey here clicks from one address in
 * one browser, more often than a shopper does.
 */
export const LEDGER_CLICKS_PER_MINUTE = 40;
/** The ad accounts whose spend the hosts pull from the stub. */
export const META_AD_ACCOUNT = "1029384756";
export const TIKTOK_ADVERTISER = "7100000000042";
export const STUB = `http://127.0.0.1:${LEDGER_STUB_PORT}`;

/** A native network as settings.yaml lists it (src/ledger/platforms/native/sources.ts). */
export type NativeSource = {
  name: string;
  label: string;
  clickIdParam: string;
  postback: string;
  event: string;
};

/** The native networks the store's content ships (src/content/settings.yaml). */
export const SHIPPED_NATIVE_SOURCES = (
  yaml.load(readFileSync("src/content/settings.yaml", "utf8")) as {
    settings: { ledger: { forward: { native: { sources: NativeSource[] } } } };
  }
).settings.ledger.forward.native.sources;

/** Where a native network's stand-in answers: the stub, under /native/<name>. */
export const nativeStub = (name: string) => `${STUB}/native/${name}`;

/**
 * The shipped networks with each template's origin the stub's: the path,
 * the query and the placeholders are the content's own.
 */
export const NATIVE_SOURCES = SHIPPED_NATIVE_SOURCES.map((source) => ({
  ...source,
  postback: source.postback.replace(
    /^https:\/\/[^/?]+/,
    nativeStub(source.name),
  ),
}));

/** What settings.yaml's `ledger` becomes under `settings:` (ledger-site.mjs writes it). */
export const LEDGER_SETTINGS = `  ledger:
    on: true
    retentionDays: ${LEDGER_RETENTION_DAYS}
    forward:
      meta: { pixelId: "${META_PIXEL}", testEventCode: ${META_TEST_CODE} }
      tiktok: { pixelCode: ${TIKTOK_PIXEL} }
      google: { conversionName: ${GOOGLE_CONVERSION}, timeZone: Europe/Berlin }
      microsoft: { conversionName: ${MICROSOFT_CONVERSION} }
      pinterest: { adAccountId: "${PINTEREST_AD_ACCOUNT}", tagId: "${PINTEREST_TAG}" }
      native: { sources: ${JSON.stringify(NATIVE_SOURCES)} }
    spend:
      meta: { adAccounts: [act_${META_AD_ACCOUNT}] }
      tiktok: { advertiserIds: ["${TIKTOK_ADVERTISER}"] }
    report:
      currency: USD
      rates: [{ currency: EUR, rate: 1.1 }, { currency: GBP, rate: 1.25 }]
    filter: { clicksPerMinute: ${LEDGER_CLICKS_PER_MINUTE} }
`;

/** The build's variables: the template carries the key in sub1 and the variant in sub4. */
export const LEDGER_BUILD_ENV = {
  VITE_AFFILIATE_TEMPLATE:
    "https://partner.example.com/offer?offer_id={offer_id}&aff_id={aff_id}&product={product}&sub1={click_id}&sub2={utm_source}&sub3={utm_campaign}&sub4={variant}",
  VITE_AFFILIATE_PRESET: "everflow",
  CONTENT_DIR: LEDGER_BUILD.content,
};

/** The hosts' secrets and settings, the same for both. */
export const LEDGER_HOST_ENV = {
  LEDGER_SECRET,
  LEDGER_REPORT_PASSWORD,
  META_CAPI_TOKEN: "e2e-meta-token",
  TIKTOK_EVENTS_TOKEN: "e2e-tiktok-token",
  PINTEREST_CAPI_TOKEN: "e2e-pinterest-token",
  META_ADS_TOKEN: "e2e-meta-ads-token",
  TIKTOK_ADS_TOKEN: "e2e-tiktok-ads-token",
  LEDGER_META_API: `${STUB}/meta/v26.0`,
  LEDGER_TIKTOK_API: `${STUB}/tiktok/open_api/v1.3`,
  LEDGER_PINTEREST_API: `${STUB}/pinterest/v5`,
  SPLIT_TEST_SECRET: "e2e-ledger-split-secret",
};
