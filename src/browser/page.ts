/**
 * The page's own script, with no React: the store's custom elements (the
 * promo banner, the description tabs, the reviews list, the tracking form,
 * the contact form, the sticky buy bar and the currency select, which
 * detects the visitor's currency, each defined beside its component),
 * closing the menu when one of its links is chosen, BUY NOW completed with the
 * visitor's click ids (and opened in place in a social app's own browser), and, where configured, click counting and the
 * consent banner. The head script (src/browser/head.ts) loads it after
 * first paint, when the browser is idle, as one self-contained file; a tap
 * on a store element made before it is defined is held there and replayed
 * once it is. Islands wake at a touch (src/directives/intent.ts); what they
 * do, they alone do.
 */
import "@/components/layout/contact-form-element";
import "@/components/layout/currency-select-element";
import { fetchJson, type PartnerLinkData } from "@/lib/data-files";
import { rootData } from "@/lib/root-data";
import "@/components/layout/order-track-form-element";
import "@/components/layout/promo-banner-element";
import "@/components/product/description-tabs-element";
import "@/components/product/sticky-buy-bar-element";
import "@/components/reviews/reviews-section-element";
import { attribute } from "./complete-partner-links";
import { dropNewTabHint } from "./in-app-browsers";
import { followPopovers } from "./menu";

declare global {
  interface Window {
    /** Set once this script has defined the store's elements. */
    pageReady?: boolean;
  }
}

/** BUY NOW's settings, fetched only for an address with a query. */
function partnerLinkData(): Promise<PartnerLinkData> {
  return fetchJson<PartnerLinkData>("/data/partner-link.json");
}

dropNewTabHint();
window.pageReady = true;

followPopovers();
// BUY NOW keeps its default link if this fails: it still sells.
attribute(document, partnerLinkData).catch((error: unknown) =>
  console.warn("BUY NOW keeps its default link:", error),
);

// Click counting and the consent banner, on a store that configures them
// (src/layouts/base-layout.astro names their files on <html>).
const { analytics, consent } = rootData();
for (const src of [analytics, consent]) {
  if (!src) continue;
  const script = document.createElement("script");
  script.src = src;
  document.head.append(script);
}
