import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { escapeRegExp } from "@/lib/regexp";
import { readCurrencies } from "@/styles/prices";
import { PIXEL_NAMES, PIXELS } from "@/ledger/pixels";

/** The project's code, beside src/: what a second copy of a list could hide in. */
const ROOT = join(import.meta.dirname, "../..");
const FOLDERS = ["src", "build-tools", "functions", "server", "scripts"];
const HOME = "src/schemas/names.ts";

/**
 * Every source file but tests, their fixtures, the end-to-end journeys
 * with their helpers (the ledger's src/ledger/e2e/, as tests/e2e/) and the
 * operator's content, as [path, text].
 */
function sources(): [string, string][] {
  const files: [string, string][] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      const name = relative(ROOT, path);
      if (entry.isDirectory()) {
        if (
          name !== "src/content" &&
          entry.name !== "node_modules" &&
          entry.name !== "e2e"
        )
          walk(path);
      } else if (
        /\.(?:ts|tsx|astro|mjs|js|css)$/.test(entry.name) &&
        !/\.test\.(?:tsx?|mjs)$|fixture/.test(entry.name)
      )
        files.push([name, readFileSync(path, "utf8")]);
    }
  };
  for (const folder of FOLDERS) walk(join(ROOT, folder));
  return files;
}

/** The files other than the list's home that contain `pattern`. */
const copiesOf = (pattern: RegExp) =>
  sources()
    .filter(([name, text]) => name !== HOME && pattern.test(text))
    .map(([name]) => name);

/** The files but `home` that contain `pattern`. */
const copiesBeside = (home: string, pattern: RegExp) =>
  sources()
    .filter(([name, text]) => name !== home && pattern.test(text))
    .map(([name]) => name);

describe("the pixels' one home", () => {
  it("is each pixel's own file: no other file holds its id pattern or VITE_* name", () => {
    for (const name of PIXEL_NAMES) {
      const { pattern, env } = PIXELS[name];
      const source = new RegExp(escapeRegExp(pattern.source));
      const [home, ...others] = sources()
        .filter(
          ([file, text]) => /\/pixel\.ts$/.test(file) && source.test(text),
        )
        .map(([file]) => file);
      expect(home, `${name}'s pixel file`).toMatch(
        /^src\/ledger\/platforms\/[a-z]+\/pixel\.ts$/,
      );
      expect(others).toEqual([]);
      expect(copiesBeside(home!, source)).toEqual([]);
      expect(copiesBeside(home!, new RegExp(`\\b${env}\\b`))).toEqual([]);
    }
  });

  // An array of every pixel's name, in any order: ["ga4", "meta", …]. (The
  // ledger's platforms, ["meta", "tiktok"], are another list.)
  const names = PIXEL_NAMES.map(escapeRegExp).join("|");
  const list = new RegExp(
    `\\[\\s*(?:["'](?:${names})["']\\s*,?\\s*){${PIXEL_NAMES.length}}\\]`,
  );

  it("is the pixels' registry: no other file lists the pixels' names", () => {
    expect(copiesOf(list)).toEqual([]);
  });

  it("would see a second copy", () => {
    expect(
      list.test(
        `const PIXELS = [${[...PIXEL_NAMES]
          .reverse()
          .map((name) => `"${name}"`)
          .join(", ")}] as const;`,
      ),
    ).toBe(true);
    expect(
      new RegExp(escapeRegExp(PIXELS.ga4.pattern.source)).test(
        String(/^G-[A-Z0-9]{4,20}$/),
      ),
    ).toBe(true);
  });
});

describe("the currencies' one home", () => {
  // The content file, currencies.yaml, lists them; names.ts keeps the type
  // the code is checked against, and the test below holds the two equal.
  const { codes } = readCurrencies("src/content");
  const literal = new RegExp(
    `["'\`](?:${codes.map(escapeRegExp).join("|")})["'\`]`,
  );

  it("no source file but names.ts writes a currency code as a literal", () => {
    expect(copiesOf(literal)).toEqual([]);
  });

  it("names.ts's type lists exactly the content's currencies", () => {
    const home = sources().find(([name]) => name === HOME)?.[1] ?? "";
    const typed = /CURRENCY_CODES = \[([^\]]*)\]/.exec(home)?.[1] ?? "";
    expect(typed.match(/[A-Z]{3}/g)).toEqual(codes);
  });

  it("would see a literal", () => {
    expect(literal.test(`offer(price, "${codes[0]}")`)).toBe(true);
    expect(literal.test("data-for={code}")).toBe(false);
  });
});
