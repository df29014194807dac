/**
 * The names BUY NOW's link reads and writes: the parameters a shopper
 * arrives with and the tokens of a link template. No zod here, and in a
 * module of their own, so the browser's attribution code shares them with
 * the settings schema and the head script (which reads names.ts) does not
 * carry them.
 */

/** The click ids ad platforms add to a landing address: Google, Meta, TikTok, Microsoft, Pinterest. */
export const AD_CLICK_IDS = [
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "ttclid",
  "msclkid",
  "epik",
] as const;
export type AdClickId = (typeof AD_CLICK_IDS)[number];

/** The campaign's parameters an ad's address carries (docs/attribution-and-measurement.md). */
export const UTM_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_id",
] as const;

/**
 * The query parameters a shopper's arrival is read from. `clickid` stands
 * for the click id whose name the operator configures (a tracker's `cid`,
 * `subid`…).
 */
export const ARRIVAL_PARAMS = [
  ...UTM_PARAMS,
  ...AD_CLICK_IDS,
  "clickid",
] as const;

/**
 * The values a BUY NOW link template takes from settings and content, and
 * from the page: `variant`, its split-test variant ("control", a variant's
 * name, or empty with no test on); and from the sales ledger: `click_key`,
 * the click's own key (empty with the ledger off).
 */
export const FIELD_TOKENS = [
  "offer_id",
  "aff_id",
  "product",
  "variant",
  "click_key",
] as const;

/** Every token a BUY NOW link template may hold, without braces. */
export const TEMPLATE_TOKENS: readonly string[] = [
  ...FIELD_TOKENS,
  ...ARRIVAL_PARAMS,
  "click_id",
];

/** A click-id parameter's name: a letter, then up to 31 letters, digits or _. */
export const CLICK_ID_PARAM_NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
