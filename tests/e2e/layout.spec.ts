import { expect, shown, test, VISITOR_COUNTRY } from "./fixtures";
import { containing, copy, fill, productPriceFor } from "./store";
import { escapeRegExp } from "../../src/lib/regexp";
import { publicPaths } from "./routes";

const routes = [...publicPaths, "/no-such-page"];

test.describe("layout", { tag: "@desktop" }, () => {
  test.use({ allowedErrors: /404: no page at|status of 404/ });

  for (const width of [360, 390, 768, 1024, 1280, 1920]) {
    test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of routes) {
        await page.goto(path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  }
});

test(
  "a phone sees the image, title, price and BUY NOW without scrolling",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/");
    const fold = page.viewportSize()!.height;
    for (const element of [
      page.getByRole("button", {
        name: new RegExp(
          `^${escapeRegExp(fill(copy.product.openZoom, { alt: "" }))}`,
        ),
      }),
      page.getByRole("heading", { level: 1 }),
      shown(page, productPriceFor(VISITOR_COUNTRY).price),
      page.getByRole("link", { name: containing(copy.product.buyNow) }).first(),
    ]) {
      const box = (await element.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(fold);
    }
  },
);
