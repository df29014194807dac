/**
 * The JSON files the build writes under /data/ for the browser's scripts
 * (src/pages/data/), the shapes of those that are not an island's props,
 * and the one way a script reads a JSON answer.
 */
import type { Chrome } from "./content";
import type { Measurement } from "./measurement";
import type { PartnerLinkSettings, ParamRulesJson } from "./attribution";
import type { CurrencyCode } from "@/schemas/names";
import { rootData } from "./root-data";

/**
 * The address of a data file for the page's language: /data/measurement.json
 * on the first language's pages, /de/data/measurement.json on German ones
 * (`<html data-root>`, src/layouts/base-layout.astro).
 */
export const localDataPath = (file: string): string =>
  `${rootData().root ?? ""}/data/${file}`;

/** /data/measurement.json: what the analytics and consent scripts read. */
export type MeasurementData = Measurement & {
  /** The currency a click counts in while none is detected or chosen. */
  fallbackCurrency: CurrencyCode;
  /** The product's catalog id (src/content/feeds.yaml), for the pixels' checkout events. */
  productId: string;
  consent: Chrome["consent"] & {
    /** The banner's stylesheet (src/styles/consent.css). */
    stylesheet: string;
  };
};

/** /data/partner-link.json: what completes BUY NOW's link in the browser. */
export type PartnerLinkData = {
  link: PartnerLinkSettings;
  /** The preset's parameter rules. */
  rules: ParamRulesJson;
  /** The product's name, for {product}. */
  product: string;
  /** BUY NOW goes through the sales ledger's redirect, which fills the link itself. */
  ledger: boolean;
  /**
   * With the ledger on, the click ids it reads that are not arrival
   * parameters (a platform's or a native network's): carried to the
   * store's other pages like them, so a click from any page keeps them.
   */
  carry: string[];
};

/**
 * /data/review-cards.json: the cards of the reviews after the first 8, as
 * HTML, every one `hidden`, which the page script adds to the list.
 */
export type ReviewCardsData = { html: string };

/**
 * A JSON answer from `url`, or an error naming the address and its status.
 * What the answer holds is the caller's to trust or check.
 */
export async function fetchJson<T>(
  url: string,
  init?: RequestInit,
  fetcher: typeof globalThis.fetch = globalThis.fetch,
): Promise<T> {
  const response = await fetcher(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}
