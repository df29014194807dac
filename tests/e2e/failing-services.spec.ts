import type { Page } from "@playwright/test";
import {
  PARTNER_HOST,
  expect,
  type GeoIpAnswer,
  shown,
  storedCurrency,
  describeWithoutJavaScript,
  test,
  VISITOR_COUNTRY,
} from "./fixtures";
import { publicPaths } from "./routes";
import {
  chrome,
  copy,
  CURRENCIES,
  currencyFrom,
  FALLBACK_CURRENCY,
  pageOf,
  productPriceFor,
  proseOf,
} from "./store";
import { escapeRegExp } from "../../src/lib/regexp";

/** A main navigation link's label, by the page it leads to. */
const linkTo = (href: string) =>
  chrome.navigation.find((link) => link.href === href)!.label;
/** The footer's link to the about page. */
const aboutLink = chrome.footer.aboutLinks.find(
  (link) => link.href === "/about",
)!;

/** Console messages of the store's own currency fallback. */
function fallbackWarnings(page: Page) {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Currency detection failed"))
      warnings.push(message.text());
  });
  return warnings;
}

const buyNow = (page: Page) =>
  page
    .getByRole("link", { name: new RegExp(escapeRegExp(copy.product.buyNow)) })
    .first();

// Each geo-IP failure ends in the fallback currency, stored, with exactly one message from the
// store. Where the browser reports the failed request itself, that error is
// the only other one allowed; the fixture fails on anything else, including
// an unhandled rejection.
const failures: [string, GeoIpAnswer, RegExp | null][] = [
  ["a network failure", "network-error", /ERR_INTERNET_DISCONNECTED/],
  ["a DNS failure", "dns-error", /ERR_NAME_NOT_RESOLVED/],
  ["HTTP 429", { status: 429, body: "Too Many Requests" }, /status of 429/],
  ["HTTP 500", { status: 500, body: "Internal Server Error" }, /status of 500/],
  [
    "HTML instead of JSON",
    { status: 200, body: "<!doctype html><p>Hi</p>" },
    null,
  ],
  ["an empty body", { status: 200, body: "" }, null],
  ["no country_code", { ip: "203.0.113.9" }, null],
  ["a lowercase country_code", { country_code: "gb" }, null],
  ["an unknown country_code", { country_code: "XX" }, null],
];

for (const [name, answer, browserError] of failures) {
  test.describe(`the geo-IP service answering with ${name}`, () => {
    test.use({ geoIp: answer, allowedErrors: browserError });

    test(`leaves the visitor on ${FALLBACK_CURRENCY}, stored, with one message`, async ({
      page,
    }) => {
      const warnings = fallbackWarnings(page);
      await page.goto("/");
      await expect.poll(() => storedCurrency(page)).toBe(FALLBACK_CURRENCY);
      await expect(shown(page, productPriceFor().price)).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(warnings).toHaveLength(1);
    });
  });
}

test.describe("a geo-IP service that never answers", () => {
  test.use({ geoIp: "never" });

  test("blocks neither the first paint nor BUY NOW", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(shown(page, copy.product.loading)).toBeVisible();
    await expect(buyNow(page)).toHaveAttribute(
      "href",
      new RegExp(`^https://${PARTNER_HOST.replaceAll(".", "\\.")}/`),
    );
    const popup = page.waitForEvent("popup");
    await buyNow(page).click();
    await expect((await popup).getByRole("heading")).toHaveText(
      "Partner offer",
    );
  });
});

describeWithoutJavaScript(() => {
  for (const path of publicPaths) {
    test(`${path} is readable and its links work`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("main")).not.toBeEmpty();
      const about = page
        .getByRole("contentinfo")
        .getByRole("link", { name: aboutLink.label });
      await about.click();
      await expect(page).toHaveURL(
        new RegExp(`${escapeRegExp(aboutLink.href)}$`),
      );
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("policy pages read whole without their date", async ({ page }) => {
    const { data } = pageOf("refund-policy");
    await page.goto("/refund-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      data.heading ?? data.title,
    );
    const texts = proseOf(pageOf("refund-policy"));
    expect(texts, "the policy has text to read").not.toHaveLength(0);
    for (const text of texts)
      await expect(page.getByRole("main")).toContainText(text);
    // The W3C checker's error: a <time> with neither text nor datetime.
    await expect(page.locator("time:not([datetime]):empty")).toHaveCount(0);
  });
});

test.describe("scripts that fail to load", () => {
  test.use({
    allowedErrors:
      /ERR_FAILED|Failed to load|module script|dynamically imported module/,
  });

  test("leave the product page readable and BUY NOW a working link", async ({
    page,
  }) => {
    await page.route("**/_astro/*.js", (route) => route.abort("failed"));
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // No island ever woke: prices fall back as without JavaScript.
    await expect(shown(page, productPriceFor().price)).toBeVisible();
    const popup = page.waitForEvent("popup");
    await buyNow(page).click();
    await expect((await popup).getByRole("heading")).toHaveText(
      "Partner offer",
    );
    // The header's links still lead on: on phones the menu is the platform's
    // popover, which needs no island to open.
    const menu = page.getByRole("button", { name: chrome.menuLabel });
    if (await menu.isVisible()) await menu.click();
    await page
      .getByRole("banner")
      .getByRole("link", { name: linkTo("/order-track") })
      .click();
    await expect(page).toHaveURL(/\/order-track$/);
  });
});

test.describe("images that fail to load", () => {
  test.use({ allowedErrors: /ERR_FAILED|Failed to load/ });

  test("keep the layout and show their alt text", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main").locator("img").first();
    const before = await main.boundingBox();

    const broken = await page.context().newPage();
    await broken.route(/\.(svg|avif|webp|jpe?g|png)$/, (route) =>
      route.abort("failed"),
    );
    await broken.goto("/");
    const image = broken.getByRole("main").locator("img").first();
    await expect(image).toHaveAttribute("alt", /\S/);
    expect(
      await image.evaluate(
        (img: HTMLImageElement) => img.complete && img.naturalWidth,
      ),
    ).toBe(0);
    const after = await image.boundingBox();
    expect(after?.width).toBeCloseTo(before!.width, 0);
    expect(after?.height).toBeCloseTo(before!.height, 0);
    await broken.close();
  });
});

test.describe("storage", () => {
  test("a corrupted stored currency is ignored and replaced", async ({
    page,
  }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem("detectedCurrency", '<script>"EUR"'),
    );
    await page.goto("/");
    await expect
      .poll(() => storedCurrency(page))
      .toBe(currencyFrom(VISITOR_COUNTRY));
    await expect(
      shown(page, productPriceFor(VISITOR_COUNTRY).price),
    ).toBeVisible();
  });

  // Two currencies the visitor can choose instead of their own.
  const [first, second] = CURRENCIES.map(({ code }) => code).filter(
    (code) => code !== currencyFrom(VISITOR_COUNTRY),
  );
  for (const { broken, breakStorage, currency } of [
    {
      broken: "storage that throws on read and write",
      breakStorage: () => {
        Object.defineProperty(window, "localStorage", {
          get() {
            throw new DOMException("Storage is disabled", "SecurityError");
          },
        });
      },
      currency: first!,
    },
    {
      broken: "a full storage (quota exceeded)",
      breakStorage: () => {
        Storage.prototype.setItem = () => {
          throw new DOMException(
            "The quota has been exceeded.",
            "QuotaExceededError",
          );
        };
      },
      currency: second ?? first!,
    },
  ])
    test(`${broken} leaves the page working`, async ({ page }) => {
      await page.addInitScript(breakStorage);
      await page.goto("/");
      await expect(
        shown(page, productPriceFor(VISITOR_COUNTRY).price),
      ).toBeVisible();
      await page
        .getByRole("contentinfo")
        .getByRole("combobox", { name: chrome.footer.currencyLabel })
        .selectOption(currency);
      await expect(
        shown(page, productPriceFor(VISITOR_COUNTRY, currency).price),
      ).toBeVisible();
    });
});
