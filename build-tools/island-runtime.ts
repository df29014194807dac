import { createHash } from "node:crypto";
import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";
import astroIslandScript from "astro/runtime/server/astro-island.prebuilt.js";
import { init, parse } from "es-module-lexer";
import { parseAst } from "vite";
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

type AstNode = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is AstNode =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { type?: unknown }).type === "string";

/** True for `self.Astro` (or `window.Astro`). */
const isAstroGlobal = (node: unknown) =>
  isNode(node) &&
  node.type === "MemberExpression" &&
  isNode(node.object) &&
  node.object.type === "Identifier" &&
  ["self", "window"].includes(node.object.name as string) &&
  isNode(node.property) &&
  node.property.type === "Identifier" &&
  node.property.name === "Astro";

/**
 * True when the script assigns to `(self.Astro || (self.Astro = {}))[name]`,
 * which Astro's wrapper around a client directive does
 * (astro/dist/core/client-directive/build.js), read from its syntax tree.
 */
export function registersDirective(code: string): boolean {
  let program: unknown;
  try {
    program = parseAst(code);
  } catch {
    return false;
  }
  const queue: unknown[] = [program];
  while (queue.length > 0) {
    const node = queue.pop();
    if (Array.isArray(node)) queue.push(...node);
    if (!isNode(node)) continue;
    if (
      node.type === "AssignmentExpression" &&
      isNode(node.left) &&
      node.left.type === "MemberExpression" &&
      isNode(node.left.object) &&
      node.left.object.type === "LogicalExpression" &&
      isAstroGlobal(node.left.object.left)
    )
      return true;
    for (const [key, value] of Object.entries(node))
      if (key !== "type" && typeof value === "object") queue.push(value);
  }
  return false;
}

/** The attribute on <html> that names the runtime file for the head script. */
export const RUNTIME_ATTRIBUTE = "data-islands";

/** The global the runtime file sets: each island script's static imports. */
export const MODULES_GLOBAL = "islandModules";

/** The attributes of <astro-island> that name its scripts. */
const ISLAND_SCRIPTS = [
  "component-url",
  "renderer-url",
  "before-hydration-url",
] as const;

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
