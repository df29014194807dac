import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CURRENCY_STORAGE_KEY } from "@/lib/currency";
import type { CurrencyDetection } from "./currency";

const detection: CurrencyDetection = {
  geoIpUrl: "https://geo.test/json/",
  timeoutMs: 5000,
  fallback: "USD",
  countries: { GBP: ["GB"], EUR: ["FR", "DE", "IE"] },
};

/** A fresh copy of the store: detection runs once per page, so once per module. */
async function freshStore() {
  vi.resetModules();
  return import("./currency");
}

function mockFetch(answer: (init?: RequestInit) => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>((_url, init) => answer(init));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const answering = (body: unknown) => mockFetch(async () => Response.json(body));

/** Detection with `value` stored and the visitor in `country`: the currency, and the geo-IP fetch. */
async function detectWithStored(value: string, country: string) {
  window.localStorage.setItem(CURRENCY_STORAGE_KEY, value);
  const fetch = answering({ country_code: country });
  const { $currency, detectCurrency } = await freshStore();
  await detectCurrency(detection);
  return { currency: $currency.get(), fetch };
}

const stored = () => window.localStorage.getItem(CURRENCY_STORAGE_KEY);
const htmlCurrency = () => document.documentElement.dataset.currency;

beforeEach(() => {
  // As the layout's head script marks a scripted page.
  document.documentElement.dataset.js = "";
  delete document.documentElement.dataset.currency;
});

afterEach(() => {
  vi.useRealTimers();
});

describe("detectCurrency", () => {
  it.each([
    ["GB", "GBP"],
    ["FR", "EUR"],
    ["US", "USD"],
    ["JP", "USD"],
  ])(
    "turns a %s answer into %s, stored and on <html>",
    async (country, code) => {
      const fetch = answering({ country_code: country });
      const { $currency, detectCurrency } = await freshStore();
      expect($currency.get()).toBeNull();
      await detectCurrency(detection);
      expect($currency.get()).toBe(code);
      expect(stored()).toBe(code);
      expect(htmlCurrency()).toBe(code);
      expect(fetch).toHaveBeenCalledOnce();
      expect(fetch.mock.calls[0]?.[0]).toBe(detection.geoIpUrl);
    },
  );

  it.each(["EUR", "USD", "GBP"])(
    "uses a stored %s without asking the geo-IP service",
    async (code) => {
      const { currency, fetch } = await detectWithStored(code, "JP");
      expect(currency).toBe(code);
      expect(htmlCurrency()).toBe(code);
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it.each(["<script>", "eur", "JPY", ""])(
    "replaces a stored %j by detection",
    async (value) => {
      const { currency, fetch } = await detectWithStored(value, "GB");
      expect(currency).toBe("GBP");
      expect(stored()).toBe("GBP");
      expect(fetch).toHaveBeenCalledOnce();
    },
  );

  it("asks once per page however often it is started", async () => {
    const fetch = answering({ country_code: "FR" });
    const { detectCurrency } = await freshStore();
    await Promise.all([
      detectCurrency(detection),
      detectCurrency(detection),
      detectCurrency(detection),
    ]);
    await detectCurrency(detection);
    expect(fetch).toHaveBeenCalledOnce();
  });

  // The nine ways the lookup fails; each ends in USD, stored, with one warning.
  const failures: [string, (init?: RequestInit) => Promise<Response>][] = [
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
    [
      "HTTP 429",
      async () => new Response("Too Many Requests", { status: 429 }),
    ],
    ["HTTP 500", async () => new Response("oops", { status: 500 })],
    ["invalid JSON", async () => new Response("<!doctype html><p>Hi</p>")],
    ["an empty body", async () => new Response("")],
    ["no country_code", async () => Response.json({ ip: "203.0.113.9" })],
    [
      "a malformed country_code",
      async () => Response.json({ country_code: "gb" }),
    ],
    [
      "an unknown country_code",
      async () => Response.json({ country_code: "XX" }),
    ],
    [
      "no answer within 5 s",
      // As fetch does, the request fails when its signal aborts.
      (init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () =>
            reject(init.signal?.reason),
          ),
        ),
    ],
  ];

  it.each(failures)(
    "falls back to USD, stored, on %s",
    async (name, answer) => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      mockFetch(answer);
      const { $currency, detectCurrency } = await freshStore();
      const done = detectCurrency(detection);
      await vi.advanceTimersByTimeAsync(4999);
      if (name.startsWith("no answer")) expect($currency.get()).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect($currency.get()).toBe("USD");
      expect(stored()).toBe("USD");
      expect(htmlCurrency()).toBe("USD");
      expect(warn).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]?.[0])).toContain(
        "Currency detection failed",
      );
    },
  );

  it("keeps working in memory when storage throws", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    answering({ country_code: "GB" });
    const { $currency, chooseCurrency, detectCurrency } = await freshStore();
    await detectCurrency(detection);
    expect($currency.get()).toBe("GBP");
    expect(htmlCurrency()).toBe("GBP");
    chooseCurrency("EUR");
    expect($currency.get()).toBe("EUR");
    expect(htmlCurrency()).toBe("EUR");
  });

  it("leaves <html> alone once the page fell back to its script-free form", async () => {
    delete document.documentElement.dataset.js;
    answering({ country_code: "GB" });
    const { $currency, chooseCurrency, detectCurrency } = await freshStore();
    await detectCurrency(detection);
    chooseCurrency("EUR");
    expect($currency.get()).toBe("EUR");
    expect(htmlCurrency()).toBeUndefined();
  });

  it("follows a choice made in another tab", async () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "USD");
    const { $currency, detectCurrency } = await freshStore();
    await detectCurrency(detection);
    window.dispatchEvent(
      new StorageEvent("storage", {
        key: CURRENCY_STORAGE_KEY,
        newValue: "GBP",
      }),
    );
    expect($currency.get()).toBe("GBP");
    window.dispatchEvent(
      new StorageEvent("storage", {
        key: CURRENCY_STORAGE_KEY,
        newValue: "XYZ",
      }),
    );
    expect($currency.get()).toBe("GBP");
  });
});

describe("chooseCurrency", () => {
  it("stores the choice, which wins over detection on the next page", async () => {
    answering({ country_code: "US" });
    const first = await freshStore();
    await first.detectCurrency(detection);
    first.chooseCurrency("EUR");
    expect(stored()).toBe("EUR");
    expect(htmlCurrency()).toBe("EUR");

    const fetch = answering({ country_code: "US" });
    const next = await freshStore();
    await next.detectCurrency(detection);
    expect(next.$currency.get()).toBe("EUR");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("wins over a lookup that answers after it", async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { $currency, chooseCurrency, detectCurrency } = await freshStore();
    const done = detectCurrency(detection);
    chooseCurrency("GBP");
    answer(Response.json({ country_code: "FR" }));
    await done;
    expect($currency.get()).toBe("GBP");
    expect(stored()).toBe("GBP");
    expect(htmlCurrency()).toBe("GBP");
  });

  it("made before detection starts, even without storage, is kept", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const fetch = answering({ country_code: "FR" });
    const { $currency, chooseCurrency, detectCurrency } = await freshStore();
    chooseCurrency("GBP");
    await detectCurrency(detection);
    expect($currency.get()).toBe("GBP");
    expect(fetch).not.toHaveBeenCalled();
  });
});
