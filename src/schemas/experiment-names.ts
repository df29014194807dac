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
 * Whether `path` is a variant's page (src/pages/[...locale]/variants/[test]/[variant].astro):
 * /variants/<test>/<variant>, or under a language's folder,
 * /de/variants/<test>/<variant>. Out of the sitemap, in no other language.
 */
export const isVariantPath = (path: string): boolean =>
  /^(?:\/[^/]+)?\/variants\//.test(path);
