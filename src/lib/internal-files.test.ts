// @vitest-environment node
import { describe, expect, it } from "vitest";
import { copiesOf } from "../../tests/source-files";
import {
  INTERNAL_PATTERN,
  INTERNAL_ROUTES,
  isInternalPath,
  nginxInternalLocation,
  SPLIT_TESTS_FILE,
} from "./internal-files";
import { LEDGER_FILE } from "../ledger/index.ts";
import { escapeRegExp } from "./regexp";

const INTERNAL = [
  "/_headers",
  "/_redirects",
  "/_routes.json",
  `/${LEDGER_FILE}`,
  `/${SPLIT_TESTS_FILE}`,
  "/_nginx",
  "/_nginx/",
  "/_nginx/headers.conf",
  "/index.html.br",
  "/de/about.html.gz",
  // Spelled another way, as a static server would still find it.
  `/%5F${LEDGER_FILE.slice(1)}`,
  `/about/../${SPLIT_TESTS_FILE}`,
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
  `/${LEDGER_FILE}.html`,
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
        `/${LEDGER_FILE}`,
        `/${SPLIT_TESTS_FILE}`,
        "/_nginx/*",
        "/*.br",
        "/*.gz",
      ]),
    );
    expect(INTERNAL_ROUTES).not.toContain("/*");
  });
});

describe("the build's files for the hosts", () => {
  const homes: [string, string][] = [
    [SPLIT_TESTS_FILE, "src/lib/internal-files.ts"],
    [LEDGER_FILE, "src/ledger/manifest.ts"],
  ];

  // Comments may name a file; code, tests included, names it by its constant.
  it.each(homes)("%s is written in %s alone", (name, home) => {
    expect(
      copiesOf(new RegExp(escapeRegExp(name)), (path) => path === home),
    ).toEqual([]);
  });

  it("would see a second copy, and not a comment", () => {
    const file = (text: string) => [{ path: "server/x.mjs", text }];
    const pattern = new RegExp(escapeRegExp(SPLIT_TESTS_FILE));
    expect(
      copiesOf(pattern, () => false, file(`join(root, "${SPLIT_TESTS_FILE}")`)),
    ).toEqual(["server/x.mjs"]);
    expect(
      copiesOf(
        pattern,
        () => false,
        file(`// reads \`${SPLIT_TESTS_FILE}\`\n`),
      ),
    ).toEqual([]);
  });
});
