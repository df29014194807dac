/**
 * The names a split test's pieces share: the schema (src/schemas/experiment.ts),
 * the edge's assignment (src/lib/experiment-assignment.ts, which Node and
 * workerd load as it is, so this file imports nothing) and the pages.
 */

/** The variant a visitor sees when no test applies to them: the page as built. */
export const CONTROL = "control";

/** A test's or a variant's name: it goes into an address, a sub-id and an event. */
export const EXPERIMENT_NAME = /^[a-z0-9][a-z0-9-]{0,31}$/;

/**
 * Where the variants' pages are built (src/pages/variants/[test]/[variant].astro):
 * /variants/<test>/<variant>, out of the sitemap.
 */
export const VARIANTS_PATH = "/variants/";
