/**
 * Every public page of the store, as the sitemap lists them: the one list
 * the end-to-end tests, Lighthouse CI, the first-tap benchmark and the
 * content checks walk.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";
import { contentDir } from "../src/content-dir.ts";

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
 * The project's folder, found from this file rather than the working
 * folder: Lighthouse CI loads its configuration (lighthouse-config.mjs)
 * from a folder of its own. A test environment that gives this module an
 * address other than a file's runs from the project's folder.
 */
const ROOT = import.meta.url.startsWith("file:")
  ? dirname(dirname(fileURLToPath(import.meta.url)))
  : process.cwd();

/**
 * The store's languages after the first (settings.yaml of the store's
 * content folder, src/content-dir.ts, `locales`), each at /<code>/.
 */
export const OTHER_LOCALES = /** @type {string[]} */ (
  /** @type {{ settings: { locales?: string[] } }} */ (
    yaml.load(
      readFileSync(join(ROOT, contentDir(ROOT), "settings.yaml"), "utf8"),
    )
  ).settings.locales ?? []
).slice(1);

/** The pages in the other languages: every public page, "/" at /de. */
export const TRANSLATED_PATHS = OTHER_LOCALES.flatMap((locale) =>
  PUBLIC_PATHS.map((path) => `/${locale}${path === "/" ? "" : path}`),
);
