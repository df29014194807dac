// The store's custom elements, by the names their own files define. A
// custom element's name lives in one place, the `customElements.define`
// call beside its component (src/components/custom-elements.test.ts fails on
// a second copy in src/), so the benchmark reads it from there rather than
// writing it again. The element modules cannot be imported here: each
// extends HTMLElement and imports through the `@/` alias, neither of which
// Node has; their define call is read instead, as custom-elements.test.ts
// reads it.
import { readFileSync, readdirSync } from "node:fs";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";

const COMPONENTS = fileURLToPath(
  new URL("../../src/components/", import.meta.url),
);

/**
 * The name a custom element's file defines, or null when it defines none.
 * @param {string} code the element file's source
 */
export function definedName(code) {
  return /customElements\.define\(\s*["']([^"']+)["']/.exec(code)?.[1] ?? null;
}

/**
 * Every custom element of the store, keyed by its file's path within
 * src/components ("product/description-tabs-element.ts"): the file is the
 * name's home, and a path never reads as a second copy of the name.
 * @param {string} [dir] a folder laid out like src/components
 * @returns {Record<string, string>}
 */
export function storeElements(dir = COMPONENTS) {
  /** @type {Record<string, string>} */
  const names = {};
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith("-element.ts")) continue;
    const name = definedName(readFileSync(join(dir, file), "utf8"));
    if (name) names[file.split(sep).join("/")] = name;
  }
  return names;
}

/**
 * The name the element file `file` (within src/components) defines: throws,
 * naming the file, when it defines none, so a moved or removed element
 * stops the benchmark before it runs.
 * @param {Record<string, string>} elements storeElements()
 * @param {string} file
 */
export function elementOf(elements, file) {
  const name = elements[file];
  if (!name)
    throw new Error(`No custom element is defined in src/components/${file}`);
  return name;
}
