// The scripts a page's entry scripts pull in, read from each built file's
// imports (build-tools/chunk-imports.ts, on Vite's own parser).
import { chunkImports } from "../../build-tools/chunk-imports.ts";

/**
 * A same-site address as a path, resolved against the address of the page
 * or script that names it; undefined for another site's address.
 * @param {string} specifier
 * @param {string} from a path such as `/about` or `/_astro/x.js`
 */
export function resolvePath(specifier, from) {
  const origin = "http://site.invalid";
  const url = new URL(specifier, new URL(from, origin));
  return url.origin === origin ? decodeURIComponent(url.pathname) : undefined;
}

/**
 * Walks the scripts from `entries`: `loaded` is every file they pull in
 * through static imports; `lazy` is what their dynamic imports and Vite's
 * preload lists add on top (again with static imports), minus what is
 * already loaded. `external` holds addresses on other sites, `missing`
 * same-site files `read` could not find.
 * @param {string[]} entries resolved paths
 * @param {(path: string) => string | undefined} read a script's source
 */
export function scriptGraph(entries, read) {
  /** @type {Set<string>} */
  const external = new Set();
  /** @type {Set<string>} */
  const missing = new Set();
  /** @type {Set<string>} */
  const lazyEntries = new Set();

  /** @param {string[]} start @param {Set<string>} skip */
  const walk = (start, skip) => {
    /** @type {Set<string>} */
    const seen = new Set();
    const queue = [...start];
    while (queue.length > 0) {
      const path = /** @type {string} */ (queue.shift());
      if (seen.has(path) || skip.has(path)) continue;
      seen.add(path);
      if (!/\.m?js$/.test(path)) continue;
      const source = read(path);
      if (source === undefined) {
        missing.add(path);
        continue;
      }
      const imports = chunkImports(source);
      const follow = (/** @type {string} */ specifier, base = path) => {
        const resolved = resolvePath(specifier, base);
        if (resolved === undefined) external.add(specifier);
        return resolved;
      };
      for (const specifier of imports.static) {
        const resolved = follow(specifier);
        if (resolved) queue.push(resolved);
      }
      for (const specifier of imports.dynamic) {
        const resolved = follow(specifier);
        if (resolved) lazyEntries.add(resolved);
      }
      for (const file of imports.preloads) {
        const resolved = follow(file, "/");
        if (resolved) lazyEntries.add(resolved);
      }
    }
    return seen;
  };

  const loaded = walk(entries, new Set());
  const lazy = new Set();
  // Lazy chunks may import further lazy chunks: walk until nothing is new.
  for (let size = -1; size !== lazyEntries.size;) {
    size = lazyEntries.size;
    for (const path of walk([...lazyEntries], loaded)) lazy.add(path);
  }
  for (const path of missing) {
    loaded.delete(path);
    lazy.delete(path);
  }
  return { loaded, lazy, external, missing };
}
