// @vitest-environment node
/**
 * The store reaches the sales ledger only through its public face
 * (src/ledger/index.ts, and link.ts in the browser): eslint.config.js
 * refuses any other import of src/ledger/ from the store's files.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../tests/source-files";

const eslint = new ESLint({ cwd: ROOT });

/** The rule ids `code`, saved as `file`, breaks. */
async function broken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).map(({ ruleId }) => ruleId ?? "");
}

const INTERNAL =
  'import { findClick } from "@/ledger/db/store";\nexport const read = findClick;\n';
const FACE =
  'import { LEDGER_FILE } from "@/ledger";\nexport const file = LEDGER_FILE;\n';
const LINK =
  'import { ledgerLink } from "@/ledger/link";\nexport const link = ledgerLink;\n';

// ESLint with typescript-eslint takes seconds to start on a slow host.
describe("the sales ledger's public face", { timeout: 60_000 }, () => {
  it.each([
    "src/components/product/buy-button.ts",
    "src/browser/buy-now.ts",
    "src/lib/offer.ts",
    "src/schemas/offer.ts",
    "src/pages/offer.json.ts",
    "build-tools/offer.ts",
  ])("refuses its internals in %s", async (file) => {
    expect(await broken(`${ROOT}/${file}`, INTERNAL)).toContain(
      "no-restricted-imports",
    );
    expect(
      await broken(
        `${ROOT}/${file}`,
        INTERNAL.replace(
          "@/ledger/db/store",
          "../../src/ledger/clicks/click.ts",
        ),
      ),
    ).toContain("no-restricted-imports");
  });

  it.each([FACE, LINK])(
    "takes its face from the store's files",
    async (code) => {
      expect(
        await broken(`${ROOT}/src/components/product/buy-button.ts`, code),
      ).not.toContain("no-restricted-imports");
    },
  );

  it("lets the ledger's own files import each other", async () => {
    expect(
      await broken(`${ROOT}/src/ledger/report/offer.ts`, INTERNAL),
    ).not.toContain("no-restricted-imports");
  });
});
