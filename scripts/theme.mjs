import { readFileSync } from "node:fs";

/**
 * The colour tokens of src/styles/app.css's @theme, by name without the
 * prefix (`--color-brand-soft` → "brand-soft"): the one home of the brand
 * colours, read by the build scripts that draw with them.
 * @returns {Record<string, string>}
 */
export function themeColours() {
  const css = readFileSync(
    new URL("../src/styles/app.css", import.meta.url),
    "utf8",
  );
  return Object.fromEntries(
    [...css.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map(
      ([, name, value]) => [name, value],
    ),
  );
}
