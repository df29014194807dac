import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { REBRAND_CONTENT, REBRAND_PORT, REBRAND_ROOT } from "./rebrand-build";
import { publicPaths } from "./routes";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  jsonLdOf,
  shown,
  test,
} from "./fixtures";

// The same code built with another store's content (rebrand-build.ts).
test.use({ baseURL: `http://localhost:${REBRAND_PORT}` });

const SITE = "https://shop.harbourline.test";
const STORE = "Harbourline";
const PRODUCT = "Foldaway Carry-On Duffel, 40 Litres";

/** Anything of the backpack's store: its name, its product, its sizes. */
const BACKPACK =
  /\b(backpack|voyapack|vacuum|compression)|\b(36|60) ?(L|litres?)\b/i;

/** Every file of the build a browser or a crawler could read, as text. */
function textFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) =>
      /\.(html|xml|csv|txt|json|webmanifest|yml|js|css|svg)$|_headers$/.test(
        file,
      ),
    )
    .filter((file) => !file.includes("sveltia-cms")) // the editor's own code
    .map((file) => join(folder, file));
}

test.describe("another store from content alone", () => {
  for (const path of publicPaths) {
    test(`${path} is the new store's, with no axe violations`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await expect(page).toHaveTitle(new RegExp(STORE));
      await expect(
        page.getByRole("banner").getByRole("link", { name: STORE }).first(),
      ).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(STORE);
      expect(await page.locator("body").innerText()).not.toMatch(BACKPACK);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        path === "/" ? `${SITE}/` : `${SITE}${path}`,
      );
      await expectNoAxeViolations(page);
    });
  }

  test("the product page shows the new product, its prices and reviews", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PRODUCT);
    const main = page.getByRole("main");
    // The page carries the price in every form a market may see; one shows.
    for (const price of ["$39.00", "$89.00"])
      await expect(shown(main, price)).toBeVisible();
    for (const colour of ["Navy", "Sand", "Rust"])
      await expect(page.getByRole("radio", { name: colour })).toBeAttached();
    await expect(main.getByText("Roll-Top Wash Bag")).toBeVisible();
    await expect(main.getByText("Priya S.")).toBeAttached();
  });

  test("wears the new store's colours", async ({ page }) => {
    await page.goto("/");
    const buyNow = page.getByRole("link", { name: /BUY NOW/ }).first();
    await expect(buyNow).toHaveCSS("background-color", "rgb(164, 82, 47)");
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement)
          .getPropertyValue("--color-brand")
          .trim(),
      ),
    ).toBe("#23324a");
  });

  test.describe("for a visitor from the UK", () => {
    test.use({ geoIp: { country_code: "GB" } });

    test("prices are the content's own pounds", async ({ page }) => {
      await page.goto("/");
      for (const price of ["£34.00", "£75.00"])
        await expect(shown(page.getByRole("main"), price)).toBeVisible();
    });
  });

  test(
    "structured data, sharing tags and the manifest are the new product's",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto("/");
      const data = await jsonLdOf<{
        "@type": string;
        name: string;
        brand: { name: string };
        offers: unknown[];
        aggregateRating: { reviewCount: number };
        image: string[];
      }>(page);
      const product = data.find((item) => item["@type"] === "Product")!;
      expect(product.name).toBe(PRODUCT);
      expect(product.brand.name).toBe(STORE);
      expect(product.offers).toContainEqual(
        expect.objectContaining({
          url: `${SITE}/`,
          price: "34.00",
          priceCurrency: "GBP",
        }),
      );
      expect(product.aggregateRating.reviewCount).toBe(5);
      for (const image of product.image)
        expect(image).toMatch(new RegExp(`^${SITE}/_astro/duffel-`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        `${PRODUCT} | ${STORE}`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        `${SITE}/og-image.png`,
      );
      const manifest = await (
        await page.request.get("/manifest.webmanifest")
      ).json();
      expect(manifest.short_name).toBe(STORE);
    },
  );

  test(
    "the sitemap and robots.txt list the new site's pages",
    { tag: "@any-width" },
    async ({ request }) => {
      const sitemap = await (await request.get("/sitemap-0.xml")).text();
      const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        ([, loc]) => loc,
      );
      expect(listed.toSorted()).toEqual(
        [
          ...publicPaths.map((path) =>
            path === "/" ? `${SITE}/` : `${SITE}${path}`,
          ),
          // Its second language, every page: the product page at /es.
          ...publicPaths.map((path) =>
            path === "/" ? `${SITE}/es` : `${SITE}/es${path}`,
          ),
        ].toSorted(),
      );
      expect(await (await request.get("/robots.txt")).text()).toContain(
        `Sitemap: ${SITE}/sitemap-index.xml`,
      );
    },
  );

  test("a language added by content alone: its pages, texts and addresses", async ({
    page,
  }) => {
    await gotoHydrated(page, "/es/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Quién hace ${STORE}`,
    );
    // The header's link to the page, in its language, on phones in the menu.
    await expect(page.locator('header a[href="/es/about"]').first()).toHaveText(
      "Quiénes somos",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE}/es/about`,
    );
    await expect(
      page.locator('link[rel="alternate"][hreflang="en"]'),
    ).toHaveAttribute("href", `${SITE}/about`);
    await expectNoAxeViolations(page);

    await page.goto("/about");
    await expect(
      page.locator('link[rel="alternate"][hreflang="es"]'),
    ).toHaveAttribute("href", `${SITE}/es/about`);
  });

  test(
    "the editor edits the new store's files",
    { tag: "@any-width" },
    async ({ request }) => {
      const config = yaml.load(
        await (await request.get("/admin/config.yml")).text(),
      ) as { media_folder: string; backend: { repo: string } };
      expect(config.media_folder).toBe(`${REBRAND_CONTENT}/images`);
      expect(config.backend.repo).toBe("harbourline/shop");
    },
  );

  test(
    "no file of the build names the backpack or its store",
    { tag: "@any-width" },
    () => {
      const files = textFiles(REBRAND_ROOT);
      expect(files.length).toBeGreaterThan(40);
      const mentions = files.flatMap((file) => {
        const match = readFileSync(file, "utf8").match(BACKPACK);
        return match ? [`${file}: ${match[0]}`] : [];
      });
      expect(mentions).toEqual([]);
      const assets = readdirSync(join(REBRAND_ROOT, "_astro"));
      expect(assets.filter((name) => /backpack|voya/i.test(name))).toEqual([]);
    },
  );
});
