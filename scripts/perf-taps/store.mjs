// What the first-tap benchmark needs to know of the store, read from where
// the store keeps it: the labels and the product from its content, and
// which widget elements the built pages render.
import yaml from "js-yaml";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "parse5";

/**
 * @typedef {object} StoreText
 * @property {any} copy copy.yaml's `copy`
 * @property {any} chrome chrome.yaml's `chrome`
 * @property {any} product product.yaml's `product`
 * @property {any} faq faq.yaml's `faq`
 */

/**
 * The content the benchmark's targets are named by, from a content folder
 * laid out like src/content.
 * @param {string} dir
 * @returns {Promise<StoreText>}
 */
export async function readStoreText(dir) {
  /** @param {string} name */
  const load = async (name) =>
    /** @type {any} */ (yaml.load(await readFile(join(dir, name), "utf8")));
  const [copy, chrome, product, faq] = await Promise.all(
    ["copy.yaml", "chrome.yaml", "product.yaml", "faq.yaml"].map(load),
  );
  return {
    copy: copy.copy,
    chrome: chrome.chrome,
    product: product.product,
    faq: faq.faq,
  };
}

/** @param {string} text */
export const escapeRegExp = (text) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A pattern for the texts a content template makes, whatever fills its
 * {placeholders}: "View image {n} of {total}" matches "View image 8 of 8".
 * @param {string} template
 */
export function templatePattern(template) {
  const pieces = template.split(/\{\w+\}/).map(escapeRegExp);
  return new RegExp(`^${pieces.join(".+?")}$`);
}

/**
 * The names of the custom elements (a hyphen in the name) a built page
 * renders, read by an HTML parser.
 * @param {string} html
 * @returns {Set<string>}
 */
export function customElements(html) {
  /** @type {Set<string>} */
  const names = new Set();
  /** @param {any} node */
  const walk = (node) => {
    if (node.tagName?.includes("-")) names.add(node.tagName);
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parse(html));
  return names;
}

/**
 * The file of the build that answers `route`: /about → about.html.
 * @param {string} route
 */
export const pageFile = (route) =>
  route === "/" ? "index.html" : `${route.slice(1)}.html`;
