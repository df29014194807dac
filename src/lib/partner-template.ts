/**
 * The partner link as a template: tokens ({offer_id}, {click_id},
 * {utm_source}…) in the query or the path, checked when the store is built
 * and filled with a shopper's arrival under a network's slot rules.
 */
import {
  AD_CLICK_IDS,
  FIELD_TOKENS,
  TEMPLATE_TOKENS,
} from "../schemas/link-names.ts";
import {
  type ArrivalName,
  type Arrival,
  isArrivalName,
  cut,
  arrivalValue,
  arrivalEntries,
} from "./arrival.ts";

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
  readonly variant: string;
  /** The sales ledger's key for this click; empty with the ledger off. */
  readonly click_key: string;
};

/**
 * `{click_id}` is whichever click id the shopper brought, the tracker's own
 * first: it is the one that already ties the click to a campaign. With the
 * sales ledger on it is the click's key instead, which every network's
 * slot keeps as it is, while the ids themselves stay in the ledger.
 */
const CLICK_ID_SOURCES = [
  "clickid",
  ...AD_CLICK_IDS,
] as const satisfies readonly ArrivalName[];

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
    if (fields.click_key) return fields.click_key;
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
