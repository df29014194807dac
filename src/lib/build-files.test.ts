// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { copiesOf, isTest } from "../../tests/source-files";
import { buildFiles } from "./build-files";
import { INTERNAL_FILES, SPLIT_TESTS_FILE } from "./internal-files";
import { LEDGER_FILE } from "../ledger/index.ts";
import { escapeRegExp } from "./regexp";

describe("buildFiles", () => {
  it("reads and parses each file once, however often it is asked for", async () => {
    const read = vi.fn(async (name: string) => JSON.stringify({ name }));
    const files = buildFiles(read);
    await expect(files(LEDGER_FILE)).resolves.toEqual({ name: LEDGER_FILE });
    await Promise.all([files(LEDGER_FILE), files(LEDGER_FILE)]);
    await expect(files(SPLIT_TESTS_FILE)).resolves.toEqual({
      name: SPLIT_TESTS_FILE,
    });
    expect(read.mock.calls).toEqual([[LEDGER_FILE], [SPLIT_TESTS_FILE]]);
  });

  it.each([
    ["a build without the file", async () => undefined],
    ["a file that cannot be read", () => Promise.reject(new Error("EACCES"))],
    ["a file that is no JSON", async () => "{"],
  ])("gives undefined for %s", async (_, read) => {
    await expect(buildFiles(read)(LEDGER_FILE)).resolves.toBeUndefined();
  });
});

/**
 * A file that names one of the build's files for the hosts and parses
 * JSON: a host reading one its own way.
 */
const NAMES = [
  "LEDGER_FILE",
  "SPLIT_TESTS_FILE",
  ...INTERNAL_FILES.filter((file) => file.endsWith(".json")),
].map(escapeRegExp);
const SECOND_COPY = new RegExp(
  `^(?=[^]*(?:${NAMES.join("|")}))(?=[^]*(?:JSON\\.parse\\(|\\.json\\(\\)))`,
);

describe("reading a build file's one home", () => {
  it("is build-files.ts: no other host reads and parses one itself", () => {
    expect(
      copiesOf(
        SECOND_COPY,
        (path) => path === "src/lib/build-files.ts" || isTest(path),
      ),
    ).toEqual([]);
  });

  it("would see a second copy", () => {
    expect(
      SECOND_COPY.test(
        "manifest ??= env.ASSETS.fetch(new URL(`/${LEDGER_FILE}`, url)).then((r) => r.json());",
      ),
    ).toBe(true);
    expect(
      SECOND_COPY.test(
        "JSON.parse(await readFile(join(root, SPLIT_TESTS_FILE), 'utf8'))",
      ),
    ).toBe(true);
    expect(SECOND_COPY.test("await siteBuildFiles(root)(LEDGER_FILE)")).toBe(
      false,
    );
  });
});
