// @vitest-environment node
/**
 * No file in src/ is over 400 lines: a file that long has a second job to
 * split off (CONVENTIONS: files split by job). The content (src/content/)
 * is the store's data, not code, and is not counted; nor are the
 * end-to-end journeys (the ledger's src/ledger/e2e/), which are held to
 * tests/e2e/'s measure: one file per journey.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const MAX_LINES = 400;

const SRC = join(import.meta.dirname, "..");
const CONTENT = join(SRC, "content");
const JOURNEYS = join(SRC, "ledger", "e2e");

/** Every file under src/ but the content's, with its line count. */
const files = readdirSync(SRC, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name))
  .filter(
    (file) =>
      !file.startsWith(`${CONTENT}/`) && !file.startsWith(`${JOURNEYS}/`),
  )
  .map((file) => ({
    file: relative(SRC, file),
    lines: readFileSync(file, "utf8").split("\n").length - 1,
  }));

describe("the size of src/ files", () => {
  it("reads the code's files, and not the content's", () => {
    const names = files.map(({ file }) => file);
    expect(names).toContain("ledger/handler.ts");
    expect(names).toContain("styles/app.css");
    expect(names.filter((name) => name.startsWith("content/"))).toEqual([]);
  });

  it(`keeps every file at ${MAX_LINES} lines or fewer`, () => {
    expect(
      files
        .filter(({ lines }) => lines > MAX_LINES)
        .map(({ file, lines }) => `${file}: ${lines} lines`),
    ).toEqual([]);
  });
});
