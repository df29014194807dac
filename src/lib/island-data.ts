/**
 * Data for an island that would weigh too much as props, which Astro writes
 * into the page's HTML: the review dialog's texts, every gallery image with
 * its srcsets. The build writes it to a static JSON file
 * (src/pages/[...locale]/data/[island].json.ts) from the same function
 * the island's pre-rendering calls, so the island hydrates with exactly
 * what was pre-rendered.
 *
 * The island's module awaits it at its top, with its loader behind
 * `import.meta.env.SSR`, so that the browser's bundle drops the loader and
 * the content it reads:
 *
 *   const data = await islandData<ReviewsData>(
 *     "reviews",
 *     import.meta.env.SSR && (async () => (await import("./reviews-data")).reviewsData()),
 *   );
 *
 * In the browser the module has finished loading only once its file has
 * arrived; if the fetch fails, loading the island fails, and the page keeps
 * its script-free form, as for any island whose script fails to load. The
 * island's directive fetches the file after `load` with the island's code
 * (`client:intent={{ data }}`, src/directives/intent.ts), so waking it at a
 * tap waits for no request.
 */
import { fetchJson, localDataPath } from "@/lib/data-files";

/** The islands whose data is a file of its own. */
export const ISLAND_DATA = ["reviews", "product-hero"] as const;
export type IslandDataName = (typeof ISLAND_DATA)[number];

/** Where the build writes an island's data for the page's language: /de/data/reviews.json. */
export const islandDataPath = (name: IslandDataName) =>
  localDataPath(`${name}.json`);

declare global {
  interface Window {
    /** Each island data file asked for on this page, by its path: fetched once. */
    islandDataFiles?: Record<string, Promise<unknown>>;
  }
}

/**
 * The file the build wrote for an island, fetched once per page: the
 * directive's prefetch after `load` and the island's own module share one
 * request. A failed fetch is forgotten, so a later wake asks again.
 */
export function islandDataFile<T>(
  name: IslandDataName,
  init?: RequestInit,
): Promise<T> {
  const path = islandDataPath(name);
  const files = (window.islandDataFiles ??= {});
  const file = (files[path] ??= fetchJson<T>(path, init).catch(
    (error: unknown) => {
      delete files[path];
      throw error;
    },
  ));
  return file as Promise<T>;
}

/**
 * An island's data by language: what `load` makes for every language while
 * the pages are pre-rendered (the island's module runs once for all of
 * them), else (in the browser) the file the build wrote for the page's.
 * The island picks its page's language from it.
 */
export async function islandData<T>(
  name: IslandDataName,
  load: false | (() => Promise<Record<string, T>>),
): Promise<Record<string, T>> {
  if (load) return load();
  return { [document.documentElement.lang]: await islandDataFile<T>(name) };
}
