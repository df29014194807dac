import { createHash } from "node:crypto";
import {
  expect,
  gotoHydrated,
  jsonLdOf,
  test,
  unexpectedLayoutShifts,
} from "./fixtures";
import { publicPaths } from "./routes";
import { settings } from "./store";

const NOT_FOUND = "/no-such-page";

/**
 * Checks of what the server sends and the page declares, which the
 * window's width cannot change: run at phone width alone.
 */
const WIDTH_FREE = { tag: "@phone" };

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

/** The CSP source that allows an inline block with this text. */
const hashSource = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Script types the browser runs, so the CSP must allow them. */
const RUN_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "speculationrules",
]);

for (const path of [...publicPaths, NOT_FOUND]) {
  test.describe(path, () => {
    if (path === NOT_FOUND) test.use({ allowedErrors: /404|Not Found/ });

    // The fixture fails any test whose page reports a CSP violation; this one
    // loads the page, lets every island hydrate and fetch what it fetches,
    // and checks the headers the production server sent with it.
    test(
      "is served with the security headers and runs within its CSP",
      WIDTH_FREE,
      async ({ page }) => {
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

        const policy = headers["content-security-policy"] ?? "";
        expect(policy).not.toContain("unsafe-inline");
        expect(policy).not.toContain("unsafe-eval");
        const csp = directives(policy);
        expect(csp.get("default-src")).toEqual(["'self'"]);
        expect(csp.get("object-src")).toEqual(["'none'"]);
        expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
        expect(csp.get("base-uri")).toEqual(["'self'"]);
        expect(csp.get("form-action")).toEqual(["'self'"]);
        expect(csp.get("connect-src")).toEqual([
          "'self'",
          new URL(settings.geoIpUrl).origin,
        ]);
        for (const name of ["script-src", "style-src"]) {
          const sources = csp.get(name) ?? [];
          expect(sources[0], name).toBe("'self'");
          expect(
            sources.slice(1).filter((source) => !source.startsWith("'sha256-")),
            `${name} allows only hashed inline code`,
          ).toEqual([]);
        }

        // Every inline script the browser runs and every inline style the page
        // holds is hashed, including those that only matter once islands wake.
        const inline = await page.evaluate(
          (html) => {
            const served = new DOMParser().parseFromString(html, "text/html");
            return {
              scripts: [...served.querySelectorAll("script:not([src])")].map(
                (script) => ({
                  type: script.getAttribute("type")?.trim().toLowerCase() ?? "",
                  text: script.textContent ?? "",
                }),
              ),
              styles: [...served.querySelectorAll("style")].map(
                (style) => style.textContent ?? "",
              ),
              styleAttributes: served.querySelectorAll("[style]").length,
            };
          },
          await response!.text(),
        );
        const scriptSources = csp.get("script-src") ?? [];
        for (const { text } of inline.scripts.filter(({ type }) =>
          RUN_TYPES.has(type),
        ))
          expect(scriptSources, `script ${text.slice(0, 60)}`).toContain(
            hashSource(text),
          );
        const styleSources = csp.get("style-src") ?? [];
        for (const text of inline.styles)
          expect(styleSources, `style ${text.slice(0, 60)}`).toContain(
            hashSource(text),
          );
        // Hashes allow <style> blocks, never style="" attributes.
        expect(inline.styleAttributes, "elements with a style attribute").toBe(
          0,
        );

        // The hashed inline scripts run, and every island hydrates within the
        // policy (the fixture reports any violation). A blank page first ends
        // the first load: its island code, fetched at idle after `load`, once
        // started while the next load was under way, and the network never
        // looked idle to the test afterwards (desktop, /contact-information).
        await page.goto("about:blank");
        await gotoHydrated(page, path);
        await page.waitForLoadState("networkidle");
      },
    );

    test(
      "requests no script before first paint",
      WIDTH_FREE,
      async ({ page, request }) => {
        // The HTML itself names no script file and preloads none.
        const html = await (await request.get(path)).text();
        expect(html).not.toMatch(/<script\b[^>]*\bsrc=/i);
        expect(html).not.toMatch(/rel=["']?modulepreload/i);
        expect(html).not.toMatch(/<link\b[^>]*\bas=["']?script/i);

        // And in the browser, no script request starts before the first
        // paint: Lighthouse counts such a request into first paint. An island
        // woken by a bare idle callback races the paint, so each page is
        // loaded a few times to catch that race.
        for (let load = 1; load <= 2; load++) {
          await page.goto(path);
          const timing = await page.evaluate(async () => {
            const paint = await new Promise<number>((resolve) => {
              new PerformanceObserver((list, observer) => {
                const entry = list
                  .getEntries()
                  .find((item) => item.name === "first-contentful-paint");
                if (entry) {
                  observer.disconnect();
                  resolve(entry.startTime);
                }
              }).observe({ type: "paint", buffered: true });
            });
            const scripts = performance
              .getEntriesByType("resource")
              .filter(
                (entry) =>
                  (entry as PerformanceResourceTiming).initiatorType ===
                    "script" || /\.m?js(\?|$)/.test(entry.name),
              )
              .map((entry) => ({ name: entry.name, start: entry.startTime }));
            return { paint, scripts };
          });
          expect(
            timing.scripts.filter((script) => script.start < timing.paint),
            `load ${load}: scripts requested before first paint at ${timing.paint} ms`,
          ).toEqual([]);
        }
      },
    );

    test("does not move while it loads and its islands wake", async ({
      page,
    }) => {
      await page.clock.install();
      await gotoHydrated(page, path);
      // First paint waits for the page's last element, so nothing is painted
      // half-parsed and then pushed aside by the rest of the HTML.
      expect(
        await page.evaluate(() => {
          const expected = document.querySelector<HTMLLinkElement>(
            'head link[rel="expect"][blocking="render"]',
          );
          const target = document.getElementById(
            new URL(expected?.href ?? location.href).hash.slice(1),
          );
          return target !== null && target === document.body.lastElementChild;
        }),
      ).toBe(true);
      await page.waitForLoadState("networkidle");
      // Past the banner's first turn and the currency lookup's time limit:
      // what moves on its own later counts too.
      await page.clock.runFor(6000);
      expect(await unexpectedLayoutShifts(page)).toEqual([]);
    });

    test("has well-formed structured data", WIDTH_FREE, async ({ page }) => {
      await page.goto(path);
      const blocks = await jsonLdOf<Record<string, unknown>>(page);
      if (path !== NOT_FOUND) expect(blocks.length).toBeGreaterThan(0);
      for (const data of blocks) {
        expect(data["@context"]).toBe("https://schema.org");
        expect(typeof data["@type"]).toBe("string");
      }
    });

    test(
      "asks the browser to prefetch the pages it links to",
      WIDTH_FREE,
      async ({ page }) => {
        await page.goto(path);
        const rules = await page
          .locator('script[type="speculationrules"]')
          .allTextContents();
        expect(rules, "speculation rules").toHaveLength(1);
        const parsed = JSON.parse(rules[0]!) as {
          prefetch?: unknown[];
          prerender?: unknown[];
        };
        expect([
          ...(parsed.prefetch ?? []),
          ...(parsed.prerender ?? []),
        ]).not.toHaveLength(0);
      },
    );
  });
}
