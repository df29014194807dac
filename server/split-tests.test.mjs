// @vitest-environment node
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPLIT_TESTS_FILE } from "../src/lib/internal-files.ts";
import { createSiteHandler } from "./site-handler.mjs";
import { close, listen, rawRequest, writeSite } from "./test-site.mjs";

const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

/** A build with one test of / : half the visitors see the variant "b". */
const files = {
  _headers: [
    "/*",
    "  X-Content-Type-Options: nosniff",
    "  Content-Security-Policy: default-src 'self'",
    "/",
    "  ! Content-Security-Policy",
    "  Content-Security-Policy: script-src 'sha256-home='",
    "  Cache-Control: no-cache",
    "/variants/t/b",
    "  ! Content-Security-Policy",
    "  Content-Security-Policy: script-src 'sha256-b='",
    "  Cache-Control: no-cache",
    "",
  ].join("\n"),
  "index.html": "<h1>Control</h1>",
  "variants/t/b.html": "<h1>Variant b</h1>",
  "404.html": "<h1>Page not found</h1>",
  [SPLIT_TESTS_FILE]: JSON.stringify({
    tests: [
      {
        name: "t",
        page: "/",
        control: {
          path: "/",
          share: 50,
          headers: [
            ["X-Content-Type-Options", "nosniff"],
            ["Content-Security-Policy", "script-src 'sha256-home='"],
            ["Cache-Control", "no-cache"],
          ],
        },
        variants: [
          {
            name: "b",
            share: 50,
            path: "/variants/t/b",
            headers: [
              ["X-Content-Type-Options", "nosniff"],
              ["Content-Security-Policy", "script-src 'sha256-b='"],
              ["Cache-Control", "no-cache"],
            ],
          },
        ],
      },
    ],
  }),
};

let root;
const servers = [];

/** A server on the build with `options`, and a GET on it. */
async function serve(options) {
  const { server, port } = await listen(await createSiteHandler(root, options));
  servers.push(server);
  return async (path, headers = {}, method = "GET") => {
    const response = await rawRequest(port, path, {
      method,
      headers: { "user-agent": CHROME, ...headers },
    });
    return { ...response, body: response.body.toString() };
  };
}

/** A visitor behind this machine's proxy, as TRUST_PROXY believes it. */
const visitor = (n) => ({ "x-forwarded-for": `203.0.113.${n}` });
const HOST_ENV = {
  SPLIT_TEST_SECRET: "split-test-secret-0123",
  TRUST_PROXY: "loopback",
};
const NOW = () => new Date("2026-11-25T12:00:00Z");

beforeAll(async () => {
  root = await writeSite("split-", files);
});

afterAll(async () => {
  await Promise.all(servers.map(close));
  await rm(root, { recursive: true, force: true });
});

describe("split tests on npm start's server", () => {
  it("shows visitors their variant at the page's own address, each the same one on every visit", async () => {
    const get = await serve({ env: HOST_ENV, now: NOW });
    const seen = new Map();
    for (let n = 1; n <= 20; n++) {
      const first = await get("/?gclid=abc&utm_source=ads", visitor(n));
      const again = await get("/", visitor(n));
      expect(first.status).toBe(200);
      expect(again.body).toBe(first.body);
      seen.set(first.body, first);
    }
    expect([...seen.keys()].sort()).toEqual([
      "<h1>Control</h1>",
      "<h1>Variant b</h1>",
    ]);
    const variant = seen.get("<h1>Variant b</h1>");
    expect(variant.headers["content-security-policy"]).toBe(
      "script-src 'sha256-b='",
    );
    expect(variant.headers["x-content-type-options"]).toBe("nosniff");
    expect(variant.headers["cache-control"]).toBe("private, no-cache");
    expect(variant.headers.location).toBeUndefined();
    const control = seen.get("<h1>Control</h1>");
    expect(control.headers["content-security-policy"]).toBe(
      "script-src 'sha256-home='",
    );
    expect(control.headers["cache-control"]).toBe("private, no-cache");
  });

  it("believes no X-Forwarded-For without a trusted proxy: one address, one variant", async () => {
    const get = await serve({
      env: { SPLIT_TEST_SECRET: HOST_ENV.SPLIT_TEST_SECRET },
      now: NOW,
    });
    const seen = new Set();
    for (let n = 1; n <= 20; n++) seen.add((await get("/", visitor(n))).body);
    expect(seen.size).toBe(1);
  });

  it("shows crawlers and link previewers the control", async () => {
    const get = await serve({ env: HOST_ENV, now: NOW });
    for (let n = 1; n <= 20; n++) {
      const response = await get("/", {
        ...visitor(n),
        "user-agent": "facebookexternalhit/1.1",
      });
      expect(response.body).toBe("<h1>Control</h1>");
    }
  });

  it("shows everyone the control without the host's secret", async () => {
    const get = await serve({ env: { TRUST_PROXY: "loopback" }, now: NOW });
    for (let n = 1; n <= 20; n++)
      expect((await get("/", visitor(n))).body).toBe("<h1>Control</h1>");
  });

  it("leaves other pages, and the variant's own address, as they are", async () => {
    const get = await serve({ env: HOST_ENV, now: NOW });
    const direct = await get("/variants/t/b", visitor(1));
    expect(direct.body).toBe("<h1>Variant b</h1>");
    expect(direct.headers["cache-control"]).toBe("no-cache");
    const manifest = await get(`/${SPLIT_TESTS_FILE}`, visitor(1));
    expect(manifest.status).toBe(404);
  });
});
