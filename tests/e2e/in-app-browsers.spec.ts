import type { Page } from "@playwright/test";
import { USER_AGENTS } from "../../src/browser/in-app-browsers-fixture.ts";
import {
  PARTNER_HOST,
  expect,
  gotoHydrated,
  holdIslandScripts,
  test,
} from "./fixtures";
import { containing, copy } from "./store";

const buyNow = containing(copy.product.buyNow);

/**
 * BUY NOW in the in-app browsers of Facebook, Instagram and TikTok on iOS,
 * as Chromium with their user agents, each an app that refuses new tabs:
 * the shopper reaches the partner in the same view, before the page script
 * has come as after.
 */
const APPS = {
  Facebook: USER_AGENTS.facebookIos,
  Instagram: USER_AGENTS.instagramIos,
  TikTok: USER_AGENTS.tiktokIos,
};

/** Every new tab the page opens, closed at once: an app that refuses new tabs. */
function refuseNewTabs(page: Page): string[] {
  const opened: string[] = [];
  page.context().on("page", (tab) => {
    opened.push(tab.url());
    void tab.close();
  });
  return opened;
}

/** Taps BUY NOW and waits for the partner in the same view; its address. */
async function tapBuyNow(page: Page): Promise<string> {
  const buy = page.getByRole("link", { name: buyNow }).first();
  const href = new URL((await buy.getAttribute("href"))!).href;
  expect(new URL(href).hostname).toBe(PARTNER_HOST);
  // Still a paid link that gives the partner no handle on the store.
  expect((await buy.getAttribute("rel"))?.split(/\s+/)).toEqual(
    expect.arrayContaining(["sponsored", "noopener"]),
  );
  await Promise.all([page.waitForURL((url) => url.href === href), buy.click()]);
  await expect(page).toHaveTitle("Partner offer");
  return href;
}

for (const [app, userAgent] of Object.entries(APPS)) {
  test.describe(`BUY NOW in ${app}'s in-app browser`, { tag: "@phone" }, () => {
    test.use({ userAgent });

    test("opens the partner in the same view, so a refused new tab strands no one", async ({
      page,
    }) => {
      const opened = refuseNewTabs(page);
      await gotoHydrated(page, "/");
      // Its hint that it opens a new tab is gone with the new tab.
      const buy = page.getByRole("link", { name: buyNow }).first();
      await expect(buy.locator(".sr-only")).toHaveCount(0);
      await tapBuyNow(page);
      expect(opened).toEqual([]);
      // The app's back button returns to the store.
      await page.goBack();
      await expect(page.getByRole("link", { name: buyNow })).not.toHaveCount(0);
    });

    test("opens the partner in the same view on a tap before any script has come", async ({
      page,
    }) => {
      const opened = refuseNewTabs(page);
      // Every script held back: the page as it is before the page script.
      const release = await holdIslandScripts(page);
      // The held scripts hold `load` back too.
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await expect(
        page.getByRole("link", { name: buyNow }).first(),
      ).toHaveAttribute("target", "_blank");
      await tapBuyNow(page);
      expect(opened).toEqual([]);
      release();
    });
  });
}

test.describe("BUY NOW in Safari", { tag: "@phone" }, () => {
  test.use({ userAgent: USER_AGENTS.safariIos });

  test("keeps its new tab in a browser that is no app's", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(
      page.getByRole("link", { name: buyNow }).first(),
    ).toHaveAttribute("target", "_blank");
  });
});
