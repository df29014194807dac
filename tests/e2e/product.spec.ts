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
} from "./fixtures";

/** The main image on screen: the stylesheet shows the checked radio's. */
const mainImage = (page: Page) =>
  page.getByRole("button", { name: /^Zoom in:/ }).filter({ visible: true });
const thumbnail = (page: Page, n: number) =>
  page.getByRole("radio", { name: `View image ${n} of 8` });

test.describe("gallery", () => {
  test(
    "shows 8 images; thumbnails, arrows and arrow keys set the main image",
    { tag: "@journey" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      await expect(
        page.getByRole("radio", { name: /^View image \d of 8$/ }),
      ).toHaveCount(8);
      await expect(mainImage(page)).toHaveCount(1);
      await expect(mainImage(page).locator("img")).toHaveAttribute(
        "alt",
        /Black/,
      );

      await thumbnail(page, 4).locator("..").click();
      await expect(thumbnail(page, 4)).toBeChecked();
      await expect(mainImage(page).locator("img")).toHaveAttribute(
        "alt",
        /36L and expanded to 60L/,
      );

      await thumbnail(page, 1).locator("..").click();
      const arrow = (name: string) =>
        page
          .getByRole("region", { name: "Product images" })
          .locator(`label[title="${name}"]`)
          .filter({ visible: true });
      await arrow("Previous image").click();
      await expect(thumbnail(page, 8)).toBeChecked();
      await arrow("Next image").click();
      await expect(thumbnail(page, 1)).toBeChecked();

      // The radio group's own keys, wrapping around.
      await thumbnail(page, 1).focus();
      await page.keyboard.press("ArrowLeft");
      await expect(thumbnail(page, 8)).toBeChecked();
      await expect(mainImage(page).locator("img")).toHaveAttribute(
        "alt",
        /airport gate/,
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
      .getByRole("group", { name: /Colour/ })
      .locator("label", { hasText: "Grey" })
      .click();
    await expect(mainImage(page).locator("img")).toHaveAttribute("alt", /Grey/);
    await expect(page.getByRole("group", { name: /Colour/ })).toContainText(
      "Colour: Grey",
      ON_SCREEN,
    );
    await thumbnail(page, 5).locator("..").click();
    await expect(mainImage(page).locator("img")).toHaveAttribute(
      "alt",
      /vacuum-packed flat/,
    );
    await mainImage(page).click();
    const dialog = page.getByRole("dialog", { name: "Zoomed product images" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("5 / 8", ON_SCREEN);
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
    // The render's own size: a 1600 px square master.
    await expect(hero).toHaveAttribute("width", "1600");
    await expect(hero).toHaveAttribute("height", "1600");
    const src = await hero.getAttribute("src");
    const preload = page.locator(
      `link[rel="preload"][as="image"][href="${src}"]`,
    );
    await expect(preload).toHaveCount(1);
    // The preload asks for the candidate the <picture> will pick: the same
    // AVIF srcset at the same sizes.
    const avif = mainImage(page).locator('source[type="image/avif"]').first();
    await expect(preload).toHaveAttribute("type", "image/avif");
    await expect(preload).toHaveAttribute(
      "imagesrcset",
      (await avif.getAttribute("srcset"))!,
    );
    await expect(preload).toHaveAttribute(
      "imagesizes",
      (await avif.getAttribute("sizes"))!,
    );
    // Every other image, main, zoomed or thumbnail, waits until it is shown.
    const others = page.locator("section[aria-label='Product images'] img");
    await expect(others).toHaveCount(24);
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
        name: "Zoomed product images",
      });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("1 / 8", ON_SCREEN);
      await dialog
        .locator('label[title="Next image"]')
        .filter({ visible: true })
        .click();
      await expect(dialog).toContainText("2 / 8", ON_SCREEN);
      await expect(dialog.getByRole("img")).toHaveAttribute("alt", /Grey/);
      await page.keyboard.press("ArrowLeft");
      await expect(dialog).toContainText("1 / 8", ON_SCREEN);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(mainImage(page)).toBeFocused();

      await mainImage(page).click();
      await page.getByRole("button", { name: "Close zoom" }).click();
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(mainImage(page)).toBeFocused();
    },
  );
});

test.describe("colour", () => {
  test(
    "defaults to Black; choosing one changes the image and the address without a history entry",
    { tag: "@journey" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const picker = page.getByRole("group", { name: /Colour/ });
      await expect(picker).toContainText("Colour: Black", ON_SCREEN);
      await expect(picker.getByRole("radio", { name: "Black" })).toBeChecked();
      const before = await page.evaluate(() => history.length);

      await picker.locator("label", { hasText: "Grey" }).click();
      await expect(picker).toContainText("Colour: Grey", ON_SCREEN);
      await expect(mainImage(page).locator("img")).toHaveAttribute(
        "alt",
        /Grey/,
      );
      await expect(page).toHaveURL(/\?color=grey$/);

      await picker.getByRole("radio", { name: "Army Green" }).focus();
      await expect(
        picker.getByRole("radio", { name: "Army Green" }),
      ).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(page).toHaveURL(/\?color=black$/);
      await page.keyboard.press("ArrowLeft");
      await expect(page).toHaveURL(/\?color=army-green$/);
      await expect(mainImage(page).locator("img")).toHaveAttribute(
        "alt",
        /Army Green/,
      );
      expect(await page.evaluate(() => history.length)).toBe(before);
    },
  );

  for (const [query, name] of [
    ["?color=army-green", "Army Green"],
    ["?color=grey", "Grey"],
    ["?color=purple", "Black"],
    ["?color=", "Black"],
  ] as const) {
    test(`${query} arrives showing ${name}`, async ({ page }) => {
      await page.goto(`/${query}`);
      const picker = page.getByRole("group", { name: /Colour/ });
      await expect(
        picker.getByRole("radio", { name, exact: true }),
      ).toBeChecked();
      await expect(mainImage(page).locator("img")).toHaveAttribute(
        "alt",
        new RegExp(name),
      );
    });
  }
});

test.describe("prices", () => {
  for (const [country, current, original, savings] of [
    ["GB", "£14.95", "£70.00", "£55.05"],
    ["DE", "€14.95", "€70.00", "€55.05"],
    ["US", "$14.95", "$70.00", "$55.05"],
  ] as const) {
    test.describe(`for a visitor from ${country}`, () => {
      test.use({ geoIp: { country_code: country } });

      test(
        `are ${current}, was ${original}, save ${savings}`,
        { tag: "@journey" },
        async ({ page }) => {
          await page.goto("/");
          const prices = page
            .getByRole("main")
            .locator("p")
            .filter({ hasText: "Current price" })
            .first();
          await expect(prices).toContainText(current, ON_SCREEN);
          await expect(prices.locator("s")).toHaveText(
            `Original price: ${original}`,
            ON_SCREEN,
          );
          await expect(prices).toContainText(`Save ${savings}`, ON_SCREEN);
          await expect(page.getByRole("main")).toContainText(
            `${current.charAt(0)}49.00`,
            ON_SCREEN,
          );
        },
      );
    });
  }

  test.describe("while the geo-IP service has not answered", () => {
    test.use({ geoIp: "never" });

    test("read Loading..., without moving the page, then fall back to USD after 5 s", async ({
      page,
    }) => {
      await page.goto("/");
      const buy = page.getByRole("link", { name: /BUY NOW/ }).first();
      await expect(shown(page.getByRole("main"), "Loading...")).toBeVisible();
      const before = await buy.boundingBox();
      await expect(page.getByRole("main")).toContainText("$14.95", {
        ...ON_SCREEN,
        timeout: 8000,
      });
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
      const buy = page.getByRole("link", { name: /BUY NOW/ }).first();
      await expect(buy).toHaveAttribute("target", "_blank");
      // A paid link (sponsored) that gives the partner no handle on this page.
      const rel = ((await buy.getAttribute("rel")) ?? "").split(/\s+/);
      expect(rel).toEqual(expect.arrayContaining(["sponsored", "noopener"]));
      const href = new URL((await buy.getAttribute("href"))!);
      expect(href.hostname).toBe(PARTNER_HOST);
      expect(href.searchParams.get("offer_id")).toBeTruthy();
      expect(href.searchParams.get("aff_id")).toBeTruthy();
      expect(href.searchParams.get("product")).toBe(
        "Vacuum Compression Travel Backpack",
      );

      const [partner] = await Promise.all([
        page.context().waitForEvent("page"),
        buy.click(),
      ]);
      await expect(partner).toHaveTitle("Partner offer");
      expect(new URL(partner.url()).searchParams.get("product")).toBe(
        "Vacuum Compression Travel Backpack",
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
        .filter({ has: page.getByRole("link", { name: /BUY NOW/ }) });
      await expect(bar).toBeHidden();
      await page
        .getByRole("heading", { name: "Customer reviews" })
        .scrollIntoViewIfNeeded();
      await expect(bar).toBeVisible();
      await expect(bar).toContainText("$14.95", ON_SCREEN);
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(bar).toBeHidden();
    },
  );
});

test.describe("currency selector", () => {
  test.use({ geoIp: { country_code: "US" } });

  test(
    "switches every price, and the choice wins over detection on the next visit",
    { tag: "@journey" },
    async ({ page, geoIpRequests }) => {
      await gotoHydrated(page, "/");
      const main = page.getByRole("main");
      await expect(main).toContainText("$14.95", ON_SCREEN);
      await page
        .getByRole("combobox", { name: "Currency" })
        .selectOption("EUR");
      await expect(main).toContainText("€14.95", ON_SCREEN);
      await expect(main).toContainText("€157.00", ON_SCREEN);
      await expect(main).not.toContainText("$", ON_SCREEN);
      await page.reload();
      await expect(main).toContainText("€14.95", ON_SCREEN);
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
      const tabs = page.getByRole("tablist", { name: "Product details" });
      await expect(tabs.getByRole("tab", { selected: true })).toHaveText(
        "DESCRIPTION",
      );
      await tabs.getByRole("tab", { name: "DESCRIPTION" }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(
        tabs.getByRole("tab", { name: "FREE TRACKED SHIPPING" }),
      ).toBeFocused();
      await expect(page.getByRole("tabpanel")).toContainText(
        "3-9 business days",
      );
      await page.keyboard.press("End");
      await expect(page.getByRole("tabpanel")).toContainText(
        "90-day satisfaction guarantee",
      );
      await expect(page.getByRole("tabpanel")).toContainText(
        "30-day money-back guarantee",
      );
      await page.keyboard.press("Tab");
      await expect(
        page.getByRole("button", { name: "Next tab" }),
      ).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("tabpanel")).toBeFocused();
      await page.getByRole("button", { name: "Next tab" }).click();
      await expect(tabs.getByRole("tab", { selected: true })).toHaveText(
        "DESCRIPTION",
      );
      await page.getByRole("button", { name: "Previous tab" }).click();
      await expect(tabs.getByRole("tab", { selected: true })).toHaveText(
        "GUARANTEE & REFUND",
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
      await page.getByRole("link", { name: "439 reviews" }).click();
      await expect(page).toHaveURL(/#reviews$/);
      await expect(
        page.getByRole("heading", { name: "Customer reviews" }),
      ).toBeInViewport();
    },
  );

  test(
    "summarise, filter, show more and reset",
    { tag: "@journey" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const section = reviews(page);
      await expect(section).toContainText("4.9");
      await expect(section).toContainText("Based on 439 reviews");
      await expect(section.getByRole("article")).toHaveCount(8);
      await section
        .getByRole("button", { name: "Show more reviews (8 remaining)" })
        .click();
      await expect(section.getByRole("article")).toHaveCount(12);

      await section
        .locator("label")
        .filter({ hasText: "1", visible: true })
        .last()
        .click();
      await expect(
        section.getByText("No reviews found for the selected rating."),
      ).toBeVisible();
      await section.getByRole("button", { name: "Show all reviews" }).click();
      await expect(section.getByRole("article")).toHaveCount(8);
    },
  );

  test(
    "write a review from the keyboard, with a photo",
    { tag: "@journey" },
    async ({ page }) => {
      // A long journey with two axe runs: more than 30 s on a busy machine.
      test.slow();
      await gotoHydrated(page, "/");
      const write = page.getByRole("button", { name: "Write a review" });
      const dialog = await openDialogWithKeyboard(write, "Write a review");
      await expect(
        dialog.getByRole("textbox", { name: "Your name *" }),
      ).toBeFocused();
      await expectNoAxeViolations(page);

      await page.keyboard.type("Keyboard Kim");
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("radio", { name: "1 star" })).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(
        dialog.getByRole("radio", { name: "4 stars" }),
      ).toBeChecked();
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
      await dialog.getByRole("button", { name: "Remove photo" }).click();
      await expect(dialog.locator('img[src^="data:image"]')).toHaveCount(0);
      await dialog.locator('input[type="file"]').setInputFiles({
        name: "trip.png",
        mimeType: "image/png",
        buffer: png,
      });
      await expect(dialog.locator('img[src^="data:image/jpeg"]')).toBeVisible();

      await dialog.getByRole("button", { name: "Submit review" }).click();
      await expect(dialog).toBeHidden();
      await expect(write).toBeFocused();
      await expect(page.getByRole("status")).toHaveText(
        "Thank you! Your review has been posted.",
      );
      const first = reviews(page).getByRole("article").first();
      await expect(first).toContainText("Keyboard Kim");
      await expect(first).toContainText("Not verified");
      await expect(first).toContainText("Just now");
      await expect(first).toContainText("<b>Not bold</b> 🎒");
      await expect(first.locator("b")).toHaveCount(0);
      await expect(
        first.getByRole("img", { name: "Rated 4 out of 5" }),
      ).toBeVisible();
      await expect(first.locator('img[src^="data:image/jpeg"]')).toBeVisible();
    },
  );

  test(
    "refuse a file that is not an image, and Escape closes the dialog",
    { tag: "@journey" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const write = page.getByRole("button", { name: "Write a review" });
      await write.click();
      const dialog = page.getByRole("dialog", { name: "Write a review" });
      await dialog.locator('input[type="file"]').setInputFiles({
        name: "notes.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("hi"),
      });
      await expect(
        dialog.getByText("Please choose an image file."),
      ).toBeVisible();
      await dialog.locator('input[type="file"]').setInputFiles({
        name: "fake.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("not really a jpeg"),
      });
      await expect(
        dialog.getByText("This file could not be read as an image.", {
          exact: false,
        }),
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
    const faq = page.getByRole("region", {
      name: "Frequently asked questions",
    });
    const delivery = faq
      .locator("details")
      .filter({ hasText: "How long does delivery take?" });
    const payment = faq
      .locator("details")
      .filter({ hasText: "Which payment methods" });
    await expect(faq.locator("details")).toHaveCount(5);
    await delivery.locator("summary").click();
    await expect(delivery).toHaveAttribute("open", "");
    await expect(delivery).toContainText("1-3 business days");
    await payment.locator("summary").click();
    await expect(payment).toHaveAttribute("open", "");
    await expect(delivery).not.toHaveAttribute("open");
    await payment.locator("summary").click();
    await expect(payment).not.toHaveAttribute("open");
  },
);

test("You will also like shows four cards at the spec's prices, without dead links", async ({
  page,
}) => {
  await page.goto("/");
  const related = page.getByRole("region", { name: "You will also like" });
  await expect(related.getByRole("listitem")).toHaveCount(4);
  for (const price of ["$44.00", "$157.00", "$49.00", "$113.00"])
    await expect(related).toContainText(price, ON_SCREEN);
  await expect(related).toContainText("Original price: $80.00", ON_SCREEN);
  await expect(related).toContainText("Save $31.00", ON_SCREEN);
  await expect(related.getByRole("link")).toHaveCount(0);
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
  await expect(
    page.locator('meta[property="product:price:amount"]'),
  ).toHaveAttribute("content", "14.95");
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
    await expect(pageHeading(page)).toHaveText(
      "Vacuum Compression Travel Backpack",
    );
    // Every panel is open without JavaScript; the description comes first.
    await expect(
      page.getByRole("tabpanel", { name: "DESCRIPTION" }),
    ).toContainText("36L to 60L");
    const buy = page.getByRole("link", { name: /BUY NOW/ }).first();
    expect(new URL((await buy.getAttribute("href"))!).hostname).toBe(
      PARTNER_HOST,
    );
    // Prices in US dollars, the fallback currency, and no other.
    const main = page.getByRole("main");
    await expect(main).toContainText("$14.95", ON_SCREEN);
    await expect(main).toContainText("Original price: $70.00", ON_SCREEN);
    for (const text of ["€", "£", "Loading..."])
      await expect(main).not.toContainText(text, ON_SCREEN);
  });
});

test("/ has no axe violations with the filter showing no match", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await reviewsFilterTwo(page);
  await expectNoAxeViolations(page);
});

async function reviewsFilterTwo(page: Page) {
  await page
    .locator("#reviews label")
    .filter({ has: page.getByRole("radio", { name: "2 stars", exact: true }) })
    .click();
  await expect(
    page.getByText("No reviews found for the selected rating."),
  ).toBeVisible();
}
