// @vitest-environment node
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { priceRules, readCurrencies } from "./prices";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders)
    rmSync(folder, { recursive: true, force: true });
});

/** A content folder whose currencies.yaml has had `edit` applied. */
function contentWith(edit: (text: string) => string): string {
  const folder = mkdtempSync(join(tmpdir(), "currencies-"));
  folders.push(folder);
  const path = join(folder, "currencies.yaml");
  cpSync("src/content/currencies.yaml", path);
  const text = readFileSync(path, "utf8");
  const edited = edit(text);
  expect(edited, "the edit changed the file").not.toBe(text);
  writeFileSync(path, edited);
  return folder;
}

/** The selector that shows a price layer with no script. */
const shownWithoutScript = (rules: ReturnType<typeof priceRules>) =>
  Object.entries(rules)
    .filter(([, declarations]) => declarations.visibility === "visible")
    .flatMap(([list]) => list.split(",\n"))
    .filter((selector) => selector.startsWith(":root:not([data-js])"));

describe("the price rules", () => {
  it("show, without script, the fallback the content sets", () => {
    const folder = contentWith((text) =>
      text.replace(/\n(\s+)fallback: \w+/, "\n$1fallback: EUR"),
    );
    expect(shownWithoutScript(priceRules(readCurrencies(folder)))).toEqual([
      ':root:not([data-js]) [data-price] > [data-for="EUR"]',
    ]);
  });

  it("show each currency of the content's list when <html> names it", () => {
    const { codes } = readCurrencies("src/content");
    const shown = Object.keys(priceRules({ codes, fallback: codes[0]! }))
      .flatMap((list) => list.split(",\n"))
      .filter((selector) => selector.startsWith(":root[data-currency="));
    expect(shown).toEqual(
      codes.map(
        (code) =>
          `:root[data-currency="${code}"] [data-price] > [data-for="${code}"]`,
      ),
    );
    expect(codes.length).toBeGreaterThan(1);
  });

  it("refuses a content file the schema refuses", () => {
    const folder = contentWith((text) =>
      text.replace(/\n(\s+)fallback: \w+/, "\n$1fallback: usd"),
    );
    expect(() => readCurrencies(folder)).toThrow();
  });
});
