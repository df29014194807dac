import browserslist from "browserslist";
import { browserslistToTargets, transform } from "lightningcss";
import type { APIRequestContext } from "@playwright/test";
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

/** The addresses of the stylesheets `/` links. */
async function stylesheets(request: APIRequestContext) {
  const html = await (await request.get("/")).text();
  const sheets = elementsNamed(html, "link")
    .filter((link) => link.attributes.get("rel") === "stylesheet")
    .map((link) => link.attributes.get("href") ?? "");
  expect(sheets.length).toBeGreaterThan(0);
  return sheets;
}

/** The vendor-prefixed properties a stylesheet declares. */
const prefixed = (css: string) =>
  new Set(
    [...css.matchAll(/[{;](-(?:webkit|moz)-[\w-]+):/g)].map(([, name]) => name),
  );

test(
  "the stylesheet has the prefixes the supported browsers need",
  { tag: "@phone" },
  async ({ request }) => {
    // Lightning CSS, given the list (package.json's browserslist), adds
    // any prefix it lacks, such as -webkit-backdrop-filter for Safari
    // before 18 (build-tools/browsers.ts).
    const targets = browserslistToTargets(browserslist());
    for (const href of await stylesheets(request)) {
      const css = await (await request.get(href)).text();
      const { code } = transform({
        filename: href,
        code: Buffer.from(css),
        minify: true,
        targets,
      });
      // By name, not by count: a second pass of Lightning CSS adds to some
      // duplicates it writes (`-webkit-text-decoration: inherit`).
      const built = prefixed(css);
      expect(
        [...prefixed(code.toString())].filter((name) => !built.has(name)),
        href,
      ).toEqual([]);
    }
  },
);

test(
  "the stylesheet reads only the Tailwind properties that vary",
  { tag: "@phone" },
  async ({ request }) => {
    const sheets = await stylesheets(request);
    const read = new Set<string>();
    for (const href of sheets) {
      const css = await (await request.get(href)).text();
      for (const [, name = ""] of css.matchAll(/var\((--tw-[\w-]+)/g))
        read.add(name);
    }
    expect([...read].filter((name) => !VARYING.has(name))).toEqual([]);
  },
);
