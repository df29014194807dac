import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import {
  HEADERS_FILE,
  nginxInternalLocation,
} from "../src/lib/internal-files.ts";
import {
  ASSET_CACHE,
  DOCUMENT_HEADERS,
  EDITOR_HEADERS,
  EDITOR_PATH,
  PAGE_CACHE,
  SITE_HEADERS,
  formatHeadersFile,
  type Header,
  type HeaderRule,
} from "./security-headers.ts";

const brotli = promisify(brotliCompress);

/** Files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|svg|xml|csv|txt|json|webmanifest|data)$/;

/** Every file under a folder, as a "/"-separated path relative to it. */
export async function listFiles(folder: string): Promise<string[]> {
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
export function pagePath(file: string): string {
  if (file === "index.html") return "/";
  return `/${file.replace(/(\/index)?\.html$/, "")}`;
}

/** The page a host serves, with status 404, for a path that has none. */
export const NOT_FOUND_PAGE = "404.html";

/**
 * The header rules of a built site, written the way Cloudflare Pages
 * applies them: every rule whose path matches adds its headers, after
 * taking off those it detaches. So the site-wide rule carries the document
 * headers and the 404 page's policy, which is all a host sends with its
 * 404 page for a path that has no rule of its own. The content-hashed files
 * in assetFolder (a year's caching) and the files in dataFolders
 * (revalidated: the islands' data must match the pages of the same build)
 * detach the document headers; each page detaches the 404 page's policy for
 * its own, made by policyOf from the page's HTML.
 */
export async function headerRules(options: {
  siteFolder: string;
  pages: readonly string[];
  assetFolder: string;
  /** The data folders: data/, and each other language's (de/data/). */
  dataFolders?: readonly string[];
  policyOf: (html: string, page: string) => string;
}): Promise<HeaderRule[]> {
  const policies = await Promise.all(
    options.pages.map(async (page) => {
      const html = await readFile(join(options.siteFolder, page), "utf8");
      return { page, policy: options.policyOf(html, page) };
    }),
  );
  const csp = (policy: string): Header => ["Content-Security-Policy", policy];
  const notFound = policies.find(({ page }) => page === NOT_FOUND_PAGE);
  const documentHeaders = [
    ...DOCUMENT_HEADERS,
    ...(notFound ? [csp(notFound.policy)] : []),
  ];
  const notDocuments = documentHeaders.map(([name]) => name);
  const pageRules = policies.map(({ page, policy }): HeaderRule =>
    pagePath(page) === EDITOR_PATH
      ? {
          path: pagePath(page),
          detach: ["Content-Security-Policy", "Cross-Origin-Opener-Policy"],
          headers: [...EDITOR_HEADERS, csp(policy), PAGE_CACHE],
        }
      : {
          path: pagePath(page),
          detach: ["Content-Security-Policy"],
          headers: [csp(policy), PAGE_CACHE],
        },
  );
  return [
    { path: "/*", headers: [...SITE_HEADERS, ...documentHeaders] },
    {
      path: `/${options.assetFolder}/*`,
      detach: notDocuments,
      headers: [ASSET_CACHE],
    },
    ...(options.dataFolders ?? []).map((folder): HeaderRule => ({
      path: `/${folder}/*`,
      detach: notDocuments,
      headers: [PAGE_CACHE],
    })),
    ...pageRules,
  ];
}

/**
 * Writes the headers of a built site twice: `_headers` into the site folder,
 * and the nginx includes (csp-map.conf, headers.conf) into nginxFolder,
 * with internal.conf, which keeps the hosts' own files out of reach.
 */
export async function writeHeaderFiles(options: {
  siteFolder: string;
  nginxFolder: string;
  rules: readonly HeaderRule[];
  /** A build on Netlify (NETLIFY=true there), whose `_headers` has no detach lines. */
  forNetlify?: boolean;
}) {
  await writeFile(
    join(options.siteFolder, HEADERS_FILE),
    formatHeadersFile(options.rules, { detach: !options.forNetlify }),
  );
  const nginx = nginxIncludes(options.rules);
  await mkdir(options.nginxFolder, { recursive: true });
  await writeFile(join(options.nginxFolder, "csp-map.conf"), nginx.cspMap);
  await writeFile(join(options.nginxFolder, "headers.conf"), nginx.headers);
  await writeFile(
    join(options.nginxFolder, "internal.conf"),
    nginxInternalLocation(),
  );
}

/**
 * nginx includes with the same headers: csp-map.conf (for `http {}`) picks
 * each page's policy by the file nginx serves, and the 404 page's policy for
 * unknown paths; headers.conf (for `server {}`) sends them all.
 */
export function nginxIncludes(rules: readonly HeaderRule[]) {
  const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;
  const csp = (rule: HeaderRule) =>
    rule.headers.find(([name]) => name === "Content-Security-Policy")?.[1];
  const pages = rules.filter((rule) => !rule.path.endsWith("*") && csp(rule));
  const notFound = pages.find((rule) => rule.path === "/404");
  const files = (path: string) =>
    path === "/" ? ["/index.html"] : [`${path}/index.html`, `${path}.html`];
  // nginx sends the document headers with every response: over HTTP/2 their
  // repeats are compressed away.
  const common = [...SITE_HEADERS, ...DOCUMENT_HEADERS];
  const generated = "# Generated by the build; see docs/deploying.md.";
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

/**
 * Gives every text file of a site folder .br and .gz twins, so servers send
 * the smallest. The .gz twins come from Zopfli: ordinary gzip that any client
 * inflates, about 3% smaller than zlib's best, paid for once at build time.
 * Returns how many files it compressed.
 */
export async function precompressFolder(
  folder: string,
  files: readonly string[],
): Promise<number> {
  const compressible = files.filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    compressible.map((file) => precompress(join(folder, file))),
  );
  return compressible.length;
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
