import { showWithoutScripts } from "@/browser/without-scripts";
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

/** A currency picked in the select: the visitor's choice, stored. */
function choose({ value }: HTMLSelectElement) {
  if (isCurrencyCode(value)) chooseCurrency(value);
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

  constructor() {
    super();
    this.addEventListener("change", (event) =>
      choose(event.target as HTMLSelectElement),
    );
  }

  connectedCallback() {
    const select = this.querySelector("select");
    if (!select) return;
    if (!select.selectedOptions[0]?.defaultSelected) choose(select);
    this.#stop = $currency.subscribe((code) => {
      if (code) select.value = code;
    });
    detectCurrency(detectionSettings).catch(showWithoutScripts);
  }

  disconnectedCallback() {
    this.#stop?.();
  }
}

if (!customElements.get("currency-select"))
  customElements.define("currency-select", CurrencySelectElement);
