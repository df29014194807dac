// @vitest-environment node
/**
 * The ledger is the sales ledger, as the docs call it (docs/sales-ledger.md),
 * in the code, its comments, the tests and the SQL's comments too: one
 * name for one thing. The migrations already shipped stay as they ran.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ROOT,
  SHIPPED_MIGRATIONS,
  filesIn,
  sourceFiles,
} from "../../tests/source-files";

const OLD_NAME = /click(?:[\s*/#-])+ledger/i;

describe("the sales ledger's name", () => {
  it("is the only one the code, the content, the SQL and the docs use", () => {
    const files = [
      ...sourceFiles().map(({ path }) => path),
      ...filesIn("src/content", /\.(?:ts|ya?ml|md)$/),
      ...filesIn("src/ledger/db/migrations", /\.sql$/).filter(
        (path) => !SHIPPED_MIGRATIONS.has(path),
      ),
      ...filesIn("docs", /\.md$/),
      "README.md",
      "wrangler.toml",
    ];
    const named = files.filter(
      (path) =>
        path !== "src/ledger/ledger-name.test.ts" &&
        OLD_NAME.test(readFileSync(join(ROOT, path), "utf8")),
    );
    expect(named).toEqual([]);
  });

  it("would see the old one", () => {
    expect(OLD_NAME.test("-- The Click ledger's table")).toBe(true);
    expect(OLD_NAME.test("a click\n * ledger")).toBe(true);
    expect(OLD_NAME.test("the sales ledger records each click")).toBe(false);
  });
});
