import type { Page } from "@playwright/test";
import { OPERATOR_ENV, OPERATOR_PORT } from "./operator-build";
import { describeWithoutJavaScript, expect, test } from "./fixtures";
import { chrome, product, settings } from "./store";

// The build an operator makes for paid traffic: BUY NOW's template carries
// the click id and the campaign through (operator-build.ts).
test.use({ baseURL: `http://localhost:${OPERATOR_PORT}` });

/** The partner's offer page in the operator's template. */
const OFFER_PAGE = OPERATOR_ENV.VITE_AFFILIATE_TEMPLATE.split("?")[0]!;

/** Spec §1's link: what BUY NOW is with nothing of the visitor's. */
const SPEC_LINK = `${OFFER_PAGE}?${new URLSearchParams({
  offer_id: settings.affiliate.offerId,
  aff_id: settings.affiliate.affiliateId,
  product: product.title,
})}`;

const ARRIVAL = "utm_source=x&gclid=y&clickid=z";
/** The click id the visitor's own clickid wins, then the source; no campaign, no sub3. */
const MAPPED_LINK = `${SPEC_LINK}&sub1=z&sub2=x`;

/** Both BUY NOW links' addresses: the main button's and the sticky bar's. */
async function buyNowLinks(page: Page) {
  const links = page.locator("a[data-partner-link]");
  await expect(links).toHaveCount(2);
  return links.evaluateAll((all) =>
    all.map((link) => link.getAttribute("href")),
  );
}

test.describe("BUY NOW with a click-through template", () => {
  test("carries the visitor's click on both buttons", async ({ page }) => {
    await page.goto(`/?${ARRIVAL}`);
    await expect
      .poll(() => buyNowLinks(page))
      .toEqual([MAPPED_LINK, MAPPED_LINK]);
  });

  test("carries it from /about to /, and keeps the canonical address clean", async ({
    page,
  }) => {
    await page.goto(`/about?${ARRIVAL}`);
    const home = page
      .getByRole("navigation", { name: chrome.breadcrumbLabel })
      .getByRole("link", { name: chrome.breadcrumbHomeLabel });
    await expect(home).toHaveAttribute("href", new RegExp(`/\\?${ARRIVAL}$`));
    await home.click();
    await expect(page).toHaveURL(new RegExp(`/\\?${ARRIVAL}$`));
    await expect
      .poll(() => buyNowLinks(page))
      .toEqual([MAPPED_LINK, MAPPED_LINK]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new URL("/", settings.siteUrl).href,
    );
  });

  test("is the spec's link for a visitor with no click id", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await buyNowLinks(page)).toEqual([SPEC_LINK, SPEC_LINK]);
  });

  test("drops a hostile value instead of breaking the link", async ({
    page,
  }) => {
    await page.goto(
      `/?clickid=${encodeURIComponent('"><script>window.__pwned=1</script>')}&utm_source=${"a".repeat(5000)}`,
    );
    // The page script completes the links once it has run.
    await expect(page.locator("a[data-partner-link]").first()).toHaveAttribute(
      "href",
      /[?&]sub1=/,
    );
    const [main] = await buyNowLinks(page);
    const url = new URL(main!);
    expect(url.origin + url.pathname).toBe(OFFER_PAGE);
    expect(url.searchParams.get("product")).toBe(product.title);
    expect(url.searchParams.get("sub1")).toMatch(/^[\w-]+$/);
    expect(url.searchParams.get("sub2")!.length).toBeLessThanOrEqual(600);
    expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
  });
});

describeWithoutJavaScript(() => {
  test("BUY NOW is the spec's link", async ({ page }) => {
    await page.goto(`/?${ARRIVAL}`);
    expect(await buyNowLinks(page)).toEqual([SPEC_LINK, SPEC_LINK]);
  });
});
