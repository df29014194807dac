// @vitest-environment node
/**
 * A comment or a doc that names a file of the repository points at one
 * that exists: a path left behind by a move or a rename sends the reader
 * nowhere. Checked are the paths from the repository's root (src/…,
 * server/…, docs/…) in every comment of the code, the content's YAML and
 * the SQL, and in the docs, and the docs' relative links.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ROOT,
  SHIPPED_MIGRATIONS,
  commentsOf,
  filesIn,
  sourceFiles,
  type SourceFile,
} from "../../tests/source-files";

const FOLDERS = [
  "src",
  "server",
  "functions",
  "scripts",
  "build-tools",
  "docs",
  "tests",
];

/** A path from the root to a file: a known folder, then a name with an extension. */
const REPO_PATH = new RegExp(
  `(?<![\\w./@-])(?:${FOLDERS.join("|")})/[\\w./\\[\\]-]*\\.[a-z]{1,5}\\b`,
  "g",
);

const read = (path: string): SourceFile => ({
  path,
  text: readFileSync(join(ROOT, path), "utf8"),
});

/** The comments of a file, by its kind. */
function comments({ path, text }: SourceFile): string[] {
  if (/\.(?:sql)$/.test(path)) return text.match(/--[^\n]*/g) ?? [];
  if (/\.(?:ya?ml|toml)$/.test(path)) return text.match(/#[^\n]*/g) ?? [];
  return commentsOf(text);
}

/** Each repository path in `texts` that names no file, as `file: path`. */
function missing(files: { path: string; texts: string[] }[]): string[] {
  return files.flatMap(({ path, texts }) =>
    texts
      .flatMap((text) => text.match(REPO_PATH) ?? [])
      .filter((named) => !existsSync(join(ROOT, named)))
      .map((named) => `${path}: ${named}`),
  );
}

const DOCS = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
].map(read);

describe("the paths comments and docs name", () => {
  it("each name a file that exists, in the code's comments", () => {
    const files = [
      ...sourceFiles(),
      ...filesIn("src/content", /\.(?:ts|ya?ml)$/).map(read),
      ...filesIn("src/ledger/db/migrations", /\.sql$/)
        .filter((path) => !SHIPPED_MIGRATIONS.has(path))
        .map(read),
      read("wrangler.toml"),
    ];
    expect(files.length).toBeGreaterThan(300);
    expect(
      missing(
        files.map((file) => ({ path: file.path, texts: comments(file) })),
      ),
    ).toEqual([]);
  });

  it("each name a file that exists, in the docs", () => {
    expect(
      missing(DOCS.map(({ path, text }) => ({ path, texts: [text] }))),
    ).toEqual([]);
  });

  it("and the docs' relative links each reach a file", () => {
    const broken = DOCS.flatMap(({ path, text }) =>
      [...text.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1]!.split("#")[0]!)
        .filter((target) => target !== "" && !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(join(ROOT, dirname(path), target)))
        .map((target) => `${path}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("would see a path that points nowhere, and only in a comment", () => {
    const file = (text: string): SourceFile => ({ path: "src/x.ts", text });
    const check = (text: string) =>
      missing([{ path: "src/x.ts", texts: comments(file(text)) }]);
    expect(check("// The store (functions/_lib/d1.ts).\n")).toEqual([
      "src/x.ts: functions/_lib/d1.ts",
    ]);
    expect(
      check("/** From src/pages/[...locale]/data/[island].json.ts. */"),
    ).toEqual([]);
    expect(check('const fixture = "src/nowhere.ts";')).toEqual([]);
    expect(
      missing([
        { path: "docs/x.md", texts: ["See `docs/security-and-html.md`."] },
      ]),
    ).toEqual(["docs/x.md: docs/security-and-html.md"]);
  });
});
