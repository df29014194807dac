import { ledgerLink } from "@/ledger/link";
import {
  arrivalQuery,
  partnerLinkWith,
  readArrival,
  rulesFromJson,
  type Arrival,
} from "@/lib/attribution";
import type { PartnerLinkData } from "@/lib/data-files";
import { rootData } from "@/lib/root-data";
import { BUY_NOW_LINKS } from "./buy-now-link";

/**
 * Points every BUY NOW at the partner link completed with the visitor's
 * arrival parameters, or, with the sales ledger on, at the store's redirect
 * with them (which fills the partner link itself). It runs as the page
 * script starts, so the address is complete before any click, middle-click
 * or copy.
 */
export function completePartnerLinks(
  doc: Document,
  data: PartnerLinkData,
  arrival: Arrival,
): void {
  const { variant, currency } = rootData(doc);
  // With the ledger on, the landing query goes to /go whole: it reads the
  // arrival and the click ids the ledger's settings name (native networks'),
  // and ignores the rest, as it reads the page's Referer without JavaScript.
  const href = data.ledger
    ? ledgerLink(variant, [
        ...[...new URLSearchParams(doc.location?.search)].filter(
          ([name]) => name !== "variant" && name !== "currency",
        ),
        ...(currency ? [["currency", currency] as [string, string]] : []),
      ])
    : partnerLinkWith(
        data.link,
        rulesFromJson(data.rules),
        data.product,
        arrival,
        variant,
      );
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(BUY_NOW_LINKS))
    link.href = href;
}

/**
 * Adds the arrival parameters to every link to another page of the store,
 * so a visitor who lands on /about?gclid=… still carries them on /. Nothing
 * is stored on the device (no consent needed); the canonical addresses stay
 * clean. A parameter the link sets itself is left alone, and so are links
 * within the page (#reviews) and to other sites. `more` names further
 * parameters to carry as they came (the sales ledger's other click ids).
 */
export function carryArrival(
  doc: Document,
  arrival: Arrival,
  clickIdParam: string,
  more: readonly string[] = [],
): void {
  const carried = new URLSearchParams(arrivalQuery(arrival, clickIdParam));
  const landing = new URLSearchParams(doc.location?.search);
  for (const name of more) {
    const value = landing.get(name);
    if (value && !carried.has(name)) carried.set(name, value);
  }
  if (carried.size === 0) return;
  const origin = doc.location?.origin;
  for (const link of doc.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const href = link.getAttribute("href") ?? "";
    if (href.startsWith("#") || link.matches(BUY_NOW_LINKS)) continue;
    const url = new URL(link.href);
    if (url.origin !== origin || url.pathname.startsWith("/data/")) continue;
    for (const [name, value] of carried)
      if (!url.searchParams.has(name)) url.searchParams.set(name, value);
    link.href = url.href;
  }
}

/**
 * When the address carries a query: reads the arrival parameters (the
 * operator's click-id name comes with the link settings), then completes
 * BUY NOW and the store's own links. An address with no query costs nothing.
 */
export async function attribute(
  doc: Document,
  loadData: () => Promise<PartnerLinkData>,
): Promise<void> {
  const search = doc.location?.search ?? "";
  if (search.length <= 1) return;
  const data = await loadData();
  const arrival = readArrival(search, data.link.clickIdParam);
  if (Object.keys(arrival).length === 0 && !data.ledger) return;
  completePartnerLinks(doc, data, arrival);
  carryArrival(doc, arrival, data.link.clickIdParam, data.carry);
}
