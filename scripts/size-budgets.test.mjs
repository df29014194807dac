// @vitest-environment node
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SIZE_BUDGETS } from "./budgets.mjs";
import {
  chunkImports,
  measurePage,
  pageAssets,
  pageFiles,
  pickCandidate,
  resolvePath,
  scriptGraph,
  slotWidth,
} from "./size-budgets.mjs";

/** The hero preload of `/`, as the product page writes it. */
const HERO_PRELOAD = `<link rel="preload" as="image" href="/_astro/hero.jpg" type="image/avif" imagesrcset="/_astro/hero-480.avif 480w, /_astro/hero-800.avif 800w, /_astro/hero-1200.avif 1200w" imagesizes="(min-width: 1024px) 45vw, 100vw" fetchpriority="high">`;

describe("slotWidth", () => {
  it.each([
    ["(min-width: 1024px) 45vw, 100vw", 390, 390],
    ["(min-width: 1024px) 45vw, 100vw", 1280, 576],
    ["(min-width: 40rem) 96px, 64px", 390, 64],
    ["(min-width: 40rem) 96px, 64px", 800, 96],
    ["(max-width: 600px) 50vw, 300px", 390, 195],
    ["80px", 390, 80],
  ])("%s on a %i px screen: %i px", (sizes, screen, width) => {
    expect(slotWidth(sizes, screen)).toBe(width);
  });

  it("refuses what it cannot read", () => {
    expect(() => slotWidth("calc(100vw - 2rem)", 390)).toThrow(/Unreadable/);
  });
});

describe("pickCandidate", () => {
  const srcset = "/a-480.avif 480w, /a-1200.avif 1200w, /a-800.avif 800w";
  it.each([
    [390, 1, "/a-480.avif"],
    [390, 2, "/a-800.avif"],
    [390, 3, "/a-1200.avif"],
    [1280, 3, "/a-1200.avif"],
  ])("%i px at %ix: %s", (width, dpr, url) => {
    expect(pickCandidate(srcset, width, dpr)?.url).toBe(url);
  });
});

describe("pageAssets", () => {
  it("finds every script request that starts before first paint", () => {
    const html = `
      <link rel="modulepreload" href="/_astro/a.js">
      <link rel="preload" as="script" href="/_astro/b.js">
      <link rel="preload" as="font" href="/_astro/f.woff2" crossorigin>
      <script type="module" src="/_astro/c.js"></script>
      <script src="https://elsewhere.example/d.js" defer></script>
      <script type="application/ld+json">{"@type":"Product"}</script>
      <script type="speculationrules">{"prefetch":[]}</script>
      <script type="module">import "/_astro/e.js"; console.log(1)</script>`;
    const assets = pageAssets(html);
    expect(assets.beforePaint).toEqual([
      "/_astro/c.js",
      "https://elsewhere.example/d.js",
      "/_astro/a.js",
      "/_astro/b.js",
    ]);
    expect(assets.inlineScripts).toEqual([
      'import "/_astro/e.js"; console.log(1)',
    ]);
  });

  it("collects the islands' component, renderer and before-hydration scripts once each", () => {
    const html = `
      <astro-island uid="1" component-url="/_astro/price.js" component-export="Price" renderer-url="/_astro/client.js" props="{&quot;label&quot;:[0,&quot;a &gt; b&quot;]}" ssr client="idle"><span>$1</span></astro-island>
      <astro-island uid="2" component-url="/_astro/reviews.js" renderer-url="/_astro/client.js" before-hydration-url="/_astro/before.js" client="visible"></astro-island>`;
    expect(pageAssets(html).islands).toEqual([
      "/_astro/price.js",
      "/_astro/client.js",
      "/_astro/reviews.js",
      "/_astro/before.js",
    ]);
  });

  it("counts the page script an inline script adds after first paint", () => {
    const html = `
      <script>function l(){var s=document.createElement('script');s.src="/_astro/page-Ab1.js";document.head.append(s)}</script>
      <astro-island uid="1" component-url="/_astro/banner.js" renderer-url="/_astro/client.js"></astro-island>`;
    const assets = pageAssets(html);
    expect(assets.beforePaint).toEqual([]);
    expect(assets.afterPaint).toEqual(["/_astro/page-Ab1.js"]);
    expect(assets.islands).toEqual(["/_astro/banner.js", "/_astro/client.js"]);
  });

  it("counts the page script named on <html data-page-script>", () => {
    const html = `<html lang="en" data-page-script="/_astro/page-Cd2.js" data-islands="/_astro/islands.x.js"><head><script>(()=>{})();</script></head></html>`;
    const assets = pageAssets(html);
    expect(assets.beforePaint).toEqual([]);
    expect(assets.afterPaint).toEqual(["/_astro/page-Cd2.js"]);
    expect(assets.runtime).toEqual(["/_astro/islands.x.js"]);
  });

  it("counts linked stylesheets and inline styles, but no other link", () => {
    const html = `
      <link rel="stylesheet" href="/_astro/app.css">
      <link rel="icon" href="/favicon.svg">
      <link rel="preload" as="image" href="/_astro/hero.avif">
      <style>astro-island{display:contents}</style><style media="print">a{color:red}</style>`;
    const assets = pageAssets(html);
    expect(assets.stylesheets).toEqual(["/_astro/app.css"]);
    expect(assets.inlineStyles).toEqual([
      "astro-island{display:contents}",
      "a{color:red}",
    ]);
    expect(assets.beforePaint).toEqual([]);
  });
});

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
  ])("reads %s", (source, staticImports, dynamicImports) => {
    const imports = chunkImports(source);
    expect(imports.static).toEqual(staticImports);
    expect(imports.dynamic).toEqual(dynamicImports);
  });

  it("reads the files Vite's preload helper fetches with a dynamic import", () => {
    const source =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/dialog.js","_astro/dialog.css"])))=>i.map(i=>d[i]);\n' +
      'import{t as n}from"./preload-helper.js";n(()=>import(`./dialog.js`),__vite__mapDeps([0,1]));';
    expect(chunkImports(source)).toEqual({
      static: ["./preload-helper.js"],
      dynamic: ["./dialog.js"],
      preloads: ["_astro/dialog.js", "_astro/dialog.css"],
    });
  });
});

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

describe("measurePage", () => {
  /** @type {string} */
  let root;
  /** @param {Record<string, string>} files */
  const build = (files) => {
    root = mkdtempSync(join(tmpdir(), "size-budgets-"));
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), content);
    }
  };
  /** Hex text of random bytes gzips to about `bytes`: 4 bits per character. */
  const noise = (/** @type {number} */ bytes) =>
    randomBytes(Math.round(bytes)).toString("hex");
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("passes a page whose scripts all wait for its islands", () => {
    build({
      "index.html": `<html><head>${HERO_PRELOAD}<link rel="stylesheet" href="/_astro/app.css"></head><body><astro-island component-url="/_astro/price.js" renderer-url="/_astro/client.js"></astro-island></body></html>`,
      "_astro/app.css": "body{margin:0}",
      "_astro/hero-1200.avif": "a".repeat(20_000),
      "_astro/price.js":
        'import"./react.js";const d=()=>import("./dialog.js");',
      "_astro/client.js": 'import"./react.js";',
      "_astro/react.js": "export{};",
      "_astro/dialog.js": "export{};",
      ".prerender/leftover.html": "<p>not a page</p>",
      "_astro/snippet.html": "<p>not a page</p>",
      // The store editor, the operator's page, in either build format.
      "admin.html": '<script type="module" src="/_astro/cms.js"></script>',
      "admin/index.html":
        '<script type="module" src="/_astro/cms.js"></script>',
    });
    expect(pageFiles(root)).toEqual(["index.html"]);
    const { figures, failures } = measurePage(root, "index.html");
    expect(failures).toEqual([]);
    expect(figures.beforePaint.files).toEqual([]);
    expect(figures.islands.files.sort()).toEqual([
      "/_astro/client.js",
      "/_astro/price.js",
      "/_astro/react.js",
    ]);
    expect(figures.onInteraction.files).toEqual(["/_astro/dialog.js"]);
    expect(figures.islands.size.gz).toBeGreaterThan(0);
    expect(figures.hero).toEqual({
      failure: undefined,
      url: "/_astro/hero-1200.avif",
      type: "image/avif",
      bytes: 20_000,
    });
  });

  it("fails a hero photo over its budget, as a 390 px phone at 3x fetches it", () => {
    build({
      "index.html": HERO_PRELOAD,
      "_astro/hero-800.avif": "a",
      "_astro/hero-1200.avif": "a".repeat(SIZE_BUDGETS.heroImage + 1),
    });
    expect(measurePage(root, "index.html").failures).toEqual([
      expect.stringMatching(
        /^\/: hero image \/_astro\/hero-1200\.avif 30\.0 KB > 30\.0 KB$/,
      ),
    ]);
  });

  it("fails a module preload and the imports of an inline module script", () => {
    build({
      "about/index.html": `<link rel="modulepreload" href="/_astro/a.js"><script type="module">import "/_astro/b.js"</script>`,
      "_astro/a.js": 'const d=()=>import("./d.js");',
      "_astro/b.js": 'import"./c.js";',
      "_astro/d.js": "export{};",
      "_astro/c.js": "export{};",
    });
    const { figures, failures } = measurePage(root, "about/index.html");
    expect(figures.beforePaint.files.sort()).toEqual([
      "/_astro/a.js",
      "/_astro/b.js",
      "/_astro/c.js",
    ]);
    expect(figures.onInteraction.files).toEqual(["/_astro/d.js"]);
    expect(failures).toEqual([
      expect.stringMatching(
        /^\/about: 3 script\(s\) requested before first paint/,
      ),
    ]);
  });

  it("fails a missing island script, too much CSS, and a home page over its HTML budget or without its hero preload", () => {
    build({
      "index.html": `<style>${noise(SIZE_BUDGETS.styles * 1.2)}</style><p>${noise(SIZE_BUDGETS.homeHtml * 1.2)}</p><astro-island component-url="/_astro/gone.js"></astro-island>`,
    });
    const { failures } = measurePage(root, "index.html");
    expect(failures).toEqual([
      "/: /_astro/gone.js is referenced but not in the build",
      expect.stringMatching(/^\/: CSS \d+\.\d KB > 15\.0 KB$/),
      expect.stringMatching(
        new RegExp(
          `^/: HTML \\d+\\.\\d KB > ${(SIZE_BUDGETS.homeHtml / 1000).toFixed(1).replace(".", "\\.")} KB$`,
        ),
      ),
      "/: no preload for the hero image",
    ]);
  });

  it("holds island JavaScript to its budget, tighter away from the home page", () => {
    const { homeIslandScripts, pageIslandScripts } = SIZE_BUDGETS;
    // Midway between the budgets: gzip keeps about 1.08 bytes of hex noise
    // per random byte.
    const island = noise((homeIslandScripts + pageIslandScripts) / 2 / 1.08);
    build({
      "_astro/island.js": `export const s="${island}";`,
      // The build's twin counts as it is, as the server sends it.
      "_astro/island.js.br": "x",
      "index.html": `${HERO_PRELOAD}<astro-island component-url="/_astro/island.js"></astro-island>`,
      "_astro/hero-1200.avif": "a",
      "contact/index.html": `<astro-island component-url="/_astro/island.js"></astro-island>`,
    });
    const home = measurePage(root, "index.html");
    expect(home.failures).toEqual([]);
    expect(home.figures.islands.size.br).toBe(1);
    expect(measurePage(root, "contact/index.html").failures).toEqual([
      expect.stringMatching(
        /^\/contact: island JavaScript \d+\.\d KB > \d+\.0 KB$/,
      ),
    ]);
  });
});
