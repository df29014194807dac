/**
 * The head script: inline in every page's <head>, so it runs before first
 * paint with no request (the build bundles this module into one classic
 * script, build-tools/inline-scripts.ts, and hashes it into the CSP).
 *
 * - It marks the page as scripted (`data-js`), so menus that need
 *   JavaScript start closed only then, and shows prices in a stored
 *   currency, and the price claim of a stored market, at once.
 * - Right after first paint it loads the island runtime (Astro's, moved
 *   out of the page by the build: <html data-islands>,
 *   build-tools/island-runtime.ts) and, when the browser is next idle, the
 *   page script (<html data-page-script>, src/browser/page.ts).
 * - A click on an island's button before the runtime has come is held for
 *   the island to replay once awake (src/directives/intent.ts); one on a
 *   button inside a store element that is not defined yet (the page
 *   script defines them), until it is, and then replayed here.
 * - Where the browser lacks invoker commands (`commandfor`/`command`),
 *   it answers them itself (./invokers.ts), so a first tap on "Zoom in"
 *   or "Write a review" opens its dialog before any script has come.
 * - In a social app's own browser, a tap on BUY NOW opens the partner in
 *   the same view (./in-app-browsers.ts), an early tap included.
 * - If a script fails to load, or an island fails to hydrate, the page
 *   falls back to its script-free form (prices in USD, navigation open);
 *   Astro's error is cancelled because this handles it.
 */
import {
  CURRENCY_STORAGE_KEY,
  MARKET_STORAGE_KEY,
  isCurrencyCode,
  isMarket,
} from "@/lib/currency";
import { rootData } from "@/lib/root-data";
import { openBuyNowInPlace } from "./in-app-browsers";
import { polyfillInvokers } from "./invokers";
import { showWithoutScripts } from "./without-scripts";

const root = rootData();
root.js = "";
try {
  const stored = localStorage.getItem(CURRENCY_STORAGE_KEY);
  if (isCurrencyCode(stored)) root.currency = stored;
  const market = localStorage.getItem(MARKET_STORAGE_KEY);
  if (isMarket(market)) root.market = market;
} catch {
  // Storage that throws: the page script detects the currency instead.
}

polyfillInvokers();
openBuyNowInPlace();

addEventListener("astro:hydration-error", (event) => {
  event.preventDefault();
  showWithoutScripts((event as CustomEvent<{ error?: unknown }>).detail?.error);
});

/**
 * The store element not defined yet that holds `button`, if any: custom
 * elements are the only ones `:not(:defined)` matches; Astro's own are
 * left to Astro.
 */
function undefinedHost(button: Element): Element | null {
  const host = button.closest(":not(:defined)");
  return host && !host.localName.startsWith("astro-") ? host : null;
}

// An invoker button ([commandfor]) is answered at once, by the platform or
// by polyfillInvokers: never held.
addEventListener(
  "click",
  (event) => {
    // The target is an element, or the document, which has no closest().
    const button = (event.target as Element).closest?.<HTMLElement>(
      "button:not([commandfor])",
    );
    // A click already cancelled is no tap to answer later.
    if (!button || event.defaultPrevented) return;
    // Astro's island runtime sets window.Astro.
    if (!("Astro" in window) && button.closest("astro-island")) {
      event.preventDefault();
      window.earlyTap = button;
      return;
    }
    const host = root.js !== undefined ? undefinedHost(button) : null;
    if (!host) return;
    event.preventDefault();
    void customElements.whenDefined(host.localName).then(() => {
      if (button.isConnected) button.click();
    });
  },
  true,
);

function loadScript(src: string) {
  const script = document.createElement("script");
  script.src = src;
  script.onerror = () => showWithoutScripts(src);
  document.head.append(script);
}

function afterFirstPaint() {
  const { islands, pageScript } = root;
  if (islands) loadScript(islands);
  if (!pageScript) return;
  const load = () => loadScript(pageScript);
  if ("requestIdleCallback" in window)
    requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 200);
}

if (!(PerformanceObserver.supportedEntryTypes ?? []).includes("paint"))
  addEventListener("load", afterFirstPaint);
else
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    afterFirstPaint();
  }).observe({ type: "paint", buffered: true });
