/**
 * The page's own script, with no React: the promo banner's rotation, the
 * description tabs, the reviews list and the tracking form (static markup,
 * answered from the first tap on), the currency select (which detects the
 * visitor's currency), the contact form, closing the menu
 * when one of its links is chosen, invoker commands where the browser
 * lacks them, BUY NOW
 * completed with the visitor's click ids, and, where configured, click
 * counting and the consent banner. The head script (src/browser/head.ts)
 * loads it after first paint, when the browser is idle, as one
 * self-contained file, and holds a tap on these widgets' buttons made
 * before it runs, for this to replay. Islands wake at a touch
 * (src/directives/intent.ts); what they do, they alone do.
 */
import "@/components/layout/contact-form-element";
import "@/components/layout/currency-select-element";
import { fetchJson, type PartnerLinkData } from "@/lib/data-files";
import { attribute } from "./attribution";
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

/** BUY NOW's settings, fetched only for an address with a query. */
function partnerLinkData(): Promise<PartnerLinkData> {
  return fetchJson<PartnerLinkData>("/data/partner-link.json");
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
