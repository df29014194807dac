// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  copiesOf,
  isTest,
  sourceFiles,
  standalone,
  withoutComments,
} from "../../tests/source-files";
import {
  ROOT_DATA,
  rootAttribute,
  rootAttributes,
  type RootDataName,
} from "./root-data";

const HOME = "src/lib/root-data.ts";

/**
 * Files that still name an attribute themselves until their owner changes
 * that line (they were being edited when this home was made): delete each
 * from here with that change.
 */
const PENDING = new Set<string>();

describe("rootAttribute and rootAttributes", () => {
  it.each([
    ["js", "data-js"],
    ["pageScript", "data-page-script"],
    ["variantShare", "data-variant-share"],
  ] as [RootDataName, string][])("%s is %s in HTML", (name, attribute) => {
    expect(rootAttribute(name)).toBe(attribute);
  });

  it("writes the attributes given, in their order, and leaves out the undefined", () => {
    expect(
      rootAttributes({
        root: undefined,
        pageScript: "/_astro/page.js",
        variant: "short",
      }),
    ).toEqual({
      "data-page-script": "/_astro/page.js",
      "data-variant": "short",
    });
  });
});

/**
 * The data attributes the stylesheets name on <html>: in a `:root` or
 * `html` selector, or in a Tailwind variant (`@custom-variant js (…)`),
 * whose selector is the page's.
 */
function rootAttributesInCss(css: string): string[] {
  const places = [
    ...css.matchAll(/(?::root|\bhtml)((?:\[[^\]]*\]|:not\(\[[^\]]*\]\))+)/g),
    ...css.matchAll(/@custom-variant\s+[\w-]+\s*\(([^;]*)\);/g),
  ].map((match) => match[1]!);
  return [
    ...new Set(
      places.flatMap((place) =>
        [...place.matchAll(/\[(data-[a-z][a-z-]*)/g)].map((m) => m[1]!),
      ),
    ),
  ];
}

describe("<html>'s data attributes' one home", () => {
  const attributes = ROOT_DATA.map(rootAttribute);

  // Tests write the HTML and the dataset a page would have, as a browser
  // shows them; code reads and writes them through the home.
  it.each(ROOT_DATA)("%s is named in code by root-data.ts alone", (name) => {
    const pattern = new RegExp(
      `${standalone(rootAttribute(name))}|\\bdataset\\.${name}\\b`,
    );
    expect(
      copiesOf(
        pattern,
        (path) =>
          path === HOME ||
          isTest(path) ||
          path.endsWith(".css") ||
          PENDING.has(path),
      ),
    ).toEqual([]);
  });

  it("has no pending file left that names none itself", () => {
    const pattern = new RegExp(attributes.map(standalone).join("|"));
    const files = sourceFiles().filter(({ path }) => PENDING.has(path));
    expect(copiesOf(pattern, () => false, files)).toEqual([...PENDING]);
  });

  it("is the only way to <html>'s dataset", () => {
    expect(
      copiesOf(
        /documentElement\s*\.\s*dataset/,
        (path) => path === HOME || isTest(path),
      ),
    ).toEqual([]);
  });

  it("declares every attribute the stylesheets name on <html>", () => {
    const named = sourceFiles()
      .filter(({ path }) => path.endsWith(".css"))
      .flatMap(({ path, text }) =>
        rootAttributesInCss(withoutComments(text)).map((name) => ({
          path,
          name,
        })),
      );
    expect(named.map(({ name }) => name)).toContain("data-js");
    expect(named.filter(({ name }) => !attributes.includes(name))).toEqual([]);
  });

  it("would see a second copy", () => {
    const file = (text: string) => [{ path: "src/x.ts", text }];
    const js = new RegExp(`${standalone("data-js")}|\\bdataset\\.js\\b`);
    expect(copiesOf(js, () => false, file('get("data-js")'))).toEqual([
      "src/x.ts",
    ]);
    expect(copiesOf(js, () => false, file("root.dataset.js = '';"))).toEqual([
      "src/x.ts",
    ]);
    expect(copiesOf(js, () => false, file("// sets data-js\n"))).toEqual([]);
    expect(
      rootAttributesInCss(
        "@custom-variant dark (&:where([data-theme=dark] *));\n:root:not([data-js]) p {}",
      ),
    ).toEqual(["data-js", "data-theme"]);
  });
});
