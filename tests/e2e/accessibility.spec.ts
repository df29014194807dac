import { expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { publicPaths } from "./routes";
import { chrome, copy } from "./store";

const pages = publicPaths;

for (const path of pages) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expectNoAxeViolations(page);
  });
}

test.describe("with errors and states shown", () => {
  test.use({ allowedErrors: /404: no page at|status of 404/ });

  test("the not-found page has no axe violations", async ({ page }) => {
    await gotoHydrated(page, "/missing-page");
    await expectNoAxeViolations(page);
  });

  test("the order-track error and result have no axe violations", async ({
    page,
  }) => {
    await gotoHydrated(page, "/order-track");
    const { orderTrack } = copy;
    await page.getByRole("button", { name: orderTrack.submit }).click();
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: orderTrack.label }).fill("LP1");
    await page.getByRole("button", { name: orderTrack.submit }).click();
    await expectNoAxeViolations(page);
  });
});

test(
  "the open mobile menu has no axe violations",
  { tag: "@phone" },
  async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: chrome.menuLabel }).click();
    await expectNoAxeViolations(page);
  },
);
