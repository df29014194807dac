// The Lighthouse CI configuration for `npm run perf`, built from the budgets
// in scripts/budgets.mjs. lighthouserc.mobile.cjs and lighthouserc.desktop.cjs
// hand it to `lhci`. Read from the environment:
// PERF_PORT  the port the production server listens on (4400);
// RUNS       runs per route (3); the median run is the one asserted;
// ROUTES     a comma-separated subset of the routes, e.g. `/,/about`;
// CHROMIUM_PATH  the browser (else as scripts/ensure-browser.mjs finds it).
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

/** As the e2e tests start Chromium (chromium.mjs), headless. */
export const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Assertions on the median run ("median-run": the run nearest the median of
 * FCP and time to interactive, the one the table shows) for one preset.
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
    result[`categories:${category}`] = ["error", { minScore }];
  }
  if ("firstContentfulPaintMs" in budgets) {
    const metrics = {
      "first-contentful-paint": budgets.firstContentfulPaintMs,
      "largest-contentful-paint": budgets.largestContentfulPaintMs,
      "cumulative-layout-shift": budgets.cumulativeLayoutShift,
    };
    for (const [audit, maxNumericValue] of Object.entries(metrics)) {
      result[audit] = ["error", { maxNumericValue }];
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
  const origin = `http://localhost:${Number(env.PERF_PORT ?? DEFAULT_PORT)}`;
  const routes = env.ROUTES ? env.ROUTES.split(",") : ROUTES;
  const notFound = `^${escapeRegExp(origin + NOT_FOUND_PATH)}$`;
  return {
    ci: {
      collect: {
        url: routes.map((route) => origin + route),
        numberOfRuns: Number(env.RUNS ?? 3),
        chromePath: chromiumPath(env),
        settings: {
          ...(preset === "desktop" ? { preset: "desktop" } : {}),
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
            matchingUrlPattern: `^(?!${notFound.slice(1)})`,
            aggregationMethod: "median-run",
            assertions: assertions(preset, false),
          },
          {
            matchingUrlPattern: notFound,
            aggregationMethod: "median-run",
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
