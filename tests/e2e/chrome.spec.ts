import type { Page } from "@playwright/test";
import {
  describeWithoutJavaScript,
  expect,
  gotoHydrated,
  pageHeading,
  test,
} from "./fixtures";
import { chrome, copy, store } from "./store";
import { readPages } from "../../src/content/spec-content";

const { paymentMethods, navigation, menuLabel, navigationLabel } = chrome;
const { footer: footerText } = chrome;
const banner = chrome.banner.messages;
/** A main navigation link's label, by the page it leads to. */
const linkTo = (href: string) =>
  navigation.find((link) => link.href === href)!.label;
/** A page's heading, from its Markdown file's title. */
const pageTitle = (slug: string) =>
  readPages().find((page) => page.slug === slug)!.data.title;

/**
 * Stops the page's clock where it is, so the slide show turns only when the
 * test says. The message it shows then is returned as an index into `banner`.
 */
async function freezeBanner(page: Page) {
  // A moment ahead, so the page's time has not passed it even on a busy
  // machine (the clock cannot pause in the past).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  const slide = page
    .getByRole("region", { name: chrome.banner.label })
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
        .getByRole("region", { name: chrome.banner.label })
        .getByRole("group");
      const first = await freezeBanner(page);
      // Catch the show's own beat: step time until the next turn.
      for (let waited = 0; waited < 3000; waited += 100) {
        await page.clock.runFor(100);
        if ((await slide.textContent()) !== banner[first]) break;
      }
      await expect(slide).toHaveText(banner[(first + 1) % banner.length]!);
      // Then each message stays for 3 seconds (give or take a step).
      for (let step = 2; step <= banner.length + 1; step++) {
        await page.clock.runFor(2700);
        await expect(slide).toHaveText(
          banner[(first + step - 1) % banner.length]!,
        );
        await page.clock.runFor(300);
        await expect(slide).toHaveText(banner[(first + step) % banner.length]!);
      }
    },
  );

  test(
    "steps with previous and next, wrapping around",
    { tag: "@journey" },
    async ({ page }) => {
      await page.clock.install();
      await gotoHydrated(page, "/about");
      const region = page.getByRole("region", { name: chrome.banner.label });
      const slide = region.getByRole("group");
      // Back from wherever the show stands, past the first message to the last.
      const first = await freezeBanner(page);
      for (let step = 0; step <= first; step++)
        await region
          .getByRole("button", { name: chrome.banner.previousLabel })
          .click();
      await expect(slide).toHaveText(banner.at(-1)!);
      await region
        .getByRole("button", { name: chrome.banner.nextLabel })
        .click();
      await expect(slide).toHaveText(banner[0]!);
      await expect(slide.locator("..")).toHaveAttribute("aria-live", "polite");
    },
  );

  test("can be paused", { tag: "@journey" }, async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/about");
    const region = page.getByRole("region", { name: chrome.banner.label });
    await region
      .getByRole("button", { name: chrome.banner.pauseLabel })
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
      region.getByRole("button", { name: chrome.banner.playLabel }),
    ).toBeVisible();
  });
});

test.describe("header", () => {
  test("links the store name home and marks the current page", async ({
    page,
  }) => {
    await page.goto("/order-track");
    await expect(
      page.getByRole("banner").getByRole("link", { name: store.name }),
    ).toHaveAttribute("href", "/");
    // Read from the HTML itself: on phones the menu is closed.
    const nav = page.locator(`nav[aria-label="${navigationLabel}"]`);
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
      const skip = page.getByRole("link", { name: chrome.skipLinkLabel });
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
      const button = page.getByRole("button", { name: menuLabel });
      const nav = page.getByRole("navigation", { name: navigationLabel });
      await expect(
        nav.getByRole("link", { name: linkTo("/contact") }),
      ).toBeHidden();

      await button.click();
      await nav.getByRole("link", { name: linkTo("/contact") }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(pageHeading(page)).toHaveText(copy.contact.heading);
      await expect(
        nav.getByRole("link", { name: linkTo("/contact") }),
      ).toBeHidden();

      await button.click();
      await nav.getByRole("link", { name: linkTo("/") }).focus();
      await page.keyboard.press("Escape");
      await expect(nav.getByRole("link", { name: linkTo("/") })).toBeHidden();
      await expect(button).toBeFocused();
    },
  );

  test(
    "tells assistive technology whether it is open",
    // Read from the accessibility tree through the DevTools protocol.
    { tag: "@chromium-cdp" },
    async ({ page }) => {
      await gotoHydrated(page, "/about");
      const button = page.getByRole("button", { name: menuLabel });
      await expect.poll(() => expanded(page, menuLabel)).toBe(false);
      await button.click();
      await expect.poll(() => expanded(page, menuLabel)).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => expanded(page, menuLabel)).toBe(false);
    },
  );
});

test.describe("desktop navigation", { tag: "@desktop" }, () => {
  test(
    "shows every link with no menu button",
    { tag: "@journey" },
    async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("button", { name: menuLabel })).toBeHidden();
      const nav = page.getByRole("navigation", { name: navigationLabel });
      for (const { label } of navigation)
        await expect(nav.getByRole("link", { name: label })).toBeVisible();
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
      const email = footer.getByRole("textbox", {
        name: footerText.newsletter.label,
      });
      await expect(email).toHaveAttribute("type", "email");
      await email.fill("shopper@example.com");
      await email.press("Enter");
      await expect(page).toHaveURL(/\/about$/);

      const about = footer.getByRole("navigation", {
        name: footerText.aboutHeading,
      });
      await expect(about.getByRole("link")).toHaveText(
        footerText.aboutLinks.map((link) => link.label),
      );
      const policies = footer.getByRole("navigation", {
        name: footerText.policiesHeading,
      });
      await expect(policies.getByRole("link")).toHaveText(
        footerText.policyLinks.map((link) => link.label),
      );
      // The content names the methods (src/content/spec-figures.test.ts pins them to the spec).
      for (const { name } of paymentMethods)
        await expect(
          footer.getByRole("img", { name, exact: true }),
        ).toHaveAttribute("src", /\.svg$/);
      const year = new Date().getFullYear();
      await expect(footer).toContainText(
        `© ${year} ${store.name}. ${footerText.rights}`,
      );
    },
  );
});

describeWithoutJavaScript(() => {
  test("every page is readable and the navigation is shown, not hidden behind a menu", async ({
    page,
  }) => {
    await page.goto("/refund-policy");
    await expect(pageHeading(page)).toHaveText(pageTitle("refund-policy"));
    await expect(page.getByRole("button", { name: menuLabel })).toBeHidden();
    const nav = page.getByRole("navigation", { name: navigationLabel });
    await nav.getByRole("link", { name: linkTo("/order-track") }).click();
    await expect(pageHeading(page)).toHaveText(copy.orderTrack.heading);
  });
});
