/**
 * The project's own files, for the tests that hold a fact to one home: a
 * second copy of a name, a list or a pattern in any of them fails the test
 * that guards it. Not the operator's content (src/content/), which holds
 * facts of the store rather than of the code.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { escapeRegExp } from "../src/lib/regexp.ts";

export const ROOT = join(import.meta.dirname, "..");

/** The folders with the project's code, each relative to ROOT. */
export const CODE_FOLDERS = [
  "src",
  "build-tools",
  "functions",
  "server",
  "scripts",
  "tests",
];

/** The configuration files at the root, which are code too. */
const ROOT_FILES = [
  "astro.config.mjs",
  "eslint.config.js",
  "playwright.config.ts",
  "vitest.config.ts",
  "vitest.setup.ts",
  "vitest.astro-content.ts",
  "lighthouserc.desktop.cjs",
  "lighthouserc.mobile.cjs",
];

/**
 * The ledger's migrations a database has already run: never edited, their
 * comments included, so they keep the names of their day.
 */
export const SHIPPED_MIGRATIONS = new Set([
  "src/ledger/db/migrations/0001_ledger.sql",
  "src/ledger/db/migrations/0002_sale_identity.sql",
]);

const SKIPPED = new Set(["node_modules", "fixtures"]);

export type SourceFile = {
  /** Relative to ROOT, with forward slashes: "src/lib/money.ts". */
  path: string;
  text: string;
};

/** `folder`'s files (recursively) whose names match `names`, as paths relative to ROOT. */
export function filesIn(folder: string, names: RegExp): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      const name = relative(ROOT, child).split("\\").join("/");
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name) && name !== "src/content") walk(child);
      } else if (names.test(entry.name)) files.push(name);
    }
  };
  walk(join(ROOT, folder));
  return files;
}

let cached: SourceFile[] | undefined;

/** Every file of the project's code: scripts, components, styles, SQL. */
export function sourceFiles(): SourceFile[] {
  cached ??= [
    ...CODE_FOLDERS.flatMap((folder) =>
      filesIn(folder, /\.(?:ts|tsx|mjs|js|cjs|astro|css)$/),
    ),
    ...ROOT_FILES,
  ].map((path) => ({ path, text: readFileSync(join(ROOT, path), "utf8") }));
  return cached;
}

/** True for a unit test or an end-to-end test, and their helpers' fixtures. */
export const isTest = (path: string) =>
  /\.(?:test|spec)\.(?:tsx?|mjs)$/.test(path);

/**
 * A comment in JavaScript, TypeScript, CSS or an .astro template, or a
 * string literal, which is kept: `//` in a string is no comment. A regular
 * expression literal holding a quote may hide what follows it on its line,
 * which only ever hides code from the check, never a comment.
 */
const COMMENT_OR_STRING =
  /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->|(?<![:\\])\/\/[^\n]*/g;

/** `text` without its comments, each replaced by its line breaks alone. */
export function withoutComments(text: string): string {
  return text.replace(COMMENT_OR_STRING, (match, string?: string) =>
    string === undefined ? match.replace(/[^\n]/g, "") : match,
  );
}

/** The comments in `text`, in their order. */
export function commentsOf(text: string): string[] {
  return [...text.matchAll(COMMENT_OR_STRING)]
    .filter((match) => match[1] === undefined)
    .map((match) => match[0]);
}

/** `word` as a name of its own, not part of a path or a longer name. */
export const standalone = (word: string) =>
  `(?<![\\w/.-])${escapeRegExp(word)}(?![\\w/-]|\\.\\w)`;

/**
 * The files among `files` (every source file unless given) whose code,
 * comments left out, matches `pattern`, but for those `allowed`.
 */
export function copiesOf(
  pattern: RegExp,
  allowed: (path: string) => boolean,
  files: readonly SourceFile[] = sourceFiles(),
): string[] {
  return files
    .filter(({ path, text }) => {
      if (allowed(path)) return false;
      pattern.lastIndex = 0;
      return pattern.test(withoutComments(text));
    })
    .map(({ path }) => path);
}
