/**
 * Data for an island that would weigh too much as props, which Astro writes
 * into the page's HTML: every review, every gallery image with its srcsets.
 * The build writes it to a static JSON file (an endpoint in src/pages/data/)
 * and the page provides the same object while it is pre-rendered. In the
 * browser the island's module fetches the file as it loads, after first
 * paint, so the island hydrates with exactly what was pre-rendered.
 *
 * If the fetch fails, loading the island fails, and the page keeps its
 * script-free form, as for any island whose script fails to load.
 */
import { fetchJson } from "@/lib/data-files";

export type IslandData<T> = {
  /** Called by the page while it is pre-rendered, before the island renders. */
  provide(value: T): void;
  /** The data, for the island's component. */
  get(): T;
};

/**
 * The island data at `path`: awaited at the top of the island's module, so
 * the module has finished loading only once its data has arrived.
 */
export async function islandData<T>(
  path: string,
  isServer = import.meta.env.SSR,
): Promise<IslandData<T>> {
  let value: T | undefined = isServer ? undefined : await fetchJson<T>(path);
  return {
    provide(next) {
      value = next;
    },
    get() {
      if (value === undefined)
        throw new Error(
          `No island data for ${path}: provide it before the island renders.`,
        );
      return value;
    },
  };
}
