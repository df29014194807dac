// The Lighthouse CI configuration for `npm run perf`, built from the budgets
// in scripts/budgets.mjs. lighthouserc.mobile.cjs and lighthouserc.desktop.cjs
// hand it to `lhci`. Every route is measured beside its copy with every
// script removed, which scripts/perf.mjs serves on a port of its own: the
// route, its copy, the route, its copy…, so that both see the host alike.
// Read from the environment:
// PERF_PORT  the port the production server listens on (4400; the geo-IP
//            stub takes the next, the script-free copy the one after);
// RUNS       runs of each route and of its copy (3); each figure's median
//            over a route's runs is the one asserted;
// ROUTES     a comma-separated subset of the routes, e.g. `/,/about`;
// PERF_CPU_SLOWDOWN  the mobile preset's CPU slowdown, which scripts/perf.mjs
//            pins to the host's benchmark index (else Lighthouse's 4);
// CHROMIUM_PATH  the browser (else as scripts/ensure-browser.mjs finds it).
import { escapeRegExp } from "../src/lib/regexp.ts";
import { LIGHTHOUSE_BUDGETS, NOT_FOUND_PATH } from "./budgets.mjs";
import { OTHER_LOCALES, PUBLIC_PATHS } from "./routes.mjs";
import { CHROMIUM_FLAGS } from "./chromium.mjs";
import { chromiumPath } from "./ensure-browser.mjs";

export const DEFAULT_PORT = 4400;

/**
 * Every route of the store, the product page in each other language (its
 * static pages are the first language's in another language's words), and
 * an unknown path for the 404 page.
 */
export const ROUTES = [
  ...PUBLIC_PATHS,
  ...OTHER_LOCALES.map((locale) => `/${locale}`),
  NOT_FOUND_PATH,
];

/**
 * The ports `npm run perf` serves on: the store, the geo-IP stub its pages
 * ask, and the copy of the store with every script removed.
 * @param {Record<string, string | undefined>} [env]
 */
export function perfPorts(env = process.env) {
  const site = Number(env.PERF_PORT ?? DEFAULT_PORT);
  return { site, geo: site + 1, copy: site + 2 };
}

/**
 * The routes a run measures: ROUTES from the environment, else all.
 * @param {Record<string, string | undefined>} [env]
 */
export function perfRoutes(env = process.env) {
  return env.ROUTES ? env.ROUTES.split(",") : ROUTES;
}

/**
 * The addresses Lighthouse opens, in order: each route and its script-free
 * copy in turn, `runs` times, then the next route. A pair's two runs follow
 * each other, so a host that slows down or speeds up mid-run moves both.
 * @param {string[]} routes
 * @param {{ site: string, copy: string }} origins
 * @param {number} runs
 */
export function sideBySideUrls(routes, origins, runs) {
  return routes.flatMap((route) =>
    Array.from({ length: runs }, () => [
      origins.site + route,
      origins.copy + route,
    ]).flat(),
  );
}

/** As the e2e tests start Chromium (chromium.mjs), headless. */
export const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/**
 * What depends on the host's speed: on a shared or slow host these miss
 * whatever the store does, so lhci reports them (warn) and the verdict is
 * the side-by-side one (scripts/perf.mjs). Accessibility, best practices,
 * SEO and layout shift do not depend on it, and fail the run (error).
 */
const HOST_BOUND = new Set([
  "categories:performance",
  "first-contentful-paint",
  "largest-contentful-paint",
]);

/** @param {string} assertion */
const level = (assertion) => (HOST_BOUND.has(assertion) ? "warn" : "error");

/**
 * Assertions on each figure's median over a route's runs ("median", as
 * scripts/perf.mjs's tables give them) for one preset.
 * @param {"mobile" | "desktop"} preset
 * @param {boolean} notFound whether these are for the 404 page
 */
export function assertions(preset, notFound) {
  const budgets = LIGHTHOUSE_BUDGETS[preset];
  const categories = notFound
    ? { ...budgets.categories, ...LIGHTHOUSE_BUDGETS.notFoundCategories }
    : budgets.categories;
  /** @type {Record<string, [string, Record<string, number>]>} */
  const result = {};
  for (const [category, minScore] of Object.entries(categories)) {
    result[`categories:${category}`] = [
      level(`categories:${category}`),
      { minScore },
    ];
  }
  if ("firstContentfulPaintMs" in budgets) {
    const metrics = {
      "first-contentful-paint": budgets.firstContentfulPaintMs,
      "largest-contentful-paint": budgets.largestContentfulPaintMs,
      "cumulative-layout-shift": budgets.cumulativeLayoutShift,
    };
    for (const [audit, maxNumericValue] of Object.entries(metrics)) {
      result[audit] = [level(audit), { maxNumericValue }];
    }
  }
  return result;
}

/**
 * The whole `lighthouserc` for one preset.
 * @param {"mobile" | "desktop"} preset
 * @param {Record<string, string | undefined>} [env]
 */
export function lighthouseRc(preset, env = process.env) {
  const ports = perfPorts(env);
  const origin = `http://localhost:${ports.site}`;
  const copy = `http://localhost:${ports.copy}`;
  // lhci matches these against each run's address; the copy's match neither,
  // so only the store's own pages are asserted.
  const pages = `^${escapeRegExp(origin)}/(?!${escapeRegExp(NOT_FOUND_PATH.slice(1))}$)`;
  const notFound = `^${escapeRegExp(origin + NOT_FOUND_PATH)}$`;
  return {
    ci: {
      collect: {
        url: sideBySideUrls(
          perfRoutes(env),
          { site: origin, copy },
          Number(env.RUNS ?? 3),
        ),
        // The runs are in the list of addresses, to interleave them.
        numberOfRuns: 1,
        chromePath: chromiumPath(env),
        settings: {
          ...(preset === "desktop" ? { preset: "desktop" } : {}),
          // The phone pinned: on a slow host the slowdown shrinks, so that
          // each task takes what it takes on that phone.
          ...(preset === "mobile" && env.PERF_CPU_SLOWDOWN
            ? {
                throttling: {
                  cpuSlowdownMultiplier: Number(env.PERF_CPU_SLOWDOWN),
                },
              }
            : {}),
          // lhci appends to this string, so it must not be an array.
          chromeFlags: CHROME_FLAGS.join(" "),
          // The 404 page answers 404 on purpose. The SEO assertions still
          // catch any other page that does (its http-status-code audit).
          ignoreStatusCode: true,
        },
      },
      assert: {
        assertMatrix: [
          {
            matchingUrlPattern: pages,
            aggregationMethod: "median",
            assertions: assertions(preset, false),
          },
          {
            matchingUrlPattern: notFound,
            aggregationMethod: "median",
            assertions: assertions(preset, true),
          },
        ],
      },
      // Relative to where lhci runs: scripts/perf.mjs runs it in
      // .perf/<preset>/, so every report lands in .perf/<preset>/reports/.
      upload: { target: "filesystem", outputDir: "reports" },
    },
  };
}
