import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/** What the mocked geo-IP service answers: a body, a status, or a network failure. */
export type GeoIpAnswer =
  | { country_code?: unknown; [key: string]: unknown }
  | { status: number; body: string }
  | "network-error"
  | "dns-error"
  | "never";

/** The partner offer page's host (the default affiliate URL). */
export const PARTNER_HOST = "partner.example.com";

const isLocal = (url: URL) =>
  url.hostname === "localhost" || url.hostname === "127.0.0.1";

interface Fixtures {
  /** The geo-IP service's answer for this test. */
  geoIp: GeoIpAnswer;
  /** Console errors a test expects, e.g. the 404 page's. */
  allowedErrors: RegExp | null;
  /** How many requests reached the geo-IP service. */
  geoIpRequests: { count: number };
  consoleErrors: string[];
  /** Content-Security-Policy violations the page reported. */
  cspViolations: string[];
}

export const test = base.extend<Fixtures>({
  geoIp: [{ country_code: "US" }, { option: true }],
  allowedErrors: [null, { option: true }],
  geoIpRequests: async ({}, use) => use({ count: 0 }),
  consoleErrors: async ({}, use) => use([]),
  cspViolations: async ({}, use) => use([]),
  page: async (
    { page, geoIp, geoIpRequests, consoleErrors, allowedErrors, cspViolations },
    use,
  ) => {
    // Every test, on every page it opens, fails on a CSP violation.
    await page.exposeFunction("reportCspViolation", (text: string) =>
      cspViolations.push(text),
    );
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as Record<string, unknown>)
          .reportCspViolation as (text: string) => void;
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`,
        );
      });
    });
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) =>
      consoleErrors.push(`pageerror: ${error.message}`),
    );

    // Nothing leaves the machine: the geo-IP service is answered here and
    // every other outside request is refused.
    await page.context().route(
      (url) => !isLocal(url),
      async (route) => {
        const url = new URL(route.request().url());
        if (url.hostname === PARTNER_HOST)
          return route.fulfill({
            contentType: "text/html",
            body: "<title>Partner offer</title><h1>Partner offer</h1>",
          });
        if (url.hostname !== "ipapi.co") return route.abort("blockedbyclient");
        geoIpRequests.count += 1;
        if (geoIp === "never") return; // leave the request hanging
        if (geoIp === "network-error")
          return route.abort("internetdisconnected");
        if (geoIp === "dns-error") return route.abort("namenotresolved");
        if ("status" in geoIp && typeof geoIp.status === "number")
          return route.fulfill({
            status: geoIp.status,
            body: String(geoIp.body),
            headers: { "access-control-allow-origin": "*" },
          });
        return route.fulfill({
          json: geoIp,
          headers: { "access-control-allow-origin": "*" },
        });
      },
    );

    await use(page);

    const unexpected = consoleErrors.filter(
      (text) => !allowedErrors?.test(text),
    );
    expect(unexpected, "console errors").toEqual([]);
    expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
  },
});

/** Runs axe on the page as it is now and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((n) => n.target).join(", ")}`,
    ),
  ).toEqual([]);
}

/** The currency the store has stored in this browser, if any. */
export function storedCurrency(page: Page) {
  return page.evaluate(() => window.localStorage.getItem("detectedCurrency"));
}

/** Waits until React has hydrated the page, so that clicks reach its handlers. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  // React marks every element it has hydrated with its own properties.
  await page.waitForFunction(() => {
    const footer = document.querySelector("footer");
    return (
      !!footer &&
      Object.keys(footer).some((key) => key.startsWith("__reactProps"))
    );
  });
}
