// @vitest-environment node
// Every tool launches the Chromium scripts/ensure-browser.mjs finds
// (`chromiumPath`): no other file reads CHROMIUM_PATH, asks Playwright where
// its browser is, names a browser's path or sets a launch option's path.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The one file that chooses, its test, and this file's examples. */
const HOME = [
  "scripts/ensure-browser.mjs",
  "scripts/ensure-browser.test.mjs",
  "scripts/chromium-path.test.mjs",
];

/** Ways a file can pick a Chromium itself. */
const CHOICES = [
  {
    what: "reads CHROMIUM_PATH or CHROME_PATH",
    pattern: /\benv(?:\.|\[\s*["'`])CHROM(?:E|IUM)_PATH\b/,
  },
  {
    what: "asks Playwright where its Chromium is",
    pattern: /\.executablePath\(\)/,
  },
  {
    what: "sets a browser path other than chromiumPath()'s (or firefoxPath()'s)",
    pattern:
      /\b(?:executablePath|chromePath)\s*:(?!\s*(?:chromium|firefox)Path\()/,
  },
  {
    what: "names a browser's path",
    pattern:
      /["'`]\/[^"'`]*\/(?:chromium|chromium-browser|google-chrome|chrome)["'`]/,
    // A unit test hands made-up paths to the function it tests.
    tests: false,
  },
];

/**
 * The lines of `source` that pick a Chromium, and how.
 * @param {string} source
 * @param {boolean} [isTest] whether the file is a unit test
 */
export function chromiumChoices(source, isTest = false) {
  return source
    .split("\n")
    .flatMap((line, index) =>
      CHOICES.filter(
        (choice) =>
          !(isTest && choice.tests === false) && choice.pattern.test(line),
      ).map((choice) => `${index + 1}: ${choice.what}: ${line.trim()}`),
    );
}

describe("chromiumChoices", () => {
  it.each([
    ["const path = process.env.CHROMIUM_PATH ?? undefined;"],
    ['chromePath: env["CHROMIUM_PATH"] || "/usr/bin/chromium",'],
    ["if (existsSync(chromium.executablePath())) return undefined;"],
    [
      'const browser = await chromium.launch({ executablePath: "/opt/chrome" });',
    ],
    ["  executablePath: findChrome(),"],
    ['const fallback = "/usr/bin/chromium";'],
    [
      "const mac = '/Applications/Google Chrome.app/Contents/MacOS/google-chrome';",
    ],
  ])("finds a choice in %s", (line) => {
    expect(chromiumChoices(line).length).toBeGreaterThan(0);
  });

  it.each([
    ["executablePath: chromiumPath(),"],
    ["chromePath: chromiumPath(env),"],
    ['import { CHROMIUM_FLAGS } from "./scripts/chromium.mjs";'],
    ['const env = { CHROMIUM_PATH: "/opt/chrome" };'],
  ])("lets %s be", (line) => {
    expect(chromiumChoices(line, true)).toEqual([]);
  });
});

describe("the Chromium path", () => {
  it("is chosen in scripts/ensure-browser.mjs only", () => {
    const files = execFileSync(
      "git",
      ["ls-files", "--cached", "--others", "--exclude-standard"],
      {
        encoding: "utf8",
      },
    )
      .split("\n")
      .filter((file) => /\.(?:[cm]?[jt]sx?|astro)$/.test(file))
      // A file moved or deleted but not yet committed is still in the index.
      .filter((file) => existsSync(file))
      .filter((file) => !HOME.includes(file));
    expect(files).toContain("playwright.config.ts");
    const found = files.flatMap((file) =>
      chromiumChoices(readFileSync(file, "utf8"), /\.test\./.test(file)).map(
        (choice) => `${file}:${choice}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
