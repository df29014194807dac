import type { Page } from "@playwright/test";
import { REBRAND_PORT } from "./rebrand-build";
import { expect, test, unexpectedLayoutShifts } from "./fixtures";
import { copy, currencyFrom, productPriceFor, type PriceSeen } from "./store";

/**
 * The struck-through price and the savings badge follow the rule of the
 * visitor's market (lib/price-claims.ts, docs/price-claims.md). This
 * store's history supports the reduction everywhere; the rebranded store's
 * (tests/fixtures/duffel-store/product.yaml) supports it in the US alone in
 * dollars and euros, and everywhere in pounds.
 */

/**
 * The text the visitor sees of the product's summary (what the page shows
 * above its colour picker's legend, the same in both stores), one space for any run
 * of white space: a price's hidden currencies and a hidden form of the
 * price block are not in it. A crossed-out price reads "Original price:
 * $70.00" (its label is for screen readers, and in this text).
 */
async function seen(page: Page): Promise<string> {
  const text = (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
  return text.slice(0, text.indexOf(`${copy.product.colourLabel}:`));
}

/**
 * Waits for the page to know the visitor's currency: the page script that
 * looks it up loads after first paint, which on a busy host can take longer
 * than one assertion waits.
 */
async function currencyKnown(page: Page, currency: string) {
  await expect(page.locator("html")).toHaveAttribute(
    "data-currency",
    currency,
    { timeout: 15_000 },
  );
}

/** A first visit to the product page: what the visitor sees of the price, and what not. */
type Visit = {
  visitor: string;
  use: Parameters<typeof test.use>[0];
  title: string;
  /** The currency the page knows first, where its script runs. */
  currency?: string;
  shows: (string | RegExp)[];
  hides?: (string | RegExp)[];
};

/** One test a visit, under its visitor's name. */
function firstVisits(visits: Visit[]) {
  for (const { visitor, use, title, currency, shows, hides = [] } of visits)
    test.describe(visitor, () => {
      test.use(use);
      test(title, async ({ page }) => {
        await page.goto("/");
        if (currency) await currencyKnown(page, currency);
        for (const text of shows)
          await expect.poll(() => seen(page)).toMatch(text);
        for (const text of hides) expect(await seen(page)).not.toMatch(text);
      });
    });
}

/** What the store under test shows, as its own history and rules decide. */
const shows = ({ price, original, savings, note }: PriceSeen) =>
  [price, original, savings, note].filter((text) => text !== undefined);

test.describe("this store, as its own history decides", () => {
  firstVisits([
    {
      visitor: "a visitor from Germany",
      use: { geoIp: { country_code: "DE" } },
      title: "sees the EU's claim, in their currency",
      currency: currencyFrom("DE"),
      shows: shows(productPriceFor("DE")),
    },
    {
      visitor: "a visitor from the US",
      use: { geoIp: { country_code: "US" } },
      title: "sees the US claim, in their currency",
      currency: currencyFrom("US"),
      shows: shows(productPriceFor("US")),
    },
    {
      visitor: "without JavaScript",
      use: { javaScriptEnabled: false },
      title: "shows the form every market allows, in the fallback currency",
      shows: shows(productPriceFor()),
    },
  ]);
});

test.describe("a store whose history does not support the reduction everywhere", () => {
  test.use({ baseURL: `http://localhost:${REBRAND_PORT}` });

  const DUFFEL_NOTE = /our lowest price in the 30 days before this offer/;

  test.describe("a visitor from Germany", () => {
    test.use({ geoIp: { country_code: "DE" } });

    test("sees the current price alone", async ({ page }) => {
      await page.goto("/");
      await expect.poll(() => seen(page)).toContain("€39.00");
      // Once the market is known, not before.
      await expect(page.locator("html")).toHaveAttribute("data-market", "eu");
      expect(await seen(page)).not.toContain("€89.00");
      expect(await seen(page)).not.toMatch(/Save [$€£]\d/);
    });

    test("is known as such on the next visit, before any lookup", async ({
      page,
      geoIpRequests,
    }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("data-market", "eu");
      await page.goto("/about");
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("data-market", "eu");
      expect(await seen(page)).not.toContain("€89.00");
      expect(geoIpRequests.count).toBe(1);
    });
  });

  test.describe("a visitor from the US", () => {
    test.use({ geoIp: { country_code: "US" } });

    test("nothing moves when the market is known", async ({ page }) => {
      await page.goto("/");
      await expect.poll(() => seen(page)).toContain("Original price: $89.00");
      expect(await unexpectedLayoutShifts(page)).toEqual([]);
    });
  });

  firstVisits([
    {
      visitor: "a visitor from the US",
      use: { geoIp: { country_code: "US" } },
      title: "sees the reduction the US rule allows, without the EU's note",
      shows: ["Original price: $89.00", "Save $50.00"],
      hides: [DUFFEL_NOTE],
    },
    {
      visitor: "a visitor from the UK",
      use: { geoIp: { country_code: "GB" } },
      title:
        "sees the pounds' reduction, which every market allows, worded for the EU",
      shows: ["Original price: £75.00", "Save £41.00", DUFFEL_NOTE],
    },
    {
      visitor: "without JavaScript",
      use: { javaScriptEnabled: false },
      title: "shows only what every market allows: the price alone",
      shows: ["$39.00"],
      hides: ["$89.00", /Save [$€£]\d/],
    },
  ]);
});
