import {
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import {
  ASSET_CACHE,
  DATA_HEADERS,
  DOCUMENT_HEADERS,
  PAGE_CACHE,
  SITE_HEADERS,
  formatHeadersFile,
  inlineScriptHashes,
  pagePolicy,
  type HeaderRule,
} from "./security-headers.ts";

const brotli = promisify(brotliCompress);

/** Files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest|data)$/;

/** Files written next to the site that are configuration, not pages. */
const HEADERS_FILE = "_headers";
const NGINX_FOLDER = "nginx";

/**
 * Turns React Router's output into the folder that is deployed:
 * - the pre-rendered "/404" page becomes the 404.html static hosts answer
 *   unknown paths with, and the SPA fallback goes (every route is pre-rendered);
 * - build metadata and the resource routes' unused .data files go; the
 *   pages' .data files (their loader data, for client-side navigation) stay;
 * - `_headers` (Netlify, Cloudflare Pages, and `npm start`) and two nginx
 *   includes get the security headers, with each page's own script hashes;
 * - every text file gets .br and .gz twins, so servers send the smallest.
 *   The .gz twins come from Zopfli: ordinary gzip that any client inflates,
 *   about 3% smaller than zlib's best, paid for once at build time.
 */
export async function finishBuild(options: {
  buildDirectory: string;
  connectOrigins: readonly string[];
}) {
  const client = join(options.buildDirectory, "client");
  await rename(join(client, "404/index.html"), join(client, "404.html"));
  await rm(join(client, "404"), { recursive: true });
  await rm(join(client, "__spa-fallback.html"), { force: true });
  await rm(join(client, ".vite"), { recursive: true, force: true });
  // Data nobody fetches: the resource routes', and the 404 page's (a link
  // to an unknown address renders that page with the chrome it already has).
  for (const resource of [
    "manifest.webmanifest",
    "sitemap.xml",
    "robots.txt",
    "404",
  ]) {
    await rm(join(client, `${resource}.data`), { force: true });
  }

  const files = await listFiles(client);
  const pages = files.filter((file) => file.endsWith(".html"));
  const rules = [
    ...(await headerRules(client, pages, options.connectOrigins)),
    ...files
      .filter((file) => file.endsWith(".data"))
      .map((file) => ({ path: `/${file}`, headers: DATA_HEADERS })),
  ];
  await writeFile(join(client, HEADERS_FILE), formatHeadersFile(rules));
  const nginx = nginxSnippets(rules);
  await mkdir(join(options.buildDirectory, NGINX_FOLDER), { recursive: true });
  await writeFile(
    join(options.buildDirectory, NGINX_FOLDER, "csp-map.conf"),
    nginx.cspMap,
  );
  await writeFile(
    join(options.buildDirectory, NGINX_FOLDER, "headers.conf"),
    nginx.headers,
  );

  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map((file) => precompress(join(client, file))),
  );
}

/** Every file under a folder, as a "/"-separated path relative to it. */
async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, {
    recursive: true,
    withFileTypes: true,
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"),
    )
    .sort();
}

/** The URL path a pre-rendered page answers ("about/index.html" → "/about"). */
function pagePath(file: string): string {
  if (file === "index.html") return "/";
  return `/${file.replace(/(\/index)?\.html$/, "")}`;
}

async function headerRules(
  client: string,
  pages: readonly string[],
  connectOrigins: readonly string[],
): Promise<HeaderRule[]> {
  const pageRules = await Promise.all(
    pages.map(async (file): Promise<HeaderRule> => {
      const html = await readFile(join(client, file), "utf8");
      const policy = pagePolicy({
        scriptHashes: inlineScriptHashes(html),
        connectOrigins,
      });
      return {
        path: pagePath(file),
        headers: [
          ...DOCUMENT_HEADERS,
          ["Content-Security-Policy", policy],
          PAGE_CACHE,
        ],
      };
    }),
  );
  return [
    { path: "/*", headers: SITE_HEADERS },
    { path: "/assets/*", headers: [ASSET_CACHE] },
    ...pageRules,
  ];
}

/**
 * nginx includes with the same headers: csp-map.conf (for `http {}`) picks
 * each page's policy by the file nginx serves, and the 404 page's policy for
 * unknown paths; headers.conf (for `server {}`) sends them all.
 */
function nginxSnippets(rules: readonly HeaderRule[]) {
  const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;
  const csp = (rule: HeaderRule) =>
    rule.headers.find(([name]) => name === "Content-Security-Policy")?.[1];
  const pages = rules.filter((rule) => csp(rule));
  const notFound = pages.find((rule) => rule.path === "/404");
  const files = (path: string) =>
    path === "/" ? ["/index.html"] : [`${path}/index.html`, `${path}.html`];
  // nginx sends the document headers with every response: over HTTP/2 their
  // repeats are compressed away.
  const common = [...SITE_HEADERS, ...DOCUMENT_HEADERS];
  const generated = "# Generated by the build; see README, Deploying.";
  return {
    cspMap: [
      generated,
      "map $uri $store_csp {",
      ...pages.flatMap((rule) =>
        files(rule.path).map(
          (file) => `  ${quote(file)} ${quote(csp(rule)!)};`,
        ),
      ),
      `  default ${quote(csp(notFound ?? pages[0]!)!)};`,
      "}",
      "",
    ].join("\n"),
    headers: [
      generated,
      ...common.map(
        ([name, value]) => `add_header ${name} ${quote(value)} always;`,
      ),
      "add_header Content-Security-Policy $store_csp always;",
      "",
    ].join("\n"),
  };
}

async function precompress(file: string) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { numiterations: 15 }),
  ]);
  // A twin that saves nothing is left out; the server sends the original.
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
}
