import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CURRENCY_STORAGE_KEY } from "@/lib/currency";
import type { CurrencySelectProps } from "./currency-select";

const props: CurrencySelectProps = {
  label: "Currency",
  detection: {
    geoIpUrl: "https://geo.test/json/",
    timeoutMs: 5000,
    fallback: "USD",
    countries: { GBP: ["GB"], EUR: ["FR"] },
  },
  currencies: [
    { code: "EUR", symbol: "€", name: "Euro" },
    { code: "USD", symbol: "$", name: "US dollar" },
    { code: "GBP", symbol: "£", name: "British pound" },
  ],
};

/**
 * A fresh store per test (detection runs once per page), with detection
 * started as the page script starts it (src/browser/page.ts).
 */
async function fresh() {
  vi.resetModules();
  const [{ CurrencySelect }, store] = await Promise.all([
    import("./currency-select"),
    import("@/stores/currency"),
  ]);
  void store.detectCurrency(props.detection);
  return { CurrencySelect, store };
}

function answering(country: string) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    Response.json({ country_code: country }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

beforeEach(() => {
  // As the layout's head script marks a scripted page.
  document.documentElement.dataset.js = "";
  delete document.documentElement.dataset.currency;
});

describe("CurrencySelect", () => {
  it("offers the three currencies and shows the detected one", async () => {
    answering("FR");
    const { CurrencySelect } = await fresh();
    render(<CurrencySelect {...props} />);
    const select = screen.getByRole("combobox", { name: "Currency" });
    expect(
      screen.getAllByRole("option").map((option) => option.textContent),
    ).toEqual(["EUR (€)", "USD ($)", "GBP (£)"]);
    await waitFor(() => expect(select).toHaveValue("EUR"));
    expect(document.documentElement.dataset.currency).toBe("EUR");
  });

  it("stores the visitor's choice and shows it on the page", async () => {
    answering("US");
    const { CurrencySelect, store } = await fresh();
    render(<CurrencySelect {...props} />);
    const select = screen.getByRole("combobox", { name: "Currency" });
    await waitFor(() => expect(store.$currency.get()).toBe("USD"));
    await userEvent.selectOptions(select, "GBP");
    expect(select).toHaveValue("GBP");
    expect(store.$currency.get()).toBe("GBP");
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("GBP");
    expect(document.documentElement.dataset.currency).toBe("GBP");
  });

  it("keeps a currency picked before the island woke", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { CurrencySelect, store } = await fresh();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<CurrencySelect {...props} />);
    document.body.append(container);
    const select = container.querySelector("select");
    if (!select) throw new Error("no select");
    expect(select.value).toBe("USD");
    select.value = "EUR";

    await act(async () => {
      hydrateRoot(container, <CurrencySelect {...props} />);
    });
    expect(store.$currency.get()).toBe("EUR");
    await act(async () => answer(Response.json({ country_code: "GB" })));
    expect(store.$currency.get()).toBe("EUR");
    expect(select.value).toBe("EUR");
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("EUR");
    container.remove();
  });
});
