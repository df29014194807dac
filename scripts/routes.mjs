/**
 * Every public page of the store, as the sitemap lists them: the one list
 * the end-to-end tests, Lighthouse CI, the first-tap benchmark and the
 * content checks walk.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
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
 * settings.yaml, found beside this file rather than in the working folder:
 * Lighthouse CI loads its configuration (lighthouse-config.mjs) from a
 * folder of its own. A test environment that gives this module an address
 * other than a file's runs from the project's folder.
 */
const SETTINGS = new URL("../src/content/settings.yaml", import.meta.url);

/**
 * The store's languages after the first (src/content/settings.yaml,
 * `locales`), each at /<code>/.
 */
export const OTHER_LOCALES = /** @type {string[]} */ (
  /** @type {{ settings: { locales?: string[] } }} */ (
    yaml.load(
      readFileSync(
        SETTINGS.protocol === "file:"
          ? fileURLToPath(SETTINGS)
          : resolve("src/content/settings.yaml"),
        "utf8",
      ),
    )
  ).settings.locales ?? []
).slice(1);

/** The pages in the other languages: every public page, "/" at /de. */
export const TRANSLATED_PATHS = OTHER_LOCALES.flatMap((locale) =>
  PUBLIC_PATHS.map((path) => `/${locale}${path === "/" ? "" : path}`),
);
