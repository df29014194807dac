// @vitest-environment node
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SIZE_BUDGETS } from "./budgets.mjs";
import { isProductPage, measurePage, pageFiles } from "./size-budgets.mjs";

/** The hero preload of `/`, as the product page writes it. */
const HERO_PRELOAD = `<link rel="preload" as="image" href="/_astro/hero.jpg" type="image/avif" imagesrcset="/_astro/hero-480.avif 480w, /_astro/hero-800.avif 800w, /_astro/hero-1200.avif 1200w" imagesizes="(min-width: 1024px) 45vw, 100vw" fetchpriority="high">`;

describe("isProductPage", () => {
  it.each([
    ["/", "<p>any page at the root</p>", true],
    ["/de", '<html lang="de" data-root="/de">', true],
    // The parser reads the attributes as a browser does.
    ["/de", '<html data-title="a>b" data-root="/de">', true],
    ["/de", "<html data-root='/de' lang=de>", true],
    ["/de/about", '<html lang="de" data-root="/de">', false],
    ["/about", "<html><body>", false],
    // Markup in a comment or a script is not the page's <html>.
    ["/de", '<!-- <html data-root="/de"> --><html lang="de">', false],
    [
      "/de",
      '<html lang="de"><script>x=\'<html data-root="/de">\'</script>',
      false,
    ],
  ])("%s with %s: %s", (path, html, expected) => {
    expect(isProductPage(path, html)).toBe(expected);
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
  /**
   * An island's code midway between the home page's budget and the other
   * pages': gzip keeps about 1.08 bytes of hex noise per random byte.
   */
  const midwayIsland = () => {
    const { homeIslandScripts, pageIslandScripts } = SIZE_BUDGETS;
    return `export const s="${noise((homeIslandScripts + pageIslandScripts) / 2 / 1.08)}";`;
  };
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
    build({
      "_astro/island.js": midwayIsland(),
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

  it("holds another language's product page, found by the parser, to the product page's budgets", () => {
    build({
      "_astro/island.js": midwayIsland(),
      "_astro/hero-1200.avif": "a",
      "de.html": `<html lang="de" data-title="Rucksack > Koffer" data-root="/de"><head>${HERO_PRELOAD}</head><body><astro-island component-url="/_astro/island.js"></astro-island></body></html>`,
    });
    expect(measurePage(root, "de.html").failures).toEqual([]);
  });

  /** A page with the island runtime, the page script and one island. */
  const islandPage = (extra = "") =>
    `<html data-islands="/_astro/islands.js" data-page-script="/_astro/page.js"><body>${extra}<astro-island component-url="/_astro/select.js" renderer-url="/_astro/client.js"></astro-island></body></html>`;
  /** The build of `/` and /about, with a shared chunk of `reactBytes` and a lazy dialog. */
  const islandBuild = (/** @type {number} */ reactBytes) =>
    build({
      "index.html": islandPage(HERO_PRELOAD),
      "about/index.html": islandPage(),
      "_astro/hero-1200.avif": "a",
      "_astro/islands.js": "self.islandModules={};",
      "_astro/page.js": 'document.documentElement.dataset.x="1";',
      "_astro/select.js":
        'import"./react.js";const d=()=>import("./dialog.js");',
      "_astro/client.js": 'import"./react.js";',
      "_astro/react.js": `export const r="${noise(reactBytes)}";`,
      // Only a tap fetches it: not script after load.
      "_astro/dialog.js": `export const d="${noise(SIZE_BUDGETS.staticPageScripts * 2)}";`,
    });

  it("fails a static page over its budget of script after load, in Brotli, naming the page and every file, largest first", () => {
    islandBuild(SIZE_BUDGETS.staticPageScripts * 1.1);
    const { figures, failures } = measurePage(root, "about/index.html");
    expect(figures.afterLoad.size.br).toBeGreaterThan(
      SIZE_BUDGETS.staticPageScripts,
    );
    expect(failures).toEqual([
      expect.stringMatching(
        /^\/about: \d+\.\d KB \(Brotli\) of script after load > 10\.0 KB on a static page: \/_astro\/react\.js \d+\.\d KB, /,
      ),
    ]);
    const named = failures[0]?.split(": ").at(-1)?.split(", ") ?? [];
    expect(named.map((entry) => entry.split(" ")[0]).sort()).toEqual([
      "/_astro/client.js",
      "/_astro/islands.js",
      "/_astro/page.js",
      "/_astro/react.js",
      "/_astro/select.js",
    ]);
  });

  it("holds `/`, the product page, to its own budgets only", () => {
    islandBuild(SIZE_BUDGETS.staticPageScripts * 1.1);
    const home = measurePage(root, "index.html");
    expect(home.figures.afterLoad.size.br).toBeGreaterThan(
      SIZE_BUDGETS.staticPageScripts,
    );
    expect(home.failures).toEqual([]);
  });

  it("passes a static page within its budget of script after load, however large what a tap fetches", () => {
    islandBuild(SIZE_BUDGETS.staticPageScripts * 0.5);
    const { figures, failures } = measurePage(root, "about/index.html");
    expect(failures).toEqual([]);
    expect(figures.onInteraction.files).toEqual(["/_astro/dialog.js"]);
    expect(figures.afterLoad.files.map(({ file }) => file).sort()).toEqual([
      "/_astro/client.js",
      "/_astro/islands.js",
      "/_astro/page.js",
      "/_astro/react.js",
      "/_astro/select.js",
    ]);
  });
});
