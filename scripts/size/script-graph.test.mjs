// @vitest-environment node
import { describe, expect, it } from "vitest";
import { resolvePath, scriptGraph } from "./script-graph.mjs";

describe("resolvePath", () => {
  it.each([
    ["./react.js", "/_astro/client.js", "/_astro/react.js"],
    ["/_astro/a.js", "/about", "/_astro/a.js"],
    ["_astro/a.js", "/", "/_astro/a.js"],
    ["../x.js", "/_astro/deep/y.js", "/_astro/x.js"],
    ["/_astro/a.js?v=1", "/", "/_astro/a.js"],
    ["https://elsewhere.example/a.js", "/", undefined],
    ["//elsewhere.example/a.js", "/", undefined],
  ])("%s from %s is %s", (specifier, from, expected) => {
    expect(resolvePath(specifier, from)).toBe(expected);
  });
});

describe("scriptGraph", () => {
  const files = {
    "/_astro/island.js":
      'import{a}from"./shared.js";const d=()=>import("./dialog.js");',
    "/_astro/shared.js": 'import"./runtime.js";',
    "/_astro/runtime.js": "export const r=1;",
    "/_astro/dialog.js":
      'import{a}from"./shared.js";import"./dialog-only.js";const z=()=>import("./zoom.js");',
    "/_astro/dialog-only.js": "export{};",
    "/_astro/zoom.js": 'import"./island.js";',
    "/_astro/cycle-a.js": 'import"./cycle-b.js";',
    "/_astro/cycle-b.js": 'import"./cycle-a.js";',
  };
  /** @param {string} path */
  const read = (path) => files[/** @type {keyof typeof files} */ (path)];

  it("follows static imports for what loads, and dynamic ones for what loads later", () => {
    const graph = scriptGraph(["/_astro/island.js"], read);
    expect([...graph.loaded].sort()).toEqual([
      "/_astro/island.js",
      "/_astro/runtime.js",
      "/_astro/shared.js",
    ]);
    // The dialog's own code and what it loads in turn, not what is loaded already.
    expect([...graph.lazy].sort()).toEqual([
      "/_astro/dialog-only.js",
      "/_astro/dialog.js",
      "/_astro/zoom.js",
    ]);
    expect(graph.missing.size).toBe(0);
  });

  it("stops at cycles and reports missing files and other sites", () => {
    const graph = scriptGraph(
      ["/_astro/cycle-a.js", "/_astro/gone.js", "/_astro/runtime.js"],
      (path) =>
        path === "/_astro/runtime.js"
          ? 'import"https://cdn.example/x.js";'
          : read(path),
    );
    expect([...graph.loaded].sort()).toEqual([
      "/_astro/cycle-a.js",
      "/_astro/cycle-b.js",
      "/_astro/runtime.js",
    ]);
    expect([...graph.missing]).toEqual(["/_astro/gone.js"]);
    expect([...graph.external]).toEqual(["https://cdn.example/x.js"]);
  });
});
