/**
 * The page's own script: what must happen without the shopper asking, on
 * every page, with no React. The layout's head script loads it after first
 * paint, when the browser is idle (src/layouts/base-layout.astro), as one
 * self-contained file. Islands wake only when the shopper reaches for them
 * (src/directives/intent.ts), so loading a page runs nothing heavier.
 */
import type { CurrencySelectProps } from "@/components/layout/currency-select";
import { $currency, detectCurrency } from "@/stores/currency";
import { turnBanner } from "./banner";

/** The detection settings, the same file the currency selector island reads. */
async function detectionSettings() {
  const response = await fetch("/data/currency-select.json");
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const { detection } = (await response.json()) as CurrencySelectProps;
  return detection;
}

/** The page's script-free form: prices in USD, menus open (styles/app.css). */
function showWithoutScripts(reason: unknown) {
  const root = document.documentElement;
  delete root.dataset.js;
  delete root.dataset.currency;
  console.warn("Showing the page without scripts:", reason);
}

// A sleeping currency selector shows the page's currency too; awake, React
// keeps it in step, and setting the same value again changes nothing.
$currency.subscribe((code) => {
  if (!code) return;
  for (const select of document.querySelectorAll<HTMLSelectElement>(
    "select[data-currency-select]",
  ))
    select.value = code;
});

detectCurrency(detectionSettings).catch(showWithoutScripts);

for (const banner of document.querySelectorAll<HTMLElement>(
  '[data-rotator="page"]',
))
  turnBanner(banner);
