// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { AstroIntegration } from "astro";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { headersFor, parseHeadersFile } from "../server/headers-file.mjs";
import { finishAstroBuild, storeBuild } from "./astro-integration.ts";

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const ISLAND_STYLE =
  "astro-island,astro-slot,astro-static-slot{display:contents}";
const IDLE_SCRIPT = "(()=>{self.Astro.idle=1})();";
const PRICE_SCRIPT = "document.documentElement.dataset.currency='EUR'";
const RULES = '{"prefetch":[{"source":"document","eagerness":"moderate"}]}';

/** A small Astro output: islands, inline scripts and styles, an asset. */
const site = {
  "index.html": [
    `<!DOCTYPE html><html lang="en"><head><script>${PRICE_SCRIPT}</script>`,
    `<link rel="stylesheet" href="/_astro/index.Bx1.css">`,
    `<script type="speculationrules">${RULES}</script></head><body>`,
    `<style>${ISLAND_STYLE}</style><script>${IDLE_SCRIPT}</script>`,
    `<astro-island component-url="/_astro/price.A1.js"></astro-island>`,
    `<script type="application/ld+json">{"@type":"Product"}</script>`,
    `<script type="module" src="/_astro/page.C2.js"></script></body></html>`,
  ].join(""),
  "about/index.html": `<!DOCTYPE html><html><body><h1>About</h1><script>${PRICE_SCRIPT}</script></body></html>`,
  "404.html": `<!DOCTYPE html><html><body><h1>Page not found</h1><style>h1{margin:0}</style></body></html>`,
  "data/reviews.json": "{}",
  "de/data/reviews.json": "{}",
  "_astro/price.A1.js": `export const price = ${JSON.stringify("x".repeat(400))};`,
  "favicon.png": "not text",
};

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), "astro-dist-"));
  for (const [name, text] of Object.entries(site)) {
    await mkdir(join(folder, name, ".."), { recursive: true });
    await writeFile(join(folder, name), text);
  }
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function finish() {
  return finishAstroBuild({
    siteFolder: folder,
    nginxFolder: join(folder, "_nginx"),
    connectOrigins: ["https://ipapi.co"],
  });
}

/** A page's CSP in `_headers`. */
async function policyText(path: string) {
  const rules = parseHeadersFile(
    await readFile(join(folder, "_headers"), "utf8"),
  );
  const csp = headersFor(rules, path).find(
    ([name]) => name === "Content-Security-Policy",
  )?.[1];
  if (!csp) throw new Error(`no policy for ${path}`);
  return csp;
}

/** The directives of a page's CSP in `_headers`, as name → sources. */
async function policyOf(path: string) {
  return new Map(
    (await policyText(path)).split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

describe("finishAstroBuild", () => {
  it("allows exactly each page's executed inline scripts and its styles", async () => {
    await finish();
    const home = await policyOf("/");
    expect(home.get("script-src")).toEqual([
      "'self'",
      sha256(PRICE_SCRIPT),
      sha256(RULES),
      sha256(IDLE_SCRIPT),
    ]);
    expect(home.get("style-src")).toEqual(["'self'", sha256(ISLAND_STYLE)]);
    expect(home.get("connect-src")).toEqual(["'self'", "https://ipapi.co"]);

    const about = await policyOf("/about");
    expect(about.get("script-src")).toEqual(["'self'", sha256(PRICE_SCRIPT)]);
    expect(about.get("style-src")).toEqual(["'self'"]);

    const notFound = await policyOf("/404");
    expect(notFound.get("style-src")).toEqual([
      "'self'",
      sha256("h1{margin:0}"),
    ]);
  });

  it("never allows inline code or styles wholesale", async () => {
    await finish();
    const headers = await readFile(join(folder, "_headers"), "utf8");
    expect(headers).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
  });

  it("sends the common headers everywhere, caches _astro for a year and revalidates island data", async () => {
    await finish();
    const rules = parseHeadersFile(
      await readFile(join(folder, "_headers"), "utf8"),
    );
    expect(
      Object.fromEntries(headersFor(rules, "/_astro/price.A1.js")),
    ).toEqual({
      "Strict-Transport-Security": expect.stringContaining("max-age="),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    expect(Object.fromEntries(headersFor(rules, "/about"))).toMatchObject({
      "X-Frame-Options": "DENY",
      "Cache-Control": "no-cache",
    });
    expect(
      Object.fromEntries(headersFor(rules, "/data/reviews.json")),
    ).toMatchObject({ "Cache-Control": "no-cache" });
    // A language's data too: the German page's islands read de/data/.
    expect(
      Object.fromEntries(headersFor(rules, "/de/data/reviews.json")),
    ).toMatchObject({ "Cache-Control": "no-cache" });
    expect(
      Object.fromEntries(headersFor(rules, "/de/data/reviews.json")),
    ).not.toHaveProperty("X-Frame-Options");
    expect(rules.map((rule) => rule.path)).toEqual([
      "/*",
      "/_astro/*",
      "/data/*",
      "/de/data/*",
      "/404",
      "/about",
      "/",
    ]);
  });

  it("writes nginx includes that give each file its page's policy", async () => {
    await finish();
    const map = await readFile(join(folder, "_nginx/csp-map.conf"), "utf8");
    expect(map).toContain(
      `"/about/index.html" "${await policyText("/about")}";`,
    );
    expect(map).toContain(`"/index.html" "${await policyText("/")}";`);
    expect(map).toContain(`  default "${await policyText("/404")}";`);
    const headers = await readFile(join(folder, "_nginx/headers.conf"), "utf8");
    expect(headers).toContain(
      "add_header Content-Security-Policy $store_csp always;",
    );
  });

  it("gives text files Brotli and gzip twins, and leaves images alone", async () => {
    const { pages, compressed } = await finish();
    // Three pages, the script and the two data files.
    expect({ pages, compressed }).toEqual({ pages: 3, compressed: 6 });
    const js = await readFile(join(folder, "_astro/price.A1.js"));
    expect(
      brotliDecompressSync(
        await readFile(join(folder, "_astro/price.A1.js.br")),
      ),
    ).toEqual(js);
    expect(
      gunzipSync(await readFile(join(folder, "_astro/price.A1.js.gz"))),
    ).toEqual(js);
    await expect(readFile(join(folder, "favicon.png.br"))).rejects.toThrow();
  });

  it("refuses a page with an attribute the policy would block", async () => {
    await writeFile(
      join(folder, "about/index.html"),
      `<p style="color:red">About</p><button onclick="go()">Go</button>`,
    );
    await expect(finish()).rejects.toThrow(
      /about\/index\.html: <p style>, <button onclick>/,
    );
    await expect(readFile(join(folder, "_headers"))).rejects.toThrow();
  });
});

type Hook<Name extends keyof AstroIntegration["hooks"]> = NonNullable<
  AstroIntegration["hooks"][Name]
>;

describe("storeBuild", () => {
  const logger = { info: () => {} };

  it("takes the origins of the addresses pages fetch from", async () => {
    const integration = storeBuild({
      connectUrls: ["https://ipapi.co/json/", "/geo.json"],
    });
    const buildDone = integration.hooks[
      "astro:build:done"
    ] as Hook<"astro:build:done">;
    await buildDone({
      dir: pathToFileURL(`${folder}/`),
      logger,
      pages: [],
      assets: new Map(),
    } as unknown as Parameters<Hook<"astro:build:done">>[0]);
    expect((await policyOf("/")).get("connect-src")).toEqual([
      "'self'",
      "https://ipapi.co",
    ]);
    await expect(
      readFile(join(folder, "_nginx/headers.conf"), "utf8"),
    ).resolves.toContain("Strict-Transport-Security");
  });

  it("insists on coming after every integration that writes at the end of the build", () => {
    const integration = storeBuild();
    const configDone = integration.hooks[
      "astro:config:done"
    ] as Hook<"astro:config:done">;
    const sitemap = {
      name: "@astrojs/sitemap",
      hooks: { "astro:build:done": () => {} },
    };
    const react = { name: "@astrojs/react", hooks: {} };
    const configWith = (integrations: unknown[]) =>
      ({
        config: { root: pathToFileURL(`${folder}/`), integrations },
      }) as unknown as Parameters<Hook<"astro:config:done">>[0];
    expect(() => configDone(configWith([integration, sitemap]))).toThrow(
      /must come last.*@astrojs\/sitemap/,
    );
    expect(() =>
      configDone(configWith([react, sitemap, integration, react])),
    ).not.toThrow();
  });
});
