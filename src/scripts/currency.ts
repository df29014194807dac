import { isCurrencyCode } from "@/lib/currency";
import { $currency, chooseCurrency } from "@/stores/currency";

const SELECTS = "select[data-currency-select]";

/**
 * The footer's currency selector works before its island wakes, as a native
 * select: it shows the page's currency, and a pick is the visitor's choice,
 * stored and shown at once. A pick made before this script ran (the select
 * no longer shows the option it was rendered with) counts too, and is taken
 * before detection starts, so detection cannot overrule it. Once awake, the
 * island does the same through React; both write the same store.
 */
export function followCurrencySelects(doc: Document = document): void {
  for (const select of doc.querySelectorAll<HTMLSelectElement>(SELECTS)) {
    const rendered = [...select.options].find(
      (option) => option.defaultSelected,
    );
    if (
      rendered &&
      select.value !== rendered.value &&
      isCurrencyCode(select.value)
    )
      chooseCurrency(select.value);
    select.addEventListener("change", () => {
      if (isCurrencyCode(select.value)) chooseCurrency(select.value);
    });
  }
  $currency.subscribe((code) => {
    if (!code) return;
    for (const select of doc.querySelectorAll<HTMLSelectElement>(SELECTS))
      select.value = code;
  });
}
