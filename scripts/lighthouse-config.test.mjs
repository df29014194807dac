// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LIGHTHOUSE_BUDGETS, NOT_FOUND_PATH } from "./budgets.mjs";
import { CHROMIUM_FLAGS } from "./chromium.mjs";
import { chromiumPath } from "./ensure-browser.mjs";
import { OTHER_LOCALES } from "./routes.mjs";
import {
  ROUTES,
  assertions,
  lighthouseRc,
  perfPorts,
  sideBySideUrls,
} from "./lighthouse-config.mjs";

describe("lighthouseRc", () => {
  it("collects every route and the 404 page beside its copy, 3 runs each, with the flags of the e2e tests", () => {
    const { collect } = lighthouseRc("mobile", {}).ci;
    expect(collect.url).toEqual(
      ROUTES.flatMap((route) =>
        Array.from({ length: 3 }, () => [
          `http://localhost:4400${route}`,
          `http://localhost:4402${route}`,
        ]).flat(),
      ),
    );
    expect(collect.url).toContain(`http://localhost:4400${NOT_FOUND_PATH}`);
    // The product page in each other language too (settings.yaml, locales).
    for (const locale of OTHER_LOCALES)
      expect(collect.url).toContain(`http://localhost:4400/${locale}`);
    expect(collect.numberOfRuns).toBe(1);
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
      RUNS: "2",
      ROUTES: "/,/about",
      CHROMIUM_PATH: "/opt/chrome",
    }).ci;
    expect(collect.url).toEqual([
      "http://localhost:5000/",
      "http://localhost:5002/",
      "http://localhost:5000/",
      "http://localhost:5002/",
      "http://localhost:5000/about",
      "http://localhost:5002/about",
      "http://localhost:5000/about",
      "http://localhost:5002/about",
    ]);
    expect(collect.numberOfRuns).toBe(1);
    expect(collect.chromePath).toBe("/opt/chrome");
    expect(collect.settings.preset).toBe("desktop");
  });

  it("slows the mobile runs' CPU as PERF_CPU_SLOWDOWN says, and leaves the desktop's alone", () => {
    const env = { PERF_CPU_SLOWDOWN: "1.62" };
    expect(lighthouseRc("mobile", env).ci.collect.settings.throttling).toEqual({
      cpuSlowdownMultiplier: 1.62,
    });
    expect(lighthouseRc("desktop", env).ci.collect.settings).not.toHaveProperty(
      "throttling",
    );
    expect(lighthouseRc("mobile", {}).ci.collect.settings).not.toHaveProperty(
      "throttling",
    );
  });

  it("gives the 404 page its own assertions, every other page the full ones, and the script-free copy none", () => {
    const [pages, notFound] = lighthouseRc("mobile", {}).ci.assert.assertMatrix;
    const matches = (
      /** @type {string} */ pattern,
      /** @type {string} */ url,
    ) => new RegExp(pattern).test(url);
    for (const route of ROUTES.filter((route) => route !== NOT_FOUND_PATH)) {
      const url = `http://localhost:4400${route}`;
      expect(matches(pages.matchingUrlPattern, url)).toBe(true);
      expect(matches(notFound.matchingUrlPattern, url)).toBe(false);
    }
    const notFoundUrl = `http://localhost:4400${NOT_FOUND_PATH}`;
    expect(matches(pages.matchingUrlPattern, notFoundUrl)).toBe(false);
    expect(matches(notFound.matchingUrlPattern, notFoundUrl)).toBe(true);
    // A page whose path only starts like the 404 one's is a page.
    expect(matches(pages.matchingUrlPattern, `${notFoundUrl}-too`)).toBe(true);
    for (const route of ["/", "/about", NOT_FOUND_PATH]) {
      for (const origin of [
        "http://localhost:4402",
        "http://localhost:44000",
      ]) {
        expect(matches(pages.matchingUrlPattern, origin + route)).toBe(false);
        expect(matches(notFound.matchingUrlPattern, origin + route)).toBe(
          false,
        );
      }
    }
    expect(pages.aggregationMethod).toBe("median");
    expect(notFound.aggregationMethod).toBe("median");
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

describe("sideBySideUrls", () => {
  it("runs each route and its copy in turn, then the next route", () => {
    expect(sideBySideUrls(["/", "/a"], { site: "S", copy: "C" }, 3)).toEqual([
      "S/",
      "C/",
      "S/",
      "C/",
      "S/",
      "C/",
      "S/a",
      "C/a",
      "S/a",
      "C/a",
      "S/a",
      "C/a",
    ]);
  });
});

describe("perfPorts", () => {
  it("puts the geo-IP stub and the copy on the two ports after the store's", () => {
    expect(perfPorts({})).toEqual({ site: 4400, geo: 4401, copy: 4402 });
    expect(perfPorts({ PERF_PORT: "5000" })).toEqual({
      site: 5000,
      geo: 5001,
      copy: 5002,
    });
  });
});

describe("assertions", () => {
  it("asserts every mobile budget of budgets.mjs: each category's score, FCP, LCP and CLS, those that depend on the host's speed as warnings (the side-by-side budgets are perf.mjs's)", () => {
    const budgets = LIGHTHOUSE_BUDGETS.mobile;
    expect(assertions("mobile", false)).toEqual({
      "categories:performance": [
        "warn",
        { minScore: budgets.categories.performance },
      ],
      "categories:accessibility": [
        "error",
        { minScore: budgets.categories.accessibility },
      ],
      "categories:best-practices": [
        "error",
        { minScore: budgets.categories["best-practices"] },
      ],
      "categories:seo": ["error", { minScore: budgets.categories.seo }],
      "first-contentful-paint": [
        "warn",
        { maxNumericValue: budgets.firstContentfulPaintMs },
      ],
      "largest-contentful-paint": [
        "warn",
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
      "categories:performance": ["warn", { minScore: categories.performance }],
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
