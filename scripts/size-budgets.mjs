// `node scripts/size-budgets.mjs [folder]`: the size budgets of the
// Astro build (`dist/` unless a folder is given). For every page
// it reports, in gzip bytes with Brotli in brackets (1 KB = 1,000 bytes):
// - the scripts requested before first paint (`<script src>`, module and
//   script preloads, static imports of inline module scripts): budget 0;
// - the page script the head script adds after first paint (<html
//   data-page-script>, or a quoted /_astro/….js address in an inline
//   script), which every page runs unasked;
// - the island runtime the head script adds after first paint (<html
//   data-islands>, which the build moved out of the page);
// - what the islands load when they wake: their component, renderer and
//   before-hydration scripts with everything those import statically;
// - what loads only on interaction: the dynamic `import()`s of those scripts
//   (a lazily loaded dialog), reported, not budgeted;
// - CSS: linked stylesheets plus inline `<style>`;
// - the HTML itself;
// - on `/`, the hero photo: the AVIF the preload offers a 390 px phone.
// Budgets come from scripts/budgets.mjs. Exits with 1 when one is missed.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { EDITOR_PATH } from "../build-tools/security-headers.ts";
import { pagePath } from "../build-tools/site-output.ts";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
// The lexer Vite itself uses to read built chunks: import statements in
// minified code are not a job for a regular expression.
import { init, parse } from "es-module-lexer";
import { elementsNamed, htmlElements } from "../build-tools/html.ts";
import { HERO_SCREEN, KB, SIZE_BUDGETS } from "./budgets.mjs";

await init;

/** Script types a browser runs; JSON-LD and speculation rules are data. */
const SCRIPT_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
]);

/**
 * What a page's HTML makes the browser load, as written in the HTML (URLs
 * not yet resolved).
 * @param {string} html
 */
export function pageAssets(html) {
  const all = htmlElements(html);
  /** @param {string} name */
  const elements = (name) => all.filter((element) => element.name === name);

  /** @type {string[]} */
  const beforePaint = [];
  /** @type {string[]} */
  const inlineScripts = [];
  for (const { attributes, text } of elements("script")) {
    const src = attributes.get("src");
    if (src !== undefined) beforePaint.push(src);
    else if (SCRIPT_TYPES.has((attributes.get("type") ?? "").toLowerCase()))
      inlineScripts.push(text);
  }

  /** @type {string[]} */
  const stylesheets = [];
  for (const { attributes } of elements("link")) {
    const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
    const href = attributes.get("href");
    if (href === undefined) continue;
    if (rel.includes("modulepreload")) beforePaint.push(href);
    else if (rel.includes("preload") && attributes.get("as") === "script")
      beforePaint.push(href);
    else if (rel.includes("stylesheet")) stylesheets.push(href);
  }

  /** @type {string[]} */
  const islands = [];
  // The island runtime, which the build moves out of the page and the head
  // script loads after first paint (build-tools/island-runtime.ts).
  /** @type {string[]} */
  const runtime = [];
  for (const { attributes } of elements("html")) {
    const file = attributes.get("data-islands");
    if (file) runtime.push(file);
  }
  for (const { attributes } of elements("astro-island")) {
    for (const name of [
      "component-url",
      "renderer-url",
      "before-hydration-url",
    ]) {
      const url = attributes.get(name);
      if (url) islands.push(url);
    }
  }

  /** @type {string[]} */
  const afterPaint = [];
  // The page script the head script adds after first paint: named on
  // <html data-page-script>, or an address in an inline script.
  for (const { attributes } of elements("html")) {
    const file = attributes.get("data-page-script");
    if (file) afterPaint.push(file);
  }
  for (const script of inlineScripts)
    for (const [, url] of script.matchAll(/["'](\/_astro\/[^"'\s]+\.js)["']/g))
      if (url) afterPaint.push(url);

  const inlineStyles = elements("style").map(({ text }) => text);

  return {
    beforePaint: unique(beforePaint),
    inlineScripts,
    islands: unique(islands),
    runtime: unique(runtime),
    afterPaint: unique(afterPaint),
    stylesheets: unique(stylesheets),
    inlineStyles,
  };
}

/**
 * The imports of a built script: `static` ones load with it (`import … from`,
 * `import "…"`, `export … from`); `dynamic` ones only when the code calls
 * `import()`; `preloads` are the files Vite's preload helper fetches along
 * with a dynamic import (`__vite__mapDeps`), relative to the site's base.
 * An `import()` of a computed address cannot be followed and is left out.
 * @param {string} source
 */
export function chunkImports(source) {
  /** @type {string[]} */
  const staticImports = [];
  /** @type {string[]} */
  const dynamicImports = [];
  let imports;
  try {
    [imports] = parse(source);
  } catch {
    // Not a module the lexer understands (an inline classic script, say):
    // nothing it could import statically.
    return { static: [], dynamic: [], preloads: viteMapDeps(source) };
  }
  for (const entry of imports) {
    if (entry.d === -1 && entry.n) staticImports.push(entry.n);
    else if (entry.d > -1) {
      const specifier =
        entry.n ?? plainTemplateLiteral(source.slice(entry.s, entry.e));
      if (specifier) dynamicImports.push(specifier);
    }
  }
  return {
    static: unique(staticImports),
    dynamic: unique(dynamicImports),
    preloads: viteMapDeps(source),
  };
}

/**
 * Rolldown writes `import(`./x.js`)`; older versions of the lexer leave the
 * name of a template literal out even when it has no substitution.
 * @param {string} text
 */
function plainTemplateLiteral(text) {
  return /^`([^`$\\]*)`$/.exec(text.trim())?.[1];
}

/** @param {string} source */
function viteMapDeps(source) {
  const list = /__vite__mapDeps\s*=[\s\S]{0,200}?m\.f\s*=\s*\[([^\]]*)\]/.exec(
    source,
  )?.[1];
  if (!list) return [];
  return [...list.matchAll(/"([^"]+)"|'([^']+)'/g)].map(
    ([, double, single]) => double ?? single ?? "",
  );
}

/**
 * A same-site address as a path, resolved against the address of the page
 * or script that names it; undefined for another site's address.
 * @param {string} specifier
 * @param {string} from a path such as `/about` or `/_astro/x.js`
 */
export function resolvePath(specifier, from) {
  const origin = "http://site.invalid";
  const url = new URL(specifier, new URL(from, origin));
  return url.origin === origin ? decodeURIComponent(url.pathname) : undefined;
}

/**
 * Walks the scripts from `entries`: `loaded` is every file they pull in
 * through static imports; `lazy` is what their dynamic imports and Vite's
 * preload lists add on top (again with static imports), minus what is
 * already loaded. `external` holds addresses on other sites, `missing`
 * same-site files `read` could not find.
 * @param {string[]} entries resolved paths
 * @param {(path: string) => string | undefined} read a script's source
 */
export function scriptGraph(entries, read) {
  /** @type {Set<string>} */
  const external = new Set();
  /** @type {Set<string>} */
  const missing = new Set();
  /** @type {Set<string>} */
  const lazyEntries = new Set();

  /** @param {string[]} start @param {Set<string>} skip */
  const walk = (start, skip) => {
    /** @type {Set<string>} */
    const seen = new Set();
    const queue = [...start];
    while (queue.length > 0) {
      const path = /** @type {string} */ (queue.shift());
      if (seen.has(path) || skip.has(path)) continue;
      seen.add(path);
      if (!/\.m?js$/.test(path)) continue;
      const source = read(path);
      if (source === undefined) {
        missing.add(path);
        continue;
      }
      const imports = chunkImports(source);
      const follow = (/** @type {string} */ specifier, base = path) => {
        const resolved = resolvePath(specifier, base);
        if (resolved === undefined) external.add(specifier);
        return resolved;
      };
      for (const specifier of imports.static) {
        const resolved = follow(specifier);
        if (resolved) queue.push(resolved);
      }
      for (const specifier of imports.dynamic) {
        const resolved = follow(specifier);
        if (resolved) lazyEntries.add(resolved);
      }
      for (const file of imports.preloads) {
        const resolved = follow(file, "/");
        if (resolved) lazyEntries.add(resolved);
      }
    }
    return seen;
  };

  const loaded = walk(entries, new Set());
  const lazy = new Set();
  // Lazy chunks may import further lazy chunks: walk until nothing is new.
  for (let size = -1; size !== lazyEntries.size;) {
    size = lazyEntries.size;
    for (const path of walk([...lazyEntries], loaded)) lazy.add(path);
  }
  for (const path of missing) {
    loaded.delete(path);
    lazy.delete(path);
  }
  return { loaded, lazy, external, missing };
}

/** @template T @param {T[]} items */
function unique(items) {
  return [...new Set(items)];
}

/** @typedef {{ gz: number, br: number }} WireSize */

/** @param {Buffer | string} data */
const gzipSize = (data) => gzipSync(data, { level: 9 }).length;

/** @param {Buffer | string} data */
const brotliSize = (data) =>
  brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

/** @param {Buffer | string} data @returns {WireSize} */
function compressedSize(data) {
  return { gz: gzipSize(data), br: brotliSize(data) };
}

/**
 * Bytes on the wire for one file of the build: its precompressed twins where
 * the build wrote them, which the server sends, else compressed here.
 * @param {string} file
 * @returns {WireSize}
 */
function wireSize(file) {
  const twin = (
    /** @type {string} */ extension,
    /** @type {(data: Buffer) => number} */ compress,
  ) =>
    existsSync(`${file}.${extension}`)
      ? readFileSync(`${file}.${extension}`).length
      : compress(readFileSync(file));
  return { gz: twin("gz", gzipSize), br: twin("br", brotliSize) };
}

/** @param {WireSize[]} sizes @returns {WireSize} */
function total(sizes) {
  return sizes.reduce((a, b) => ({ gz: a.gz + b.gz, br: a.br + b.br }), {
    gz: 0,
    br: 0,
  });
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / KB).toFixed(1);

/** @param {WireSize} size */
const gzBr = (size) => `${kb(size.gz)} (${kb(size.br)})`;

/**
 * The figures and budget failures of one page.
 * @param {string} root the build folder
 * @param {string} file the page, relative to root
 */
export function measurePage(root, file) {
  const path = pagePath(file);
  const home = path === "/";
  const html = readFileSync(join(root, file), "utf8");
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
  for (const url of assets.beforePaint) {
    const resolved = resolvePath(url, path);
    if (resolved === undefined)
      failures.push(
        `${path}: script from another site before first paint: ${url}`,
      );
    else blockingEntries.push(resolved);
  }
  for (const script of assets.inlineScripts) {
    const imports = chunkImports(script);
    for (const specifier of imports.static) {
      const resolved = resolvePath(specifier, path);
      if (resolved === undefined)
        failures.push(
          `${path}: script from another site before first paint: ${specifier}`,
        );
      else blockingEntries.push(resolved);
    }
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
  if (figures.css.size.gz > SIZE_BUDGETS.styles)
    failures.push(
      `${path}: CSS ${kb(figures.css.size.gz)} KB > ${kb(SIZE_BUDGETS.styles)} KB`,
    );
  if (home && figures.html.gz > SIZE_BUDGETS.homeHtml)
    failures.push(
      `/: HTML ${kb(figures.html.gz)} KB > ${kb(SIZE_BUDGETS.homeHtml)} KB`,
    );
  if (home) {
    const hero = heroImage(root, html);
    if (hero.failure !== undefined) failures.push(hero.failure);
    else {
      figures.hero = hero;
      if (hero.bytes > SIZE_BUDGETS.heroImage)
        failures.push(
          `/: hero image ${hero.url} ${kb(hero.bytes)} KB > ${kb(SIZE_BUDGETS.heroImage)} KB`,
        );
    }
  }
  return { figures, failures };
}

/**
 * The width in CSS px a `sizes` list gives on a screen `screenWidth` wide:
 * the first entry whose `(min-width: …)` or `(max-width: …)` condition holds,
 * else the last; lengths in vw or px.
 * @param {string} sizes
 * @param {number} screenWidth
 */
export function slotWidth(sizes, screenWidth) {
  for (const entry of sizes.split(",").map((part) => part.trim())) {
    const match = entry.match(
      /^(?:\((min|max)-width:\s*(\d+)(px|rem)\)\s+)?(\d+(?:\.\d+)?)(vw|px)$/,
    );
    if (!match) throw new Error(`Unreadable sizes entry: ${entry}`);
    const [, kind, limit, unit, length, lengthUnit] = match;
    const bound = Number(limit) * (unit === "rem" ? 16 : 1);
    const holds =
      !kind || (kind === "min" ? screenWidth >= bound : screenWidth <= bound);
    if (holds)
      return lengthUnit === "vw"
        ? (Number(length) * screenWidth) / 100
        : Number(length);
  }
  return screenWidth;
}

/**
 * The candidate of a `srcset` with width descriptors a browser takes for a
 * slot of `cssWidth` px at `dpr`: the narrowest at least that many device
 * pixels wide, else the widest.
 * @param {string} srcset
 * @param {number} cssWidth
 * @param {number} dpr
 */
export function pickCandidate(srcset, cssWidth, dpr) {
  const candidates = srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .map(([url, descriptor]) => ({
      url,
      width: Number.parseInt(descriptor ?? "", 10),
    }))
    .filter(({ url, width }) => url && Number.isFinite(width))
    .sort((a, b) => a.width - b.width);
  const needed = cssWidth * dpr;
  return candidates.find(({ width }) => width >= needed) ?? candidates.at(-1);
}

/**
 * The hero image `/` preloads, as the screen of HERO_SCREEN fetches it:
 * its address and size in bytes, or a failure when there is no preload.
 * @param {string} root
 * @param {string} html
 */
export function heroImage(root, html) {
  const preload = elementsNamed(html, "link")
    .map(({ attributes }) => attributes)
    .find(
      (attributes) =>
        (attributes.get("rel") ?? "").split(/\s+/).includes("preload") &&
        attributes.get("as") === "image",
    );
  if (!preload)
    return {
      failure: "/: no preload for the hero image",
      url: "",
      type: "",
      bytes: 0,
    };
  const srcset = preload.get("imagesrcset");
  const url = srcset
    ? pickCandidate(
        srcset,
        slotWidth(preload.get("imagesizes") ?? "100vw", HERO_SCREEN.width),
        HERO_SCREEN.dpr,
      )?.url
    : preload.get("href");
  const file = url && resolvePath(url, "/");
  if (!url || !file || !existsSync(join(root, file)))
    return {
      failure: `/: the hero image ${url} is not in the build`,
      url: url ?? "",
      type: "",
      bytes: 0,
    };
  return {
    failure: undefined,
    url,
    type: preload.get("type") ?? "",
    bytes: statSync(join(root, file)).size,
  };
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
    `Size budgets met (gzip; KB = 1,000 bytes): no script before first paint; page script ≤ ${kb(SIZE_BUDGETS.pageScript)}; island runtime ≤ ${kb(SIZE_BUDGETS.islandRuntime)}; island JavaScript ≤ ${kb(SIZE_BUDGETS.homeIslandScripts)} on /, ≤ ${kb(SIZE_BUDGETS.pageIslandScripts)} elsewhere; CSS ≤ ${kb(SIZE_BUDGETS.styles)}; HTML of / ≤ ${kb(SIZE_BUDGETS.homeHtml)}; hero image of / ≤ ${kb(SIZE_BUDGETS.heroImage)}.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
