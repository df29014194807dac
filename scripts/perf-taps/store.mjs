// What the first-tap benchmark needs to know of the store, read from where
// the store keeps it: the labels and the product from its content.
import yaml from "js-yaml";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { escapeRegExp } from "../../src/lib/regexp.ts";
import { translate } from "../../src/lib/translation.ts";

/**
 * @typedef {object} StoreText
 * @property {any} copy copy.yaml's `copy`
 * @property {any} chrome chrome.yaml's `chrome`
 * @property {any} product product.yaml's `product`
 * @property {any} faq faq.yaml's `faq`
 */

/**
 * The content the benchmark's targets are named by, from a content folder
 * laid out like src/content, in `locale` when one is given: its
 * translations (<dir>/<locale>/copy.yaml) over the first language's files,
 * as the build merges them (src/lib/translation.ts).
 * @param {string} dir
 * @param {string} [locale]
 * @returns {Promise<StoreText>}
 */
export async function readStoreText(dir, locale) {
  /** @param {string} path */
  const read = async (path) =>
    /** @type {any} */ (yaml.load(await readFile(path, "utf8")));
  /** @param {string} name */
  const load = async (name) => {
    const original = await read(join(dir, name));
    const path = locale ? join(dir, locale, name) : "";
    return path && existsSync(path)
      ? translate(original, await read(path)).value
      : original;
  };
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

/**
 * A pattern for the texts a content template makes, whatever fills its
 * {placeholders}: "View image {n} of {total}" matches "View image 8 of 8".
 * @param {string} template
 */
export function templatePattern(template) {
  const pieces = template.split(/\{\w+\}/).map(escapeRegExp);
  return new RegExp(`^${pieces.join(".+?")}$`);
}

export { escapeRegExp };
