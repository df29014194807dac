import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import yaml from "js-yaml";
import {
  describeWithoutJavaScript,
  expect,
  gotoHydrated,
  pageHeading,
  test,
} from "./fixtures";

const { chrome } = yaml.load(
  readFileSync("src/content/chrome.yaml", "utf8"),
) as { chrome: { paymentMethods: { name: string }[] } };
const { paymentMethods } = chrome;

const banner = [
  "FREE SHIPPING ON ALL ORDERS",
  "MORE THAN 27,610 SATISFIED CUSTOMERS!",
  "30-DAY MONEY BACK GUARANTEE",
  "24/7 CUSTOMER SUPPORT AVAILABLE",
  "SECURE PAYMENT & FAST DELIVERY",
];

/**
 * Stops the page's clock where it is, so the slide show turns only when the
 * test says. The message it shows then is returned as an index into `banner`.
 */
async function freezeBanner(page: Page) {
  // A moment ahead, so the page's time has not passed it even on a busy
  // machine (the clock cannot pause in the past).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  const slide = page
    .getByRole("region", { name: "Store promotions" })
    .getByRole("group");
  const index = banner.indexOf((await slide.textContent()) ?? "");
  expect(index, "the banner shows one of its messages").toBeGreaterThan(-1);
  return index;
}

test.describe("promo banner", () => {
  test(
    "rotates through the five messages every 3 seconds",
    { tag: "@journey" },
    async ({ page }) => {
      await page.clock.install();
      await gotoHydrated(page, "/about");
      const slide = page
        .getByRole("region", { name: "Store promotions" })
        .getByRole("group");
      const first = await freezeBanner(page);
      // Catch the show's own beat: step time until the next turn.
      for (let waited = 0; waited < 3000; waited += 100) {
        await page.clock.runFor(100);
        if ((await slide.textContent()) !== banner[first]) break;
      }
      await expect(slide).toHaveText(banner[(first + 1) % 5]!);
      // Then each message stays for 3 seconds (give or take a step).
      for (let step = 2; step <= banner.length + 1; step++) {
        await page.clock.runFor(2700);
        await expect(slide).toHaveText(banner[(first + step - 1) % 5]!);
        await page.clock.runFor(300);
        await expect(slide).toHaveText(banner[(first + step) % 5]!);
      }
    },
  );

  test(
    "steps with previous and next, wrapping around",
    { tag: "@journey" },
    async ({ page }) => {
      await page.clock.install();
      await gotoHydrated(page, "/about");
      const region = page.getByRole("region", { name: "Store promotions" });
      const slide = region.getByRole("group");
      // Back from wherever the show stands, past the first message to the last.
      const first = await freezeBanner(page);
      for (let step = 0; step <= first; step++)
        await region.getByRole("button", { name: "Previous message" }).click();
      await expect(slide).toHaveText(banner[4]!);
      await region.getByRole("button", { name: "Next message" }).click();
      await expect(slide).toHaveText(banner[0]!);
      await expect(slide.locator("..")).toHaveAttribute("aria-live", "polite");
    },
  );

  test("can be paused", { tag: "@journey" }, async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/about");
    const region = page.getByRole("region", { name: "Store promotions" });
    await region
      .getByRole("button", { name: "Stop automatic slide show" })
      .click();
    // The message shown when it stopped: on a busy machine the show may
    // have turned once before the click.
    const stopped = (await region.getByRole("group").textContent()) ?? "";
    expect(banner).toContain(stopped);
    await page.mouse.move(0, 600);
    await page.locator("h1").click();
    await page.clock.runFor(10_000);
    await expect(region.getByRole("group")).toHaveText(stopped);
    await expect(
      region.getByRole("button", { name: "Start automatic slide show" }),
    ).toBeVisible();
  });
});

test.describe("header", () => {
  test("links the store name home and marks the current page", async ({
    page,
  }) => {
    await page.goto("/order-track");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Voyapack" }),
    ).toHaveAttribute("href", "/");
    // Read from the HTML itself: on phones the menu is closed.
    const nav = page.locator('nav[aria-label="Main"]');
    await expect(nav.locator('a[href="/order-track"]')).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator('a[href="/about"]')).not.toHaveAttribute(
      "aria-current",
    );
  });

  test(
    "puts a skip link first in the tab order",
    { tag: "@journey" },
    async ({ page }) => {
      await gotoHydrated(page, "/contact");
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/#main-content$/);
    },
  );
});

/**
 * Whether the browser tells assistive technology that the button named
 * `name` is expanded, read from Chromium's accessibility tree: a
 * `popovertarget` button gets its state from the popover, not an attribute.
 */
async function expanded(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  const button = nodes.find(
    (node) => node.role?.value === "button" && node.name?.value === name,
  );
  return button?.properties?.find((property) => property.name === "expanded")
    ?.value.value;
}

test.describe("mobile menu", { tag: "@phone" }, () => {
  test(
    "opens, closes on a chosen link, and closes on Escape",
    { tag: "@journey" },
    async ({ page }) => {
      await gotoHydrated(page, "/about");
      const button = page.getByRole("button", { name: "Menu" });
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "Contact" })).toBeHidden();

      await button.click();
      await nav.getByRole("link", { name: "Contact" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(pageHeading(page)).toHaveText("Contact us");
      await expect(nav.getByRole("link", { name: "Contact" })).toBeHidden();

      await button.click();
      await nav.getByRole("link", { name: "Home" }).focus();
      await page.keyboard.press("Escape");
      await expect(nav.getByRole("link", { name: "Home" })).toBeHidden();
      await expect(button).toBeFocused();
    },
  );

  test(
    "tells assistive technology whether it is open",
    // Read from the accessibility tree through the DevTools protocol.
    { tag: "@chromium-cdp" },
    async ({ page }) => {
      await gotoHydrated(page, "/about");
      const button = page.getByRole("button", { name: "Menu" });
      await expect.poll(() => expanded(page, "Menu")).toBe(false);
      await button.click();
      await expect.poll(() => expanded(page, "Menu")).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => expanded(page, "Menu")).toBe(false);
    },
  );
});

test.describe("desktop navigation", { tag: "@desktop" }, () => {
  test(
    "shows every link with no menu button",
    { tag: "@journey" },
    async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of ["Home", "About", "Order Track", "Contact"])
        await expect(nav.getByRole("link", { name })).toBeVisible();
    },
  );
});

test.describe("footer", () => {
  test(
    "has a labelled newsletter box with no submit action, links, payment logos and a copyright",
    { tag: "@journey" },
    async ({ page }) => {
      await gotoHydrated(page, "/about");
      const footer = page.getByRole("contentinfo");
      const email = footer.getByRole("textbox", { name: "Email address" });
      await expect(email).toHaveAttribute("type", "email");
      await email.fill("shopper@example.com");
      await email.press("Enter");
      await expect(page).toHaveURL(/\/about$/);

      const about = footer.getByRole("navigation", { name: "About" });
      await expect(about.getByRole("link")).toHaveText(["About us", "Contact"]);
      const policies = footer.getByRole("navigation", { name: "Policies" });
      await expect(policies.getByRole("link")).toHaveText([
        "Contact information",
        "Privacy policy",
        "Refund policy",
        "Shipping policy",
        "Terms of service",
      ]);
      // The content names the methods (src/content/spec-figures.test.ts pins them to the spec).
      for (const { name } of paymentMethods)
        await expect(
          footer.getByRole("img", { name, exact: true }),
        ).toHaveAttribute("src", /\.svg$/);
      const year = new Date().getFullYear();
      await expect(footer).toContainText(
        `© ${year} Voyapack. All rights reserved.`,
      );
    },
  );
});

describeWithoutJavaScript(() => {
  test("every page is readable and the navigation is shown, not hidden behind a menu", async ({
    page,
  }) => {
    await page.goto("/refund-policy");
    await expect(pageHeading(page)).toHaveText("Refund policy");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Order Track" }).click();
    await expect(pageHeading(page)).toHaveText("Track your order");
  });
});
