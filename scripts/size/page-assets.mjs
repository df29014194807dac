// What a built page's HTML makes the browser load, read with the HTML
// parser the build's checks share (build-tools/html.ts).
import { ASSET_FOLDER } from "../../build-tools/astro-integration.ts";
import { chunkImports } from "../../build-tools/chunk-imports.ts";
import { htmlElements } from "../../build-tools/html.ts";
import { ISLAND_SCRIPTS } from "../../src/lib/astro-island.ts";
import { rootAttribute } from "../../src/lib/root-data.ts";

/** Script types a browser runs; JSON-LD and speculation rules are data. */
const SCRIPT_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
]);

/**
 * What a page's HTML makes the browser load, as written in the HTML (URLs
 * not yet resolved).
 * @param {string} html
 */
export function pageAssets(html) {
  const all = htmlElements(html);
  /** @param {string} name */
  const elements = (name) => all.filter((element) => element.name === name);

  /** @type {string[]} */
  const beforePaint = [];
  /** @type {string[]} */
  const inlineScripts = [];
  for (const { attributes, text } of elements("script")) {
    const src = attributes.get("src");
    if (src !== undefined) beforePaint.push(src);
    else if (SCRIPT_TYPES.has((attributes.get("type") ?? "").toLowerCase()))
      inlineScripts.push(text);
  }

  /** @type {string[]} */
  const stylesheets = [];
  for (const { attributes } of elements("link")) {
    const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
    const href = attributes.get("href");
    if (href === undefined) continue;
    if (rel.includes("modulepreload")) beforePaint.push(href);
    else if (rel.includes("preload") && attributes.get("as") === "script")
      beforePaint.push(href);
    else if (rel.includes("stylesheet")) stylesheets.push(href);
  }

  /** @type {string[]} */
  const islands = [];
  // The island runtime, which the build moves out of the page and the head
  // script loads after first paint (build-tools/island-runtime.ts).
  /** @type {string[]} */
  const runtime = [];
  for (const { attributes } of elements("html")) {
    const file = attributes.get(rootAttribute("islands"));
    if (file) runtime.push(file);
  }
  for (const { attributes } of elements("astro-island")) {
    for (const name of ISLAND_SCRIPTS) {
      const url = attributes.get(name);
      if (url) islands.push(url);
    }
  }

  /** @type {string[]} */
  const afterPaint = [];
  // The page script the head script adds after first paint: named on
  // <html data-page-script>, or an address in an inline script.
  for (const { attributes } of elements("html")) {
    const file = attributes.get(rootAttribute("pageScript"));
    if (file) afterPaint.push(file);
  }
  for (const script of inlineScripts)
    for (const url of chunkImports(script).strings)
      if (url.startsWith(`/${ASSET_FOLDER}/`) && url.endsWith(".js"))
        afterPaint.push(url);

  const inlineStyles = elements("style").map(({ text }) => text);

  return {
    beforePaint: unique(beforePaint),
    inlineScripts,
    islands: unique(islands),
    runtime: unique(runtime),
    afterPaint: unique(afterPaint),
    stylesheets: unique(stylesheets),
    inlineStyles,
  };
}

/** @template T @param {T[]} items */
function unique(items) {
  return [...new Set(items)];
}
