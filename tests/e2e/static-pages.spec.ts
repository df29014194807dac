import type { Page } from "@playwright/test";
import { expect, gotoHydrated, jsonLdOf, pageHeading, test } from "./fixtures";
import { translatedPaths } from "./routes";

const staticPages = [
  { path: "/about", crumb: "About us", heading: "Why Voyapack exists" },
  { path: "/contact", crumb: "Contact", heading: "Contact us" },
  {
    path: "/contact-information",
    crumb: "Contact information",
    heading: "Contact information",
  },
  { path: "/order-track", crumb: "Order Track", heading: "Track your order" },
  {
    path: "/privacy-policy",
    crumb: "Privacy policy",
    heading: "Privacy policy",
  },
  { path: "/refund-policy", crumb: "Refund policy", heading: "Refund policy" },
  {
    path: "/shipping-policy",
    crumb: "Shipping policy",
    heading: "Shipping policy",
  },
  {
    path: "/terms-of-service",
    crumb: "Terms of service",
    heading: "Terms of service",
  },
];

for (const { path, crumb, heading } of staticPages) {
  test(`${path} has its heading, breadcrumb, title, description and canonical link`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(pageHeading(page)).toHaveText(heading);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(
      breadcrumb.getByRole("link", { name: "Home" }),
    ).toHaveAttribute("href", "/");
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(crumb);
    await expect(page).toHaveTitle(new RegExp(`\\| Voyapack$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /.{40,}/,
    );
    const trail = await jsonLdOf<{
      "@type": string;
      itemListElement: { name: string }[];
    }>(page);
    expect(
      trail
        .find((data) => data["@type"] === "BreadcrumbList")
        ?.itemListElement.map((item) => item.name),
    ).toEqual(["Home", crumb]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `https://www.voyapack.com${path}`,
    );
  });
}

test("every page has its own title", async ({ page }) => {
  const titles = new Set<string>();
  for (const { path } of staticPages) {
    await page.goto(path);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(staticPages.length);
});

test("/about describes the store and shows the trust badges", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.getByRole("main")).toContainText("36L to 60L");
  const badges = page.getByRole("region", { name: "Our promise to you" });
  await expect(badges.getByRole("heading", { level: 3 })).toHaveText([
    "Free tracked shipping",
    "Customer service",
    "Secure payment",
  ]);
});

test.describe("/contact", () => {
  test(
    "shows the browser's validation and sends nothing when invalid",
    { tag: "@journey" },
    async ({ page }) => {
      const logs: string[] = [];
      page.on("console", (message) => logs.push(message.text()));
      await gotoHydrated(page, "/contact");
      await page.getByRole("textbox", { name: "Name" }).fill("Ada");
      await page
        .getByRole("textbox", { name: "Email", exact: true })
        .fill("not-an-email");
      await page.getByRole("button", { name: "Send message" }).click();
      const valid = await page
        .getByRole("textbox", { name: "Email", exact: true })
        .evaluate((input: HTMLInputElement) => input.validity.valid);
      expect(valid).toBe(false);
      expect(logs.filter((text) => text.includes("Contact form"))).toEqual([]);
    },
  );

  test(
    "logs the draft on a valid submit and does nothing else",
    { tag: "@journey" },
    async ({ page }) => {
      const requests: string[] = [];
      await gotoHydrated(page, "/contact");
      // The currency lookup runs once after hydration; only then does the form's silence count.
      await expect
        .poll(() =>
          page.evaluate(() => window.localStorage.getItem("detectedCurrency")),
        )
        .not.toBeNull();
      page.on("request", (request) => requests.push(request.url()));
      const logged = page.waitForEvent("console", (message) =>
        message.text().includes("Contact form"),
      );
      await page.getByRole("textbox", { name: "Name" }).fill("Ada Lovelace");
      await page
        .getByRole("textbox", { name: "Email", exact: true })
        .fill("ada@example.com");
      await page
        .getByRole("textbox", { name: "Message" })
        .fill("Does it fit under a plane seat?");
      await page.getByRole("button", { name: "Send message" }).click();
      const message = await logged;
      const draft = await message.args()[1]?.jsonValue();
      expect(draft).toEqual({
        name: "Ada Lovelace",
        email: "ada@example.com",
        message: "Does it fit under a plane seat?",
      });
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole("status")).toHaveCount(0);
      expect(requests).toEqual([]);
    },
  );
});

/** Opens `path`; the page's main content. */
async function openMain(page: Page, path: string) {
  await page.goto(path);
  return page.getByRole("main");
}

test("/contact-information shows the trade name, e-mail, address and hours", async ({
  page,
}) => {
  const main = await openMain(page, "/contact-information");
  await expect(main).toContainText("Voyapack Travel Goods LLC");
  await expect(
    main.getByRole("link", { name: "support@voyapack.com" }),
  ).toHaveAttribute("href", "mailto:support@voyapack.com");
  await expect(main.locator("address")).toContainText("Wilmington");
  await expect(main).toContainText("Monday to Friday, 9:00 AM to 6:30 PM");
});

test.describe("/order-track", () => {
  /** Opens the page with its form awake: the tracking number's field and the button that sends it. */
  const openTrackingForm = async (page: Page) => {
    await gotoHydrated(page, "/order-track");
    return {
      input: page.getByRole("textbox", { name: "Tracking number" }),
      track: page.getByRole("button", { name: "Track order" }),
    };
  };

  test(
    "asks for a tracking number when the input is blank",
    { tag: "@journey" },
    async ({ page }) => {
      const { input, track } = await openTrackingForm(page);
      await expect(input).toHaveAttribute("placeholder", "LP00123456789");
      await input.fill("    ");
      await track.click();
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(
        /Please enter a tracking number/,
      );
    },
  );

  test(
    "reports Order Not Found for any number and empties the field",
    { tag: "@journey" },
    async ({ page }) => {
      const { input, track } = await openTrackingForm(page);
      await track.click();
      await input.fill("LP00123456789");
      await input.press("Enter");
      await expect(
        page.getByRole("heading", { name: "Order Not Found" }),
      ).toBeVisible();
      await expect(page.getByRole("main")).toContainText(
        "We couldn't find an order with the tracking number you provided. Please check your tracking number and try again.",
      );
      await expect(input).toHaveValue("");
      await expect(
        page.getByText("Please enter a tracking number"),
      ).toBeHidden();
    },
  );

  test("links to the contact page for help", async ({ page }) => {
    await page.goto("/order-track");
    await page.getByRole("link", { name: "Need Help?" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("policy pages", () => {
  test("date the policy today", async ({ page }) => {
    await page.clock.setFixedTime(new Date(2030, 0, 15, 10));
    await page.goto("/refund-policy");
    await expect(page.getByText(/^Last updated:/)).toHaveText(
      "Last updated: January 15, 2030",
    );
  });

  test("the refund policy holds its figures", async ({ page }) => {
    const main = await openMain(page, "/refund-policy");
    for (const text of [
      "30-day money-back guarantee",
      "5-7 business days",
      "direct exchanges",
      "not returnable",
    ])
      await expect(main).toContainText(text);
    const table = main.getByRole("table");
    await expect(table.getByRole("row", { name: /Credit card/ })).toContainText(
      "3-5 business days",
    );
    await expect(table.getByRole("row", { name: /PayPal/ })).toContainText(
      "1-2 business days",
    );
    await expect(
      table.getByRole("row", { name: /Bank transfer/ }),
    ).toContainText("5-7 business days");
  });

  test("the shipping policy holds its windows and expedited prices in USD", async ({
    page,
  }) => {
    const main = await openMain(page, "/shipping-policy");
    await expect(main).toContainText("1-2 business days");
    await expect(main).toContainText("before 2 PM EST");
    const windows = main.getByRole("table", { name: /Standard delivery/ });
    for (const [place, days] of [
      ["United States", "3-7"],
      ["Canada", "5-10"],
      ["United Kingdom", "5-12"],
      ["European Union", "7-14"],
      ["Australia", "7-14"],
      ["Rest of World", "10-21"],
    ])
      await expect(
        windows.getByRole("row", { name: new RegExp(`^${place}`) }),
      ).toContainText(`${days} business days`);
    const expedited = main.getByRole("table", { name: /Expedited/ });
    await expect(expedited.getByRole("row", { name: /Express/ })).toContainText(
      "2-3 days$9.99",
    );
    await expect(
      expedited.getByRole("row", { name: /Overnight/ }),
    ).toContainText("1-2 days$19.99");
  });
});

test.describe("unknown paths", () => {
  test.use({ allowedErrors: /404: no page at|status of 404/ });

  test(
    "answer 404 with the not-found page and log an error naming the path",
    { tag: "@journey" },
    async ({ page, consoleErrors }) => {
      const response = await page.goto("/no/such/page");
      expect(response?.status()).toBe(404);
      await expect(pageHeading(page)).toHaveText("Oops! Page not found");
      await expect
        .poll(() => consoleErrors)
        .toContainEqual(expect.stringContaining('"/no/such/page"'));
      await page.getByRole("link", { name: "Return to Home" }).click();
      await expect(page).toHaveURL(/\/$/);
    },
  );

  test("name no canonical address of their own", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
    // The sharing tags that need no address stay.
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  });
});

test("robots.txt points at a sitemap of every public page", async ({
  request,
}) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const sitemaps = [...(await robots.text()).matchAll(/^Sitemap:\s*(\S+)$/gm)]
    .map((match) => new URL(match[1]!))
    .filter((url) => url.origin === "https://www.voyapack.com");
  expect(sitemaps, "Sitemap lines on the store's origin").toHaveLength(1);

  // The file robots.txt names, and the sitemaps it indexes, if it is an index.
  const locs: string[] = [];
  const queue = sitemaps.map((url) => url.pathname);
  for (let path = queue.shift(); path; path = queue.shift()) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain("xml");
    const xml = await response.text();
    const found = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!),
    );
    if (/<sitemapindex\b/.test(xml))
      queue.push(...found.map((url) => url.pathname));
    else locs.push(...found.map((url) => url.pathname));
  }
  expect(locs.sort()).toEqual(
    ["/", ...staticPages.map((page) => page.path), ...translatedPaths].sort(),
  );
});

test("the web app manifest names the store and its icons", async ({
  request,
}) => {
  const manifest = (await (
    await request.get("/manifest.webmanifest")
  ).json()) as {
    short_name: string;
    icons: { src: string }[];
  };
  expect(manifest.short_name).toBe("Voyapack");
  for (const icon of manifest.icons)
    expect((await request.get(icon.src)).status()).toBe(200);
});

test.describe("links between pages", () => {
  const footerLink = (page: Page, name: string) =>
    page.getByRole("contentinfo").getByRole("link", { name, exact: true });

  test("load the next page, whole", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });

    await footerLink(page, "Privacy policy").click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(pageHeading(page)).toHaveText("Privacy policy");
    await expect(page).toHaveTitle("Privacy policy | Voyapack");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/privacy-policy$/,
    );
    // A new document: the marker set on the old one is gone.
    expect(
      await page.evaluate(
        () => (window as { sameDocument?: boolean }).sameDocument,
      ),
    ).toBeUndefined();

    await footerLink(page, "About us").click();
    await expect(pageHeading(page)).toHaveText("Why Voyapack exists");
    await expect(page).toHaveTitle("About us | Voyapack");

    await page
      .getByRole("banner")
      .getByRole("link", { name: "Voyapack" })
      .click();
    await expect(pageHeading(page)).toContainText("Backpack");
    await page.goBack();
    await expect(pageHeading(page)).toHaveText("Why Voyapack exists");
  });

  test("are fetched ahead when the pointer rests on them", async ({ page }) => {
    await page.goto("/about");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Privacy policy", exact: true })
      .hover();
    // The speculation rules' "moderate" eagerness: a short rest on the link.
    await page.waitForTimeout(1000);
    await footerLink(page, "Privacy policy").click();
    await expect(pageHeading(page)).toHaveText("Privacy policy");
    expect(
      await page.evaluate(
        () =>
          (
            performance.getEntriesByType(
              "navigation",
            )[0] as PerformanceNavigationTiming & { deliveryType?: string }
          ).deliveryType,
      ),
    ).toBe("navigational-prefetch");
  });
});
