import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Plugin } from "vite";

/** `@/` in the scripts' imports, as in tsconfig.json. */
const SOURCE_FOLDER = fileURLToPath(new URL("../src", import.meta.url));

/** The import suffix that gives a module as inline script text. */
const SUFFIX = "?inline-script";
/** The import suffix that gives the address of a module bundled as a classic script file. */
const URL_SUFFIX = "?script-url";
/**
 * Vite's own way to bundle a module into one self-contained file with no
 * imports and give its address. Vite names it for workers, but the file
 * is a plain IIFE script (worker.format defaults to "iife").
 */
const VITE_BUNDLED_URL = "?worker&url";

/**
 * Bundles `file` and what it imports into one minified classic script (an
 * IIFE, so it leaves no globals behind), the text a page writes inline.
 */
export async function inlineScript(
  file: string,
): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    alias: { "@": SOURCE_FOLDER },
    // Not tsconfig.json's: its strict mode would put a "use strict" before
    // the IIFE, bytes every page pays for; tsc checks these modules anyway.
    tsconfigRaw: {},
    minify: true,
    format: "iife",
    target: "es2020",
    legalComments: "none",
    metafile: true,
    write: false,
  });
  return {
    code: result.outputFiles[0]!.text.trim(),
    inputs: Object.keys(result.metafile.inputs).map((input) => resolve(input)),
  };
}

/**
 * `import HEAD from "@/browser/head.ts?inline-script"` gives that module's
 * code, bundled by inlineScript, as a string. A script that must run before
 * first paint is thus a TypeScript module like any other (type-checked,
 * linted, unit-tested), and the layout writes it with `set:html`; the build
 * hashes what it wrote into the page's Content-Security-Policy.
 *
 * `import page from "@/browser/page.ts?script-url"` gives the address of
 * that module bundled into one classic script file, for a page to load
 * with a plain `<script src>` after first paint.
 */
export function inlineScripts(): Plugin {
  return {
    name: "store:inline-scripts",
    enforce: "pre",
    async resolveId(source, importer) {
      if (source.endsWith(URL_SUFFIX))
        return this.resolve(
          source.slice(0, -URL_SUFFIX.length) + VITE_BUNDLED_URL,
          importer,
          { skipSelf: true },
        );
      if (!source.endsWith(SUFFIX)) return null;
      const module = await this.resolve(
        source.slice(0, -SUFFIX.length),
        importer,
        {
          skipSelf: true,
        },
      );
      return module ? `\0${module.id}${SUFFIX}` : null;
    },
    async load(id) {
      if (!id.startsWith("\0") || !id.endsWith(SUFFIX)) return null;
      const { code, inputs } = await inlineScript(id.slice(1, -SUFFIX.length));
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
