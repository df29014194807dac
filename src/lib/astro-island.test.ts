// @vitest-environment node
import { describe, expect, it } from "vitest";
import { copiesOf, isTest, standalone } from "../../tests/source-files";
import { ISLAND_SCRIPTS, MODULES_GLOBAL } from "./astro-island";

const HOME = "src/lib/astro-island.ts";

describe("the island scripts' attributes and the global of their imports", () => {
  // Tests may write an island's HTML as Astro does; code names the
  // attributes through the list alone.
  it.each([...ISLAND_SCRIPTS, MODULES_GLOBAL])(
    "name %s in astro-island.ts alone",
    (name) => {
      expect(
        copiesOf(
          new RegExp(standalone(name)),
          (path) => path === HOME || isTest(path),
        ),
      ).toEqual([]);
    },
  );

  it("would see a second copy, and not a comment", () => {
    const file = (text: string) => [{ path: "src/x.ts", text }];
    const pattern = new RegExp(standalone("renderer-url"));
    expect(copiesOf(pattern, () => false, file('get("renderer-url")'))).toEqual(
      ["src/x.ts"],
    );
    expect(
      copiesOf(pattern, () => false, file("// names renderer-url\n")),
    ).toEqual([]);
  });
});
