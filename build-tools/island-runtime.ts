import { createHash } from "node:crypto";
import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";
import astroIslandScript from "astro/runtime/server/astro-island.prebuilt.js";
import { ISLAND_SCRIPTS, MODULES_GLOBAL } from "../src/lib/astro-island.ts";
import { rootAttribute } from "../src/lib/root-data.ts";
import { astNodes, chunkImports, parseScript } from "./chunk-imports.ts";
import { htmlElements, type HtmlElement } from "./html.ts";

/**
 * Astro writes its island runtime (the <astro-island> element) and each
 * client directive's code inline into every page that has an island:
 * about 2 KB gzip of script that runs before first paint and is sent again
 * with every page. These are they, read from the page by the HTML parser
 * the build's checks share (html.ts): the runtime is the script Astro
 * ships prebuilt, and a directive is a script that registers itself on
 * `self.Astro`, as Astro's directive wrapper writes it.
 */
function isRuntime(code: string): boolean {
  return code === astroIslandScript || registersDirective(code);
}

/** True for `self.Astro` (or `window.Astro`). */
const isAstroGlobal = (node: unknown): boolean => {
  const { type, object, property } = (node ?? {}) as Record<string, unknown>;
  const name = (value: unknown) => (value as { name?: unknown })?.name;
  return (
    type === "MemberExpression" &&
    ["self", "window"].includes(name(object) as string) &&
    name(property) === "Astro"
  );
};

/**
 * True when the script assigns to `(self.Astro || (self.Astro = {}))[name]`,
 * which Astro's wrapper around a client directive does
 * (astro/dist/core/client-directive/build.js), read from its syntax tree.
 */
export function registersDirective(code: string): boolean {
  for (const node of astNodes(parseScript(code))) {
    if (node.type !== "AssignmentExpression") continue;
    const target = node.left as { type?: string; object?: unknown };
    const base = target.object as
      { type?: string; operator?: string; left?: unknown } | undefined;
    if (
      target.type === "MemberExpression" &&
      base?.type === "LogicalExpression" &&
      base.operator === "||" &&
      isAstroGlobal(base.left)
    )
      return true;
  }
  return false;
}

/** The attribute on <html> that names the runtime file for the head script. */
export const RUNTIME_ATTRIBUTE = rootAttribute("islands");

/** A page's inline scripts that are Astro's runtime or a directive. */
const runtimeElements = (elements: readonly HtmlElement[]) =>
  elements.filter(
    ({ name, attributes, text }) =>
      name === "script" && !attributes.has("src") && isRuntime(text),
  );

/** A page's inline runtime scripts, in their order. */
export function runtimeScripts(html: string): string[] {
  return runtimeElements(htmlElements(html)).map(({ text }) => text);
}

/** The scripts the islands of a page name: components, renderers, before-hydration scripts. */
export function islandEntries(html: string): string[] {
  return htmlElements(html)
    .filter(({ name }) => name === "astro-island")
    .flatMap(({ attributes }) =>
      ISLAND_SCRIPTS.flatMap((name) => attributes.get(name) ?? []),
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
  const queue = [entry];
  const found = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (found.has(path) || !path.startsWith("/")) continue;
    const code = await read(path);
    if (code === undefined) continue;
    found.add(path);
    for (const specifier of chunkImports(code).static)
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
 * The page without its inline runtime scripts and the style Astro writes
 * into <body> before a page's first island, the runtime's file named on
 * <html data-islands> for the layout's head script to load right after
 * first paint. HTML allows a <style> in <body> only as its parent's first
 * child, so that rule lives in the stylesheet instead (src/styles/app.css).
 * A page without islands is left as it is.
 */
export function withExternalRuntime(html: string, file: string): string {
  const elements = htmlElements(html);
  const runtime = runtimeElements(elements);
  if (runtime.length === 0) return html;
  const root = elements.find(({ name }) => name === "html")?.source;
  if (!root)
    throw new Error(
      "A page with islands has no <html> tag to name the runtime on.",
    );
  const islandStyles = elements.filter(
    ({ name, text }) => name === "style" && text === ISLAND_STYLES,
  );
  const edits = [
    ...[...runtime, ...islandStyles].map(({ source }) => ({
      start: source!.start,
      end: source!.end,
      text: "",
    })),
    {
      start: root.start + "<html".length,
      end: root.start + "<html".length,
      text: ` ${RUNTIME_ATTRIBUTE}="/${file}"`,
    },
  ].sort((a, b) => b.start - a.start);
  return edits.reduce(
    (page, { start, end, text }) =>
      page.slice(0, start) + text + page.slice(end),
    html,
  );
}
