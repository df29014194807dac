/**
 * Every public page of the store, as the sitemap lists them: the one list
 * the end-to-end tests, Lighthouse CI, the first-tap benchmark and the
 * content checks walk.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";

/** The first language's pages. */
export const PUBLIC_PATHS = [
  "/",
  "/about",
  "/contact",
  "/contact-information",
  "/order-track",
  "/privacy-policy",
  "/refund-policy",
  "/shipping-policy",
  "/terms-of-service",
];

/**
 * The store's languages after the first (src/content/settings.yaml,
 * `locales`), each at /<code>/.
 */
export const OTHER_LOCALES = /** @type {string[]} */ (
  /** @type {{ settings: { locales?: string[] } }} */ (
    yaml.load(
      // Beside this file, not the working folder: Lighthouse CI loads its
      // configuration (lighthouse-config.mjs) from a folder of its own.
      readFileSync(
        fileURLToPath(new URL("../src/content/settings.yaml", import.meta.url)),
        "utf8",
      ),
    )
  ).settings.locales ?? []
).slice(1);

/** The pages in the other languages: every public page, "/" at /de. */
export const TRANSLATED_PATHS = OTHER_LOCALES.flatMap((locale) =>
  PUBLIC_PATHS.map((path) => `/${locale}${path === "/" ? "" : path}`),
);
