import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { copy, fill, FIRST_LOCALE, reviews as storeReviews } from "./store";
import { formatNumber } from "../../src/lib/numbers";
import { INITIAL_VISIBLE, VISIBLE_STEP } from "../../src/lib/reviews";

// What the product page's scripts do while nobody touches it. The page's
// first formatted number loads the engine's number data, a long task on a
// phone, so loading the page formats none, and the reviews' script formats
// one in idle time as its section comes near: the first "Show more
// reviews" then writes its count with nothing left to load.

/** Counts every number formatted through Intl in the page, from its start. */
async function countFormats(page: Page) {
  await page.addInitScript(() => {
    const counted = window as { numberFormats?: number };
    counted.numberFormats = 0;
    const toLocaleString = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (...args) {
      counted.numberFormats! += 1;
      return toLocaleString.apply(this, args);
    };
    const format = Object.getOwnPropertyDescriptor(
      Intl.NumberFormat.prototype,
      "format",
    )!.get!;
    Object.defineProperty(Intl.NumberFormat.prototype, "format", {
      get() {
        counted.numberFormats! += 1;
        return format.call(this);
      },
    });
  });
  return () =>
    page.evaluate(
      () => (window as { numberFormats?: number }).numberFormats ?? 0,
    );
}

test.describe("the product page while nobody touches it @phone", () => {
  test("formats no number until the reviews come near, then one before the first tap", async ({
    page,
  }) => {
    const formats = await countFormats(page);
    await page.goto("/");
    const reviews = page.getByRole("region", { name: copy.reviews.heading });
    const total = storeReviews().length;
    // The later cards are in the list once the page script has run after `load`.
    await expect(reviews.locator("[data-review]")).toHaveCount(total);
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve)),
    );
    expect(await formats(), "numbers formatted during the load").toBe(0);

    await reviews.scrollIntoViewIfNeeded();
    await expect
      .poll(formats, { message: "the number data made ready" })
      .toBe(1);
    const showMore = (remaining: number) =>
      reviews.getByRole("button", {
        name: fill(copy.reviews.showMoreReviews, {
          remaining: formatNumber(remaining, FIRST_LOCALE),
        }),
      });
    const hidden = total - INITIAL_VISIBLE;
    if (hidden <= 0) {
      // Every review is on show: there is no Show more to write a count on.
      await expect(reviews.locator("[data-review]:visible")).toHaveCount(total);
      return;
    }
    await showMore(hidden).click();
    const left = hidden - VISIBLE_STEP;
    if (left > 0) await expect(showMore(left)).toBeVisible();
    else await expect(showMore(hidden)).toBeHidden();
  });
});
