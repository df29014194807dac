// @vitest-environment node
/**
 * The registry's promises (docs/sales-ledger.md, "The platforms"): each
 * platform is a folder of its own whose index.ts exports it, every list is
 * the registry's, and the docs' table says what the modules do.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../../tests/source-files";
import { hostEnvSchema } from "../../schemas/host-env";
import { ledgerSettingsSchema } from "../settings";
import { EXPORT_PLATFORMS } from "../spend/spend-exports";
import { PUSHED } from "../forward/forward";
import { FORWARD_NAMES, PLATFORM_NAMES, PLATFORMS, SPEND_NAMES } from "./index";
import { platformsTable, platformVariablesTable } from "./table";

/** A Markdown table's rows, each as its trimmed cells. */
const cellsOf = (table: string) =>
  table
    .trim()
    .split("\n")
    .map((line) =>
      line
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((cell) => cell.trim()),
    );

describe("the ad platforms' registry", () => {
  it.each(PLATFORM_NAMES)(
    "finds %s in its own folder, its index.ts exporting it",
    async (name) => {
      const file = join(import.meta.dirname, name, "index.ts");
      expect(existsSync(file)).toBe(true);
      const module: Record<string, unknown> = await import(
        `./${name}/index.ts`
      );
      expect(Object.values(module)).toContain(PLATFORMS[name]);
    },
  );

  it("derives the settings, the host's variables, the sends, the pulls and the exports from the modules", () => {
    const forward = ledgerSettingsSchema.shape.forward.unwrap().shape;
    expect(Object.keys(forward)).toEqual(FORWARD_NAMES);
    const spend = ledgerSettingsSchema.shape.spend.unwrap().shape;
    expect(Object.keys(spend)).toEqual(SPEND_NAMES);
    for (const name of PLATFORM_NAMES)
      for (const variable of Object.keys(PLATFORMS[name].host))
        expect(hostEnvSchema.shape).toHaveProperty(variable);
    expect(PUSHED).toEqual(
      PLATFORM_NAMES.filter(
        (name) =>
          "forward" in PLATFORMS[name] && "send" in PLATFORMS[name].forward,
      ),
    );
    expect([...EXPORT_PLATFORMS].sort()).toEqual(
      PLATFORM_NAMES.filter((name) => "exports" in PLATFORMS[name]).sort(),
    );
  });

  it.each([
    ["sales-ledger.md", "platforms-table", platformsTable],
    ["deploying.md", "platform-variables", platformVariablesTable],
  ])(
    "is the table docs/%s shows between its %s markers",
    (file, marker, make) => {
      const page = readFileSync(join(ROOT, "docs", file), "utf8");
      const shown = new RegExp(
        `<!-- ${marker} -->([\\s\\S]*?)<!-- \\/${marker} -->`,
      ).exec(page)?.[1];
      expect(shown, `the page's ${marker} markers`).toBeDefined();
      const table = make();
      expect(cellsOf(shown ?? ""), `the table should read:\n${table}`).toEqual(
        cellsOf(table).map((cells, row) =>
          row === 1 ? cells.map(() => expect.stringMatching(/^-+$/)) : cells,
        ),
      );
    },
  );
});
