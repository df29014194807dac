// @vitest-environment node
import { describe, expect, it } from "vitest";
import { chunkImports } from "./chunk-imports";

describe("chunkImports", () => {
  it.each([
    ['import{n as e,t}from"./react.js";', ["./react.js"], []],
    ['import"./side.js";', ["./side.js"], []],
    [
      'export{a}from"./re.js";export*from"./star.js";',
      ["./re.js", "./star.js"],
      [],
    ],
    ['const m=import("./dialog.js");', [], ["./dialog.js"]],
    ["const m=import(`./zoom.js`);", [], ["./zoom.js"]],
    ["const m=import(`./${name}.js`);import.meta.url;", [], []],
    ['const s="import \\"./not-code.js\\"";', [], []],
    ["export{a};const a=1;", [], []],
    ["with (o) {}", [], []],
  ])("reads %s", (source, staticImports, dynamicImports) => {
    const imports = chunkImports(source);
    expect(imports.static).toEqual(staticImports);
    expect(imports.dynamic).toEqual(dynamicImports);
  });

  it("reads the files Vite's preload helper fetches with a dynamic import", () => {
    const source =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/dialog.js","_astro/dialog.css"])))=>i.map(i=>d[i]);\n' +
      'import{t as n}from"./preload-helper.js";n(()=>import(`./dialog.js`),__vite__mapDeps([0,1]));const o=["_astro/not-a-preload.js"];';
    expect(chunkImports(source)).toEqual({
      static: ["./preload-helper.js"],
      dynamic: ["./dialog.js"],
      preloads: ["_astro/dialog.js", "_astro/dialog.css"],
      strings: ["_astro/not-a-preload.js"],
    });
  });

  it("gives an inline script's other strings, where it names a file it adds", () => {
    expect(
      chunkImports(
        `(()=>{var s=document.createElement('script');s.src="/_astro/page-Ab1.js";document.head.append(s)})()`,
      ).strings,
    ).toEqual(["script", "/_astro/page-Ab1.js"]);
  });
});
