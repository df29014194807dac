import {
  HEADERS_FILE,
  NGINX_FOLDER,
  ROUTES_FILE,
  SPLIT_TESTS_FILE,
} from "../../src/lib/internal-files";
import { LEDGER_FILE } from "../../src/ledger/manifest";

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
  `/${LEDGER_FILE}`,
  `/${SPLIT_TESTS_FILE}`,
  `/${ROUTES_FILE}`,
  `/${HEADERS_FILE}`,
  `/${NGINX_FOLDER}/headers.conf`,
  `/${NGINX_FOLDER}/internal.conf`,
  `/%5F${LEDGER_FILE.slice(1)}`,
  `//${LEDGER_FILE}`,
  "/index.html.br",
  "/about.html.gz",
];
