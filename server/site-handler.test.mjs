// @vitest-environment node
import { rm } from "node:fs/promises";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanPath, createSiteHandler } from "./site-handler.mjs";
import { close, listen, rawRequest, writeSite } from "./test-site.mjs";

let root;
let server;
let port;

const files = {
  _headers: [
    // As the build writes it: the site-wide rule carries the 404 page's
    // policy, which each page detaches for its own.
    "/*",
    "  X-Content-Type-Options: nosniff",
    "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-missing='",
    "/assets/*",
    "  ! Content-Security-Policy",
    "  Cache-Control: public, max-age=31536000, immutable",
    "/about",
    "  ! Content-Security-Policy",
    "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-about='",
    "/",
    "  ! Content-Security-Policy",
    "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-home='",
    "/404",
    "  ! Content-Security-Policy",
    "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-missing='",
    "/de/404",
    "  ! Content-Security-Policy",
    "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-fehlt='",
    "",
  ].join("\n"),
  "index.html": "<h1>Home</h1>",
  "about/index.html": "<h1>About</h1>",
  "404.html": "<h1>Page not found</h1>",
  "de/404.html": "<h1>Seite nicht gefunden</h1>",
  "assets/app.js": "console.log('app')",
  "_nginx/headers.conf": "add_header X-Content-Type-Options nosniff always;",
};

/** A request to the site's server, or to the server on `to`. */
const get = (path, { to = port, ...options } = {}) =>
  rawRequest(to, path, options);

/** The Brotli and gzip twins the build writes beside each page and script. */
const twins = Object.fromEntries(
  Object.entries(files)
    .filter(([name]) => name.endsWith(".html") || name.endsWith(".js"))
    .flatMap(([name, text]) => [
      [`${name}.br`, brotliCompressSync(text)],
      [`${name}.gz`, gzipSync(text)],
    ]),
);

beforeAll(async () => {
  root = await writeSite("site-", { ...files, ...twins });
  ({ server, port } = await listen(await createSiteHandler(root)));
});

afterAll(async () => {
  await close(server);
  await rm(root, { recursive: true, force: true });
});

describe("the site handler", () => {
  it("serves a page at its clean URL with its own CSP and the common headers", async () => {
    const response = await get("/about");
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe("<h1>About</h1>");
    expect(response.headers["content-security-policy"]).toContain(
      "'sha256-about='",
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends the Brotli twin to a browser that takes it, else gzip", async () => {
    const br = await get("/assets/app.js", {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toContain("immutable");
    const gz = await get("/assets/app.js", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/assets/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe("console.log('app')");
  });

  it.each([
    "/nope",
    "/%00",
    "/..%2f",
    "/%E0%A4%A",
    "/../../etc/passwd",
    `/${"a".repeat(2000)}`,
    "/_headers",
    "/%5Fheaders",
    "/_nginx/headers.conf",
    "/_nginx",
    "/%5Fnginx/headers.conf",
    "/assets/../_nginx/headers.conf",
    "/index.html.br",
    "/index.html.b%72",
    "/404",
  ])("answers %s with the 404 page and status 404", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe("<h1>Page not found</h1>");
    expect(response.headers["content-security-policy"]).toContain(
      "'sha256-missing='",
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each(["/de/nope", "/de/a/b?c=d", "/de/404"])(
    "answers %s with the German 404 page, under its own policy",
    async (path) => {
      const response = await get(path, {
        headers: { "accept-encoding": "br" },
      });
      expect(response.status).toBe(404);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["content-security-policy"]).toContain(
        "'sha256-fehlt='",
      );
      const plain = await get(path);
      expect(plain.body.toString()).toBe("<h1>Seite nicht gefunden</h1>");
    },
  );

  it("answers an address that only begins like a language's with the first language's 404 page", async () => {
    const response = await get("/deutsch");
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe("<h1>Page not found</h1>");
  });

  it.each([
    ["/about/", "/about"],
    ["/about/index.html?x=1", "/about?x=1"],
    ["//evil.example/", "/evil.example"],
  ])("redirects %s to %s on this site", async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe(location);
  });

  it("answers a HEAD request without a body", async () => {
    const response = await get("/about", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(0);
  });

  it("refuses methods a static site has no use for", async () => {
    const response = await get("/about", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, POST");
  });
});

describe("a 404 page the build left without twins", () => {
  it("is sent as it is to a browser that accepts Brotli", async () => {
    const bare = await writeSite("site-", {
      _headers: "/*\n  X-Test: 1\n",
      "404.html": "<h1>Gone</h1>",
    });
    const other = await listen(await createSiteHandler(bare));
    try {
      const response = await get("/nope", {
        headers: { "accept-encoding": "br, gzip" },
        to: other.port,
      });
      expect(response.status).toBe(404);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.body.toString()).toBe("<h1>Gone</h1>");
    } finally {
      await close(other.server);
      await rm(bare, { recursive: true, force: true });
    }
  });
});

describe("cleanPath", () => {
  it.each([
    ["/", "/"],
    ["/index.html", "/"],
    ["/about/", "/about"],
    ["/about.html", "/about"],
    ["///x//", "/x"],
    ["/assets/app.js", "/assets/app.js"],
  ])("%s → %s", (path, clean) => {
    expect(cleanPath(path)).toBe(clean);
  });
});
