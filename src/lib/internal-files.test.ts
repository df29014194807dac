import { describe, expect, it } from "vitest";
import {
  INTERNAL_PATTERN,
  INTERNAL_ROUTES,
  isInternalPath,
  nginxInternalLocation,
} from "./internal-files";

const INTERNAL = [
  "/_headers",
  "/_redirects",
  "/_routes.json",
  "/_ledger.json",
  "/_split-tests.json",
  "/_nginx",
  "/_nginx/",
  "/_nginx/headers.conf",
  "/index.html.br",
  "/de/about.html.gz",
  // Spelled another way, as a static server would still find it.
  "/%5Fledger.json",
  "/about/../_split-tests.json",
  "/./_nginx/csp-map.conf",
  "/%E0%A4%A",
];

const PUBLIC = [
  "/",
  "/about",
  "/_astro/index.abc123.css",
  "/data/reviews.json",
  "/de",
  "/ledger/report",
  "/go",
  "/_ledger.json.html",
  "/headers",
  "/br",
];

describe("the hosts' own files", () => {
  it.each(INTERNAL)("%s is internal", (path) => {
    expect(isInternalPath(path)).toBe(true);
  });

  it.each(PUBLIC)("%s is not", (path) => {
    expect(isInternalPath(path)).toBe(false);
  });

  it("gives nginx the same pattern", () => {
    const [, pattern] =
      /location ~ "([^"]+)"/.exec(nginxInternalLocation()) ?? [];
    expect(pattern).toBe(INTERNAL_PATTERN);
    const nginx = new RegExp(pattern ?? "^$");
    for (const path of INTERNAL.filter(
      (path) => !/[%.]{2}|%|\/\.\//.test(path),
    ))
      expect(nginx.test(path), path).toBe(true);
    for (const path of PUBLIC) expect(nginx.test(path), path).toBe(false);
  });

  it("brings each to Cloudflare's functions, and nothing public", () => {
    expect(INTERNAL_ROUTES).toEqual(
      expect.arrayContaining([
        "/_ledger.json",
        "/_split-tests.json",
        "/_nginx/*",
        "/*.br",
        "/*.gz",
      ]),
    );
    expect(INTERNAL_ROUTES).not.toContain("/*");
  });
});
