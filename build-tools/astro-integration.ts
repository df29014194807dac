import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import {
  EDITOR_PATH,
  blockedInlineAttributes,
  editorPolicy,
  inlineScriptHashes,
  inlineStyleHashes,
  originOf,
  pagePolicy,
} from "./security-headers.ts";
import {
  islandEntries,
  moduleClosure,
  runtimeFile,
  runtimeScripts,
  withExternalRuntime,
} from "./island-runtime.ts";
import { routesFile, splitTestsManifest } from "./split-tests.ts";
import {
  headerRules,
  listFiles,
  pagePath,
  precompressFolder,
  writeHeaderFiles,
} from "./site-output.ts";

import { GO_PATH, LEDGER_FILE, LEDGER_PATH } from "../src/ledger/index.ts";
import {
  NGINX_FOLDER,
  ROUTES_FILE,
  SPLIT_TESTS_FILE,
} from "../src/lib/internal-files.ts";

const NAME = "store-build";

/** The JSON files the build writes for the browser (src/pages/data/, src/lib/island-data.ts). */
const DATA_FOLDER = "data";

/** A file of a data folder: data/x.json, or a language's, de/data/x.json. */
const DATA_FILE = new RegExp(`^((?:[^/]+/)?${DATA_FOLDER})/[^/]+$`);

/** Astro's folder of content-hashed scripts, styles and images. */
export const ASSET_FOLDER = "_astro";

export type StoreBuildOptions = {
  /**
   * Addresses the pages fetch from, such as the geo-IP service: their
   * origins join connect-src. A same-site path adds nothing.
   */
  connectUrls?: readonly string[];
  /**
   * CSP sources of third parties the operator configured (analytics,
   * pixels: policySources in src/lib/measurement.ts), by directive.
   */
  sources?: {
    script?: readonly string[];
    connect?: readonly string[];
    img?: readonly string[];
  };
  /**
   * The folder for the nginx includes, relative to the project root;
   * `_nginx/` inside the output folder by default.
   */
  nginxDir?: string;
};

/**
 * The Astro integration that turns `astro build`'s folder into the one that
 * is deployed (see finishAstroBuild). It must come last in `integrations`,
 * so that files other integrations write at the end of the build (the
 * sitemap) are compressed too.
 */
export function storeBuild(options: StoreBuildOptions = {}): AstroIntegration {
  let root = process.cwd();
  return {
    name: NAME,
    hooks: {
      "astro:config:done": ({ config }) => {
        root = fileURLToPath(config.root);
        const index = config.integrations.findIndex(
          (integration) => integration.name === NAME,
        );
        const after = config.integrations
          .slice(index + 1)
          .filter((integration) => integration.hooks["astro:build:done"])
          .map((integration) => integration.name);
        if (after.length > 0) {
          throw new Error(
            `${NAME} must come last in integrations; move it after ${after.join(", ")}.`,
          );
        }
      },
      "astro:build:done": async ({ dir, logger }) => {
        const siteFolder = fileURLToPath(dir);
        const summary = await finishAstroBuild({
          siteFolder,
          nginxFolder: options.nginxDir
            ? resolve(root, options.nginxDir)
            : join(siteFolder, NGINX_FOLDER),
          connectOrigins: [
            ...(options.connectUrls ?? [])
              .map(originOf)
              .filter((origin) => origin != null),
            ...(options.sources?.connect ?? []),
          ],
          scriptSources: options.sources?.script ?? [],
          imgSources: options.sources?.img ?? [],
        });
        logger.info(
          `security headers for ${summary.pages} pages, ${summary.compressed} files precompressed`,
        );
        for (const test of summary.splitTests)
          logger.info(`split test ${test}`);
      },
    },
  };
}

/**
 * Post-processes Astro's static output in siteFolder:
 * - the island runtime Astro writes inline into each page moves into one
 *   cached file that the head script loads after first paint
 *   (island-runtime.ts);
 * - `_headers` (Netlify, Cloudflare Pages, and `npm start`) and two nginx
 *   includes in nginxFolder get the security headers, with a policy per
 *   page that allows exactly its inline scripts and <style> elements by hash;
 * - a page with a style="" or on…="" attribute fails the build, since that
 *   policy would block it;
 * - the split tests the pages name go to `_split-tests.json` for the edge,
 *   and `_routes.json` runs Cloudflare's functions on their pages and on
 *   the sales ledger's addresses alone (split-tests.ts);
 * - every text file gets .br and .gz twins.
 */
export async function finishAstroBuild(options: {
  siteFolder: string;
  nginxFolder: string;
  connectOrigins: readonly string[];
  scriptSources?: readonly string[];
  imgSources?: readonly string[];
}): Promise<{ pages: number; compressed: number; splitTests: string[] }> {
  await externalizeIslandRuntimes(
    options.siteFolder,
    await listFiles(options.siteFolder),
  );
  const files = await listFiles(options.siteFolder);
  const pages = files.filter((file) => file.endsWith(".html"));
  const blocked: string[] = [];
  const rules = await headerRules({
    siteFolder: options.siteFolder,
    pages,
    assetFolder: ASSET_FOLDER,
    // data/, and the data of each other language's pages (de/data/).
    dataFolders: [
      ...new Set(
        files.flatMap((file) => DATA_FILE.exec(file)?.slice(1, 2) ?? []),
      ),
    ].sort(),
    policyOf: (html, page) => {
      if (pagePath(page) === EDITOR_PATH) return editorPolicy();
      const attributes = blockedInlineAttributes(html);
      if (attributes.length > 0) {
        blocked.push(`${page}: ${[...new Set(attributes)].join(", ")}`);
      }
      return pagePolicy({
        scriptHashes: inlineScriptHashes(html),
        styleHashes: inlineStyleHashes(html),
        connectOrigins: options.connectOrigins,
        scriptSources: options.scriptSources,
        imgSources: options.imgSources,
      });
    },
  });
  if (blocked.length > 0) {
    throw new Error(
      [
        "Inline attributes the Content-Security-Policy would block (use a class instead of style, addEventListener instead of on…):",
        ...blocked.map((line) => `  ${line}`),
      ].join("\n"),
    );
  }
  await writeHeaderFiles({
    siteFolder: options.siteFolder,
    nginxFolder: options.nginxFolder,
    rules,
    // Netlify's builds set NETLIFY=true.
    forNetlify: process.env.NETLIFY === "true",
  });
  const manifest = splitTestsManifest(
    await Promise.all(
      pages.map(async (page) => ({
        path: pagePath(page),
        html: await readFile(join(options.siteFolder, page), "utf8"),
      })),
    ),
    rules,
  );
  if (manifest.tests.length > 0)
    await writeFile(
      join(options.siteFolder, SPLIT_TESTS_FILE),
      JSON.stringify(manifest),
    );
  // The sales ledger's addresses, when its file says it is on (src/pages/[ledger].json.ts).
  const ledgerRoutes = files.includes(LEDGER_FILE)
    ? [GO_PATH, `${LEDGER_PATH}/*`]
    : [];
  await writeFile(
    join(options.siteFolder, ROUTES_FILE),
    JSON.stringify(routesFile(manifest, ledgerRoutes)),
  );
  const compressed = await precompressFolder(options.siteFolder, files);
  // Each test, and the addresses it runs at: a language without the test's
  // translation is not among them (docs/split-tests.md).
  const tested = new Map<string, string[]>();
  for (const { name, page } of manifest.tests)
    tested.set(name, [...(tested.get(name) ?? []), page]);
  return {
    pages: pages.length,
    compressed,
    splitTests: [...tested].map(
      ([name, addresses]) => `${name} on ${addresses.join(", ")}`,
    ),
  };
}

/**
 * Moves the island runtime Astro writes inline into every page into one
 * file, with the map of what each island script imports (island-runtime.ts).
 * Every page carries the same runtime; a build whose pages differ in it
 * fails, since one file could not serve them all.
 */
async function externalizeIslandRuntimes(
  siteFolder: string,
  files: readonly string[],
): Promise<void> {
  const pages = await Promise.all(
    files
      .filter((file) => file.endsWith(".html"))
      .map(async (page) => {
        const path = join(siteFolder, page);
        return { page, path, html: await readFile(path, "utf8") };
      }),
  );
  const withIslands = pages.filter(
    ({ html }) => runtimeScripts(html).length > 0,
  );
  const first = withIslands[0];
  if (!first) return;
  const scripts = runtimeScripts(first.html);
  for (const { page, html } of withIslands)
    if (runtimeScripts(html).join("\n") !== scripts.join("\n"))
      throw new Error(
        `${page} carries another island runtime than ${first.page}; the build moves one runtime out of every page.`,
      );
  const read = async (path: string) =>
    readFile(join(siteFolder, path), "utf8").catch(() => undefined);
  const entries = [
    ...new Set(withIslands.flatMap(({ html }) => islandEntries(html))),
  ].sort();
  const modules = Object.fromEntries(
    await Promise.all(
      entries.map(async (entry) => [entry, await moduleClosure(entry, read)]),
    ),
  );
  const runtime = runtimeFile(scripts, modules, ASSET_FOLDER);
  await writeFile(join(siteFolder, runtime.file), runtime.code);
  await Promise.all(
    withIslands.map(({ path, html }) =>
      writeFile(path, withExternalRuntime(html, runtime.file)),
    ),
  );
}
