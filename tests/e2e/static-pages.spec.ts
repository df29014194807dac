import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, jsonLdOf, pageHeading, test } from "./fixtures";
import { translatedPaths } from "./routes";
import {
  FIRST_LOCALE,
  chrome,
  copy,
  product,
  settings,
  store,
  pageOf,
  pages,
  proseOf,
  tablesOf,
  type MarkdownPage,
} from "./store";
import { escapeRegExp } from "../../src/lib/regexp";

const about = pageOf("about");
/** The policies: the pages with `policy: true`, each at its file's name. */
const policies = pages.filter((page) => page.data.policy);

/** A page's path, its name in the breadcrumb, its heading and its document title, from its copy. */
const staticPage = (
  path: string,
  text: {
    title: string;
    heading?: string | undefined;
    meta: { title: string };
  },
) => ({
  path,
  crumb: text.title,
  heading: text.heading ?? text.title,
  title: text.meta.title,
});

const staticPages = [
  staticPage("/about", about.data),
  staticPage("/contact", copy.contact),
  staticPage("/contact-information", copy.contactInformation),
  staticPage("/order-track", copy.orderTrack),
  ...policies.map((page) => staticPage(`/${page.slug}`, page.data)),
];

/** A footer link's label, by the page it leads to. */
const footerLabel = (href: string) => {
  const { aboutLinks, policyLinks } = chrome.footer;
  const link = [...aboutLinks, ...policyLinks].find(
    (link) => link.href === href,
  );
  if (!link) throw new Error(`chrome.yaml: no footer link to ${href}`);
  return link.label;
};

/**
 * That `main` shows a Markdown page's body as its content writes it: each
 * of its texts, and each table under its caption, every row named by its
 * first cell holding the others, as written (figures and prices unconverted).
 */
async function expectBodyOf(main: Locator, page: MarkdownPage) {
  for (const text of proseOf(page)) await expect(main).toContainText(text);
  const tables = tablesOf(page);
  await expect(main.getByRole("table")).toHaveCount(tables.length);
  for (const [index, { caption, rows }] of tables.entries()) {
    const table = main.getByRole("table").nth(index);
    if (caption) await expect(table).toHaveAccessibleName(caption);
    for (const [head = "", ...cells] of rows)
      await expect(
        table.getByRole("row", { name: new RegExp(`^${escapeRegExp(head)}`) }),
      ).toContainText(cells.join(""));
  }
}

for (const { path, crumb, heading, title } of staticPages) {
  test(`${path} has its heading, breadcrumb, title, description and canonical link`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(pageHeading(page)).toHaveText(heading);
    const breadcrumb = page.getByRole("navigation", {
      name: chrome.breadcrumbLabel,
    });
    await expect(
      breadcrumb.getByRole("link", { name: chrome.breadcrumbHomeLabel }),
    ).toHaveAttribute("href", "/");
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(crumb);
    await expect(page).toHaveTitle(title);
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
    ).toEqual([chrome.breadcrumbHomeLabel, crumb]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${settings.siteUrl}${path}`,
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
  await expectBodyOf(page.getByRole("main"), about);
  const badges = page.getByRole("region", {
    name: about.data.badgesHeading ?? chrome.trustBadges.heading,
  });
  await expect(badges.getByRole("heading", { level: 3 })).toHaveText(
    chrome.trustBadges.items.map((item) => item.title),
  );
});

test.describe("/contact", () => {
  const { fields, submit } = copy.contact;

  test(
    "shows the browser's validation and sends nothing when invalid",
    { tag: "@journey" },
    async ({ page }) => {
      const logs: string[] = [];
      page.on("console", (message) => logs.push(message.text()));
      await gotoHydrated(page, "/contact");
      await page.getByRole("textbox", { name: fields.name }).fill("Ada");
      await page
        .getByRole("textbox", { name: fields.email, exact: true })
        .fill("not-an-email");
      await page.getByRole("button", { name: submit }).click();
      const valid = await page
        .getByRole("textbox", { name: fields.email, exact: true })
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
      await page
        .getByRole("textbox", { name: fields.name })
        .fill("Ada Lovelace");
      await page
        .getByRole("textbox", { name: fields.email, exact: true })
        .fill("ada@example.com");
      await page
        .getByRole("textbox", { name: fields.message })
        .fill("Does it fit under a plane seat?");
      await page.getByRole("button", { name: submit }).click();
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
  await expect(main).toContainText(store.tradeName);
  await expect(
    main.getByRole("link", { name: store.supportEmail }),
  ).toHaveAttribute("href", `mailto:${store.supportEmail}`);
  await expect(main.locator("address")).toContainText(store.address.locality);
  // The days and hours, as the page joins them (contact-details.astro).
  const { days, hours } = store.serviceHours;
  await expect(main).toContainText(`${days}, ${hours}`);
});

test.describe("/order-track", () => {
  const { orderTrack } = copy;

  /** Opens the page with its form awake: the tracking number's field and the button that sends it. */
  const openTrackingForm = async (page: Page) => {
    await gotoHydrated(page, "/order-track");
    return {
      input: page.getByRole("textbox", { name: orderTrack.label }),
      track: page.getByRole("button", { name: orderTrack.submit }),
    };
  };

  test(
    "asks for a tracking number when the input is blank",
    { tag: "@journey" },
    async ({ page }) => {
      const { input, track } = await openTrackingForm(page);
      await expect(input).toHaveAttribute(
        "placeholder",
        orderTrack.placeholder,
      );
      await input.fill("    ");
      await track.click();
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(orderTrack.emptyError)),
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
        page.getByRole("heading", { name: orderTrack.notFound.heading }),
      ).toBeVisible();
      await expect(page.getByRole("main")).toContainText(
        orderTrack.notFound.text,
      );
      await expect(input).toHaveValue("");
      await expect(page.getByText(orderTrack.emptyError)).toBeHidden();
    },
  );

  test("links to the contact page for help", async ({ page }) => {
    await page.goto("/order-track");
    await page.getByRole("link", { name: orderTrack.help.link }).click();
    await expect(page).toHaveURL(
      new RegExp(`${escapeRegExp(orderTrack.help.href)}$`),
    );
  });
});

test.describe("policy pages", () => {
  test("date the policy today", async ({ page }) => {
    const today = new Date(2030, 0, 15, 10);
    await page.clock.setFixedTime(today);
    await page.goto("/refund-policy");
    // The day in full, as the store's first language writes it: "January 15, 2030".
    const day = today.toLocaleDateString(FIRST_LOCALE, {
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    await expect(
      page.getByText(new RegExp(`^${escapeRegExp(copy.lastUpdatedLabel)}`)),
    ).toHaveText(`${copy.lastUpdatedLabel} ${day}`);
  });

  // What each policy says, and the rows of its tables, come from its
  // Markdown file (src/content/spec-figures.test.ts holds the store's own
  // to the specification's figures).
  test("the refund policy holds its figures", async ({ page }) => {
    const main = await openMain(page, "/refund-policy");
    await expectBodyOf(main, pageOf("refund-policy"));
  });

  test("the shipping policy holds its windows and expedited prices in USD", async ({
    page,
  }) => {
    const main = await openMain(page, "/shipping-policy");
    await expectBodyOf(main, pageOf("shipping-policy"));
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
      await expect(pageHeading(page)).toHaveText(copy.notFound.heading);
      await expect
        .poll(() => consoleErrors)
        .toContainEqual(expect.stringContaining('"/no/such/page"'));
      await page.getByRole("link", { name: copy.notFound.homeLink }).click();
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
    .filter((url) => url.origin === new URL(settings.siteUrl).origin);
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
  expect(manifest.short_name).toBe(store.name);
  for (const icon of manifest.icons)
    expect((await request.get(icon.src)).status()).toBe(200);
});

test.describe("links between pages", () => {
  const privacy = pageOf("privacy-policy").data;
  const privacyLink = footerLabel("/privacy-policy");
  const aboutHeading = about.data.heading ?? about.data.title;
  const footerLink = (page: Page, name: string) =>
    page.getByRole("contentinfo").getByRole("link", { name, exact: true });

  test("load the next page, whole", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });

    await footerLink(page, privacyLink).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(pageHeading(page)).toHaveText(
      privacy.heading ?? privacy.title,
    );
    await expect(page).toHaveTitle(privacy.meta.title);
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

    await footerLink(page, footerLabel("/about")).click();
    await expect(pageHeading(page)).toHaveText(aboutHeading);
    await expect(page).toHaveTitle(about.data.meta.title);

    await page
      .getByRole("banner")
      .getByRole("link", { name: store.name })
      .click();
    await expect(pageHeading(page)).toContainText(product.title);
    await page.goBack();
    await expect(pageHeading(page)).toHaveText(aboutHeading);
  });

  test("are fetched ahead when the pointer rests on them", async ({ page }) => {
    await page.goto("/about");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: privacyLink, exact: true })
      .hover();
    // The speculation rules' "moderate" eagerness: a short rest on the link.
    await page.waitForTimeout(1000);
    await footerLink(page, privacyLink).click();
    await expect(pageHeading(page)).toHaveText(
      privacy.heading ?? privacy.title,
    );
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
