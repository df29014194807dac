import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CURRENCY_STORAGE_KEY } from "@/lib/currency";
import type { CurrencyDetection } from "@/stores/currency";

const detection: CurrencyDetection = {
  geoIpUrl: "https://geo.test/json/",
  timeoutMs: 5000,
  fallback: "USD",
  countries: { GBP: ["GB"], EUR: ["FR", "DE"] },
};

/**
 * The provider with a fresh store (detection runs once per page, so once per
 * module), and detection started as the page script starts it.
 */
async function renderProvider({ providers = 1 } = {}) {
  vi.resetModules();
  const [{ CurrencyProvider, useCurrency }, store] = await Promise.all([
    import("./currency-provider"),
    import("@/stores/currency"),
  ]);
  function Probe() {
    const { code, setCurrency } = useCurrency();
    return (
      <>
        <p>Prices in {code}</p>
        <button type="button" onClick={() => setCurrency("GBP")}>
          Choose pounds
        </button>
      </>
    );
  }
  render(
    <>
      {Array.from({ length: providers }, (_, index) => (
        <CurrencyProvider key={index} fallback="USD">
          <Probe />
        </CurrencyProvider>
      ))}
    </>,
  );
  // src/browser/page.ts, after first paint.
  void store.detectCurrency(detection);
}

function mockGeoIp(body: unknown) {
  const fetch = vi
    .fn<typeof globalThis.fetch>()
    .mockImplementation(async () => Response.json(body));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

beforeEach(() => {
  // As the layout's head script marks a scripted page.
  document.documentElement.dataset.js = "";
  delete document.documentElement.dataset.currency;
});

describe("CurrencyProvider", () => {
  it("uses a stored currency without asking the geo-IP service", async () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "EUR");
    const fetch = mockGeoIp({ country_code: "US" });
    await renderProvider();
    expect(await screen.findByText("Prices in EUR")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("detects the currency when none is stored, and stores it", async () => {
    const fetch = mockGeoIp({ country_code: "GB" });
    await renderProvider();
    expect(await screen.findByText("Prices in GBP")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe("https://geo.test/json/");
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("GBP");
    expect(document.documentElement.dataset.currency).toBe("GBP");
  });

  it("gives every provider the one detected currency, looked up once", async () => {
    const fetch = mockGeoIp({ country_code: "FR" });
    await renderProvider({ providers: 3 });
    await waitFor(() =>
      expect(screen.getAllByText("Prices in EUR")).toHaveLength(3),
    );
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("shows the fallback until detection ends", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    await renderProvider();
    expect(screen.getByText("Prices in USD")).toBeInTheDocument();
    await act(async () => answer(Response.json({ country_code: "DE" })));
    expect(screen.getByText("Prices in EUR")).toBeInTheDocument();
  });

  it("stores USD when the lookup fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn().mockRejectedValue(new TypeError("Failed to fetch")),
    );
    await renderProvider();
    expect(await screen.findByText("Prices in USD")).toBeInTheDocument();
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("USD");
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it("keeps working when storage throws", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const fetch = mockGeoIp({ country_code: "GB" });
    await renderProvider();
    expect(await screen.findByText("Prices in GBP")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("stores the visitor's choice, which wins over detection", async () => {
    mockGeoIp({ country_code: "US" });
    await renderProvider();
    await screen.findByText("Prices in USD");
    await userEvent.click(
      screen.getByRole("button", { name: "Choose pounds" }),
    );
    expect(screen.getByText("Prices in GBP")).toBeInTheDocument();
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("GBP");
  });

  it("keeps a choice made while the lookup is under way", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    await renderProvider();
    await userEvent.click(
      screen.getByRole("button", { name: "Choose pounds" }),
    );
    await act(async () => answer(Response.json({ country_code: "FR" })));
    await waitFor(() =>
      expect(screen.getByText("Prices in GBP")).toBeInTheDocument(),
    );
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("GBP");
  });
});

describe("CurrencyProvider and the page script", () => {
  it("follows a currency another copy of the store writes on <html>", async () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "EUR");
    mockGeoIp({ country_code: "US" });
    await renderProvider();
    await screen.findByText("Prices in EUR");
    // The page script's own store, in its own bundle, writes only <html>.
    act(() => {
      document.documentElement.dataset.currency = "GBP";
    });
    expect(await screen.findByText("Prices in GBP")).toBeInTheDocument();
  });
});

describe("useCurrency", () => {
  it("throws outside a CurrencyProvider", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { useCurrency } = await import("./currency-provider");
    function Orphan() {
      useCurrency();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(
      "useCurrency must be used within a CurrencyProvider",
    );
  });
});
