import type { Locator, Page } from "@playwright/test";
import {
  ON_SCREEN,
  expect,
  holdIslandScripts,
  storedCurrency,
  test,
} from "./fixtures";

// Interactive parts are React islands that wake after `load`, or widgets the
// page script answers (banner, tabs, tracking form), which it loads after
// first paint. A shopper who taps one before its script runs must get what
// they tapped for, once it has. Each test holds the scripts, acts, checks
// that they had not run, then lets them through.

/** The main image on screen: the stylesheet shows the checked radio's. */
const shownImage = (page: Page) =>
  page
    .getByRole("button", { name: /^Zoom in:/ })
    .filter({ visible: true })
    .locator("img");

/** Expects `target` to sit in an island that has not hydrated yet. */
async function expectAsleep(page: Page, target: Locator) {
  await expect(
    page.locator("astro-island[ssr]").filter({ has: target }),
    "the island around it is still asleep",
  ).not.toHaveCount(0);
}

/**
 * Opens `path` with every island script held until the returned call, once
 * its stylesheet applies. Not until `load`: the head script starts the held
 * scripts at first paint, which can come before `load`, and then `load`
 * waits on them too.
 */
async function openAsleep(page: Page, path: string) {
  const release = await holdIslandScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() =>
    [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
    ].every((link) => link.sheet !== null),
  );
  return release;
}

test.describe("a tap made before the page script runs", () => {
  /** Expects the page script not to have run yet. */
  const expectNoPageScript = async (page: Page) =>
    expect(
      await page.evaluate(() => window.pageReady),
      "the page script has not run",
    ).toBeUndefined();

  test("on a description tab selects that tab", async ({ page }) => {
    const release = await openAsleep(page, "/");
    const tabs = page.getByRole("tablist", { name: "Product details" });
    const shipping = tabs.getByRole("tab", { name: "FREE TRACKED SHIPPING" });
    await shipping.click();
    await expectNoPageScript(page);
    release();
    await expect(shipping).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("3-9 business days");
  });

  test("on the banner's previous button shows the previous message", async ({
    page,
  }) => {
    const release = await openAsleep(page, "/about");
    const region = page.getByRole("region", { name: "Store promotions" });
    await region.getByRole("button", { name: "Previous message" }).click();
    await expectNoPageScript(page);
    release();
    // Backwards, so the slide show's own turn (forwards) cannot pass for it.
    await expect(region.getByRole("group")).toHaveText(
      "SECURE PAYMENT & FAST DELIVERY",
    );
  });

  test("on a review filter shows the reviews with that rating", async ({
    page,
  }) => {
    const release = await openAsleep(page, "/");
    const reviews = page.getByRole("region", { name: "Customer reviews" });
    await reviews
      .locator("label")
      .filter({
        has: page.getByRole("radio", { name: "4 stars", exact: true }),
      })
      .click();
    await expectNoPageScript(page);
    release();
    const cards = reviews.getByRole("article");
    await expect(
      cards.getByRole("img", { name: /^Rated [1235] out of 5$/ }),
    ).toHaveCount(0);
    await expect(cards).not.toHaveCount(0);
    await expect(
      cards.getByRole("img", { name: "Rated 4 out of 5" }),
    ).toHaveCount(await cards.count());
  });

  test("on Show more reviews shows 4 more", async ({ page }) => {
    const release = await openAsleep(page, "/");
    const reviews = page.getByRole("region", { name: "Customer reviews" });
    await reviews
      .getByRole("button", { name: "Show more reviews (8 remaining)" })
      .click();
    await expectNoPageScript(page);
    release();
    await expect(reviews.getByRole("article")).toHaveCount(12);
    await expect(
      reviews.getByRole("button", { name: "Show more reviews (4 remaining)" }),
    ).toBeVisible();
  });

  test("on Track order answers the form, without reloading the page", async ({
    page,
  }) => {
    const release = await openAsleep(page, "/order-track");
    await page.evaluate(() => ((window as { marker?: boolean }).marker = true));
    await page.getByRole("button", { name: "Track order" }).click();
    await expectNoPageScript(page);
    release();
    const input = page.getByRole("textbox", { name: "Tracking number" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    expect(
      await page.evaluate(() => (window as { marker?: boolean }).marker),
      "the same page, not a reload",
    ).toBe(true);
  });

  test("on the currency selector switches the prices", async ({
    page,
    geoIpRequests,
  }) => {
    const release = await openAsleep(page, "/");
    const currency = page.getByRole("combobox", { name: "Currency" });
    await currency.selectOption("GBP");
    await expectNoPageScript(page);
    await expect(
      page.locator("currency-select:not(:defined)").filter({ has: currency }),
      "its element is not defined yet",
    ).toHaveCount(1);
    release();
    const main = page.getByRole("main");
    await expect(main).toContainText("£14.95", ON_SCREEN);
    await expect(main).not.toContainText("$", ON_SCREEN);
    await expect.poll(() => storedCurrency(page)).toBe("GBP");
    // The shopper's choice wins over detection, which need not run at all.
    await page.waitForLoadState("networkidle");
    expect(await storedCurrency(page)).toBe("GBP");
    expect(geoIpRequests.count).toBeLessThanOrEqual(1);
  });
});

test.describe("a tap made before its island wakes", () => {
  test("on a colour shows that colour at once, and puts it in the address once awake", async ({
    page,
  }) => {
    const release = await openAsleep(page, "/");
    const picker = page.getByRole("group", { name: /Colour/ });
    await picker.locator("label", { hasText: "Grey" }).click();
    // Answered by the platform while the island still sleeps.
    await expect(picker.getByRole("radio", { name: "Grey" })).toBeChecked();
    await expect(picker).toContainText("Colour: Grey", ON_SCREEN);
    await expect(shownImage(page)).toHaveAttribute("alt", /Grey/);
    await expectAsleep(page, picker);
    release();
    await expect(page).toHaveURL(/\?color=grey$/);
    await expect(picker.getByRole("radio", { name: "Grey" })).toBeChecked();
    await expect(shownImage(page)).toHaveAttribute("alt", /Grey/);
  });

  test("on a gallery thumbnail or arrow shows that image at once", async ({
    page,
  }) => {
    const release = await openAsleep(page, "/");
    const fourth = page.getByRole("radio", { name: "View image 4 of 8" });
    await fourth.locator("..").click();
    await expect(shownImage(page)).toHaveAttribute(
      "alt",
      /36L and expanded to 60L/,
    );
    await page
      .getByRole("region", { name: "Product images" })
      .locator('label[title="Next image"]')
      .filter({ visible: true })
      .click();
    await expect(
      page.getByRole("radio", { name: "View image 5 of 8" }),
    ).toBeChecked();
    await expectAsleep(page, fourth);
    release();
    await expect(
      page.getByRole("radio", { name: "View image 5 of 8" }),
    ).toBeChecked();
  });

  test("on the main image opens the zoom view at once", async ({ page }) => {
    const release = await openAsleep(page, "/");
    const main = page
      .getByRole("button", { name: /^Zoom in:/ })
      .filter({ visible: true });
    await main.click();
    const dialog = page.getByRole("dialog", { name: "Zoomed product images" });
    await expect(dialog).toBeVisible();
    await expectAsleep(page, main);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    release();
  });

  test("on Write a review opens the dialog, and what is typed in it stays", async ({
    page,
  }) => {
    const release = await openAsleep(page, "/");
    await page.getByRole("button", { name: "Write a review" }).click();
    const dialog = page.getByRole("dialog", { name: "Write a review" });
    await expect(dialog).toBeVisible();
    const name = dialog.getByRole("textbox", { name: "Your name *" });
    await name.fill("Early Eve");
    await expectAsleep(page, dialog);
    release();
    await expect(
      page.locator("astro-island[ssr]").filter({ has: dialog }),
    ).toHaveCount(0);
    await expect(name).toHaveValue("Early Eve");
  });
});

test.describe("a returning visitor", () => {
  test.use({ geoIp: { country_code: "FR" } });

  test("sees prices in their currency before any island wakes", async ({
    page,
  }) => {
    await page.goto("/");
    await expect.poll(() => storedCurrency(page)).toBe("EUR");

    const release = await openAsleep(page, "/");
    const main = page.getByRole("main");
    const text = await main.innerText();
    expect(text).toContain("€14.95");
    expect(text).not.toContain("$");
    expect(text).not.toContain("Loading...");
    release();
    await expect(main).toContainText("€14.95", ON_SCREEN);
  });
});
