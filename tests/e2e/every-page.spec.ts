import { expect, gotoHydrated, test } from "./fixtures";
import { publicPaths } from "./routes";

const NOT_FOUND = "/no-such-page";

/** The policy's directives as a map from name to sources. */
function directives(policy: string) {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

for (const path of [...publicPaths, NOT_FOUND]) {
  test.describe(path, () => {
    if (path === NOT_FOUND) test.use({ allowedErrors: /404|Not Found/ });

    // The fixture fails any test whose page reports a CSP violation; this one
    // loads the page, lets it hydrate and fetch what it fetches, and checks
    // the headers the production server sent with it.
    test("is served with the security headers and runs within its CSP", async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === NOT_FOUND ? 404 : 200);
      const headers = response!.headers();
      expect(headers).toMatchObject({
        "strict-transport-security": expect.stringMatching(
          /max-age=\d{8,}; includeSubDomains/,
        ),
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "cross-origin-opener-policy": "same-origin",
        "x-frame-options": "DENY",
        "permissions-policy": expect.stringContaining("camera=()"),
      });

      const csp = directives(headers["content-security-policy"] ?? "");
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);
      expect(csp.get("connect-src")).toEqual(["'self'", "https://ipapi.co"]);
      const scripts = csp.get("script-src") ?? [];
      expect(scripts[0]).toBe("'self'");
      expect(
        scripts.slice(1).every((source) => source.startsWith("'sha256-")),
      ).toBe(true);

      // Hydration proves the hashed inline scripts ran.
      await gotoHydrated(page, path);
      await page.waitForLoadState("networkidle");
    });

    test("has well-formed structured data", async ({ page }) => {
      await page.goto(path);
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .allTextContents();
      if (path !== NOT_FOUND) expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) {
        const data = JSON.parse(block) as Record<string, unknown>;
        expect(data["@context"]).toBe("https://schema.org");
        expect(typeof data["@type"]).toBe("string");
      }
    });
  });
}
