// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { definedName, elementOf, storeElements } from "./elements.mjs";
import { scenarios } from "./scenarios.mjs";
import { readStoreText } from "./store.mjs";

const HERE = fileURLToPath(new URL(".", import.meta.url));

/** `word` as a name of its own, as custom-elements.test.ts looks for it. */
const standalone = (/** @type {string} */ word) =>
  new RegExp(`(?<![\\w/.-])${word}(?![\\w/.-])`);

describe("storeElements", () => {
  it("reads each element's name from its own file's define call, keyed by the file", () => {
    const dir = mkdtempSync(join(tmpdir(), "elements-"));
    mkdirSync(join(dir, "layout"));
    writeFileSync(
      join(dir, "layout", "menu-element.ts"),
      `class M extends HTMLElement {}\ncustomElements.define(\n  "shop-menu",\n  M,\n);`,
    );
    writeFileSync(join(dir, "layout", "menu.tsx"), `<shop-menu />`);
    writeFileSync(join(dir, "layout", "base-element.ts"), `export {};`);
    expect(storeElements(dir)).toEqual({
      "layout/menu-element.ts": "shop-menu",
    });
  });

  it("finds the store's elements in src/components", () => {
    const elements = storeElements();
    expect(Object.keys(elements)).toContain(
      "product/description-tabs-element.ts",
    );
    for (const name of Object.values(elements)) expect(name).toMatch(/-/);
  });

  it("names the file when it defines no element", () => {
    expect(() => elementOf({}, "layout/gone-element.ts")).toThrow(
      "src/components/layout/gone-element.ts",
    );
    expect(definedName("export {};")).toBeNull();
  });
});

describe("the benchmark's element names", () => {
  it("come from the element files: a renamed element is looked up by its new name", async () => {
    const renamed = Object.fromEntries(
      Object.entries(storeElements()).map(([file, name]) => [
        file,
        `${name}-renamed`,
      ]),
    );
    const store = await readStoreText("src/content");
    /** @type {string[]} */
    const looked = [];
    /** @type {any} */
    const page = new Proxy(
      {},
      {
        get:
          (_, method) =>
          (/** @type {unknown[]} */ ...args) => {
            if (method === "locator" && typeof args[0] === "string")
              looked.push(args[0]);
            return page;
          },
      },
    );
    const list = scenarios(store, ["/"], "/", renamed);
    for (const scenario of list) {
      scenario.target(page);
      for (const part of scenario.state)
        if (part.of?.includes("-")) looked.push(part.of);
    }
    const custom = looked.filter((selector) =>
      /^[a-z]+-[a-z-]+$/.test(selector),
    );
    expect(custom.length).toBeGreaterThan(0);
    for (const selector of custom) expect(selector).toMatch(/-renamed$/);
  });

  it("are written nowhere in the benchmark's own files", () => {
    const files = [
      join(HERE, "..", "perf-taps.mjs"),
      ...readdirSync(HERE)
        .filter((file) => file.endsWith(".mjs"))
        .map((file) => join(HERE, file)),
    ];
    const names = Object.values(storeElements());
    const copies = files.flatMap((file) => {
      const code = readFileSync(file, "utf8");
      return names
        .filter((name) => standalone(name).test(code))
        .map((name) => `${name} in ${file.slice(HERE.length - 10)}`);
    });
    expect(copies).toEqual([]);
  });
});
