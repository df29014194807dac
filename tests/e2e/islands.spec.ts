import type { Locator, Page } from "@playwright/test";
import {
  ON_SCREEN,
  expect,
  holdIslandScripts,
  storedCurrency,
  test,
  VISITOR_COUNTRY,
} from "./fixtures";
import {
  chrome,
  containing,
  copy,
  CURRENCIES,
  currencyFrom,
  FALLBACK_CURRENCY,
  fill,
  FIRST_LOCALE,
  product,
  productPriceFor,
  reviews as storeReviews,
} from "./store";
import { escapeRegExp } from "../../src/lib/regexp";
import { formatNumber, position } from "../../src/lib/numbers";
import { plural } from "../../src/lib/plural";
import { INITIAL_VISIBLE, VISIBLE_STEP } from "../../src/lib/reviews";

const { colours, gallery, tabs } = product;
/** The name of the `n`-th thumbnail (from 1). */
const thumbnailName = (n: number) =>
  fill(
    copy.product.thumbnailLabel,
    position(n - 1, gallery.length, FIRST_LOCALE),
  );
/** The label of a row of `rating` stars, as screen readers read it. */
const ratedLabel = (rating: number) =>
  fill(copy.reviews.ratedLabel, {
    rating: formatNumber(rating, FIRST_LOCALE),
  });
/** The "Show more reviews" button's name with `remaining` reviews left. */
const showMoreName = (remaining: number) =>
  fill(copy.reviews.showMoreReviews, {
    remaining: formatNumber(remaining, FIRST_LOCALE),
  });

// Interactive parts are React islands that wake after `load`, or widgets the
// page script answers (banner, tabs, tracking form), which it loads after
// first paint. A shopper who taps one before its script runs must get what
// they tapped for, once it has. Each test holds the scripts, acts, checks
// that they had not run, then lets them through.

/** The main image's zoom button on screen: the stylesheet shows the checked radio's. */
const zoomButton = (page: Page) =>
  page
    .getByRole("button", {
      name: new RegExp(
        `^${escapeRegExp(fill(copy.product.openZoom, { alt: "" }))}`,
      ),
    })
    .filter({ visible: true });
/** The main image on screen. */
const shownImage = (page: Page) => zoomButton(page).locator("img");

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
    // The second tab: the first is selected already.
    const second = tabs[1]!;
    const list = page.getByRole("tablist", { name: copy.product.tabsLabel });
    const tab = list.getByRole("tab", { name: second.label });
    await tab.click();
    await expectNoPageScript(page);
    release();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(
      second.paragraphs[0]!,
    );
  });

  test("on the banner's previous button shows the previous message", async ({
    page,
  }) => {
    const release = await openAsleep(page, "/about");
    const region = page.getByRole("region", { name: chrome.banner.label });
    await region
      .getByRole("button", { name: chrome.banner.previousLabel })
      .click();
    await expectNoPageScript(page);
    release();
    // Backwards, so the slide show's own turn (forwards) cannot pass for it.
    await expect(region.getByRole("group")).toHaveText(
      chrome.banner.messages.at(-1)!,
    );
  });

  test("on a review filter shows the reviews with that rating", async ({
    page,
  }) => {
    // The rating of the first review that differs from the first one's, so
    // that the filter leaves some reviews out (where they differ at all).
    const ratings = storeReviews().map((review) => review.rating);
    const rating = ratings.find((n) => n !== ratings[0]) ?? ratings[0]!;
    const others = [1, 2, 3, 4, 5].filter((n) => n !== rating);
    const release = await openAsleep(page, "/");
    const reviews = page.getByRole("region", { name: copy.reviews.heading });
    await reviews
      .locator("label")
      .filter({
        has: page.getByRole("radio", {
          name: plural(copy.reviews.starLabel, rating, FIRST_LOCALE),
          exact: true,
        }),
      })
      .click();
    await expectNoPageScript(page);
    release();
    const cards = reviews.getByRole("article");
    await expect(
      cards.getByRole("img", {
        name: new RegExp(
          `^(?:${others.map((n) => escapeRegExp(ratedLabel(n))).join("|")})$`,
        ),
      }),
    ).toHaveCount(0);
    await expect(cards).not.toHaveCount(0);
    await expect(
      cards.getByRole("img", { name: ratedLabel(rating), exact: true }),
    ).toHaveCount(await cards.count());
  });

  test(`on Show more reviews shows ${VISIBLE_STEP} more`, async ({ page }) => {
    const all = storeReviews().length;
    const after = Math.min(all, INITIAL_VISIBLE + VISIBLE_STEP);
    const release = await openAsleep(page, "/");
    const reviews = page.getByRole("region", { name: copy.reviews.heading });
    // Whatever figure it reads: the button is there only while reviews are left.
    const anyShowMore = reviews.getByRole("button", {
      name: new RegExp(
        `^${copy.reviews.showMoreReviews.split("{remaining}").map(escapeRegExp).join(".+")}$`,
      ),
    });
    if (all <= INITIAL_VISIBLE) {
      // A store with no more reviews than the first page shows them all.
      release();
      await expect(reviews.getByRole("article")).toHaveCount(all);
      await expect(anyShowMore).toHaveCount(0);
      return;
    }
    await reviews
      .getByRole("button", {
        name: showMoreName(all - INITIAL_VISIBLE),
        exact: true,
      })
      .click();
    await expectNoPageScript(page);
    release();
    await expect(reviews.getByRole("article")).toHaveCount(after);
    if (all > after)
      await expect(
        reviews.getByRole("button", {
          name: showMoreName(all - after),
          exact: true,
        }),
      ).toBeVisible();
    else await expect(anyShowMore).toBeHidden();
  });

  test("on Track order answers the form, without reloading the page", async ({
    page,
  }) => {
    const release = await openAsleep(page, "/order-track");
    await page.evaluate(() => ((window as { marker?: boolean }).marker = true));
    await page.getByRole("button", { name: copy.orderTrack.submit }).click();
    await expectNoPageScript(page);
    release();
    const input = page.getByRole("textbox", { name: copy.orderTrack.label });
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
    const detected = currencyFrom(VISITOR_COUNTRY);
    const choice = CURRENCIES.find(({ code }) => code !== detected)!.code;
    const release = await openAsleep(page, "/");
    const currency = page.getByRole("combobox", {
      name: chrome.footer.currencyLabel,
    });
    await currency.selectOption(choice);
    await expectNoPageScript(page);
    await expect(
      page.locator("currency-select:not(:defined)").filter({ has: currency }),
      "its element is not defined yet",
    ).toHaveCount(1);
    release();
    const main = page.getByRole("main");
    await expect(main).toContainText(
      productPriceFor(VISITOR_COUNTRY, choice).price,
      ON_SCREEN,
    );
    await expect(main).not.toContainText(
      productPriceFor(VISITOR_COUNTRY).price,
      ON_SCREEN,
    );
    await expect.poll(() => storedCurrency(page)).toBe(choice);
    // The shopper's choice wins over detection, which need not run at all.
    await page.waitForLoadState("networkidle");
    expect(await storedCurrency(page)).toBe(choice);
    expect(geoIpRequests.count).toBeLessThanOrEqual(1);
  });
});

test.describe("a tap made before its island wakes", () => {
  test("on a colour shows that colour at once, and puts it in the address once awake", async ({
    page,
  }) => {
    // The second colour: the first is chosen already.
    const colour = colours[1]!;
    const alt = gallery[colour.image]!.alt;
    const release = await openAsleep(page, "/");
    const picker = page.getByRole("group", {
      name: containing(copy.product.colourLabel),
    });
    const radio = picker.getByRole("radio", { name: colour.name, exact: true });
    await picker.locator("label", { hasText: colour.name }).click();
    // Answered by the platform while the island still sleeps.
    await expect(radio).toBeChecked();
    await expect(picker).toContainText(
      `${copy.product.colourLabel}: ${colour.name}`,
      ON_SCREEN,
    );
    await expect(shownImage(page)).toHaveAttribute("alt", alt);
    await expectAsleep(page, picker);
    release();
    await expect(page).toHaveURL(
      new RegExp(`\\?color=${escapeRegExp(colour.value)}$`),
    );
    await expect(radio).toBeChecked();
    await expect(shownImage(page)).toHaveAttribute("alt", alt);
  });

  test("on a gallery thumbnail or arrow shows that image at once", async ({
    page,
  }) => {
    // The fourth image (or the last, in a shorter gallery), then the next.
    const n = Math.min(4, gallery.length);
    const next = (n % gallery.length) + 1;
    const thumbnail = (k: number) =>
      page.getByRole("radio", { name: thumbnailName(k), exact: true });
    const release = await openAsleep(page, "/");
    await thumbnail(n).locator("..").click();
    await expect(shownImage(page)).toHaveAttribute("alt", gallery[n - 1]!.alt);
    await page
      .getByRole("region", { name: copy.product.galleryLabel })
      .locator(`label[title="${copy.product.nextImage}"]`)
      .filter({ visible: true })
      .click();
    await expect(thumbnail(next)).toBeChecked();
    await expectAsleep(page, thumbnail(n));
    release();
    await expect(thumbnail(next)).toBeChecked();
  });

  test("on the main image opens the zoom view at once", async ({ page }) => {
    const release = await openAsleep(page, "/");
    const main = zoomButton(page);
    await main.click();
    const dialog = page.getByRole("dialog", { name: copy.product.zoomLabel });
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
    await page.getByRole("button", { name: copy.reviews.writeReview }).click();
    const dialog = page.getByRole("dialog", {
      name: copy.reviews.dialog.heading,
    });
    await expect(dialog).toBeVisible();
    const name = dialog.getByRole("textbox", {
      name: copy.reviews.dialog.name,
    });
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
  // A country whose currency is not the fallback one.
  const country = "FR";
  const seen = productPriceFor(country);
  test.use({ geoIp: { country_code: country } });

  test("sees prices in their currency before any island wakes", async ({
    page,
  }) => {
    await page.goto("/");
    await expect.poll(() => storedCurrency(page)).toBe(currencyFrom(country));

    const release = await openAsleep(page, "/");
    const main = page.getByRole("main");
    const text = await main.innerText();
    expect(text).toContain(seen.price);
    expect(text).not.toContain(
      productPriceFor(country, FALLBACK_CURRENCY).price,
    );
    expect(text).not.toContain(copy.product.loading);
    release();
    await expect(main).toContainText(seen.price, ON_SCREEN);
  });
});
