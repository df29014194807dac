import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CURRENCY_STORAGE_KEY } from "@/lib/currency";
import type { CurrencyDetection } from "@/stores/currency";
import { CurrencySelect, type CurrencySelectProps } from "./currency-select";

const props: CurrencySelectProps = {
  label: "Currency",
  fallback: "USD",
  currencies: [
    { code: "EUR", symbol: "€", name: "Euro" },
    { code: "USD", symbol: "$", name: "US dollar" },
    { code: "GBP", symbol: "£", name: "British pound" },
  ],
};

const detection: CurrencyDetection = {
  geoIpUrl: "https://geo.test/json/",
  timeoutMs: 5000,
  fallback: "USD",
  countries: { GBP: ["GB"], EUR: ["FR"] },
};

/** The build's detection file, and a geo-IP service that places the visitor in `country`. */
function serving(
  country: string,
  settings: Response = Response.json(detection),
) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (url) =>
    String(url) === detection.geoIpUrl
      ? Response.json({ country_code: country })
      : settings,
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

let defined = 0;

/**
 * The select's pre-rendered HTML in the page, then its element defined, as
 * the page script defines it after first paint. A fresh store per test
 * (detection runs once per page), so the element class is defined afresh
 * under a name of its own; `beforeDefine` acts on the markup first.
 */
async function defineOnPage(
  beforeDefine?: (select: HTMLSelectElement) => void,
) {
  vi.resetModules();
  const tag = `currency-select-${(defined += 1)}`;
  document.body.innerHTML = renderToString(
    <CurrencySelect {...props} />,
  ).replaceAll("currency-select", tag);
  const select = screen.getByRole<HTMLSelectElement>("combobox", {
    name: "Currency",
  });
  beforeDefine?.(select);
  const [{ CurrencySelectElement }, store] = await Promise.all([
    import("./currency-select-element"),
    import("@/stores/currency"),
  ]);
  customElements.define(tag, class extends CurrencySelectElement {});
  return { select, store };
}

beforeEach(() => {
  // As the layout's head script marks a scripted page.
  document.documentElement.dataset.js = "";
  delete document.documentElement.dataset.currency;
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("CurrencySelect", () => {
  it("renders a labelled native select of the currencies, on the fallback", () => {
    render(<CurrencySelect {...props} fallback="GBP" />);
    const select = screen.getByRole("combobox", { name: "Currency" });
    expect(
      screen.getAllByRole("option").map((option) => option.textContent),
    ).toEqual(["EUR (€)", "USD ($)", "GBP (£)"]);
    expect(select).toHaveValue("GBP");
    expect(select).toHaveAttribute("autocomplete", "off");
  });
});

describe("<currency-select>", () => {
  it("detects the visitor's currency and shows it", async () => {
    const fetch = serving("FR");
    const { select } = await defineOnPage();
    await waitFor(() => expect(select).toHaveValue("EUR"));
    expect(document.documentElement.dataset.currency).toBe("EUR");
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("EUR");
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      "/data/currency-detection.json",
      detection.geoIpUrl,
    ]);
  });

  it("shows a stored currency without fetching anything", async () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "GBP");
    const fetch = serving("FR");
    const { select } = await defineOnPage();
    await waitFor(() => expect(select).toHaveValue("GBP"));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("stores the visitor's choice and shows it on the page", async () => {
    serving("US");
    const { select, store } = await defineOnPage();
    await waitFor(() => expect(store.$currency.get()).toBe("USD"));
    await userEvent.selectOptions(select, "GBP");
    expect(select).toHaveValue("GBP");
    expect(store.$currency.get()).toBe("GBP");
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("GBP");
    expect(document.documentElement.dataset.currency).toBe("GBP");
  });

  it("keeps a currency picked before it was defined, over detection", async () => {
    const fetch = serving("GB");
    const { select, store } = await defineOnPage((native) => {
      native.value = "EUR";
    });
    expect(store.$currency.get()).toBe("EUR");
    expect(select).toHaveValue("EUR");
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("EUR");
    expect(document.documentElement.dataset.currency).toBe("EUR");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("follows a currency chosen in another tab", async () => {
    serving("US");
    const { select, store } = await defineOnPage();
    await waitFor(() => expect(store.$currency.get()).toBe("USD"));
    window.dispatchEvent(
      new StorageEvent("storage", {
        key: CURRENCY_STORAGE_KEY,
        newValue: "EUR",
      }),
    );
    expect(select).toHaveValue("EUR");
  });

  it("falls back to the script-free page when the settings cannot be read", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    serving("FR", new Response("Not Found", { status: 404 }));
    const { select } = await defineOnPage();
    await waitFor(() => expect(console.warn).toHaveBeenCalledOnce());
    expect(console.warn).toHaveBeenCalledWith(
      "Showing the page without scripts:",
      expect.any(Error),
    );
    expect("js" in document.documentElement.dataset).toBe(false);
    expect(select).toHaveValue("USD");
  });
});
