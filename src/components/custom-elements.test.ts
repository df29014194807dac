// @vitest-environment node
/**
 * A custom element's name is the only contract between a widget's markup
 * and its behaviour: the name lives in the element's file and in the
 * component that renders it, and the attributes the element reads live in
 * its own folder. A second copy anywhere else in src/ (the stylesheet, the
 * page script, another folder's component) is a registry to keep in step.
 */
import { readFileSync, readdirSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..");

const sourceFiles = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.(ts|tsx|astro|css|mjs)$/.test(file))
  .map((file) => join(SRC, file));

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** `word` as a name of its own, not part of a path or a longer name. */
const standalone = (word: string) => `(?<![\\w/.-])${word}(?![\\w/.-])`;

/** Each element file, with the name it defines and the attributes it reads. */
const elements = sourceFiles
  .filter((file) => file.endsWith("-element.ts"))
  .map((file) => {
    const code = readFileSync(file, "utf8");
    const name = /customElements\.define\(\s*"([^"]+)"/.exec(code)?.[1] ?? "";
    const attributes = new Set([
      ...[...code.matchAll(/(?<![\w/.-])data-([a-z][a-z-]*)/g)].map(
        (m) => m[1]!,
      ),
      ...[...code.matchAll(/\bdataset\.([a-zA-Z]+)/g)].map((m) =>
        m[1]!.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
      ),
    ]);
    const component = join(
      dirname(file),
      `${basename(file, "-element.ts")}.tsx`,
    );
    return { file, name, attributes: [...attributes], component };
  });

/** The files of src/ outside `allowed` whose text holds `literal`. */
function copiesOf(literal: RegExp, allowed: (file: string) => boolean) {
  return sourceFiles
    .filter(
      (file) =>
        file !== import.meta.filename &&
        !allowed(file) &&
        literal.test(readFileSync(file, "utf8")),
    )
    .map((file) => relative(SRC, file));
}

describe("the store's custom elements", () => {
  it("are each defined once, beside the component that renders them", () => {
    expect(elements.map((element) => element.name).sort()).toEqual([
      "contact-form",
      "currency-select",
      "order-track",
      "promo-banner",
      "review-list",
      "sticky-bar",
      "store-tabs",
    ]);
    for (const { component, name } of elements)
      expect(readFileSync(component, "utf8")).toContain(`<${name}`);
  });

  it.each(elements)(
    "name <$name> in its element and its component alone",
    ({ name, file, component }) => {
      const own = (other: string) =>
        other === file ||
        other === component ||
        (isTest(other) && dirname(other) === dirname(file));
      expect(copiesOf(new RegExp(standalone(name)), own)).toEqual([]);
    },
  );

  it.each(elements)(
    "keep the attributes <$name> reads in its own folder",
    ({ attributes, file }) => {
      const own = (other: string) => dirname(other) === dirname(file);
      for (const attribute of attributes) {
        const camel = attribute.replace(/-([a-z])/g, (_, letter: string) =>
          letter.toUpperCase(),
        );
        expect(
          copiesOf(
            new RegExp(
              `${standalone(`data-${attribute}`)}|dataset\\.${camel}\\b`,
            ),
            own,
          ),
          `data-${attribute}`,
        ).toEqual([]);
      }
    },
  );
});
