import { beforeEach, describe, expect, it, vi } from "vitest";
import { CURRENCY_STORAGE_KEY } from "@/lib/currency";

/** The footer's select as the page renders it, USD selected. */
function footer() {
  document.body.innerHTML = `
    <select data-currency-select>
      <option value="EUR">EUR (€)</option>
      <option value="USD" selected>USD ($)</option>
      <option value="GBP">GBP (£)</option>
    </select>`;
  return document.querySelector("select")!;
}

/** This module and a store of its own, as in the page script's bundle. */
async function fresh() {
  vi.resetModules();
  const [{ followCurrencySelects }, store] = await Promise.all([
    import("./currency"),
    import("@/stores/currency"),
  ]);
  return { followCurrencySelects, store };
}

beforeEach(() => {
  document.documentElement.dataset.js = "";
  delete document.documentElement.dataset.currency;
  window.localStorage.clear();
});

describe("followCurrencySelects", () => {
  it("shows the page's currency once it is known", async () => {
    const select = footer();
    const { followCurrencySelects, store } = await fresh();
    followCurrencySelects();
    store.$currency.set("EUR");
    expect(select.value).toBe("EUR");
  });

  it("takes a pick as the visitor's choice, stored and on <html>", async () => {
    const select = footer();
    const { followCurrencySelects } = await fresh();
    followCurrencySelects();
    select.value = "GBP";
    select.dispatchEvent(new Event("change"));
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("GBP");
    expect(document.documentElement.dataset.currency).toBe("GBP");
  });

  it("takes a pick made before it ran, which detection then leaves alone", async () => {
    const select = footer();
    select.value = "GBP";
    const { followCurrencySelects, store } = await fresh();
    const fetch = vi.fn(async () => Response.json({ country_code: "FR" }));
    vi.stubGlobal("fetch", fetch);
    followCurrencySelects();
    await store.detectCurrency({
      geoIpUrl: "https://geo.test/json/",
      timeoutMs: 5000,
      fallback: "USD",
      gbpCountry: "GB",
      europeanCountries: ["FR"],
    });
    expect(store.$currency.get()).toBe("GBP");
    expect(select.value).toBe("GBP");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("leaves the select alone while the currency is unknown", async () => {
    const select = footer();
    const { followCurrencySelects } = await fresh();
    followCurrencySelects();
    expect(select.value).toBe("USD");
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBeNull();
  });
});
