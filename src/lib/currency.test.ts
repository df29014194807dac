import { afterEach, describe, expect, it, vi } from "vitest";
import {
  countryCodeOf,
  currencyForCountry,
  isCurrencyCode,
  isMarket,
  lookupVisitor,
  type CurrencyRules,
  countryRules,
} from "./currency";

const rules: CurrencyRules = {
  fallback: "USD",
  countries: { GBP: ["GB"], EUR: ["FR", "DE", "IE", "CH", "VA", "NO"] },
};

describe("currencyForCountry", () => {
  it.each([
    ["GB", "GBP"],
    ["FR", "EUR"],
    ["DE", "EUR"],
    ["IE", "EUR"],
    ["CH", "EUR"],
    ["VA", "EUR"],
    ["NO", "EUR"],
    ["US", "USD"],
    ["BR", "USD"],
    ["JP", "USD"],
    ["ZZ", "USD"],
  ])("%s → %s", (country, currency) => {
    expect(currencyForCountry(country, rules)).toBe(currency);
  });

  it("follows the rules it is given", () => {
    const other: CurrencyRules = {
      fallback: "EUR",
      countries: { GBP: ["GB"], EUR: [] },
    };
    expect(currencyForCountry("FR", other)).toBe("EUR");
    expect(currencyForCountry("US", other)).toBe("EUR");
    expect(currencyForCountry("GB", other)).toBe("GBP");
    const moved: CurrencyRules = {
      fallback: "EUR",
      countries: { GBP: ["GB", "IE"], USD: ["US"] },
    };
    expect(currencyForCountry("IE", moved)).toBe("GBP");
    expect(currencyForCountry("US", moved)).toBe("USD");
    expect(currencyForCountry("FR", moved)).toBe("EUR");
  });

  it("takes the rules from currencies.yaml's list: each currency that names countries", () => {
    expect(
      countryRules({
        list: [
          { code: "EUR", countries: ["FR"] },
          { code: "USD" },
          { code: "GBP", countries: ["GB"] },
        ],
        fallback: "USD",
      }),
    ).toEqual({ fallback: "USD", countries: { EUR: ["FR"], GBP: ["GB"] } });
  });
});

describe("isCurrencyCode", () => {
  it.each([
    ["EUR", true],
    ["USD", true],
    ["GBP", true],
    ["eur", false],
    ["JPY", false],
    ["", false],
    ["toString", false],
    ['<script>"EUR"', false],
    [null, false],
    [42, false],
  ])("%s → %s", (value, expected) => {
    expect(isCurrencyCode(value)).toBe(expected);
  });
});

describe("countryCodeOf", () => {
  it.each([
    [{ country_code: "GB" }, "GB"],
    [{ country_code: "JP" }, "JP"],
    [{ country_code: "ZZ" }, null],
    [{ country_code: "XX" }, null],
    [{ country_code: "AA" }, null],
    [{ country_code: "QM" }, null],
    [{ country_code: "QZ" }, null],
    [{ country_code: "XA" }, null],
    [{ country_code: "QL" }, "QL"],
    [{ country_code: "ZW" }, "ZW"],
    [{ country_code: "AD" }, "AD"],
    [{ country_code: "gb" }, null],
    [{ country_code: "GBR" }, null],
    [{ country_code: "" }, null],
    [{ country_code: 44 }, null],
    [{ country: "GB" }, null],
    [null, null],
    ["GB", null],
    [[], null],
  ])("%j → %s", (body, expected) => {
    expect(countryCodeOf(body)).toBe(expected);
  });
});

/** The currency of a lookup, as the tests of the currency alone read it. */
const lookupCurrency = async (options: Parameters<typeof lookupVisitor>[0]) =>
  (await lookupVisitor(options)).currency;

describe("lookupVisitor", () => {
  const url = "https://geo.test/json/";

  afterEach(() => {
    vi.useRealTimers();
  });

  function answer(body: BodyInit | null, init?: ResponseInit) {
    return vi.fn<typeof fetch>().mockResolvedValue(new Response(body, init));
  }

  it.each([
    ["GB", "GBP"],
    ["FR", "EUR"],
    ["US", "USD"],
    ["CA", "USD"],
  ])("maps a %s answer to %s without logging", async (country, currency) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetch = answer(
      JSON.stringify({ ip: "203.0.113.9", country_code: country }),
    );
    await expect(
      lookupCurrency({ url, timeoutMs: 5000, rules, fetch }),
    ).resolves.toBe(currency);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe(url);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: "omit" });
    expect(warn).not.toHaveBeenCalled();
  });

  const failures: [string, () => ReturnType<typeof vi.fn<typeof fetch>>][] = [
    [
      "a network error",
      () =>
        vi
          .fn<typeof fetch>()
          .mockRejectedValue(new TypeError("Failed to fetch")),
    ],
    ["HTTP 429", () => answer('{"error":true}', { status: 429 })],
    ["HTTP 500", () => answer("oops", { status: 500 })],
    ["HTML instead of JSON", () => answer("<!doctype html><p>Hello</p>")],
    ["an empty body", () => answer("")],
    ["no country_code", () => answer(JSON.stringify({ ip: "203.0.113.9" }))],
    [
      "a lowercase country_code",
      () => answer(JSON.stringify({ country_code: "gb" })),
    ],
    [
      "an unknown country_code",
      () => answer(JSON.stringify({ country_code: "XX" })),
    ],
    [
      "a null country_code",
      () => answer(JSON.stringify({ country_code: null })),
    ],
    ["a JSON array", () => answer("[]")],
  ];

  it.each([
    ["DE", { currency: "EUR", market: "eu" }],
    ["GB", { currency: "GBP", market: "uk" }],
    ["US", { currency: "USD", market: "us" }],
    // A euro country outside the EU and the EEA, and a country of no market.
    ["CH", { currency: "EUR", market: null }],
    ["CA", { currency: "USD", market: null }],
  ])("gives a %s visitor %j", async (country, visitor) => {
    const fetch = answer(JSON.stringify({ country_code: country }));
    const markets = { eu: ["DE", "FR"], uk: ["GB"], us: ["US"] };
    await expect(
      lookupVisitor({ url, timeoutMs: 5000, rules, markets, fetch }),
    ).resolves.toEqual(visitor);
  });

  it("gives no market when the lookup fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(
      lookupVisitor({
        url,
        timeoutMs: 5000,
        rules,
        markets: { eu: ["DE"], uk: ["GB"], us: ["US"] },
        fetch: answer("oops", { status: 500 }),
      }),
    ).resolves.toEqual({ currency: "USD", market: null });
  });

  it.each([
    ["eu", true],
    ["us", true],
    ["EU", false],
    ["any", false],
    [null, false],
  ])("isMarket(%j) is %s", (value, expected) => {
    expect(isMarket(value)).toBe(expected);
  });

  it.each(failures)("uses USD and logs once on %s", async (_, makeFetch) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(
      lookupCurrency({ url, timeoutMs: 5000, rules, fetch: makeFetch() }),
    ).resolves.toBe("USD");
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      "Currency detection failed, using USD",
    );
  });

  it("gives up after the timeout when no answer comes", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () =>
            reject(init.signal?.reason),
          );
        }),
    );
    const result = lookupCurrency({ url, timeoutMs: 5000, rules, fetch });
    await vi.advanceTimersByTimeAsync(4999);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe("USD");
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[1])).toContain("5000 ms");
  });
});
