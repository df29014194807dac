import { rename, rm } from "node:fs/promises";
import { join } from "node:path";
import {
  DATA_HEADERS,
  inlineScriptHashes,
  pagePolicy,
} from "./security-headers.ts";
import {
  headerRules,
  listFiles,
  precompressFolder,
  writeHeaderFiles,
} from "./site-output.ts";

/**
 * Turns React Router's output into the folder that is deployed:
 * - the pre-rendered "/404" page becomes the 404.html static hosts answer
 *   unknown paths with, and the SPA fallback goes (every route is pre-rendered);
 * - build metadata and the resource routes' unused .data files go; the
 *   pages' .data files (their loader data, for client-side navigation) stay;
 * - `_headers` (Netlify, Cloudflare Pages, and `npm start`) and two nginx
 *   includes get the security headers, with each page's own script hashes;
 * - every text file gets .br and .gz twins, so servers send the smallest.
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
  const rules = [
    ...(await headerRules({
      siteFolder: client,
      pages: files.filter((file) => file.endsWith(".html")),
      assetFolder: "assets",
      policyOf: (html) =>
        pagePolicy({
          scriptHashes: inlineScriptHashes(html),
          connectOrigins: options.connectOrigins,
        }),
    })),
    ...files
      .filter((file) => file.endsWith(".data"))
      .map((file) => ({ path: `/${file}`, headers: DATA_HEADERS })),
  ];
  await writeHeaderFiles({
    siteFolder: client,
    nginxFolder: join(options.buildDirectory, "nginx"),
    rules,
  });
  await precompressFolder(client, files);
}
