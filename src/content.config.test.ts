/**
 * The content schemas' own rules, on the store's entries and variations of
 * them. Images are any string here (Astro's image() checks the file at
 * build time); astro:content is vitest.astro-content.ts.
 */
import { load } from "js-yaml";
import { readFileSync } from "node:fs";
import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { productSchema } from "./schemas/product";
import { relatedSchema } from "./schemas/related";

const context = { image: () => z.string() } as unknown as Parameters<
  typeof productSchema
>[0];

const here = (path: string) => new URL(path, import.meta.url);
const { product } = load(
  readFileSync(here("./content/product.yaml"), "utf8"),
) as { product: Record<string, unknown> };
const [card = {}] = load(
  readFileSync(here("./content/related.yaml"), "utf8"),
) as Record<string, unknown>[];

/** Each problem the schema finds, as "path: message". */
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map(
        (issue) => `${issue.path.join(".")}: ${issue.message}`,
      );
}

describe("product prices", () => {
  const schema = productSchema(context);

  it("takes the store's product as it is", () => {
    expect(problems(schema, product)).toEqual([]);
  });

  const history = (was: number, now: number) => [
    { from: "2024-10-01", price: was },
    { from: "2026-10-01", price: now },
  ];

  it("takes a currency's own figures, one currency or all", () => {
    expect(
      problems(schema, {
        ...product,
        currencyPrices: {
          GBP: { price: 12.95, priceHistory: history(60, 12.95) },
        },
      }),
    ).toEqual([]);
    expect(
      problems(schema, {
        ...product,
        currencyPrices: {
          EUR: { price: 13.95, priceHistory: history(65, 13.95) },
          GBP: { price: 12.95 },
          USD: { price: 14.95, priceHistory: history(70, 14.95) },
        },
      }),
    ).toEqual([]);
  });

  it("takes a history's days quoted, or as YAML reads them unquoted", () => {
    expect(
      problems(schema, {
        ...product,
        priceHistory: [
          { from: new Date("2024-10-01"), price: 70 },
          { from: "2026-10-01", price: 14.95 },
        ],
      }),
    ).toEqual([]);
  });

  /** The store's product with `change` is refused, a problem starting `problem`. */
  const expectRefused = (change: object, problem: string) => {
    const found = problems(schema, { ...product, ...change });
    expect(found.some((line) => line.startsWith(problem))).toBe(true);
  };

  it.each([
    [
      [
        { from: "2026-10-01", price: 70 },
        { from: "2026-10-01", price: 14.95 },
      ],
      "priceHistory.1.from: must come after 2026-10-01",
    ],
    [
      [
        { from: "2026-10-01", price: 70 },
        { from: "2026-09-01", price: 14.95 },
      ],
      "priceHistory.1.from: must come after 2026-10-01",
    ],
    [
      [{ from: "2026-02-30", price: 70 }],
      "priceHistory.0.from: 2026-02-30 is no day",
    ],
    [[{ from: "1 Oct 2026", price: 70 }], "priceHistory.0.from"],
    [[{ from: "2026-10-01", price: -1 }], "priceHistory.0.price"],
  ])("refuses the history %j, naming the entry", (priceHistory, problem) => {
    expectRefused({ priceHistory }, problem);
  });

  it.each([
    [
      { GBP: { price: 12.95, originalPrice: 60 } },
      'currencyPrices.GBP: Unrecognized key: "originalPrice"',
    ],
    [{ JPY: { price: 1500 } }, 'currencyPrices: Unrecognized key: "JPY"'],
    [{ GBP: { price: "abc" } }, "currencyPrices.GBP.price"],
    [{ GBP: { price: 12.95, sale: 3 } }, "currencyPrices.GBP"],
    [{ GBP: { price: 12.999 } }, "currencyPrices.GBP.price"],
  ])("refuses %j, naming the field", (currencyPrices, problem) => {
    expectRefused({ currencyPrices }, problem);
  });
});

describe("related card prices", () => {
  const schema = relatedSchema(context);

  it("takes the store's cards as they are", () => {
    expect(problems(schema, card)).toEqual([]);
  });

  it.each([
    [
      { price: 44, currencyPrices: { GBP: { price: 40, originalPrice: 50 } } },
      "currencyPrices.GBP.originalPrice: needs an originalPrice for every currency first",
    ],
    [
      { price: 49, originalPrice: 80, currencyPrices: { EUR: { price: 80 } } },
      "currencyPrices.EUR.originalPrice: EUR 80 must be above its price, 80",
    ],
    [{ price: 49, originalPrice: 49 }, "originalPrice: must be above price"],
  ])("refuses %j", (prices, problem) => {
    const withoutOriginal = { ...card, originalPrice: undefined };
    expect(problems(schema, { ...withoutOriginal, ...prices })).toContain(
      problem,
    );
  });
});
