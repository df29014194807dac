import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, GEO_IP_HOST, test, type AnalyticsEvent } from "./fixtures";
import {
  SPLIT_BUILD,
  SPLIT_TEST,
  SPLIT_VARIANT,
  SPLIT_VARIANT_LABEL,
  SPLIT_VARIANT_LABELS_ABROAD,
} from "./split-test-build";

/**
 * The store's split test at the edge (docs/split-tests.md), on the build
 * with its test turned on (split-test-build.ts): on workerd with the Pages
 * middleware, and on `npm start`'s server.
 */
const HOSTS = SPLIT_BUILD.hosts;

const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

/** A visitor's address as each host reads it. */
const from = (n: number) => ({
  "CF-Connecting-IP": `198.51.100.${n}`,
  "X-Forwarded-For": `198.51.100.${n}`,
});

/** The variant a page's HTML says it is. */
const variantOf = (html: string) =>
  /<html[^>]*\sdata-variant="([^"]+)"/.exec(html)?.[1];

/**
 * A visitor number that gets `variant` on `host` today with `userAgent`:
 * the assignment hashes the address with the browser, so the browser that
 * then visits must be the one asked about.
 */
async function visitorSeeing(
  request: APIRequestContext,
  host: string,
  variant: string,
  userAgent = CHROME,
) {
  for (let n = 1; n <= 40; n++) {
    const response = await request.get(`${host}/`, {
      headers: { ...from(n), "User-Agent": userAgent },
    });
    if (variantOf(await response.text()) === variant) return n;
  }
  throw new Error(`No visitor of 40 saw ${variant}`);
}

/** A browser context as visitor `n`. */
const visit = (browser: Browser, n: number) =>
  browser.newContext({ extraHTTPHeaders: from(n), userAgent: CHROME });

for (const [name, host] of Object.entries(HOSTS)) {
  test.describe(`a split test on ${name === "node" ? "npm start" : "Cloudflare's runtime"}`, () => {
    test("shows two visitors with different addresses the control and the variant, each the same on every visit", async ({
      request,
    }) => {
      const control = await visitorSeeing(request, host, "control");
      const variant = await visitorSeeing(request, host, SPLIT_VARIANT);
      for (const [n, expected] of [
        [control, "control"],
        [variant, SPLIT_VARIANT],
      ] as const)
        for (let visit = 0; visit < 3; visit++) {
          const response = await request.get(`${host}/?visit=${visit}`, {
            headers: { ...from(n), "User-Agent": CHROME },
          });
          expect(variantOf(await response.text())).toBe(expected);
        }
    });

    test("answers the variant at the page's own address with its security headers, privately", async ({
      request,
    }) => {
      const n = await visitorSeeing(request, host, SPLIT_VARIANT);
      const response = await request.get(`${host}/`, {
        headers: { ...from(n), "User-Agent": CHROME },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers["cache-control"]).toBe("private, no-cache");
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe(
        "strict-origin-when-cross-origin",
      );
      expect(headers["permissions-policy"]).toBeTruthy();
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["content-security-policy"]).toContain(
        "frame-ancestors 'none'",
      );
      // The variant's own policy: the page it serves is the variant's.
      const own = await request.get(
        `${host}/variants/${SPLIT_TEST}/${SPLIT_VARIANT}`,
      );
      expect(headers["content-security-policy"]).toBe(
        own.headers()["content-security-policy"],
      );
    });

    test("runs on each language's product page: a visitor sees the same variant there, in that language", async ({
      request,
    }) => {
      const variant = await visitorSeeing(request, host, SPLIT_VARIANT);
      const control = await visitorSeeing(request, host, "control");
      for (const [path, label] of Object.entries(SPLIT_VARIANT_LABELS_ABROAD)) {
        const response = await request.get(`${host}${path}?utm_source=ads`, {
          headers: { ...from(variant), "User-Agent": CHROME },
        });
        expect(response.headers()["cache-control"]).toBe("private, no-cache");
        const html = await response.text();
        expect(variantOf(html)).toBe(SPLIT_VARIANT);
        expect(html).toContain(`data-variant-of="${path}"`);
        expect(html).toContain(`lang="${path.slice(1)}"`);
        expect(html).toContain(label);
        expect(html).not.toContain(SPLIT_VARIANT_LABEL);
        expect(html).toMatch(
          new RegExp(`<link rel="canonical" href="https://[^/"]+${path}"`),
        );
        const asControl = await request.get(`${host}${path}`, {
          headers: { ...from(control), "User-Agent": CHROME },
        });
        expect(variantOf(await asControl.text())).toBe("control");
      }
    });

    test("shows crawlers and link previewers the control", async ({
      request,
    }) => {
      const n = await visitorSeeing(request, host, SPLIT_VARIANT);
      for (const crawler of [
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      ]) {
        const response = await request.get(`${host}/`, {
          headers: { ...from(n), "User-Agent": crawler },
        });
        expect(variantOf(await response.text())).toBe("control");
      }
    });
  });
}

test("keeps the variants out of the sitemap", async ({ request }) => {
  const sitemap = await (
    await request.get(`${HOSTS.node}/sitemap-0.xml`)
  ).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/variants/");
});

test.describe("a split test's variant in the browser (Cloudflare's runtime)", () => {
  const host = HOSTS.cloudflare;

  test("paints the variant and never changes it after first paint; BUY NOW carries the arrival and the variant", async ({
    browser,
    request,
  }) => {
    const n = await visitorSeeing(request, host, SPLIT_VARIANT);
    const context = await visit(browser, n);
    const page = await context.newPage();
    await context.route(
      (url) => !["127.0.0.1", "localhost"].includes(url.hostname),
      (route) =>
        new URL(route.request().url()).hostname === GEO_IP_HOST
          ? route.fulfill({
              json: { country_code: "US" },
              headers: { "access-control-allow-origin": "*" },
            })
          : route.abort("blockedbyclient"),
    );
    // Every change to the heading or BUY NOW's label once the HTML is
    // parsed (first paint waits for the whole of it: base-layout.astro).
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { changes: string[] }).changes = changes;
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          const target =
            record.target instanceof Element
              ? record.target
              : record.target.parentElement;
          if (target?.closest("h1, [data-partner-link]"))
            changes.push(record.type);
        }
      });
      document.addEventListener("DOMContentLoaded", () =>
        observer.observe(document, {
          subtree: true,
          childList: true,
          characterData: true,
        }),
      );
    });
    await page.goto(`${host}/?gclid=g-123&utm_source=ads`);
    const buyNow = page.locator('a[data-partner-link="main"]');
    await expect(buyNow).toContainText(SPLIT_VARIANT_LABEL);
    await expect(page.locator("html")).toHaveAttribute(
      "data-variant",
      SPLIT_VARIANT,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /^https:\/\/[^/]+\/$/,
    );
    await expect(page).toHaveURL(`${host}/?gclid=g-123&utm_source=ads`);
    await expect
      .poll(async () =>
        Object.fromEntries(
          new URL((await buyNow.getAttribute("href")) ?? "").searchParams,
        ),
      )
      .toMatchObject({ sub1: "g-123", sub2: "ads", sub4: SPLIT_VARIANT });
    expect(new URL((await buyNow.getAttribute("href")) ?? "").hostname).toBe(
      "partner.example.com",
    );
    await page.waitForTimeout(1000);
    expect(
      await page.evaluate(
        () => (window as unknown as { changes: string[] }).changes,
      ),
    ).toEqual([]);
    await context.close();
  });
});

test.describe("a split test's variant, counted", () => {
  test.use({ baseURL: HOSTS.cloudflare });

  test("sends the BuyNow event with the variant", async ({
    page,
    context,
    request,
    measurement,
  }) => {
    const n = await visitorSeeing(
      request,
      HOSTS.cloudflare,
      SPLIT_VARIANT,
      await page.evaluate(() => navigator.userAgent),
    );
    await context.setExtraHTTPHeaders(from(n));
    await page.goto("/?utm_source=ads");
    await expect(page.locator("html")).toHaveAttribute(
      "data-variant",
      SPLIT_VARIANT,
    );
    await expect
      .poll(() => measurement.events.map((event) => event.n))
      .toContain("pageview");
    const partnerTab = context.waitForEvent("page");
    await page.locator('a[data-partner-link="main"]').click();
    await (await partnerTab).close();
    const buyNow = (events: AnalyticsEvent[]) =>
      events.filter((event) => event.n === "BuyNow").map((event) => event.p);
    await expect
      .poll(() => buyNow(measurement.events))
      .toEqual([expect.objectContaining({ variant: SPLIT_VARIANT })]);
  });
});
