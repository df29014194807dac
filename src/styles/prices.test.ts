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
import { claimRules, priceRules, readCurrencies } from "./prices";

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
  it("give a savings badge's hidden layers no width once one is shown", () => {
    const rules = priceRules({ codes: ["EUR", "USD"], fallback: "USD" });
    const hugging = Object.entries(rules).find(
      ([, declarations]) => declarations.width === "0",
    );
    expect(hugging?.[0].split(",\n")).toEqual([
      ':root:not([data-js]) .badge-price > :not([data-for="USD"])',
      ':root[data-currency="EUR"] .badge-price > :not([data-for="EUR"])',
      ':root[data-currency="USD"] .badge-price > :not([data-for="USD"])',
    ]);
  });

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
    const shown = Object.entries(priceRules({ codes, fallback: codes[0]! }))
      .filter(([, declarations]) => declarations.visibility === "visible")
      .flatMap(([list]) => list.split(",\n"))
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

describe("the claim rules", () => {
  const rules = claimRules({ codes: ["EUR", "USD"], fallback: "USD" });
  const hidden = Object.entries(rules)
    .filter(([, declarations]) => declarations.visibility === "hidden")
    .flatMap(([list]) => list.split(",\n"));

  it("hide, in each state of <html>, every form not marked for its market and currency", () => {
    expect(hidden).toContain(
      ':root:not([data-js]) [data-claims] > [data-claim]:not([data-claim~="any:USD"])',
    );
    expect(hidden).toContain(
      ':root[data-js]:not([data-market]):not([data-currency]) [data-claims] > [data-claim]:not([data-claim~="any:USD"])',
    );
    expect(hidden).toContain(
      ':root[data-js][data-market="eu"][data-currency="EUR"] [data-claims] > [data-claim]:not([data-claim~="eu:EUR"])',
    );
    expect(hidden).toContain(
      ':root[data-js][data-market="us"]:not([data-currency]) [data-claims] > [data-claim]:not([data-claim~="us:USD"])',
    );
    // One state without script, and each of (no market, 3 markets) by
    // (no currency, 2 currencies); each hides the form and all it holds.
    expect(hidden).toHaveLength((1 + 4 * 3) * 2);
  });

  it("hide what a hidden form holds, which a price's own rules would show", () => {
    // Without script both go by :root:not([data-js]) alone: the closest call.
    const priceShown = Object.keys(
      priceRules({ codes: ["USD"], fallback: "USD" }),
    )
      .flatMap((list) => list.split(",\n"))
      .find((selector) => selector.startsWith(":root:not([data-js])"))!;
    const formHides = hidden.find(
      (selector) =>
        selector.startsWith(":root:not([data-js])") && selector.endsWith(" *"),
    )!;
    // Both are :root, then attributes and pseudo-classes only: the one with
    // more of them wins, whatever the order of the rules.
    const weight = (selector: string) =>
      selector.match(/\[|:(?!not\()[a-z]/g)!.length;
    expect(weight(formHides)).toBeGreaterThan(weight(priceShown));
  });
});
