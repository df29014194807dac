/**
 * astro:content in unit tests: Astro's virtual module exists only inside an
 * Astro build, so Vitest resolves it here. Schemas can then be tested on
 * their own (src/content.config.test.ts); reading content still needs the
 * build, and says so.
 */
export const defineCollection = <T>(collection: T): T => collection;

function buildOnly(): never {
  throw new Error("astro:content is read only in an Astro build; mock it");
}
export const getCollection = buildOnly;
export const getEntry = buildOnly;
