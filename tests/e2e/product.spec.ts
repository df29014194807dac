import type { Page } from "@playwright/test";
import {
  ON_SCREEN,
  PARTNER_HOST,
  describeWithoutJavaScript,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  jsonLdOf,
  openDialogWithKeyboard,
  pageHeading,
  shown,
  test,
  VISITOR_COUNTRY,
} from "./fixtures";
import {
  chrome,
  containing,
  copy,
  CURRENCIES,
  imageSizeOf,
  currencyFrom,
  entry,
  FALLBACK_CURRENCY,
  fill,
  FIRST_LOCALE,
  product,
  productPriceFor,
  rating,
  related,
  relatedPricesIn,
  reviews as storeReviews,
} from "./store";
import { escapeRegExp } from "../../src/lib/regexp";
import { formatNumber } from "../../src/lib/numbers";
import { plural } from "../../src/lib/plural";
import { resolvePrices } from "../../src/lib/money";
import { INITIAL_VISIBLE, VISIBLE_STEP } from "../../src/lib/reviews";
import { openGraphPrices } from "../../src/lib/structured-data";

const { gallery, colours, tabs } = product;
const [firstColour, secondColour] = colours;
const lastColour = colours.at(-1)!;
/** The number of images in the gallery. */
const total = gallery.length;
/** An image's description, the first image counted as 1. */
const altOf = (n: number) => gallery[n - 1]!.alt;
/** The first image of a colour. */
const colourAlt = (colour: (typeof colours)[number]) =>
  gallery[colour.image]!.alt;
const buyNow = containing(copy.product.buyNow);
const colourGroup = containing(copy.product.colourLabel);
/** The colour picker's legend once `name` is chosen. */
const chosen = (name: string) => `${copy.product.colourLabel}: ${name}`;
const stars = (count: number) =>
  plural(copy.reviews.starLabel, count, FIRST_LOCALE);

/** The main image on screen: the stylesheet shows the checked radio's. */
const mainImage = (page: Page) =>
  page
    .getByRole("button", {
      name: new RegExp(
        `^${escapeRegExp(fill(copy.product.openZoom, { alt: "" }))}`,
      ),
    })
    .filter({ visible: true });
const thumbnail = (page: Page, n: number) =>
  page.getByRole("radio", {
    name: fill(copy.product.thumbnailLabel, {
      n: String(n),
      total: String(total),
    }),
    exact: true,
  });

test.describe("gallery", () => {
  test(
    "shows every image; thumbnails, arrows and arrow keys set the main image",
    { tag: "@journey" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      for (let n = 1; n <= total; n++)
        await expect(thumbnail(page, n)).toHaveCount(1);
      await expect(thumbnail(page, total + 1)).toHaveCount(0);
      await expect(mainImage(page)).toHaveCount(1);
      await expect(mainImage(page).locator("img")).toHaveAttribute(
        "alt",
        colourAlt(firstColour!),
      );

      await thumbnail(page, total).locator("..").click();
      await expect(thumbnail(page, total)).toBeChecked();
      await expect(mainImage(page).locator("img")).toHaveAttribute(
        "alt",
        altOf(total),
      );

      await thumbnail(page, 1).locator("..").click();
      const arrow = (name: string) =>
        page
          .getByRole("region", { name: copy.product.galleryLabel })
          .locator(`label[title="${name}"]`)
          .filter({ visible: true });
      await arrow(copy.product.previousImage).click();
      await expect(thumbnail(page, total)).toBeChecked();
      await arrow(copy.product.nextImage).click();
      await expect(thumbnail(page, 1)).toBeChecked();

      // The radio group's own keys, wrapping around.
      await thumbnail(page, 1).focus();
      await page.keyboard.press("ArrowLeft");
      await expect(thumbnail(page, total)).toBeChecked();
      await expect(mainImage(page).locator("img")).toHaveAttribute(
        "alt",
        altOf(total),
      );

      // And the main image's, once the island is awake.
      await mainImage(page).focus();
      await page.keyboard.press("ArrowRight");
      await expect(thumbnail(page, 1)).toBeChecked();
      await expect(mainImage(page)).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(thumbnail(page, 2)).toBeChecked();
    },
  );

  test("works with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page
      .getByRole("group", { name: colourGroup })
      .locator("label", { hasText: secondColour!.name })
      .click();
    await expect(mainImage(page).locator("img")).toHaveAttribute(
      "alt",
      colourAlt(secondColour!),
    );
    await expect(page.getByRole("group", { name: colourGroup })).toContainText(
      chosen(secondColour!.name),
      ON_SCREEN,
    );
    await thumbnail(page, total).locator("..").click();
    await expect(mainImage(page).locator("img")).toHaveAttribute(
      "alt",
      altOf(total),
    );
    await mainImage(page).click();
    const dialog = page.getByRole("dialog", { name: copy.product.zoomLabel });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${total} / ${total}`, ON_SCREEN);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await context.close();
  });

  test("loads the first image first and at its size, and the rest lazily", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = mainImage(page).locator("img");
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    // The photo's own size, as the content folder holds it.
    const { width, height } = await imageSizeOf(
      gallery[firstColour!.image]!.src,
    );
    await expect(hero).toHaveAttribute("width", String(width));
    await expect(hero).toHaveAttribute("height", String(height));
    const src = await hero.getAttribute("src");
    const preload = page.locator(
      `link[rel="preload"][as="image"][href="${src}"]`,
    );
    await expect(preload).toHaveCount(1);
    const avif = mainImage(page).locator('source[type="image/avif"]').first();
    if (String(gallery[firstColour!.image]!.src).endsWith(".svg")) {
      // Vector art is served as it is: one file, nothing to choose from.
      await expect(avif).toHaveCount(0);
      await expect(preload).not.toHaveAttribute("imagesrcset");
    } else {
      // The preload asks for the candidate the <picture> will pick: the
      // same AVIF srcset at the same sizes.
      await expect(preload).toHaveAttribute("type", "image/avif");
      await expect(preload).toHaveAttribute(
        "imagesrcset",
        (await avif.getAttribute("srcset"))!,
      );
      await expect(preload).toHaveAttribute(
        "imagesizes",
        (await avif.getAttribute("sizes"))!,
      );
    }
    // Every other image, main, zoomed or thumbnail, waits until it is shown.
    const others = page
      .getByRole("region", { name: copy.product.galleryLabel })
      .locator("img");
    // Each image three times: main, zoomed and thumbnail.
    await expect(others).toHaveCount(3 * total);
    for (const image of await others.all())
      if ((await image.getAttribute("src")) !== src)
        await expect(image).toHaveAttribute("loading", "lazy");
  });

  test(
    "swipes on a touch screen",
    { tag: ["@phone", "@journey"] },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const box = (await mainImage(page).boundingBox())!;
      const y = box.y + box.height / 2;
      const swipe = async (from: number, to: number) => {
        await mainImage(page).dispatchEvent("touchstart", {
          touches: [{ identifier: 1, clientX: from, clientY: y }],
        });
        await mainImage(page).dispatchEvent("touchend", {
          changedTouches: [{ identifier: 1, clientX: to, clientY: y }],
        });
      };
      await swipe(box.x + box.width - 40, box.x + 40);
      await expect(thumbnail(page, 2)).toBeChecked();
      await swipe(box.x + 40, box.x + box.width - 40);
      await expect(thumbnail(page, 1)).toBeChecked();
    },
  );

  test(
    "opens a full-screen zoom view that Escape and the close button close",
    { tag: "@journey" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      await mainImage(page).click();
      const dialog = page.getByRole("dialog", {
        name: copy.product.zoomLabel,
      });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`1 / ${total}`, ON_SCREEN);
      await dialog
        .locator(`label[title="${copy.product.nextImage}"]`)
        .filter({ visible: true })
        .click();
      await expect(dialog).toContainText(`2 / ${total}`, ON_SCREEN);
      await expect(dialog.getByRole("img")).toHaveAttribute("alt", altOf(2));
      await page.keyboard.press("ArrowLeft");
      await expect(dialog).toContainText(`1 / ${total}`, ON_SCREEN);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(mainImage(page)).toBeFocused();

      await mainImage(page).click();
      await page.getByRole("button", { name: copy.product.closeZoom }).click();
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(mainImage(page)).toBeFocused();
    },
  );
});

test.describe("colour", () => {
  test(
    "defaults to the first colour; choosing one changes the image and the address without a history entry",
    { tag: "@journey" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const picker = page.getByRole("group", { name: colourGroup });
      const radio = (colour: (typeof colours)[number]) =>
        picker.getByRole("radio", { name: colour.name, exact: true });
      const addressOf = (colour: (typeof colours)[number]) =>
        new RegExp(`\\?color=${escapeRegExp(colour.value)}$`);
      await expect(picker).toContainText(chosen(firstColour!.name), ON_SCREEN);
      await expect(radio(firstColour!)).toBeChecked();
      const before = await page.evaluate(() => history.length);

      await picker.locator("label", { hasText: secondColour!.name }).click();
      await expect(picker).toContainText(chosen(secondColour!.name), ON_SCREEN);
      await expect(mainImage(page).locator("img")).toHaveAttribute(
        "alt",
        colourAlt(secondColour!),
      );
      await expect(page).toHaveURL(addressOf(secondColour!));

      // The radio group's own keys, wrapping around.
      await radio(lastColour).focus();
      await expect(radio(lastColour)).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(page).toHaveURL(addressOf(firstColour!));
      await page.keyboard.press("ArrowLeft");
      await expect(page).toHaveURL(addressOf(lastColour));
      await expect(mainImage(page).locator("img")).toHaveAttribute(
        "alt",
        colourAlt(lastColour),
      );
      expect(await page.evaluate(() => history.length)).toBe(before);
    },
  );

  const arrivals: (readonly [string, (typeof colours)[number]])[] = [
    ...colours
      .slice(1)
      .map((colour) => [`?color=${colour.value}`, colour] as const),
    ["?color=no-such-colour", firstColour!],
    ["?color=", firstColour!],
  ];
  for (const [query, colour] of arrivals) {
    test(`${query} arrives showing ${colour.name}`, async ({ page }) => {
      await page.goto(`/${query}`);
      const picker = page.getByRole("group", { name: colourGroup });
      await expect(
        picker.getByRole("radio", { name: colour.name, exact: true }),
      ).toBeChecked();
      await expect(mainImage(page).locator("img")).toHaveAttribute(
        "alt",
        colourAlt(colour),
      );
    });
  }
});

test.describe("prices", () => {
  // One country of each market, as price-claims.yaml lists them.
  for (const country of ["GB", "DE", "US"]) {
    const seen = productPriceFor(country);
    const card = relatedPricesIn(currencyFrom(country))[0]!;
    test.describe(`for a visitor from ${country}`, () => {
      test.use({ geoIp: { country_code: country } });

      test(
        `are ${[seen.price, seen.original, seen.savings].filter(Boolean).join(", ")}`,
        { tag: "@journey" },
        async ({ page }) => {
          await page.goto("/");
          const prices = page
            .getByRole("main")
            .locator("p")
            .filter({ hasText: copy.product.currentPriceLabel })
            .filter({ visible: true })
            .first();
          await expect(prices).toContainText(seen.price, ON_SCREEN);
          if (seen.original) {
            await expect(prices.locator("s")).toHaveText(
              seen.original,
              ON_SCREEN,
            );
            await expect(prices).toContainText(seen.savings!, ON_SCREEN);
          } else await expect(prices.locator("s")).toBeHidden();
          // The related cards are in the same currency.
          await expect(page.getByRole("main")).toContainText(
            card.price,
            ON_SCREEN,
          );
        },
      );
    });
  }

  test.describe("while the geo-IP service has not answered", () => {
    test.use({ geoIp: "never" });

    test(`read ${copy.product.loading}, without moving the page, then fall back to ${FALLBACK_CURRENCY} after 5 s`, async ({
      page,
    }) => {
      await page.goto("/");
      const buy = page.getByRole("link", { name: buyNow }).first();
      await expect(
        shown(page.getByRole("main"), copy.product.loading),
      ).toBeVisible();
      const before = await buy.boundingBox();
      await expect(page.getByRole("main")).toContainText(
        productPriceFor().price,
        {
          ...ON_SCREEN,
          timeout: 8000,
        },
      );
      expect(await buy.boundingBox()).toEqual(before);
    });
  });
});

test.describe("BUY NOW", () => {
  test(
    "opens the partner offer in a new tab with offer, affiliate and product in the query",
    { tag: "@journey" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const buy = page.getByRole("link", { name: buyNow }).first();
      await expect(buy).toHaveAttribute("target", "_blank");
      // A paid link (sponsored) that gives the partner no handle on this page.
      const rel = ((await buy.getAttribute("rel")) ?? "").split(/\s+/);
      expect(rel).toEqual(expect.arrayContaining(["sponsored", "noopener"]));
      const href = new URL((await buy.getAttribute("href"))!);
      expect(href.hostname).toBe(PARTNER_HOST);
      expect(href.searchParams.get("offer_id")).toBeTruthy();
      expect(href.searchParams.get("aff_id")).toBeTruthy();
      expect(href.searchParams.get("product")).toBe(product.title);

      const [partner] = await Promise.all([
        page.context().waitForEvent("page"),
        buy.click(),
      ]);
      await expect(partner).toHaveTitle("Partner offer");
      expect(new URL(partner.url()).searchParams.get("product")).toBe(
        product.title,
      );
    },
  );

  test(
    "has a sticky bar on phones once the main button scrolls away, never over the footer",
    { tag: ["@phone", "@journey"] },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const bar = page
        .locator("sticky-bar")
        .filter({ has: page.getByRole("link", { name: buyNow }) });
      await expect(bar).toBeHidden();
      await page
        .getByRole("heading", { name: copy.reviews.heading })
        .scrollIntoViewIfNeeded();
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(
        productPriceFor(VISITOR_COUNTRY).price,
        ON_SCREEN,
      );
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(bar).toBeHidden();
    },
  );
});

test.describe("currency selector", () => {
  const detected = currencyFrom(VISITOR_COUNTRY);
  const other = CURRENCIES.find(({ code }) => code !== detected)!;
  const before = productPriceFor(VISITOR_COUNTRY);
  const after = productPriceFor(VISITOR_COUNTRY, other.code);

  test(
    "switches every price, and the choice wins over detection on the next visit",
    { tag: "@journey" },
    async ({ page, geoIpRequests }) => {
      await gotoHydrated(page, "/");
      const main = page.getByRole("main");
      await expect(main).toContainText(before.price, ON_SCREEN);
      await page
        .getByRole("combobox", { name: chrome.footer.currencyLabel })
        .selectOption(other.code);
      await expect(main).toContainText(after.price, ON_SCREEN);
      for (const card of relatedPricesIn(other.code))
        await expect(main).toContainText(card.price, ON_SCREEN);
      await expect(main).not.toContainText(before.price, ON_SCREEN);
      await page.reload();
      await expect(main).toContainText(after.price, ON_SCREEN);
      expect(geoIpRequests.count).toBe(1);
    },
  );
});

test.describe("description tabs", () => {
  test(
    "work from the keyboard and with the arrow buttons",
    { tag: "@journey" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const [first, second] = tabs;
      const last = tabs.at(-1)!;
      const list = page.getByRole("tablist", {
        name: copy.product.tabsLabel,
      });
      const panel = page.getByRole("tabpanel");
      const nextTab = page.getByRole("button", { name: copy.product.nextTab });
      await expect(list.getByRole("tab", { selected: true })).toHaveText(
        first!.label,
      );
      await list.getByRole("tab", { name: first!.label }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(
        list.getByRole("tab", { name: second!.label }),
      ).toBeFocused();
      await expect(panel).toContainText(second!.heading);
      await expect(panel).toContainText(second!.paragraphs[0]!);
      await page.keyboard.press("End");
      await expect(panel).toContainText(last.heading);
      await expect(panel).toContainText(last.paragraphs.at(-1)!);
      await page.keyboard.press("Tab");
      await expect(nextTab).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(panel).toBeFocused();
      await nextTab.click();
      await expect(list.getByRole("tab", { selected: true })).toHaveText(
        first!.label,
      );
      await page
        .getByRole("button", { name: copy.product.previousTab })
        .click();
      await expect(list.getByRole("tab", { selected: true })).toHaveText(
        last.label,
      );
    },
  );
});

test.describe("reviews", () => {
  const reviews = (page: Page) => page.locator("#reviews");

  test(
    "the review count links to the reviews",
    { tag: "@journey" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      await page
        .getByRole("link", {
          name: `${formatNumber(rating.total, FIRST_LOCALE)} ${copy.product.reviewsLabel}`,
        })
        .click();
      await expect(page).toHaveURL(/#reviews$/);
      await expect(
        page.getByRole("heading", { name: copy.reviews.heading }),
      ).toBeInViewport();
    },
  );

  test(
    "summarise, filter, show more and reset",
    { tag: "@journey" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const section = reviews(page);
      const all = storeReviews().length;
      const first = Math.min(all, INITIAL_VISIBLE);
      await expect(section).toContainText(
        formatNumber(rating.average, FIRST_LOCALE),
      );
      await expect(section).toContainText(
        plural(copy.reviews.basedOn, rating.total, FIRST_LOCALE),
      );
      await expect(section.getByRole("article")).toHaveCount(first);
      if (all > first) {
        await section
          .getByRole("button", {
            name: fill(copy.reviews.showMoreReviews, {
              remaining: formatNumber(all - first, FIRST_LOCALE),
            }),
          })
          .click();
        await expect(section.getByRole("article")).toHaveCount(
          Math.min(all, first + VISIBLE_STEP),
        );
      }

      await filterTo(page, 1);
      await section.getByRole("button", { name: copy.reviews.showAll }).click();
      await expect(section.getByRole("article")).toHaveCount(first);
    },
  );

  test(
    "write a review from the keyboard, with a photo",
    { tag: "@journey" },
    async ({ page }) => {
      // A long journey with two axe runs: more than 30 s on a busy machine.
      test.slow();
      await gotoHydrated(page, "/");
      const write = page.getByRole("button", {
        name: copy.reviews.writeReview,
      });
      const dialog = await openDialogWithKeyboard(
        write,
        copy.reviews.dialog.heading,
      );
      await expect(
        dialog.getByRole("textbox", { name: copy.reviews.dialog.name }),
      ).toBeFocused();
      await expectNoAxeViolations(page);

      await page.keyboard.type("Keyboard Kim");
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("radio", { name: stars(1) })).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByRole("radio", { name: stars(4) })).toBeChecked();
      await page.keyboard.press("Tab");
      await page.keyboard.type(
        "Compressed a week of clothes into it. <b>Not bold</b>",
      );
      // An emoji comes from the phone's emoji keyboard, as an edit of the
      // field, not a key. (Playwright on WebDriver BiDi "types" a key it has
      // no key for by setting the field's value, which React does not hear.)
      await page.evaluate(() =>
        document.execCommand("insertText", false, " 🎒"),
      );

      // A 1×1 PNG.
      const png = Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNg+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
        "base64",
      );
      await dialog.locator('input[type="file"]').setInputFiles({
        name: "trip.png",
        mimeType: "image/png",
        buffer: png,
      });
      await expect(dialog.locator('img[src^="data:image/jpeg"]')).toBeVisible();
      await dialog
        .getByRole("button", { name: copy.reviews.dialog.removePhoto })
        .click();
      await expect(dialog.locator('img[src^="data:image"]')).toHaveCount(0);
      await dialog.locator('input[type="file"]').setInputFiles({
        name: "trip.png",
        mimeType: "image/png",
        buffer: png,
      });
      await expect(dialog.locator('img[src^="data:image/jpeg"]')).toBeVisible();

      await dialog
        .getByRole("button", { name: copy.reviews.dialog.submit })
        .click();
      await expect(dialog).toBeHidden();
      await expect(write).toBeFocused();
      await expect(page.getByRole("status")).toHaveText(copy.reviews.thanks);
      const first = reviews(page).getByRole("article").first();
      await expect(first).toContainText("Keyboard Kim");
      await expect(first).toContainText(copy.reviews.unverified);
      await expect(first).toContainText(copy.reviews.justNow);
      await expect(first).toContainText("<b>Not bold</b> 🎒");
      await expect(first.locator("b")).toHaveCount(0);
      await expect(
        first.getByRole("img", {
          name: fill(copy.reviews.ratedLabel, { rating: "4" }),
        }),
      ).toBeVisible();
      await expect(first.locator('img[src^="data:image/jpeg"]')).toBeVisible();
    },
  );

  test(
    "refuse a file that is not an image, and Escape closes the dialog",
    { tag: "@journey" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const write = page.getByRole("button", {
        name: copy.reviews.writeReview,
      });
      await write.click();
      const dialog = page.getByRole("dialog", {
        name: copy.reviews.dialog.heading,
      });
      await dialog.locator('input[type="file"]').setInputFiles({
        name: "notes.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("hi"),
      });
      await expect(
        dialog.getByText(copy.reviews.dialog.notAnImage),
      ).toBeVisible();
      await dialog.locator('input[type="file"]').setInputFiles({
        name: "fake.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("not really a jpeg"),
      });
      await expect(
        dialog.getByText(copy.reviews.dialog.unreadable),
      ).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(write).toBeFocused();
    },
  );
});

test(
  "the FAQ opens one answer at a time and closes it again",
  { tag: "@journey" },
  async ({ page }) => {
    await gotoHydrated(page, "/");
    const { items } = entry("faq");
    const faq = page.getByRole("region", { name: copy.faqHeading });
    const question = (item: (typeof items)[number]) =>
      faq.locator("details").filter({ hasText: item.question });
    const [delivery, payment] = [question(items[0]!), question(items[1]!)];
    await expect(faq.locator("details")).toHaveCount(items.length);
    await delivery.locator("summary").click();
    await expect(delivery).toHaveAttribute("open", "");
    await expect(delivery.locator("summary")).toHaveText(items[0]!.question);
    await payment.locator("summary").click();
    await expect(payment).toHaveAttribute("open", "");
    await expect(delivery).not.toHaveAttribute("open");
    await payment.locator("summary").click();
    await expect(payment).not.toHaveAttribute("open");
  },
);

test("You will also like shows every card at its prices, without dead links", async ({
  page,
}) => {
  await page.goto("/");
  const region = page.getByRole("region", { name: copy.relatedHeading });
  const cards = region.getByRole("listitem");
  await expect(cards).toHaveCount(related.length);
  const prices = relatedPricesIn(currencyFrom(VISITOR_COUNTRY));
  for (const [index, card] of related.entries()) {
    const seen = prices[index]!;
    const item = cards.nth(index);
    await expect(item).toContainText(card.name);
    for (const text of [seen.price, seen.original, seen.savings])
      if (text) await expect(item).toContainText(text, ON_SCREEN);
  }
  await expect(region.getByRole("link")).toHaveCount(0);
});

test("the product page carries valid structured data and sharing tags", async ({
  page,
}) => {
  await page.goto("/");
  const types = (await jsonLdOf(page)).map((data) => data["@type"]);
  // No FAQPage: Google shows FAQ results only for government and health
  // sites, and the bytes count against the page's one round trip.
  expect(types).toEqual(["Product", "Organization", "WebSite"]);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute(
    "content",
    "product",
  );
  // One price in the fallback currency, or each currency's own.
  const prices = openGraphPrices(
    resolvePrices(product, product.currencyPrices).price,
    FALLBACK_CURRENCY,
  );
  const contents = (property: string) =>
    page
      .locator(`meta[property="${property}"]`)
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content")));
  expect(await contents("product:price:amount")).toEqual(
    prices.map(([amount]) => amount),
  );
  expect(await contents("product:price:currency")).toEqual(
    prices.map(([, currency]) => currency),
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /^https:\/\//,
  );
});

describeWithoutJavaScript(() => {
  test("the product page is readable and BUY NOW still leads to the partner", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(pageHeading(page)).toHaveText(product.title);
    // Every panel is open without JavaScript; the description comes first.
    await expect(
      page.getByRole("tabpanel", { name: tabs[0]!.label }),
    ).toContainText(tabs[0]!.heading);
    const buy = page.getByRole("link", { name: buyNow }).first();
    expect(new URL((await buy.getAttribute("href"))!).hostname).toBe(
      PARTNER_HOST,
    );
    // Prices in the fallback currency, the form every market allows, and no other.
    const main = page.getByRole("main");
    const seen = productPriceFor();
    await expect(main).toContainText(seen.price, ON_SCREEN);
    if (seen.original)
      await expect(main).toContainText(seen.original, ON_SCREEN);
    const others = CURRENCIES.filter(({ code }) => code !== FALLBACK_CURRENCY);
    for (const text of [
      ...others.map(({ code }) => productPriceFor(undefined, code).price),
      copy.product.loading,
    ])
      await expect(main).not.toContainText(text, ON_SCREEN);
  });
});

test("/ has no axe violations with the filter on a rating", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  // A rating no review gives, where there is one: the empty state.
  const ratings = storeReviews().map((review) => review.rating);
  await filterTo(page, [1, 2, 3, 4, 5].find((n) => !ratings.includes(n)) ?? 2);
  await expectNoAxeViolations(page);
});

/**
 * Filters the reviews to `count` stars and expects the reviews that have
 * it, or the empty state's message where none does.
 */
async function filterTo(page: Page, count: number) {
  await page
    .locator("#reviews label")
    .filter({
      has: page.getByRole("radio", { name: stars(count), exact: true }),
    })
    .click();
  const matching = storeReviews().filter((review) => review.rating === count);
  if (matching.length === 0)
    await expect(page.getByText(copy.reviews.emptyFilter)).toBeVisible();
  else
    await expect(page.locator("#reviews").getByRole("article")).toHaveCount(
      Math.min(matching.length, INITIAL_VISIBLE),
    );
}
