import { expect, test } from "./fixtures";
import { publicPaths } from "./routes";
import { CONTENT_DIR, settings } from "./store";

test.describe("the store editor at /admin", () => {
  test("opens with its configuration and its fonts from the store, asks no third party, with no policy violation and no console error", async ({
    page,
  }) => {
    const thirdParty: string[] = [];
    const own: string[] = [];
    const fonts: [string, number][] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!["localhost", "127.0.0.1"].includes(url.hostname))
        thirdParty.push(url.host);
      else own.push(url.pathname);
    });
    page.on("response", (response) => {
      if (response.url().endsWith(".woff2"))
        fonts.push([new URL(response.url()).pathname, response.status()]);
    });
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
    // The interface font and the icon font, from the store.
    await expect
      .poll(() => fonts.map(([path]) => path).sort())
      .toEqual(
        expect.arrayContaining([
          "/admin/fonts/material-symbols-outlined-latin-wght-normal.woff2",
          "/admin/fonts/source-sans-3-latin-wght-normal.woff2",
        ]),
      );
    expect(fonts.filter(([, status]) => status !== 200)).toEqual([]);
    // Its version check and GitHub status check, answered by the store.
    await expect
      .poll(() => own)
      .toEqual(
        expect.arrayContaining([
          "/admin/sveltia/package.json",
          "/admin/sveltia/github-status.json",
        ]),
      );
    expect(thirdParty).toEqual([]);
  });

  test("serves a configuration made from the content schemas", async ({
    request,
  }) => {
    const response = await request.get("/admin/config.yml");
    expect(response.ok()).toBe(true);
    const text = await response.text();
    // Each language's file beside the first's (src/content/de/product.yaml).
    expect(text).toContain(`file: ${CONTENT_DIR}/{{locale}}/product.yaml`);
    expect(text).toContain(`folder: ${CONTENT_DIR}/pages/{{locale}}`);
    expect(text).toContain(`file: ${CONTENT_DIR}/settings.yaml`);
    expect(text).toMatch(
      new RegExp(
        `i18n:\\n\\s+structure: multiple_folders\\n\\s+locales:\\n${settings.locales
          .map((locale) => `\\s+- ${locale}\\n`)
          .join("")}`,
      ),
    );
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
