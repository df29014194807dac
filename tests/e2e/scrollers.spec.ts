import { expect, test } from "./fixtures";
import { publicPaths } from "./routes";

/**
 * Every box that scrolls inside a page (not the page itself, not a dialog
 * or popover, which have a layer of their own, not a text field) contains
 * its paint: the `scroller-x` utility in src/styles/app.css, which says
 * why.
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
