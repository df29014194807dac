import { expect, test } from "./fixtures";
import { publicPaths } from "./routes";

/**
 * Every box that scrolls inside a page (not the page itself, not a dialog
 * or popover, which have a layer of their own, not a text field) contains
 * its paint, as the
 * `scroller-x` utility in src/styles/app.css does and says why: otherwise
 * whatever paints after it and overlaps its scrolled content, and then the
 * rest of the page, goes into a layer of its own.
 */
test("every box that scrolls inside a page contains its paint", async ({
  page,
}) => {
  const uncontained: string[] = [];
  for (const path of publicPaths) {
    await page.goto(path);
    const found = await page.evaluate(() =>
      [...document.body.querySelectorAll("*")]
        .filter((el) => {
          if (
            el.closest("dialog, [popover], textarea, select") ||
            !el.checkVisibility()
          )
            return false;
          const style = getComputedStyle(el);
          const scrolls = /auto|scroll/.test(
            `${style.overflowX} ${style.overflowY}`,
          );
          return scrolls && !/paint|strict|content/.test(style.contain);
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    );
    uncontained.push(...found.map((el) => `${path}: ${el}`));
  }
  expect(uncontained).toEqual([]);
});
