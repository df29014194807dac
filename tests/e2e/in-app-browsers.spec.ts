import { USER_AGENTS } from "../../src/browser/in-app-browsers-fixture.ts";
import {
  PARTNER_HOST,
  expect,
  gotoHydrated,
  holdIslandScripts,
  test,
} from "./fixtures";

/**
 * BUY NOW in the in-app browsers of Facebook, Instagram and TikTok on iOS,
 * as Chromium with their user agents: the shopper reaches the partner
 * whether the app opens a new tab in a web view of its own or refuses it.
 */
const APPS = {
  Facebook: USER_AGENTS.facebookIos,
  Instagram: USER_AGENTS.instagramIos,
  TikTok: USER_AGENTS.tiktokIos,
};

for (const [app, userAgent] of Object.entries(APPS)) {
  test.describe(`BUY NOW in ${app}'s in-app browser`, { tag: "@phone" }, () => {
    test.use({ userAgent });

    test("opens the partner in the same view once the page script runs, so a refused new tab strands no one", async ({
      page,
    }) => {
      // An app that refuses new tabs: any that opens is closed at once.
      const opened: string[] = [];
      page.context().on("page", (tab) => {
        opened.push(tab.url());
        void tab.close();
      });
      await gotoHydrated(page, "/");
      const buy = page.getByRole("link", { name: /BUY NOW/ }).first();
      const href = new URL((await buy.getAttribute("href"))!).href;
      expect(new URL(href).hostname).toBe(PARTNER_HOST);
      await expect(buy).not.toHaveAttribute("target");
      // Still a paid link that gives the partner no handle on the store.
      expect((await buy.getAttribute("rel"))?.split(/\s+/)).toEqual(
        expect.arrayContaining(["sponsored", "noopener"]),
      );
      await Promise.all([
        page.waitForURL((url) => url.href === href),
        buy.click(),
      ]);
      await expect(page).toHaveTitle("Partner offer");
      expect(opened).toEqual([]);
      // The app's back button returns to the store.
      await page.goBack();
      await expect(page.getByRole("link", { name: /BUY NOW/ })).not.toHaveCount(
        0,
      );
    });

    test("opens the partner in the app's own web view on a tap before any script has come", async ({
      page,
    }) => {
      // Every script held back: the page as it is before the page script.
      const release = await holdIslandScripts(page);
      // The held scripts hold `load` back too.
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const buy = page.getByRole("link", { name: /BUY NOW/ }).first();
      await expect(buy).toHaveAttribute("target", "_blank");
      const href = new URL((await buy.getAttribute("href"))!).href;
      const [partner] = await Promise.all([
        page.context().waitForEvent("page"),
        buy.click(),
      ]);
      await partner.waitForLoadState();
      expect(partner.url()).toBe(href);
      await expect(partner).toHaveTitle("Partner offer");
      release();
    });
  });
}

test.describe("BUY NOW in Safari", { tag: "@phone" }, () => {
  test.use({ userAgent: USER_AGENTS.safariIos });

  test("keeps its new tab in a browser that is no app's", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(
      page.getByRole("link", { name: /BUY NOW/ }).first(),
    ).toHaveAttribute("target", "_blank");
  });
});
