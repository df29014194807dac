import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CURRENCY_STORAGE_KEY } from "~/lib/currency";
import { CurrencyProvider, useCurrency } from "./currency-provider";

function Probe() {
  const { code, symbol, loading, setCurrency } = useCurrency();
  return (
    <>
      <p>{loading ? "Loading..." : `${code} ${symbol}`}</p>
      <button type="button" onClick={() => setCurrency("GBP")}>
        Choose pounds
      </button>
    </>
  );
}

function renderProvider() {
  return render(
    <CurrencyProvider geoIpUrl="https://geo.test/json/" timeoutMs={5000}>
      <Probe />
    </CurrencyProvider>,
  );
}

function mockGeoIp(body: unknown) {
  const fetch = vi
    .fn<typeof globalThis.fetch>()
    .mockResolvedValue(Response.json(body));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("CurrencyProvider", () => {
  it("uses a stored currency without asking the geo-IP service", async () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "EUR");
    const fetch = mockGeoIp({ country_code: "US" });
    renderProvider();
    expect(await screen.findByText("EUR €")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("detects the currency once when none is stored, and stores it", async () => {
    const fetch = mockGeoIp({ country_code: "GB" });
    renderProvider();
    expect(await screen.findByText("GBP £")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe("https://geo.test/json/");
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("GBP");
  });

  it("shows Loading... until detection ends", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderProvider();
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    await act(async () => answer(Response.json({ country_code: "DE" })));
    expect(screen.getByText("EUR €")).toBeInTheDocument();
  });

  it("ignores a stored value that is not EUR, USD or GBP", async () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "<script>");
    const fetch = mockGeoIp({ country_code: "FR" });
    renderProvider();
    expect(await screen.findByText("EUR €")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("stores USD when the lookup fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn().mockRejectedValue(new TypeError("Failed to fetch")),
    );
    renderProvider();
    expect(await screen.findByText("USD $")).toBeInTheDocument();
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
    renderProvider();
    expect(await screen.findByText("GBP £")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("stores the visitor's choice, which wins over detection", async () => {
    mockGeoIp({ country_code: "US" });
    renderProvider();
    await screen.findByText("USD $");
    await userEvent.click(
      screen.getByRole("button", { name: "Choose pounds" }),
    );
    expect(screen.getByText("GBP £")).toBeInTheDocument();
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("GBP");
  });

  it("keeps a choice made while the lookup is under way", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderProvider();
    await userEvent.click(
      screen.getByRole("button", { name: "Choose pounds" }),
    );
    await act(async () => answer(Response.json({ country_code: "FR" })));
    await waitFor(() => expect(screen.getByText("GBP £")).toBeInTheDocument());
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("GBP");
  });
});

describe("useCurrency", () => {
  it("throws outside a CurrencyProvider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(
      "useCurrency must be used within a CurrencyProvider",
    );
  });
});
