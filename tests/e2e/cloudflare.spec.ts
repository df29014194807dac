/**
 * The build on Cloudflare's own runtime: `wrangler pages dev` serves dist/
 * through workerd, applying `_headers` as Cloudflare Pages does
 * (playwright.config.ts starts it; the "cloudflare" project runs this file
 * alone). Every response is held against the one `npm start` gives for the
 * same path, so what was tested on our server is what Cloudflare sends.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
} from "@playwright/test";
import { NODE_SERVER } from "./hosts";
import { otherLocales, publicPaths } from "./routes";
import { reviews as storeReviews } from "./store";
import { INITIAL_VISIBLE } from "../../src/lib/reviews";

/** The built site both hosts serve (playwright.config.ts). */
const SITE_ROOT = process.env.E2E_SITE_ROOT ?? "dist";

/** The headers every document sends, by lower-case name. */
const DOCUMENT_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "x-frame-options",
];

function expectSecureDocument(response: APIResponse) {
  const headers = response.headers();
  for (const name of DOCUMENT_HEADERS)
    expect(headers, name).toHaveProperty(name);
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
  expect(headers["content-security-policy"]).toContain(
    "frame-ancestors 'none'",
  );
  expect(headers["content-security-policy"]).not.toContain(",");
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
}

/** The same path as `npm start` answers it. */
const fromNodeServer = (request: APIRequestContext, path: string) =>
  request.get(`${NODE_SERVER}${path}`, { maxRedirects: 0 });

for (const path of [...publicPaths, "/admin"]) {
  test(`${path} has the security headers and the policy npm start sends`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expectSecureDocument(response);
    expect(response.headers()["cache-control"]).toBe("no-cache");
    const node = await fromNodeServer(request, path);
    for (const name of DOCUMENT_HEADERS)
      expect(response.headers()[name], name).toBe(node.headers()[name]);
  });
}

test("/admin stays out of search results and may open GitHub's sign-in", async ({
  request,
}) => {
  const headers = (await request.get("/admin")).headers();
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(headers["cross-origin-opener-policy"]).toBe(
    "same-origin-allow-popups",
  );
});

for (const { title, path, marker } of [
  {
    title: "an unknown path answers 404 with the not-found page",
    path: "/no-such-page",
    marker: "<h1",
  },
  ...otherLocales.slice(0, 1).map((locale) => ({
    title: `an unknown path under /${locale}/ answers 404 with that language's not-found page`,
    path: `/${locale}/no-such-page`,
    marker: `<html lang="${locale}"`,
  })),
])
  test(`${title} and its policy`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(marker);
    expectSecureDocument(response);
    const node = await fromNodeServer(request, path);
    expect(node.status()).toBe(404);
    expect(await node.text()).toContain(marker);
    expect(response.headers()["content-security-policy"]).toBe(
      node.headers()["content-security-policy"],
    );
  });

test("hashed files are cached for a year, without the documents' headers", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const script = /\/_astro\/[\w.-]+\.js/.exec(html)?.[0];
  expect(script).toBeTruthy();
  const headers = (await request.get(script!)).headers();
  expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(headers).not.toHaveProperty("content-security-policy");
  expect(headers).not.toHaveProperty("permissions-policy");
  expect(headers["x-content-type-options"]).toBe("nosniff");
});

test("the data files are revalidated", async ({ request }) => {
  const response = await request.get("/data/review-cards.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  // The cards after the first page's, where the store has more reviews.
  const later = (await response.json()) as { html: string };
  if (storeReviews().length > INITIAL_VISIBLE)
    expect(later.html).toContain("<article");
  else expect(later.html).not.toContain("<article");
});

test("pages go out Brotli-compressed, the same bytes as the build's own .br twin decodes to", async ({
  request,
}) => {
  const compressed = await request.get("/", {
    headers: { "Accept-Encoding": "br" },
  });
  expect(compressed.headers()["content-encoding"]).toBe("br");
  // Playwright hands back the decoded body; the twin is the build's file,
  // which is no address of its own (src/lib/internal-files.ts).
  const twin = readFileSync(join(SITE_ROOT, "index.html.br"));
  expect(await compressed.text()).toBe(
    brotliDecompressSync(twin).toString("utf8"),
  );
  expect((await request.get("/index.html.br")).status()).toBe(404);
});
