// `npm run size`: the size budgets of issue "Performance and search", checked
// on the build output. For every pre-rendered page it adds up what the page
// loads before any interaction — its HTML, the scripts and module preloads,
// the stylesheets and the eagerly loaded images — gzip-compressed, as the
// issue states the budgets: the build's .gz twin, which the server sends to
// every client without Brotli. The Brotli figure most browsers get is
// printed beside it.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** Budgets in kilobytes (1 KB = 1,000 bytes), as the issue states them. */
export const BUDGETS = {
  homeScripts: 130,
  pageScripts: 115,
  styles: 15,
  homeTotal: 350,
};

/**
 * The same-site files a page's HTML makes the browser load before any
 * interaction. Lazy images are left out; for an eager responsive image the
 * largest candidate of its first source counts, the most a phone could take.
 * @param {string} html
 * @returns {{ scripts: string[], styles: string[], images: string[] }}
 */
export function pageResources(html) {
  const attribute = (tag, name) =>
    new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = (name) => html.match(new RegExp(`<${name}\\b[^>]*>`, "g")) ?? [];
  const local = (url) => url?.startsWith("/") && !url.startsWith("//");

  const scripts = new Set();
  for (const tag of tags("script")) {
    const src = attribute(tag, "src");
    if (local(src)) scripts.add(src);
  }
  for (const [, url] of html.matchAll(/\bimport\s*\(?\s*"(\/[^"]+\.js)"/g)) {
    scripts.add(url);
  }
  const styles = new Set();
  for (const tag of tags("link")) {
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href");
    if (!local(href)) continue;
    if (rel === "modulepreload") scripts.add(href);
    if (rel === "stylesheet") styles.add(href);
  }

  const images = new Set();
  for (const [picture] of html.matchAll(/<picture\b[\s\S]*?<\/picture>/g)) {
    const img = /<img\b[^>]*>/.exec(picture)?.[0] ?? "";
    if (attribute(img, "loading") === "lazy") continue;
    const source = /<source\b[^>]*>/.exec(picture)?.[0];
    const candidate = largestCandidate(
      attribute(source ?? img, "srcSet") ?? attribute(source ?? img, "srcset"),
    );
    const url = candidate ?? attribute(img, "src");
    if (local(url)) images.add(url);
  }
  for (const tag of tags("img")) {
    if (attribute(tag, "loading") === "lazy") continue;
    if (isInPicture(html, tag)) continue;
    const url =
      largestCandidate(attribute(tag, "srcSet")) ?? attribute(tag, "src");
    if (local(url)) images.add(url);
  }
  return {
    scripts: [...scripts],
    styles: [...styles],
    images: [...images],
  };
}

/** @param {string | undefined} srcset */
function largestCandidate(srcset) {
  if (!srcset) return undefined;
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = "", width = "0w"]) => ({ url, width: parseFloat(width) }))
    .sort((a, b) => b.width - a.width)[0]?.url;
}

/** @param {string} html @param {string} tag */
function isInPicture(html, tag) {
  const at = html.indexOf(tag);
  return html.lastIndexOf("<picture", at) > html.lastIndexOf("</picture>", at);
}

/**
 * Bytes on the wire for one file: Brotli and gzip sizes, from the build's
 * precompressed twins where it wrote them, else the file as it is.
 * @param {string} file
 */
function wireSize(file) {
  const raw = readFileSync(file);
  const br = existsSync(`${file}.br`)
    ? readFileSync(`${file}.br`).length
    : raw.length;
  const gz = existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : /\.(avif|webp|jpe?g|png)$/.test(file)
      ? raw.length
      : Math.min(raw.length, gzipSync(raw, { level: 9 }).length);
  return { br, gz };
}

function main() {
  const client = fileURLToPath(new URL("../build/client/", import.meta.url));
  if (!existsSync(join(client, "index.html"))) {
    console.error("No build found: run `npm run build` first.");
    process.exit(1);
  }
  const pages = readdirSync(client, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".html"))
    .sort();

  const kb = (bytes) => (bytes / 1000).toFixed(1);
  const sum = (files) =>
    files
      .map((url) => wireSize(join(client, url)))
      .reduce((a, b) => ({ br: a.br + b.br, gz: a.gz + b.gz }), {
        br: 0,
        gz: 0,
      });

  const failures = [];
  const rows = [];
  for (const file of pages) {
    const html = readFileSync(join(client, file), "utf8");
    const path = `/${file.replace(/(index)?\.html$/, "")}`;
    const home = path === "/";
    const { scripts, styles, images } = pageResources(html);
    const js = sum(scripts);
    const css = sum(styles);
    const img = sum(images);
    const page = wireSize(join(client, file));
    const total = js.gz + css.gz + img.gz + page.gz;
    rows.push({
      page: path.replace(/\/$/, "") || "/",
      "JS gzip (br)": `${kb(js.gz)} (${kb(js.br)})`,
      "CSS gzip (br)": `${kb(css.gz)} (${kb(css.br)})`,
      images: kb(img.gz),
      "HTML gzip (br)": `${kb(page.gz)} (${kb(page.br)})`,
      total: kb(total),
      files: scripts.length + styles.length + images.length + 1,
    });
    const scriptBudget = home ? BUDGETS.homeScripts : BUDGETS.pageScripts;
    if (js.gz > scriptBudget * 1000)
      failures.push(`${path}: JavaScript ${kb(js.gz)} KB > ${scriptBudget} KB`);
    if (css.gz > BUDGETS.styles * 1000)
      failures.push(`${path}: CSS ${kb(css.gz)} KB > ${BUDGETS.styles} KB`);
    if (home && total > BUDGETS.homeTotal * 1000)
      failures.push(`/: total ${kb(total)} KB > ${BUDGETS.homeTotal} KB`);
  }
  console.table(rows);
  if (failures.length > 0) {
    console.error(`Size budgets missed:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log(
    `Size budgets met (gzip; KB = 1,000 bytes): JavaScript ≤ ${BUDGETS.homeScripts} on /, ≤ ${BUDGETS.pageScripts} elsewhere; CSS ≤ ${BUDGETS.styles}; / in total ≤ ${BUDGETS.homeTotal}.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
