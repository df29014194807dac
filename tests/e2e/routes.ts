/** Every public page of the store, as the sitemap lists them. */
export {
  PUBLIC_PATHS as publicPaths,
  TRANSLATED_PATHS as translatedPaths,
  OTHER_LOCALES as otherLocales,
} from "../../scripts/routes.mjs";

/**
 * The hosts' own files in a build with the sales ledger and a split test
 * on (src/lib/internal-files.ts), spelled as a prober would: every host
 * answers each with the 404 page.
 */
export const internalPaths = [
  "/_ledger.json",
  "/_split-tests.json",
  "/_routes.json",
  "/_headers",
  "/_nginx/headers.conf",
  "/_nginx/internal.conf",
  "/%5Fledger.json",
  "//_ledger.json",
  "/index.html.br",
  "/about.html.gz",
];
