import { expect, test } from "./fixtures";
import { publicPaths } from "./routes";

/**
 * The hosts Sveltia CMS calls from /admin, answered here: its version check,
 * GitHub's status, and its interface fonts (none served, so the browser
 * falls back to its own).
 */
const EDITOR_HOSTS = new Set([
  "unpkg.com",
  "www.githubstatus.com",
  "cdn.jsdelivr.net",
]);

test.describe("the store editor at /admin", () => {
  test.use({ allowedErrors: /Failed to load resource: .*404/ });

  test("opens with its configuration, no policy violation and no console error", async ({
    page,
  }) => {
    await page.route(
      (url) => EDITOR_HOSTS.has(url.hostname),
      (route) => {
        const url = route.request().url();
        if (url.endsWith(".woff2")) return route.fulfill({ status: 404 });
        return route.fulfill({
          json: url.includes("package.json")
            ? { version: "0.0.0" }
            : { status: { indicator: "none" } },
          headers: { "access-control-allow-origin": "*" },
        });
      },
    );
    const configErrors: string[] = [];
    page.on("console", (message) => {
      if (/configuration/i.test(message.text()) && message.type() === "error")
        configErrors.push(message.text());
    });
    const response = await page.goto("/admin");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    // The page's own tag comes first; the editor adds one of its own.
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await expect(
      page.getByRole("button", { name: "Work with Local Repository" }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole("button", { name: /^Sign In with \W?GitHub\W?$/ }),
    ).toBeVisible();
    expect(configErrors).toEqual([]);
  });

  test("serves a configuration made from the content schemas", async ({
    request,
  }) => {
    const response = await request.get("/admin/config.yml");
    expect(response.ok()).toBe(true);
    const text = await response.text();
    expect(text).toContain("file: src/content/product.yaml");
    expect(text).toContain("folder: src/content/pages");
    expect(text).toMatch(
      /name: rating\n\s+label: Rating\n\s+required: true\n\s+widget: number/,
    );
  });

  test("leaves no trace on the store's pages", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    expect(sitemap).not.toContain("/admin");
    for (const path of publicPaths) {
      const response = await request.get(path);
      const html = await response.text();
      expect(html, path).not.toMatch(/admin|sveltia/i);
      expect(response.headers()["content-security-policy"], path).not.toMatch(
        /unsafe-inline|jsdelivr|github/,
      );
    }
  });
});
