import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import {
  imageAssetFormat,
  responsiveDirectives,
} from "./build-tools/image-asset-format.ts";
import { svgoPlugin } from "./build-tools/svgo-plugin.ts";

const APP = fileURLToPath(new URL("./app/", import.meta.url));
const ROOT_MODULE = join(APP, "root.tsx");
const PAGE_MODULES = readdirSync(join(APP, "routes"))
  .filter((file) => /^[^.]+\.tsx$/.test(file))
  .map((file) => join(APP, "routes", file));

type ModuleInfo = {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
};
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };
const chunksByGraph = new WeakMap<ModuleInfo, Map<string, string>>();

/**
 * Which script a module of the app goes into, so that a page loads little
 * it does not run, in few files:
 * - "app": the root layout's code, which every page runs, and code that two
 *   or more pages import;
 * - "<page>-shared": code a page shares only with the dialogs it loads lazily;
 * - anything else stays in the one page's or dialog's own script.
 */
function chunkOf(moduleId: string, graph: ModuleGraph): string | null {
  const root = graph.getModuleInfo(ROOT_MODULE);
  if (!root) return null;
  let chunks = chunksByGraph.get(root);
  if (!chunks) {
    chunks = assignChunks(graph);
    chunksByGraph.set(root, chunks);
  }
  return chunks.get(moduleId) ?? null;
}

function assignChunks(graph: ModuleGraph): Map<string, string> {
  /** What an entry imports, directly or not, and the modules it loads lazily. */
  const reach = (entry: string) => {
    const imports = new Set<string>();
    const lazy = new Set<string>();
    const queue = [entry];
    for (const id of queue) {
      const info = graph.getModuleInfo(id);
      info?.dynamicallyImportedIds.forEach((target) => lazy.add(target));
      for (const next of info?.importedIds ?? []) {
        if (!imports.has(next)) queue.push(next);
        imports.add(next);
      }
    }
    return { imports, lazy };
  };

  const chunks = new Map<string, string>([[ROOT_MODULE, "app"]]);
  for (const id of reach(ROOT_MODULE).imports) chunks.set(id, "app");

  const pages = PAGE_MODULES.map((page) => ({ page, ...reach(page) }));
  const pageUsers = new Map<string, number>();
  for (const { imports } of pages) {
    for (const id of imports) pageUsers.set(id, (pageUsers.get(id) ?? 0) + 1);
  }
  for (const [id, users] of pageUsers) {
    if (users >= 2) chunks.set(id, "app");
  }

  for (const { page, imports, lazy } of pages) {
    const name = `${basename(page, ".tsx")}-shared`;
    for (const dialog of lazy) {
      for (const id of reach(dialog).imports) {
        if (imports.has(id) && !chunks.has(id)) chunks.set(id, name);
      }
    }
  }
  return chunks;
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    imagetools({
      defaultDirectives: responsiveDirectives,
      extendOutputFormats: (builtins) => ({
        ...builtins,
        asset: imageAssetFormat,
      }),
    }),
    svgoPlugin(),
    reactRouter(),
  ],
  build: {
    // Images stay separate, cacheable files instead of data URLs inside scripts.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Fewer, larger scripts: every file costs a request and its headers,
        // which on a phone weigh more than the few bytes a finer split saves.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: chunkOf,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
});
