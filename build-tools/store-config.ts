import type { Plugin } from "vite";
import type { Config } from "../src/lib/config";

const MODULE = "virtual:store-config";
const RESOLVED = `\0${MODULE}`;

/**
 * The settings the build was configured with (src/lib/config.ts), read and
 * checked once in astro.config.mjs, as the module `virtual:store-config`:
 * the pages, the endpoints and the editor's config import this one object.
 */
export function storeConfig(config: Config): Plugin {
  return {
    name: "store-config",
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    load: (id) =>
      id === RESOLVED ? `export default ${JSON.stringify(config)};` : undefined,
  };
}
