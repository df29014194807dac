/**
 * Attribution: what a shopper's landing address says about where they came
 * from (UTM tags, ad click ids, a tracker's click id), and the partner link
 * BUY NOW opens with those values in the slots the partner network reads.
 * Plain functions on the platform's URL and URLSearchParams, so the same code
 * validates the operator's template at build time and reads location.search
 * in the browser.
 */

/**
 * The query parameters an arrival is read from. `clickid` stands for the
 * click id whose name the operator configures (a tracker's `cid`, `subid`…).
 */
export const ARRIVAL_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "ttclid",
  "msclkid",
  "clickid",
] as const;

export type ArrivalName = (typeof ARRIVAL_PARAMS)[number];

/** The recognised parameters a shopper arrived with, sanitised; absent ones are left out. */
export type Arrival = Partial<Record<ArrivalName, string>>;

export const DEFAULT_CLICK_ID_PARAM = "clickid";

const CLICK_ID_PARAM_NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

/** Longer values are not ids or tags but junk or an attack; 500 fits every real one. */
const MAX_VALUE_LENGTH = 500;

const PRINTABLE_ASCII = /[\x20-\x7E]/;

/**
 * Campaign names are written by people in their own language ("Frühling",
 * "セール"), so utm_* values keep letters and digits of any script, with their
 * combining marks (without them many scripts do not read). Click ids are
 * machine-made ASCII, so anything else in them is noise and goes. Symbols,
 * emoji, controls and invisible format characters go everywhere.
 */
const LETTER_OR_DIGIT = /[\p{L}\p{M}\p{N}]/u;

function isArrivalName(name: string): name is ArrivalName {
  return (ARRIVAL_PARAMS as readonly string[]).includes(name);
}

/** The first `max` characters, counted in code points so no emoji is split. */
function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join("") : text;
}

/**
 * The configured click-id parameter name, or `clickid` when the name is not a
 * plain identifier (letter first, then letters, digits or `_`, 32 at most) or
 * is one of the other recognised names, which would then be read twice.
 */
export function clickIdParamName(name: string): string {
  const usable =
    CLICK_ID_PARAM_NAME.test(name) &&
    (name === DEFAULT_CLICK_ID_PARAM || !isArrivalName(name));
  return usable ? name : DEFAULT_CLICK_ID_PARAM;
}

/** Generic sanitising, the same at read time and before use (so it must stay idempotent). */
function cleanValue(name: ArrivalName, raw: string): string {
  const keepsScripts = name.startsWith("utm_");
  const kept = Array.from(raw.normalize("NFC"))
    .filter(
      (char) =>
        PRINTABLE_ASCII.test(char) ||
        (keepsScripts && LETTER_OR_DIGIT.test(char)),
    )
    .join("");
  return cut(kept.trim(), MAX_VALUE_LENGTH).trim();
}

/**
 * The recognised parameters in a landing address's query (`location.search`,
 * with or without its `?`), each from its first occurrence, trimmed, stripped
 * of control and non-printable characters, cut to 500 characters; empty values
 * and unknown parameters are left out. The configured click id is read under
 * its configured name and returned as `clickid`.
 */
export function readArrival(
  search: string | URLSearchParams,
  clickIdParam: string,
): Arrival {
  const params =
    typeof search === "string" ? new URLSearchParams(search) : search;
  const clickIdName = clickIdParamName(clickIdParam);
  const arrival: Arrival = {};
  for (const name of ARRIVAL_PARAMS) {
    const raw = params.get(name === "clickid" ? clickIdName : name);
    const value = raw === null ? "" : cleanValue(name, raw);
    if (value) arrival[name] = value;
  }
  return arrival;
}

/** An arrival value sanitised again: an Arrival may come from storage or a caller, not readArrival. */
function arrivalValue(arrival: Arrival, name: ArrivalName): string {
  const raw: unknown = arrival[name];
  return typeof raw === "string" ? cleanValue(name, raw) : "";
}

/** The arrival as [parameter name, value] pairs, in ARRIVAL_PARAMS order. */
function arrivalEntries(
  arrival: Arrival,
  clickIdParam: string,
): [string, string][] {
  const clickIdName = clickIdParamName(clickIdParam);
  return ARRIVAL_PARAMS.flatMap((name): [string, string][] => {
    const value = arrivalValue(arrival, name);
    return value ? [[name === "clickid" ? clickIdName : name, value]] : [];
  });
}

/**
 * The arrival as a query string without `?` (to carry it on internal links),
 * the click id under its configured name; readArrival gives the arrival back.
 */
export function arrivalQuery(arrival: Arrival, clickIdParam: string): string {
  return new URLSearchParams(arrivalEntries(arrival, clickIdParam)).toString();
}

/** What a network accepts in one slot: longer values are cut, other characters removed. */
export type ParamRule = {
  readonly maxLength: number;
  /** One character this slot keeps, as a flagless class such as /[A-Za-z0-9]/. */
  readonly allowed: RegExp;
};

/**
 * Rules by slot: a query parameter by its name, a path segment by its
 * position, "/1" for the first ("/4" in /redir/{offer_id}/{aff_id}/{click_id}).
 */
export type ParamRules = Readonly<Record<string, ParamRule>>;

/** The values a template takes from settings and content rather than from the arrival. */
export type PartnerFields = {
  readonly offer_id: string;
  readonly aff_id: string;
  readonly product: string;
};

const FIELD_TOKENS = ["offer_id", "aff_id", "product"] as const;

/**
 * `{click_id}` is whichever click id the shopper brought, the tracker's own
 * first: it is the one that already ties the click to a campaign.
 */
const CLICK_ID_SOURCES = [
  "clickid",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "ttclid",
  "msclkid",
] as const satisfies readonly ArrivalName[];

/** Every token a template may hold, without braces. */
export const TEMPLATE_TOKENS: readonly string[] = [
  ...FIELD_TOKENS,
  ...ARRIVAL_PARAMS,
  "click_id",
];

/** A token as braces around anything; unknown names are reported, not ignored. */
const ANY_TOKEN = /\{([^{}]*)\}/g;
const QUERY_TOKEN = /\{([a-z0-9_]+)\}/g;
/** The URL parser percent-encodes braces in a path. */
const PATH_TOKEN = /%7B([a-z0-9_]+)%7D/gi;

function tokenValue(
  name: string,
  fields: PartnerFields,
  arrival: Arrival,
): string {
  if ((FIELD_TOKENS as readonly string[]).includes(name)) {
    return fields[name as keyof PartnerFields];
  }
  if (name === "click_id") {
    for (const source of CLICK_ID_SOURCES) {
      const value = arrivalValue(arrival, source);
      if (value) return value;
    }
    return "";
  }
  return isArrivalName(name) ? arrivalValue(arrival, name) : "";
}

function applyRule(value: string, rule: ParamRule | undefined): string {
  if (!rule) return value;
  const kept = Array.from(value)
    .filter((char) => {
      // A caller's /g or /y class would otherwise test from where it last stopped.
      rule.allowed.lastIndex = 0;
      return rule.allowed.test(char);
    })
    .join("");
  return cut(kept, rule.maxLength);
}

/** The address as a URL, or why it cannot be a partner or tracker link. */
function httpUrl(address: string): URL | string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return "is not an absolute URL (it must start with https://)";
  }
  return url.protocol === "https:" || url.protocol === "http:"
    ? url
    : `uses ${url.protocol} where https: is needed`;
}

/** The problems that make a template unusable; http alone still works. */
function templateProblems(template: string): string[] {
  const url = httpUrl(template);
  if (typeof url === "string") return [url];
  const problems: string[] = [];
  // Braces written percent-encoded are tokens too: URLSearchParams decodes them.
  const text = template.replace(/%7B/gi, "{").replace(/%7D/gi, "}");
  const known = new Set(TEMPLATE_TOKENS);
  const unknown = Array.from(text.matchAll(ANY_TOKEN))
    .filter(([, name = ""]) => !known.has(name))
    .map(([token]) => token);
  if (unknown.length > 0) {
    problems.push(
      `has the unknown token(s) ${unknown.join(", ")} (known: ${TEMPLATE_TOKENS.map((name) => `{${name}}`).join(", ")})`,
    );
  }
  if (/[{}]/.test(text.replace(ANY_TOKEN, ""))) {
    problems.push("has a brace that opens or closes no token");
  }
  const braced = /[{}]|%7B|%7D/i;
  if (
    [url.host, url.username, url.password, url.hash].some((part) =>
      braced.test(part),
    )
  ) {
    problems.push("has a token outside the path and the query");
  }
  for (const key of new Set(url.searchParams.keys())) {
    if (/[{}]/.test(key)) {
      problems.push(`has a token in the parameter name "${key}"`);
    }
  }
  return problems;
}

/**
 * What is wrong with a partner link template, in words for a build error:
 * not an absolute http(s) URL, http rather than https, unknown tokens, stray
 * braces, tokens outside the path and the query values. Empty when fine.
 */
export function validateTemplate(template: string): string[] {
  const problems = templateProblems(template);
  const url = httpUrl(template);
  if (typeof url !== "string" && url.protocol === "http:") {
    problems.push("uses http: where https: is needed");
  }
  return problems;
}

function fillPath(
  pathname: string,
  resolve: (name: string) => string,
  rules: ParamRules,
): string {
  return pathname
    .split("/")
    .flatMap((segment, position) => {
      if (!segment.match(PATH_TOKEN)) return [segment];
      const braced = segment.replace(PATH_TOKEN, "{$1}");
      let decoded: string;
      try {
        decoded = decodeURIComponent(braced);
      } catch {
        decoded = braced;
      }
      const filled = decoded.replace(QUERY_TOKEN, (_, name: string) =>
        resolve(name),
      );
      const value = applyRule(filled, rules[`/${position}`]);
      // "." and ".." would climb out of the template's path when parsed.
      if (!value || /^\.{1,2}$/.test(value)) return [];
      // Stricter than encodeURIComponent: no quote or parenthesis is left in the link.
      return [
        encodeURIComponent(value).replace(
          /[!'()*]/g,
          (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
        ),
      ];
    })
    .join("/");
}

function fillQuery(
  params: URLSearchParams,
  resolve: (name: string) => string,
  rules: ParamRules,
): [string, string][] {
  return Array.from(params).flatMap(([key, raw]): [string, string][] => {
    if (!raw.match(QUERY_TOKEN)) return [[key, raw]];
    const filled = raw.replace(QUERY_TOKEN, (_, name: string) => resolve(name));
    const value = applyRule(filled, rules[key]);
    return value ? [[key, value]] : [];
  });
}

/**
 * The partner link from a template such as
 * `https://partner.example.com/offer?offer_id={offer_id}&tid={click_id}`:
 * each token in a query value or path segment is replaced by its value, put
 * through the slot's rule (cut, disallowed characters removed) and encoded by
 * URLSearchParams or encodeURIComponent. A slot left empty is dropped (no
 * `tid=`); parameters without tokens stay. Throws an Error naming the
 * template when it is unusable (see validateTemplate), so a bad setting fails
 * the build.
 */
export function buildPartnerLink(
  template: string,
  fields: PartnerFields,
  arrival: Arrival,
  rules: ParamRules = {},
): string {
  const problems = templateProblems(template);
  if (problems.length > 0) {
    throw new Error(
      `Partner link template "${template}" ${problems.join("; ")}`,
    );
  }
  const url = new URL(template);
  const resolve = (name: string) => tokenValue(name, fields, arrival);
  const pathname = fillPath(url.pathname, resolve, rules);
  if (pathname !== url.pathname) url.pathname = pathname;
  const entries = fillQuery(url.searchParams, resolve, rules);
  url.search = "";
  for (const [key, value] of entries) url.searchParams.append(key, value);
  return url.href;
}

/**
 * A tracker's click URL (Voluum, RedTrack, Keitaro) with every arrival
 * parameter under its own name, the click id under its configured one. A
 * parameter the URL already has is replaced: the shopper's own value is the
 * one the tracker needs. Throws when the URL is not absolute http(s).
 */
export function trackerLink(
  clickUrl: string,
  arrival: Arrival,
  clickIdParam: string,
): string {
  // Not templateProblems: braces here are values partnerLink already encoded.
  const url = httpUrl(clickUrl);
  if (typeof url === "string") {
    throw new Error(`Tracker click URL "${clickUrl}" ${url}`);
  }
  for (const [name, value] of arrivalEntries(arrival, clickIdParam)) {
    url.searchParams.set(name, value);
  }
  return url.href;
}

/*
 * Network presets. Which arrival value goes to which slot: the click id
 * first, into the one slot every network has, because it is the value that
 * ties a sale back to the ad click (offline conversion import, tracker
 * postback); then utm_source, utm_campaign and utm_content into the next
 * slots where the network has them, for reports by source and campaign.
 *
 * Where a network documents no character set, a slot keeps letters, digits,
 * "-" and "_" only; where it documents no length, a short one is chosen.
 * Both are marked "not confirmed".
 */

/** Letters, digits, "-" and "_": safe in every network's slot we know of. */
const ID_CHARS = /[A-Za-z0-9_-]/;

function slots(names: readonly string[], rule: ParamRule): ParamRules {
  return Object.fromEntries(names.map((name) => [name, rule]));
}

export const PRESET_NAMES = [
  "default",
  "clickbank",
  "digistore24",
  "impact",
  "cj",
  "awin",
  "shareasale",
  "everflow",
  "tracker",
] as const;

export type PresetName = (typeof PRESET_NAMES)[number];

export type Preset = {
  readonly label: string;
  /** An example for the operator; ids and hosts in it are to be replaced by theirs. */
  readonly template: string;
  readonly rules: ParamRules;
};

export const PRESETS: Readonly<Record<PresetName, Preset>> = {
  default: {
    label: "Partner offer page",
    template:
      "https://partner.example.com/offer?offer_id={offer_id}&aff_id={aff_id}&product={product}",
    rules: {},
  },
  clickbank: {
    label: "ClickBank",
    // The readable HopLink: https://support.clickbank.com/hc/en-us/articles/220365867
    // (offer_id is the vendor's account nickname, aff_id the affiliate's).
    template:
      "https://hop.clickbank.net/?affiliate={aff_id}&vendor={offer_id}&tid={click_id}",
    rules: {
      // Up to 100 characters of numbers, lowercase letters and underscores:
      // https://support.clickbank.com/hc/en-us/articles/220365867 ("Tracking IDs").
      // Capitals are kept: older ClickBank docs say it folds the case of a
      // tracking id rather than refusing it (not confirmed for today's HopLinks).
      tid: { maxLength: 100, allowed: /[A-Za-z0-9_]/ },
    },
  },
  digistore24: {
    label: "Digistore24",
    // The campaign key is the promolink's last path segment, not a query
    // parameter (no `cam` or `campaignkey` parameter is documented for it):
    // https://help.digistore24.com/hc/en-us/articles/24293070547729-Use-promolink
    template:
      "https://www.digistore24.com/redir/{offer_id}/{aff_id}/{click_id}",
    rules: {
      // At most 127 characters: https://help.digistore24.com/hc/en-us/articles/24293289815185
      // That page lists letters without umlauts, digits, "_" and "-" for the
      // tracking key; for the campaign key, characters not confirmed, the same kept.
      "/4": { maxLength: 127, allowed: ID_CHARS },
      // `cid` carries a click id for S2S postbacks (add `?cid={click_id}`):
      // https://help.digistore24.com/hc/en-us/articles/24293197806225
      // Length and characters not confirmed.
      cid: { maxLength: 100, allowed: ID_CHARS },
    },
  },
  impact: {
    label: "Impact",
    // /c/{partner id}/{ad id}/{program id} on the brand's tracking domain:
    // https://help.impact.com/en/support/solutions/articles/48001235417
    template:
      "https://example.sjv.io/c/{aff_id}/123456/{offer_id}?subId1={click_id}&subId2={utm_source}&subId3={utm_campaign}",
    rules: {
      // 255 is the limit Impact gives for the Shared ID and Param parameters
      // that sit beside Sub IDs:
      // https://help.impact.com/en/support/solutions/articles/155000000123
      // For Sub IDs themselves not confirmed; characters not confirmed.
      ...slots(["subId1", "subId2", "subId3", "sharedid"], {
        maxLength: 255,
        allowed: ID_CHARS,
      }),
    },
  },
  cj: {
    label: "CJ",
    // click-{publisher website id}-{ad id}: CJ's link format, one of its click hosts.
    template:
      "https://www.anrdoezrs.net/click-{aff_id}-{offer_id}?sid={click_id}",
    rules: {
      // Not confirmed (length and characters); 64 matches the alphanumeric
      // CJEVENT click id CJ documents at https://docs.cj.com/docs/s2s-implementation
      sid: { maxLength: 64, allowed: ID_CHARS },
    },
  },
  awin: {
    label: "Awin",
    // Deep-link format: https://success.awin.com/articles/en_US/Knowledge/What-does-an-affiliate-link-look-like
    template:
      "https://www.awin1.com/cread.php?awinmid={offer_id}&awinaffid={aff_id}&clickref={click_id}&clickref2={utm_source}&clickref3={utm_campaign}&clickref4={utm_content}",
    rules: {
      // clickref to clickref6 "do not have a character limit" (reports show 50):
      // https://wiki.awin.com/index.php/Publisher_Click_Ref
      // 255 is this store's cap; characters not confirmed.
      ...slots(
        [
          "clickref",
          "clickref2",
          "clickref3",
          "clickref4",
          "clickref5",
          "clickref6",
        ],
        { maxLength: 255, allowed: ID_CHARS },
      ),
    },
  },
  shareasale: {
    label: "ShareASale",
    // b is the banner (link) id, u the affiliate id, m the merchant id.
    template:
      "https://shareasale.com/r.cfm?b=123456&u={aff_id}&m={offer_id}&afftrack={click_id}",
    rules: {
      // Alphanumeric, no spaces or special characters, 255 at most, per
      // ShareASale's help topic "Using Affiliate Defined Tracking" (behind a
      // login) as quoted at https://diythemes.com/thesis/rtfm/custom-tracking-strings-shareasale/
      afftrack: { maxLength: 255, allowed: /[A-Za-z0-9]/ },
    },
  },
  everflow: {
    label: "Everflow / HasOffers",
    // Tracking domain, encoded affiliate id, encoded offer id:
    // https://help.everflow.io/support/solutions/articles/22000218430
    template:
      "https://www.example-track.com/{aff_id}/{offer_id}/?sub1={click_id}&sub2={utm_source}&sub3={utm_campaign}&sub4={utm_content}",
    rules: {
      // sub1 to sub5 are 600-character columns:
      // https://developers.everflow.io/ai-automation/mcp/limits
      // Characters not confirmed.
      ...slots(["sub1", "sub2", "sub3", "sub4", "sub5"], {
        maxLength: 600,
        allowed: ID_CHARS,
      }),
      // HasOffers (TUNE) sub ids, for an operator whose link is
      // .../aff_c?offer_id=…&aff_id=…&aff_sub={click_id}:
      // https://support.tune.com/hc/en-us/articles/1500005236722
      // Length and characters not confirmed.
      ...slots(["aff_sub", "aff_sub2", "aff_sub3", "aff_sub4", "aff_sub5"], {
        maxLength: 100,
        allowed: ID_CHARS,
      }),
    },
  },
  tracker: {
    label: "Tracker (Voluum, RedTrack, Keitaro)",
    // The tracker's click (CTA) URL; the arrival is appended by trackerLink.
    template: "https://trk.example.com/click/1",
    rules: {},
  },
};

export function isPresetName(name: string): name is PresetName {
  return (PRESET_NAMES as readonly string[]).includes(name);
}

/** The slot rules of a network preset. */
export function presetRules(name: PresetName): ParamRules {
  return PRESETS[name].rules;
}

/**
 * The spec's BUY NOW link as a template: the partner's offer page
 * with the offer id, affiliate id and product name added to its query, and
 * nothing of the visitor's. The link used when the operator sets none.
 */
export function defaultTemplate(baseUrl: string): string {
  const query = "offer_id={offer_id}&aff_id={aff_id}&product={product}";
  if (!baseUrl.includes("?")) return `${baseUrl}?${query}`;
  return `${baseUrl}${baseUrl.endsWith("?") ? "" : "&"}${query}`;
}

/** The settings BUY NOW's link is made from. */
export type PartnerLinkSettings = {
  /** The operator's template; a preset's template is only an example. */
  readonly template: string;
  readonly preset: PresetName;
  readonly clickIdParam: string;
  readonly offerId: string;
  readonly affiliateId: string;
};

/**
 * The address BUY NOW opens: the operator's template filled with the offer,
 * affiliate and product and with the shopper's arrival under the preset's
 * rules; for the tracker preset, the tracker's click URL with the whole
 * arrival appended. Throws, naming the template, when it is unusable.
 */
export function partnerLink(
  settings: PartnerLinkSettings,
  product: string,
  arrival: Arrival,
): string {
  return partnerLinkWith(
    settings,
    presetRules(settings.preset),
    product,
    arrival,
  );
}

/**
 * partnerLink with the preset's rules given: the page script receives them
 * as JSON (rulesFromJson) rather than carrying every network's table.
 */
export function partnerLinkWith(
  settings: PartnerLinkSettings,
  rules: ParamRules,
  product: string,
  arrival: Arrival,
): string {
  const fields = {
    offer_id: settings.offerId,
    aff_id: settings.affiliateId,
    product,
  };
  const link = buildPartnerLink(settings.template, fields, arrival, rules);
  return settings.preset === "tracker"
    ? trackerLink(link, arrival, settings.clickIdParam)
    : link;
}

/** A preset's rules as JSON carries them: each pattern as source and flags. */
export type ParamRulesJson = Record<
  string,
  { maxLength: number; allowed: string; flags: string }
>;

export function rulesToJson(rules: ParamRules): ParamRulesJson {
  return Object.fromEntries(
    Object.entries(rules).map(([name, { maxLength, allowed }]) => [
      name,
      { maxLength, allowed: allowed.source, flags: allowed.flags },
    ]),
  );
}

export function rulesFromJson(json: ParamRulesJson): ParamRules {
  return Object.fromEntries(
    Object.entries(json).map(([name, { maxLength, allowed, flags }]) => [
      name,
      { maxLength, allowed: new RegExp(allowed, flags) },
    ]),
  );
}
