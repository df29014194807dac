/**
 * A fourth build for the end-to-end tests: the store's content with its
 * split test turned on (a copy made by split-test-site.mjs), built with the
 * operator's settings and a BUY NOW template that carries {variant}, and
 * served both the way `npm start` serves it and on workerd, Cloudflare's
 * runtime, with its Pages middleware (split-tests.spec.ts).
 */
import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import { twoHostBuild } from "./hosts";
import { OPERATOR_ENV } from "./operator-build";

export const SPLIT_BUILD = twoHostBuild("split-test", 4);

/** The test the copy turns on, and its one variant. */
export const SPLIT_TEST = "buy-now-wording";
export const SPLIT_VARIANT = "get-yours";
export const SPLIT_VARIANT_LABEL = "GET YOURS NOW";

/**
 * The variant's BUY NOW label on each other language's product page, from
 * the test's translations (src/content/<code>/experiments/).
 */
export const SPLIT_VARIANT_LABELS_ABROAD = Object.fromEntries(
  ["de", "fr"].map((code) => {
    const { variants } = yaml.load(
      readFileSync(
        `src/content/${code}/experiments/${SPLIT_TEST}.yaml`,
        "utf8",
      ),
    ) as { variants: { buyNow: string }[] };
    return [`/${code}`, variants[0]!.buyNow];
  }),
);

/** The host's secret, as `wrangler pages secret put` would set it. */
export const SPLIT_SECRET = "e2e-split-test-secret";

export const SPLIT_ENV = {
  ...OPERATOR_ENV,
  VITE_AFFILIATE_TEMPLATE: `${OPERATOR_ENV.VITE_AFFILIATE_TEMPLATE}&sub4={variant}`,
  CONTENT_DIR: SPLIT_BUILD.content,
  SPLIT_TEST_SECRET: SPLIT_SECRET,
};
