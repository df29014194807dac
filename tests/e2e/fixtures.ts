import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";

import { settings } from "./store";

export { expect };

/** What the mocked geo-IP service answers: a body, a status, or a network failure. */
export type GeoIpAnswer =
  | { country_code?: unknown; [key: string]: unknown }
  | { status: number; body: string }
  | "network-error"
  | "dns-error"
  | "never";

/** The partner offer page's host (the store's affiliate link). */
export const PARTNER_HOST = new URL(settings.affiliate.baseUrl).hostname;

/** The geo-IP service's host, which every test answers itself. */
export const GEO_IP_HOST = new URL(settings.geoIpUrl).hostname;

/** Where a test's visitor is, unless it says otherwise. */
export const VISITOR_COUNTRY = "US";

/**
 * A stand-in for Plausible's script, at the analytics address the
 * operator's build names (operator-build.ts), doing what Plausible
 * documents: it reads its site from data-domain, sends the page view, then
 * takes over `window.plausible` and sends what was queued before it came.
 */
const PLAUSIBLE_SCRIPT = `(function () {
  var domain = document.currentScript.dataset.domain;
  var queue = (window.plausible && window.plausible.q) || [];
  function send(name, options) {
    fetch("https://plausible.test/api/event", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      keepalive: true,
      body: JSON.stringify({ n: name, d: domain, u: location.href, p: options && options.props }),
    });
  }
  window.plausible = send;
  send("pageview");
  queue.forEach(function (args) { send(args[0], args[1]); });
})();`;

/**
 * The page's structured data: each JSON-LD block, parsed. `Data` is what
 * the test reads of a block.
 */
export async function jsonLdOf<Data = { "@type": string }>(
  page: Page,
): Promise<Data[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  return blocks.map((text) => JSON.parse(text) as Data);
}

/** Hosts of the analytics and pixels the operator's build configures. */
const MEASUREMENT_HOSTS = new Set([
  "plausible.test",
  "www.googletagmanager.com",
  "connect.facebook.net",
  "analytics.tiktok.com",
]);

/** An event the mocked Plausible received. */
export type AnalyticsEvent = { n: string; d: string; u: string; p?: unknown };

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
  /**
   * What reached the analytics and pixel hosts: every request's address,
   * and the events Plausible received.
   */
  measurement: { requests: string[]; events: AnalyticsEvent[] };
}

export const test = base.extend<Fixtures>({
  geoIp: [{ country_code: VISITOR_COUNTRY }, { option: true }],
  allowedErrors: [null, { option: true }],
  geoIpRequests: async ({}, use) => use({ count: 0 }),
  consoleErrors: async ({}, use) => use([]),
  cspViolations: async ({}, use) => use([]),
  measurement: async ({}, use) => use({ requests: [], events: [] }),
  page: async (
    {
      page,
      geoIp,
      geoIpRequests,
      consoleErrors,
      allowedErrors,
      cspViolations,
      measurement,
    },
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
        if (MEASUREMENT_HOSTS.has(url.hostname)) {
          measurement.requests.push(url.href);
          const cors = { "access-control-allow-origin": "*" };
          if (url.pathname === "/api/event") {
            measurement.events.push(
              JSON.parse(route.request().postData() ?? "{}") as AnalyticsEvent,
            );
            return route.fulfill({ status: 202, body: "ok", headers: cors });
          }
          return route.fulfill({
            contentType: "text/javascript",
            headers: cors,
            body:
              url.hostname === "plausible.test"
                ? PLAUSIBLE_SCRIPT
                : "/* the pixel's script, not run here */",
          });
        }
        if (url.hostname !== GEO_IP_HOST) return route.abort("blockedbyclient");
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

/** The tests `tests` declares, grouped as "without JavaScript" and run with it off. */
export function describeWithoutJavaScript(tests: () => void) {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    tests();
  });
}

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

/**
 * How many React islands inside `root` are not yet live: an island keeps its
 * `ssr` attribute until Astro has handed it to React, and React marks each
 * element it has hydrated with its own properties (`ssr` goes as soon as
 * React starts, before its handlers are attached).
 */
function pendingIslands(root: Element) {
  const islands = [
    ...(root.matches("astro-island") ? [root] : []),
    ...root.querySelectorAll("astro-island"),
  ];
  return islands.filter((island) => {
    if (island.hasAttribute("ssr")) return true;
    const first = [...island.children].find(
      (child) => !["TEMPLATE", "ASTRO-SLOT", "SCRIPT"].includes(child.tagName),
    );
    return (
      !!first && !Object.keys(first).some((key) => key.startsWith("__react"))
    );
  }).length;
}

/**
 * Opens `path` and waits until every island on the page has hydrated and
 * the page script runs: it
 * scrolls through the page and back to the top, where a shopper starts, and
 * wakes each island that still sleeps as a shopper reaching for it would
 * (focus moving into it): islands wake on a first touch, not on load.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  // Scrolled step by step from the test's side, with Node's timers between
  // the steps: a headless page on a busy machine can go seconds without a
  // frame, and a wait on the page's own timers or frames has hung there.
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: Math.max(200, Math.floor(window.innerHeight * 0.8)),
  }));
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(20);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // Focus moving into each sleeping island wakes it, once the island
  // runtime has come (after first paint): until then nothing hears the
  // event, so it is sent again on each look until every island is awake.
  const body = page.locator("body");
  await expect
    .poll(
      async () => {
        await page.evaluate(() => {
          for (const island of document.querySelectorAll("astro-island[ssr]"))
            island.dispatchEvent(new FocusEvent("focusin"));
        });
        return body.evaluate(pendingIslands);
      },
      { message: "islands still waiting to hydrate" },
    )
    .toBe(0);
  await waitForPageScript(page);
}

/** Waits until the page script answers the banner, the tabs and the tracking form. */
export async function waitForPageScript(page: Page) {
  await page.waitForFunction(() => window.pageReady === true);
}

/**
 * Holds every island script (`/_astro/*.js`) until the returned function is
 * called, so a test can act on the page as it is before any island wakes.
 */
export async function holdIslandScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_astro/*.js", async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

/** Opens a dialog with Enter on the button that opens it; the dialog, once shown. */
export async function openDialogWithKeyboard(button: Locator, name: string) {
  await button.focus();
  await button.page().keyboard.press("Enter");
  const dialog = button.page().getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The page's own heading, its one `<h1>`. */
export function pageHeading(page: Page) {
  return page.getByRole("heading", { level: 1 });
}

/**
 * The first element on screen that reads `text`. Prices are in the page in
 * every currency and the stylesheet shows one, so a price is looked for among
 * what is visible.
 */
export function shown(scope: Page | Locator, text: string) {
  return scope.getByText(text).filter({ visible: true }).first();
}

/**
 * What the page gives a shopper to read in its own language, each text with
 * where it is: its title, every text node outside `skipped`, shown or still
 * hidden (a closed answer, another tab, another currency's price, an error
 * message), and the accessible names and alternatives of its elements. Text
 * marked as written in another language (a review, shown as its reviewer
 * wrote it: `<p lang="en">`) is not the page's.
 */
export function textsInPageLanguage(
  page: Page,
  skipped = "script, style, template, noscript",
) {
  return page.evaluate((skipped) => {
    const pageLang = document.documentElement.lang;
    const inPageLang = (element: Element) =>
      (element.closest("[lang]")?.getAttribute("lang") ?? pageLang) ===
      pageLang;
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}>`;
    const texts = [{ text: document.title, where: "<title>" }];
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && inPageLang(parent) && !parent.closest(skipped))
        texts.push({ text: node.textContent ?? "", where: name(parent) });
    }
    const attributes = ["aria-label", "alt", "title", "placeholder"];
    for (const element of document.querySelectorAll(
      attributes.map((attribute) => `[${attribute}]`).join(", "),
    ))
      if (inPageLang(element))
        for (const attribute of attributes) {
          const text = element.getAttribute(attribute);
          if (text)
            texts.push({ text, where: `${attribute} of ${name(element)}` });
        }
    return texts;
  }, skipped);
}

/**
 * Text assertions on what is rendered (innerText), not on the page's source:
 * the prices in hidden currencies are in the DOM but not on screen.
 */
export const ON_SCREEN = { useInnerText: true } as const;

/**
 * The layout shifts the shopper did not cause so far (CLS counts only
 * these), each with what moved and from where to where.
 */
export async function unexpectedLayoutShifts(
  page: Page,
): Promise<{ value: number; sources: string[] }[]> {
  return page.evaluate(
    () =>
      new Promise<{ value: number; sources: string[] }[]>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .map(
                (entry) =>
                  entry as PerformanceEntry & {
                    value: number;
                    hadRecentInput: boolean;
                    sources?: {
                      node?: Node;
                      previousRect: DOMRectReadOnly;
                      currentRect: DOMRectReadOnly;
                    }[];
                  },
              )
              .filter((entry) => !entry.hadRecentInput)
              .map((entry) => ({
                value: entry.value,
                sources: (entry.sources ?? []).map((source) => {
                  const element =
                    source.node instanceof Element
                      ? source.node
                      : source.node?.parentElement;
                  const { x, y, width, height } = source.currentRect;
                  const before = source.previousRect;
                  return `${element?.outerHTML.slice(0, 100)} "${source.node?.textContent?.slice(0, 40)}" moved from ${before.x},${before.y} ${before.width}x${before.height} to ${x},${y} ${width}x${height}`;
                }),
              })),
          ),
        ).observe({ type: "layout-shift", buffered: true });
        // With no shift at all the observer never calls back.
        setTimeout(() => resolve([]), 500);
      }),
  );
}
