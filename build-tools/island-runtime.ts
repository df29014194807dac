import { createHash } from "node:crypto";
import { init, parse } from "es-module-lexer";

/**
 * Astro writes its island runtime (the <astro-island> element) and each
 * client directive's code inline into every page that has an island:
 * about 2 KB gzip of script that runs before first paint and is sent again
 * with every page. These are they.
 */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const isRuntime = (code: string) =>
  code.includes('customElements.define("astro-island"') ||
  code.includes("(self.Astro||(self.Astro={}))");

/** The attribute on <html> that names the runtime file for the head script. */
export const RUNTIME_ATTRIBUTE = "data-islands";

/** The global the runtime file sets: each island script's static imports. */
export const MODULES_GLOBAL = "islandModules";

/** The scripts an island names on its <astro-island> element. */
const ISLAND_ENTRY =
  /\s(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g;

/** A page's inline runtime scripts, in their order. */
export function runtimeScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1]!)
    .filter(isRuntime);
}

/** The scripts the islands of a page name: components, renderers, before-hydration scripts. */
export function islandEntries(html: string): string[] {
  return (html.match(/<astro-island\b[^>]*>/g) ?? []).flatMap((tag) =>
    [...tag.matchAll(ISLAND_ENTRY)].map((match) => match[1]!),
  );
}

/**
 * A script and everything it imports statically, as site paths
 * ("/_astro/client.abc.js"), the script first. Not what it imports
 * dynamically: that waits until it is needed. `read` gives a script's code
 * by its path, or undefined when there is none.
 */
export async function moduleClosure(
  entry: string,
  read: (path: string) => Promise<string | undefined>,
): Promise<string[]> {
  await init;
  const queue = [entry];
  const found = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (found.has(path) || !path.startsWith("/")) continue;
    const code = await read(path);
    if (code === undefined) continue;
    found.add(path);
    const [imports] = parse(code);
    for (const { n: specifier, d: kind } of imports)
      if (kind === -1 && specifier)
        queue.push(new URL(specifier, `https://site${path}`).pathname);
  }
  return [...found];
}

/**
 * The island runtime as one file, `_astro/islands.<hash>.js` (named by its
 * content, so cached for a year like every other asset): Astro's runtime
 * and directive scripts in their order (each directive registers itself
 * before the runtime's islands look it up, and an island whose directive
 * comes later waits for it anyway), after a map from every island script
 * to what it imports statically, which `modulepreload` does not follow:
 * client:intent fetches an island's code from it after `load`
 * (src/directives/intent.ts).
 */
export function runtimeFile(
  scripts: readonly string[],
  modules: Readonly<Record<string, readonly string[]>>,
  assetFolder: string,
): { code: string; file: string } {
  const code = [
    `self.${MODULES_GLOBAL}=${JSON.stringify(modules)};`,
    ...scripts,
    "",
  ].join("\n");
  const hash = createHash("sha256").update(code).digest("base64url");
  return { code, file: `${assetFolder}/islands.${hash.slice(0, 10)}.js` };
}

/**
 * The style Astro writes into <body> before a page's first island. HTML
 * allows a <style> in <body> only as its parent's first child, so the rule
 * lives in the stylesheet instead (src/styles/app.css).
 */
const ISLAND_STYLE =
  /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g;

/**
 * The page without its inline runtime scripts and island style, the
 * runtime's file named on <html data-islands> for the layout's head script
 * to load right after first paint. A page without islands is left as it is.
 */
export function withExternalRuntime(html: string, file: string): string {
  if (runtimeScripts(html).length === 0) return html;
  return html
    .replace(INLINE_SCRIPT, (script, body: string) =>
      isRuntime(body) ? "" : script,
    )
    .replace(ISLAND_STYLE, "")
    .replace(/<html\b/, `<html ${RUNTIME_ATTRIBUTE}="/${file}"`);
}
