// `node scripts/size-budgets.mjs [folder]`: the size budgets of the
// Astro build (`dist/` unless a folder is given). For every page
// it reports, in gzip bytes with Brotli in brackets (1 KB = 1,000 bytes):
// - the scripts requested before first paint (`<script src>`, module and
//   script preloads, static imports of inline module scripts): budget 0;
// - the page script the head script adds after first paint (<html
//   data-page-script>, or a /_astro/….js address in an inline script),
//   which every page runs unasked;
// - the island runtime the head script adds after first paint (<html
//   data-islands>, which the build moved out of the page);
// - what the islands load when they wake: their component, renderer and
//   before-hydration scripts with everything those import statically;
// - all of the above together, the script a page loads with no tap: on a
//   static page (every page but the product page, `/` and `/de`), budgeted
//   in Brotli bytes;
// - what loads only on interaction: the dynamic `import()`s of those scripts
//   (a lazily loaded dialog), reported, not budgeted;
// - CSS: linked stylesheets plus inline `<style>`;
// - the HTML itself;
// - on the product page, the hero photo: the AVIF the preload offers a
//   390 px phone.
// Budgets come from scripts/budgets.mjs. Exits with 1 when one is missed.
// The jobs are in scripts/size/: what a page's HTML loads (page-assets),
// what those scripts import (script-graph), bytes on the wire (wire-size)
// and the hero photo (hero-image); this file holds the budgets' checks.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chunkImports } from "../build-tools/chunk-imports.ts";
import { elementsNamed } from "../build-tools/html.ts";
import { EDITOR_PATH } from "../build-tools/security-headers.ts";
import { pagePath } from "../build-tools/site-output.ts";
import { rootAttribute } from "../src/lib/root-data.ts";
import { HERO_SCREEN, SIZE_BUDGETS } from "./budgets.mjs";
import { heroImage } from "./size/hero-image.mjs";
import { pageAssets } from "./size/page-assets.mjs";
import { resolvePath, scriptGraph } from "./size/script-graph.mjs";
import {
  compressedSize,
  gzBr,
  kb,
  total,
  wireSize,
} from "./size/wire-size.mjs";

/**
 * Whether a page is the product page: `/`, or another language's, whose
 * `<html>` names the page as its language's root (the `root` attribute of
 * src/lib/root-data.ts: "/de" on /de).
 * @param {string} path the page's path
 * @param {string} html
 */
export function isProductPage(path, html) {
  if (path === "/") return true;
  const root = elementsNamed(html, "html")[0]?.attributes.get(
    rootAttribute("root"),
  );
  return root !== undefined && root === path;
}

/**
 * The figures and budget failures of one page.
 * @param {string} root the build folder
 * @param {string} file the page, relative to root
 */
export function measurePage(root, file) {
  const path = pagePath(file);
  const html = readFileSync(join(root, file), "utf8");
  const home = isProductPage(path, html);
  const assets = pageAssets(html);
  const inRoot = (/** @type {string} */ url) => join(root, url);
  const read = (/** @type {string} */ url) =>
    existsSync(inRoot(url)) ? readFileSync(inRoot(url), "utf8") : undefined;
  /** @type {string[]} */
  const failures = [];

  // Requests the HTML itself starts, plus what inline module scripts import
  // statically, plus everything those pull in: all before first paint.
  const blockingEntries = [];
  const inlineLazy = [];
  /** @param {string} specifier */
  const addBlockingEntry = (specifier) => {
    const resolved = resolvePath(specifier, path);
    if (resolved === undefined)
      failures.push(
        `${path}: script from another site before first paint: ${specifier}`,
      );
    else blockingEntries.push(resolved);
  };
  for (const url of assets.beforePaint) addBlockingEntry(url);
  for (const script of assets.inlineScripts) {
    const imports = chunkImports(script);
    for (const specifier of imports.static) addBlockingEntry(specifier);
    for (const specifier of imports.dynamic) {
      const resolved = resolvePath(specifier, path);
      if (resolved) inlineLazy.push(resolved);
    }
  }
  const blocking = scriptGraph(blockingEntries, read);
  const islandEntries = assets.islands.flatMap(
    (url) => resolvePath(url, path) ?? [],
  );
  const islands = scriptGraph(islandEntries, read);
  const pageScript = scriptGraph(
    assets.afterPaint.flatMap((url) => resolvePath(url, path) ?? []),
    read,
  );
  const interaction = scriptGraph(inlineLazy, read);
  const runtime = scriptGraph(
    assets.runtime.flatMap((url) => resolvePath(url, path) ?? []),
    read,
  );
  const onInteraction = new Set(
    [
      ...blocking.lazy,
      ...islands.lazy,
      ...interaction.loaded,
      ...interaction.lazy,
    ].filter((file) => !islands.loaded.has(file) && !blocking.loaded.has(file)),
  );

  for (const graph of [blocking, islands, pageScript, interaction, runtime]) {
    for (const file of graph.missing)
      failures.push(`${path}: ${file} is referenced but not in the build`);
  }
  const sizeOf = (/** @type {Iterable<string>} */ files) =>
    total(
      [...files]
        .filter((file) => existsSync(inRoot(file)))
        .map((file) => wireSize(inRoot(file))),
    );

  const stylesheets = assets.stylesheets.flatMap(
    (url) => resolvePath(url, path) ?? [],
  );
  for (const file of stylesheets) {
    if (!existsSync(inRoot(file)))
      failures.push(`${path}: ${file} is referenced but not in the build`);
  }
  const inlineCss = assets.inlineStyles.join("");
  const css = total([
    sizeOf(stylesheets),
    inlineCss ? compressedSize(inlineCss) : { gz: 0, br: 0 },
  ]);

  const figures = {
    path,
    html: wireSize(join(root, file)),
    beforePaint: {
      files: [...blocking.loaded, ...blocking.missing],
      size: sizeOf(blocking.loaded),
    },
    pageScript: {
      files: [...pageScript.loaded],
      size: sizeOf(pageScript.loaded),
    },
    islands: { files: [...islands.loaded], size: sizeOf(islands.loaded) },
    runtime: { files: [...runtime.loaded], size: sizeOf(runtime.loaded) },
    onInteraction: { files: [...onInteraction], size: sizeOf(onInteraction) },
    css: { files: stylesheets.length + assets.inlineStyles.length, size: css },
    /** @type {{ url: string, type: string, bytes: number } | undefined} */
    hero: undefined,
  };
  // Every script the page loads before a shopper taps anything.
  const unasked = new Set([
    ...blocking.loaded,
    ...runtime.loaded,
    ...pageScript.loaded,
    ...islands.loaded,
  ]);
  const afterLoad = {
    files: [...unasked].map((file) => ({
      file,
      size: sizeOf([file]),
    })),
    size: sizeOf(unasked),
  };

  // A budget of 0 bytes forbids the request itself, however small the file.
  const { files: early, size: earlySize } = figures.beforePaint;
  if (
    earlySize.gz > SIZE_BUDGETS.scriptsBeforePaint ||
    (SIZE_BUDGETS.scriptsBeforePaint === 0 && early.length > 0)
  )
    failures.push(
      `${path}: ${early.length} script(s) requested before first paint (${kb(earlySize.gz)} KB > ${kb(SIZE_BUDGETS.scriptsBeforePaint)} KB): ${early.join(", ")}`,
    );
  const islandBudget = home
    ? SIZE_BUDGETS.homeIslandScripts
    : SIZE_BUDGETS.pageIslandScripts;
  if (figures.islands.size.gz > islandBudget)
    failures.push(
      `${path}: island JavaScript ${kb(figures.islands.size.gz)} KB > ${kb(islandBudget)} KB`,
    );
  if (figures.runtime.size.gz > SIZE_BUDGETS.islandRuntime)
    failures.push(
      `${path}: island runtime ${kb(figures.runtime.size.gz)} KB > ${kb(SIZE_BUDGETS.islandRuntime)} KB`,
    );
  if (figures.pageScript.size.gz > SIZE_BUDGETS.pageScript)
    failures.push(
      `${path}: page script ${kb(figures.pageScript.size.gz)} KB > ${kb(SIZE_BUDGETS.pageScript)} KB`,
    );
  if (!home && afterLoad.size.br > SIZE_BUDGETS.staticPageScripts)
    failures.push(
      `${path}: ${kb(afterLoad.size.br)} KB (Brotli) of script after load > ${kb(SIZE_BUDGETS.staticPageScripts)} KB on a static page: ${afterLoad.files
        .sort((a, b) => b.size.br - a.size.br)
        .map(({ file, size }) => `${file} ${kb(size.br)} KB`)
        .join(", ")}`,
    );
  if (figures.css.size.gz > SIZE_BUDGETS.styles)
    failures.push(
      `${path}: CSS ${kb(figures.css.size.gz)} KB > ${kb(SIZE_BUDGETS.styles)} KB`,
    );
  if (home && figures.html.gz > SIZE_BUDGETS.homeHtml)
    failures.push(
      `${path}: HTML ${kb(figures.html.gz)} KB > ${kb(SIZE_BUDGETS.homeHtml)} KB`,
    );
  if (home) {
    const hero = heroImage(root, html);
    if (hero.failure !== undefined) failures.push(hero.failure);
    else {
      figures.hero = hero;
      if (hero.bytes > SIZE_BUDGETS.heroImage)
        failures.push(
          `${path}: hero image ${hero.url} ${kb(hero.bytes)} KB > ${kb(SIZE_BUDGETS.heroImage)} KB`,
        );
    }
  }
  return { figures: { ...figures, afterLoad }, failures };
}

/**
 * The store's page files in a build folder, relative and sorted; Astro's
 * asset folder and hidden folders (build leftovers) hold no pages, and the
 * editor at /admin is the operator's, not a shopper's (its own weight is
 * the CMS's).
 * @param {string} root
 */
export function pageFiles(root) {
  return readdirSync(root, { recursive: true })
    .map((file) => String(file).split("\\").join("/"))
    .filter((file) => file.endsWith(".html"))
    .filter((file) => !file.startsWith("_astro/") && !/(^|\/)\./.test(file))
    .filter((file) => pagePath(file) !== EDITOR_PATH)
    .sort((a, b) => pagePath(a).localeCompare(pagePath(b)));
}

function main() {
  const root = resolve(process.argv[2] ?? "dist");
  if (!existsSync(join(root, "index.html"))) {
    console.error(`No build in ${root}: run \`npx astro build\` first.`);
    process.exit(1);
  }
  const rows = [];
  const failures = [];
  /** @type {string | undefined} */
  let heroLine;
  for (const file of pageFiles(root)) {
    const { figures, failures: missed } = measurePage(root, file);
    failures.push(...missed);
    if (figures.hero)
      heroLine = `Hero image of / on a ${HERO_SCREEN.width} px phone at ${HERO_SCREEN.dpr}x: ${figures.hero.url} (${figures.hero.type || "as named"}), ${kb(figures.hero.bytes)} KB.`;
    rows.push({
      page: figures.path,
      "HTML gzip (br)": gzBr(figures.html),
      "CSS gzip (br)": gzBr(figures.css.size),
      "JS before paint":
        figures.beforePaint.files.length === 0
          ? "none"
          : gzBr(figures.beforePaint.size),
      "page script gzip (br)": gzBr(figures.pageScript.size),
      "island runtime gzip (br)": gzBr(figures.runtime.size),
      "islands JS gzip (br)": gzBr(figures.islands.size),
      "island files": figures.islands.files.length,
      "after load gzip (br)": gzBr(figures.afterLoad.size),
      "on interaction gzip (br)": gzBr(figures.onInteraction.size),
    });
  }
  console.table(rows);
  if (heroLine) console.log(heroLine);
  if (failures.length > 0) {
    console.error(`Size budgets missed:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log(
    `Size budgets met (gzip; KB = 1,000 bytes): no script before first paint; page script ≤ ${kb(SIZE_BUDGETS.pageScript)}; island runtime ≤ ${kb(SIZE_BUDGETS.islandRuntime)}; island JavaScript ≤ ${kb(SIZE_BUDGETS.homeIslandScripts)} on the product page (/ and each language's), ≤ ${kb(SIZE_BUDGETS.pageIslandScripts)} elsewhere; script after load on a static page ≤ ${kb(SIZE_BUDGETS.staticPageScripts)} Brotli; CSS ≤ ${kb(SIZE_BUDGETS.styles)}; its HTML ≤ ${kb(SIZE_BUDGETS.homeHtml)}; its hero image ≤ ${kb(SIZE_BUDGETS.heroImage)}.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
