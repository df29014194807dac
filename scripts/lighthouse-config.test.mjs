// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LIGHTHOUSE_BUDGETS, NOT_FOUND_PATH } from "./budgets.mjs";
import { CHROMIUM_FLAGS } from "./chromium.mjs";
import { chromiumPath } from "./ensure-browser.mjs";
import { ROUTES, assertions, lighthouseRc } from "./lighthouse-config.mjs";

describe("lighthouseRc", () => {
  it("collects every route and the 404 page, 3 runs each, with the flags of the e2e tests", () => {
    const { collect } = lighthouseRc("mobile", {}).ci;
    expect(collect.url).toEqual(
      ROUTES.map((route) => `http://localhost:4400${route}`),
    );
    expect(collect.url).toContain(`http://localhost:4400${NOT_FOUND_PATH}`);
    // The product page in German and French too (settings.yaml, locales).
    expect(collect.url).toContain("http://localhost:4400/de");
    expect(collect.url).toContain("http://localhost:4400/fr");
    expect(collect.numberOfRuns).toBe(3);
    expect(collect.chromePath).toBe(chromiumPath({}));
    expect(collect.settings).not.toHaveProperty("preset");
    expect(collect.settings.chromeFlags.split(" ")).toEqual([
      "--headless=new",
      ...CHROMIUM_FLAGS,
    ]);
    expect(CHROMIUM_FLAGS).toContain("--no-sandbox");
    // Finding Playwright's Chromium loads Playwright: seconds on a busy host.
  }, 60_000);

  it("takes the port, runs, routes and browser from the environment", () => {
    const { collect } = lighthouseRc("desktop", {
      PERF_PORT: "5000",
      RUNS: "1",
      ROUTES: "/,/about",
      CHROMIUM_PATH: "/opt/chrome",
    }).ci;
    expect(collect.url).toEqual([
      "http://localhost:5000/",
      "http://localhost:5000/about",
    ]);
    expect(collect.numberOfRuns).toBe(1);
    expect(collect.chromePath).toBe("/opt/chrome");
    expect(collect.settings.preset).toBe("desktop");
  });

  it("gives the 404 page its own assertions, and every other page the full ones", () => {
    const [pages, notFound] = lighthouseRc("mobile", {}).ci.assert.assertMatrix;
    const matches = (
      /** @type {string} */ pattern,
      /** @type {string} */ path,
    ) => new RegExp(pattern).test(`http://localhost:4400${path}`);
    for (const route of ROUTES.filter((route) => route !== NOT_FOUND_PATH)) {
      expect(matches(pages.matchingUrlPattern, route)).toBe(true);
      expect(matches(notFound.matchingUrlPattern, route)).toBe(false);
    }
    expect(matches(pages.matchingUrlPattern, NOT_FOUND_PATH)).toBe(false);
    expect(matches(notFound.matchingUrlPattern, NOT_FOUND_PATH)).toBe(true);
    expect(pages.aggregationMethod).toBe("median-run");
    expect(notFound.assertions["categories:seo"]).toEqual([
      "error",
      { minScore: LIGHTHOUSE_BUDGETS.notFoundCategories.seo },
    ]);
    expect(pages.assertions["categories:seo"]).toEqual([
      "error",
      { minScore: LIGHTHOUSE_BUDGETS.mobile.categories.seo },
    ]);
  });
});

describe("assertions", () => {
  it("asserts every mobile budget of budgets.mjs: each category's score, FCP, LCP and CLS (the scripts' share of TBT is perf.mjs's)", () => {
    const budgets = LIGHTHOUSE_BUDGETS.mobile;
    expect(assertions("mobile", false)).toEqual({
      ...Object.fromEntries(
        Object.entries(budgets.categories).map(([category, minScore]) => [
          `categories:${category}`,
          ["error", { minScore }],
        ]),
      ),
      "first-contentful-paint": [
        "error",
        { maxNumericValue: budgets.firstContentfulPaintMs },
      ],
      "largest-contentful-paint": [
        "error",
        { maxNumericValue: budgets.largestContentfulPaintMs },
      ],
      "cumulative-layout-shift": [
        "error",
        { maxNumericValue: budgets.cumulativeLayoutShift },
      ],
    });
    expect(Object.keys(budgets.categories)).toEqual([
      "performance",
      "accessibility",
      "best-practices",
      "seo",
    ]);
  });

  it("asserts only the category scores on desktop, with the 404 page's two exceptions", () => {
    const { categories } = LIGHTHOUSE_BUDGETS.desktop;
    expect(assertions("desktop", true)).toEqual({
      "categories:performance": ["error", { minScore: categories.performance }],
      "categories:accessibility": [
        "error",
        { minScore: categories.accessibility },
      ],
      "categories:best-practices": [
        "error",
        { minScore: LIGHTHOUSE_BUDGETS.notFoundCategories["best-practices"] },
      ],
      "categories:seo": [
        "error",
        { minScore: LIGHTHOUSE_BUDGETS.notFoundCategories.seo },
      ],
    });
  });
});
