import { fetchJson } from "@/lib/data-files";
import { isCurrencyCode } from "@/lib/currency";
import {
  $currency,
  chooseCurrency,
  detectCurrency,
  type CurrencyDetection,
} from "@/stores/currency";

/** The detection settings, fetched only when a lookup is needed. */
const detectionSettings = () =>
  fetchJson<CurrencyDetection>("/data/currency-detection.json");

/** The page's script-free form: prices in USD, menus open (styles/app.css). */
function showWithoutScripts(reason: unknown) {
  const root = document.documentElement;
  delete root.dataset.js;
  delete root.dataset.currency;
  console.warn("Showing the page without scripts:", reason);
}

/**
 * `<currency-select>`, around the footer's native select
 * (currency-select.tsx): it starts currency detection, which every page
 * needs for its prices, shows the visitor's currency in the select, and
 * stores a choice made there. A pick made before the element was defined
 * is still in the select, and counts as the visitor's choice.
 */
export class CurrencySelectElement extends HTMLElement {
  #stop?: () => void;

  connectedCallback() {
    const select = this.querySelector("select");
    if (!select) return;
    const rendered = [...select.options].find(
      (option) => option.defaultSelected,
    );
    if (select.value !== rendered?.value && isCurrencyCode(select.value))
      chooseCurrency(select.value);
    select.addEventListener("change", this.#choose);
    this.#stop = $currency.subscribe((code) => {
      if (code) select.value = code;
    });
    detectCurrency(detectionSettings).catch(showWithoutScripts);
  }

  disconnectedCallback() {
    this.querySelector("select")?.removeEventListener("change", this.#choose);
    this.#stop?.();
  }

  #choose = (event: Event) => {
    const { value } = event.target as HTMLSelectElement;
    if (isCurrencyCode(value)) chooseCurrency(value);
  };
}

if (!customElements.get("currency-select"))
  customElements.define("currency-select", CurrencySelectElement);
