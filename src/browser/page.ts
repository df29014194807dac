/**
 * The page's own script, with no React: the promo banner's rotation, the
 * description tabs, the reviews list and the tracking form (static markup,
 * answered from the first tap on), currency detection, closing the menu
 * when one of its links is chosen, invoker commands where the browser
 * lacks them, BUY NOW
 * completed with the visitor's click ids, and, where configured, click
 * counting and the consent banner. The head script (src/browser/head.ts)
 * loads it after first paint, when the browser is idle, as one
 * self-contained file, and holds a tap on these widgets' buttons made
 * before it runs, for this to replay. Islands wake at a touch
 * (src/directives/intent.ts); what they do, they alone do.
 */
import type { CurrencySelectProps } from "@/components/layout/currency-select";
import { detectCurrency } from "@/stores/currency";
import { fetchJson, type PartnerLinkData } from "@/lib/data-files";
import { islandDataFile } from "@/lib/island-data";
import { attribute } from "./complete-partner-links";
import { rotateBanners } from "./banner";
import { polyfillInvokers } from "./invokers";
import { followPopovers } from "./menu";
import { answerOrderTracking } from "./order-track";
import { followReviews } from "./reviews";
import { followStickyBars } from "./sticky-bar";
import { PAGE_WIDGET_BUTTONS } from "./page-widgets";
import { followTabs } from "./tabs";

declare global {
  interface Window {
    /** Set once this script has made the page's own widgets work. */
    pageReady?: boolean;
  }
}

/** The detection settings: the currency selector island's file, one request for both. */
async function detectionSettings() {
  const { detection } =
    await islandDataFile<CurrencySelectProps>("currency-select");
  return detection;
}

/** BUY NOW's settings, fetched only for an address with a query. */
function partnerLinkData(): Promise<PartnerLinkData> {
  return fetchJson<PartnerLinkData>("/data/partner-link.json");
}

/** The page's script-free form: prices in USD, menus open (styles/app.css). */
function showWithoutScripts(reason: unknown) {
  const root = document.documentElement;
  delete root.dataset.js;
  delete root.dataset.currency;
  console.warn("Showing the page without scripts:", reason);
}

rotateBanners();
followTabs();
followReviews();
answerOrderTracking();
polyfillInvokers();
window.pageReady = true;
// A tap on one of these widgets that the head script held before now.
const held = window.earlyTap;
if (held?.isConnected && held.matches(PAGE_WIDGET_BUTTONS)) {
  window.earlyTap = undefined;
  held.click();
}

detectCurrency(detectionSettings).catch(showWithoutScripts);
followPopovers();
followStickyBars();
// BUY NOW keeps its default link if this fails: it still sells.
attribute(document, partnerLinkData).catch((error: unknown) =>
  console.warn("BUY NOW keeps its default link:", error),
);

// Click counting and the consent banner, on a store that configures them
// (src/layouts/base-layout.astro names their files on <html>).
for (const name of ["analytics", "consent"]) {
  const src = document.documentElement.dataset[name];
  if (!src) continue;
  const script = document.createElement("script");
  script.src = src;
  document.head.append(script);
}
