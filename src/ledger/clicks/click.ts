/**
 * A followed BUY NOW as the ledger records it, read from the request to
 * the store's redirect (/go): the visitor's arrival from the link's own
 * query or, without JavaScript, from the page it was on (the Referer, which
 * the store's policy sends in full within the site), the visitor's consent
 * from the consent banner's cookie, and the pixels' cookies. Pure: the
 * hosts hand in what the request carried.
 */
import {
  partnerLink,
  readArrival,
  type Arrival,
} from "../../lib/attribution.ts";
import { currencyForCountry } from "../../lib/currency-rules.ts";
import type { LedgerManifest } from "../manifest.ts";
import { adConsent, cookieValue } from "./ad-consent.ts";
import { PLATFORM_NAMES, PLATFORMS } from "../platforms/index.ts";
import type { AnyPlatform } from "../platforms/platform.ts";

/** What the hosts read off the request to /go. */
export type ClickRequest = {
  url: URL;
  referer: string | null;
  /** The browser's `Sec-Fetch-Site`: "same-origin" for a link on the store's own page. */
  fetchSite: string | null;
  cookie: string | null;
  /** The visitor's address, as the host sees it. */
  ip: string;
  userAgent: string;
  /** The country the host's edge placed the visitor in, as the host vouches for it; null if none. */
  country: string | null;
  /** Milliseconds since 1970. */
  now: number;
};

export type ClickRecord = {
  click_key: string;
  clicked_at: number;
  page: string;
  variant: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  /** The campaign's id; utm_term and utm_content are its ad set's and ad's (docs/sales-ledger.md). */
  utm_id: string | null;
  colour: string;
  currency: string;
  country: string;
  ad_consent: 0 | 1;
  /**
   * The ad platforms' ids of the click, by the names their modules give
   * them (platforms/): click ids as they arrived, the pixels' cookies and
   * what else a platform reads (Meta's fbclid_seen_at). Empty without ad
   * consent. Stored as one JSON object, so a platform needs no migration.
   */
  ad_ids: AdIds;
  ip: string | null;
  user_agent: string | null;
  /**
   * Why the click is left out of the figures (click-flags.ts): its
   * reasons, comma-separated, or "" for a click that counts.
   */
  flags: string;
  /**
   * 1 when the browser showed no sign of the store's page before the
   * click: no Referer from the store, no `Sec-Fetch-Site: same-origin`. A
   * signal of its own: privacy tools strip the Referer, so it flags nothing.
   */
  no_page_view: 0 | 1;
};

/** A click's platform ids, by name. */
export type AdIds = Readonly<Partial<Record<string, string | number>>>;

/** A split-test variant's name as the pages write it ("control" or a slug). */
const VARIANT = /^[a-z0-9][a-z0-9-]{0,39}$/;
const COUNTRY = /^[A-Z]{2}$/;

/** The page BUY NOW was on, if it was one of the store's. */
function sourcePage(referer: string | null, origin: string): URL | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.origin === origin ? url : undefined;
  } catch {
    return undefined;
  }
}

const orNull = (value: string | undefined) => value || null;

/** A click-free value: cut, and printable characters only. */
const clean = (value: string, max: number) =>
  value.replace(/[^\x20-\x7E]/g, "").slice(0, max);

/** Longer values are not click ids but junk; 500 fits every real one (src/lib/arrival.ts). */
const MAX_ID_LENGTH = 500;

/**
 * The query parameters a platform's click ids arrive under: its module's,
 * and those its settings name (a native network's), where it has settings.
 */
function clickIdParams(platform: AnyPlatform, settings: unknown) {
  const named = settings ? (platform.settingsClickIds?.of(settings) ?? []) : [];
  return [...platform.clickIds, ...named];
}

/**
 * Every query parameter /go reads a platform's click id from, under the
 * ledger's `forward` settings: the page script carries these from page to
 * page (src/pages/data/partner-link.json.ts), as it does the arrival's.
 */
export function ledgerClickIdParams(
  forward: Partial<Record<string, unknown>>,
): string[] {
  return PLATFORM_NAMES.flatMap((name) =>
    clickIdParams(PLATFORMS[name], forward[name]),
  );
}

/**
 * Every platform's ids of a consented click: its click ids from the
 * address (the link's query, else the page's), its pixel's cookies where
 * they look genuine, and what else its module reads off the request.
 */
function adIdsOf(
  request: ClickRequest,
  manifest: LedgerManifest,
  idGiven: (name: string) => string,
): AdIds {
  const ids: Record<string, string | number> = {};
  const forward = manifest.forward as Partial<Record<string, unknown>>;
  for (const name of PLATFORM_NAMES) {
    const platform: AnyPlatform = PLATFORMS[name];
    const own: Record<string, string> = {};
    for (const param of clickIdParams(platform, forward[name])) {
      const value = idGiven(param);
      if (value) own[param] = value;
    }
    for (const { id, cookie, pattern } of platform.cookies) {
      const value = cookieValue(request.cookie, cookie);
      if (value && pattern.test(value)) own[id] = value;
    }
    Object.assign(
      ids,
      own,
      platform.moreIds?.({
        cookie: request.cookie,
        ids: own,
        now: request.now,
      }),
    );
  }
  return ids;
}

/**
 * The record of one click under `key`, and the partner link it goes on to,
 * filled with the arrival and the key. Identifiers of the visitor (click
 * ids, the pixels' cookies, address and browser) are kept only when the
 * consent cookie says the visitor accepted advertising.
 */
export function readClick(
  request: ClickRequest,
  key: string,
  manifest: LedgerManifest,
): { record: ClickRecord; location: string } {
  const { url } = request;
  const page = sourcePage(request.referer, url.origin);
  const clickIdParam = manifest.link.clickIdParam;
  const arrival: Arrival = {
    ...(page && readArrival(page.searchParams, clickIdParam)),
    ...readArrival(url.searchParams, clickIdParam),
  };
  const given = (name: string) =>
    url.searchParams.get(name) ?? page?.searchParams.get(name) ?? "";
  // A click id as the arrival's are read: the first one left once cleaned.
  const idGiven = (name: string) =>
    [url.searchParams.get(name), page?.searchParams.get(name)]
      .map((value) => clean(value ?? "", MAX_ID_LENGTH).trim())
      .find(Boolean) ?? "";
  const variant = VARIANT.test(given("variant")) ? given("variant") : "";
  const colour = manifest.colours.includes(given("color"))
    ? given("color")
    : (manifest.colours[0] ?? "");
  const country =
    request.country && COUNTRY.test(request.country) ? request.country : "";
  const currency = manifest.currencies.codes.includes(given("currency"))
    ? given("currency")
    : country
      ? currencyForCountry(country, manifest.currencies)
      : "";
  const consent = adConsent(request.cookie);
  const record: ClickRecord = {
    click_key: key,
    clicked_at: request.now,
    page: page ? page.pathname.slice(0, 200) : "",
    variant,
    utm_source: orNull(arrival.utm_source),
    utm_medium: orNull(arrival.utm_medium),
    utm_campaign: orNull(arrival.utm_campaign),
    utm_term: orNull(arrival.utm_term),
    utm_content: orNull(arrival.utm_content),
    utm_id: orNull(arrival.utm_id),
    colour,
    currency,
    country,
    ad_consent: consent ? 1 : 0,
    ad_ids: consent ? adIdsOf(request, manifest, idGiven) : {},
    // An IPv4 visitor as Node's dual-stack socket names it: ::ffff:203.0.113.7.
    ip: consent
      ? orNull(
          clean(request.ip, 45).replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, ""),
        )
      : null,
    user_agent: consent ? orNull(clean(request.userAgent, 500)) : null,
    flags: "",
    no_page_view: page || request.fetchSite === "same-origin" ? 0 : 1,
  };
  const location = partnerLink(
    manifest.link,
    manifest.product,
    arrival,
    variant,
    key,
  );
  return { record, location };
}
