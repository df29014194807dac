import astroIslandScript from "astro/runtime/server/astro-island.prebuilt.js";
import { describe, expect, it } from "vitest";
import { MODULES_GLOBAL } from "../src/lib/astro-island.ts";
import {
  RUNTIME_ATTRIBUTE,
  islandEntries,
  moduleClosure,
  registersDirective,
  runtimeFile,
  runtimeScripts,
  withExternalRuntime,
} from "./island-runtime";

const DIRECTIVE =
  '(()=>{var v=1;(self.Astro||(self.Astro={})).intent=v;window.dispatchEvent(new Event("astro:intent"));})();';
/** Astro's island runtime, as Astro writes it into a page. */
const RUNTIME = astroIslandScript;

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><script>var r=1;</script></head><body>${body}</body></html>`;

const ISLAND_STYLE =
  "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

const withIslands = page(
  `<p>Hi</p>${ISLAND_STYLE}<script>${DIRECTIVE}</script><script>${RUNTIME}</script>` +
    '<astro-island uid="a" component-url="/_astro/hero.js" renderer-url="/_astro/client.js" props="{}"></astro-island>' +
    '<astro-island uid="b" component-url="/_astro/tabs.js" renderer-url="/_astro/client.js"></astro-island>',
);

describe("runtimeScripts and islandEntries", () => {
  it("find Astro's runtime and directive scripts in order, and the scripts each island names", () => {
    expect(runtimeScripts(withIslands)).toEqual([DIRECTIVE, RUNTIME]);
    expect(islandEntries(withIslands)).toEqual([
      "/_astro/hero.js",
      "/_astro/client.js",
      "/_astro/tabs.js",
      "/_astro/client.js",
    ]);
    expect(runtimeScripts(page("<p>No islands</p>"))).toEqual([]);
  });

  it("take no other script for the runtime, even one that names it", () => {
    const lookalikes = [
      'console.log("(self.Astro||(self.Astro={})).intent=1")',
      'customElements.define("astro-island",class extends HTMLElement{})',
      "self.Astro={intent:1}",
      "(self.Astro||{}).intent",
      `${RUNTIME};void 0`,
    ];
    const html = page(
      lookalikes.map((code) => `<script>${code}</script>`).join(""),
    );
    expect(runtimeScripts(html)).toEqual([]);
    expect(withExternalRuntime(html, "_astro/islands.x.js")).toBe(html);
  });
});

describe("registersDirective", () => {
  it.each([
    [DIRECTIVE, true],
    ['(()=>{var d=1;(window.Astro||(window.Astro={}))["my-dir"]=d})()', true],
    ["self.Astro.intent=1", false],
    ["not javascript (", false],
  ])("%s: %s", (code, expected) => {
    expect(registersDirective(code)).toBe(expected);
  });
});

describe("moduleClosure", () => {
  const files: Record<string, string> = {
    "/_astro/hero.js":
      'import{a}from"./react.js";import"/_astro/cn.js";const z=()=>import("./zoom.js");',
    "/_astro/react.js": 'import"./jsx.js";export const a=1;',
    "/_astro/jsx.js": 'import"./react.js";',
    "/_astro/cn.js": "export {};",
    "/_astro/zoom.js": "export {};",
  };
  const read = async (path: string) => files[path];

  it("follows static imports, relative or not, each file once, and not dynamic ones", async () => {
    expect(await moduleClosure("/_astro/hero.js", read)).toEqual([
      "/_astro/hero.js",
      "/_astro/react.js",
      "/_astro/cn.js",
      "/_astro/jsx.js",
    ]);
  });

  it("leaves out what the build does not hold", async () => {
    expect(await moduleClosure("/_astro/missing.js", read)).toEqual([]);
  });
});

describe("runtimeFile and withExternalRuntime", () => {
  const modules = {
    "/_astro/hero.js": ["/_astro/hero.js", "/_astro/react.js"],
  };

  it("writes the module map, then the scripts in their order, into a file named by its content", () => {
    const runtime = runtimeFile([DIRECTIVE, RUNTIME], modules, "_astro");
    expect(runtime.code).toBe(
      `self.${MODULES_GLOBAL}=${JSON.stringify(modules)};\n${DIRECTIVE}\n${RUNTIME}\n`,
    );
    expect(runtime.file).toMatch(/^_astro\/islands\.[\w-]{10}\.js$/);
    expect(runtimeFile([DIRECTIVE, RUNTIME], modules, "_astro").file).toBe(
      runtime.file,
    );
    expect(runtimeFile([RUNTIME], modules, "_astro").file).not.toBe(
      runtime.file,
    );
  });

  it("takes the runtime and the island style out of the page and names its file on <html>, keeping every other script", () => {
    const html = withExternalRuntime(withIslands, "_astro/islands.x.js");
    expect(html).toContain(
      `<html ${RUNTIME_ATTRIBUTE}="/_astro/islands.x.js" lang="en">`,
    );
    expect(runtimeScripts(html)).toEqual([]);
    expect(html).not.toContain("<style>");
    expect(html).toContain("<script>var r=1;</script>");
    expect(html).toContain('<astro-island uid="a"');
    expect(html).toBe(
      withIslands
        .replace("<html", `<html ${RUNTIME_ATTRIBUTE}="/_astro/islands.x.js"`)
        .replace(ISLAND_STYLE, "")
        .replace(`<script>${DIRECTIVE}</script>`, "")
        .replace(`<script>${RUNTIME}</script>`, ""),
    );
  });

  it("leaves a page without islands as it is", () => {
    const html = page('<script type="application/ld+json">{}</script>');
    expect(withExternalRuntime(html, "_astro/islands.x.js")).toBe(html);
  });
});
