import { elementsNamed } from "../../build-tools/html.ts";
import { expect, test } from "./fixtures";

/**
 * Tailwind's own custom properties the built stylesheet may still read:
 * shadows, rings and outlines, which the store's utilities set per element.
 * Every other one is folded into its value by
 * build-tools/fold-custom-properties.ts, so a modal dialog's inert restyle
 * does not redo the elements that read it (docs/performance.md). A
 * utility that sets one of them on its own, such as a bare `leading-*` or
 * `border-dashed`, unfolds it on every element, wherever Tailwind finds
 * the class name (src/ alone, by the import in src/styles/app.css).
 */
const VARYING = new Set([
  "--tw-outline-style",
  "--tw-ring-color",
  "--tw-ring-offset-shadow",
  "--tw-ring-offset-width",
  "--tw-ring-shadow",
  "--tw-shadow",
]);

test(
  "the stylesheet reads only the Tailwind properties that vary",
  { tag: "@phone" },
  async ({ request }) => {
    const html = await (await request.get("/")).text();
    const sheets = elementsNamed(html, "link")
      .filter((link) => link.attributes.get("rel") === "stylesheet")
      .map((link) => link.attributes.get("href") ?? "");
    expect(sheets.length).toBeGreaterThan(0);
    const read = new Set<string>();
    for (const href of sheets) {
      const css = await (await request.get(href)).text();
      for (const [, name = ""] of css.matchAll(/var\((--tw-[\w-]+)/g))
        read.add(name);
    }
    expect([...read].filter((name) => !VARYING.has(name))).toEqual([]);
  },
);
