// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { HeaderRule } from "./security-headers.ts";
import {
  HEADERS_FILE,
  INTERNAL_ROUTES,
  NGINX_FOLDER,
  SPLIT_TESTS_FILE,
} from "../src/lib/internal-files.ts";
import { LEDGER_FILE } from "../src/ledger/index.ts";
import { routesFile, splitTestsManifest } from "./split-tests.ts";

const RULES: HeaderRule[] = [
  {
    path: "/*",
    headers: [
      ["X-Content-Type-Options", "nosniff"],
      ["Content-Security-Policy", "default-src 'self'"],
    ],
  },
  {
    path: "/",
    detach: ["Content-Security-Policy"],
    headers: [["Content-Security-Policy", "script-src 'sha256-home='"]],
  },
  {
    path: "/variants/cta/short",
    detach: ["Content-Security-Policy"],
    headers: [["Content-Security-Policy", "script-src 'sha256-short='"]],
  },
];

const page = (path: string, attributes = "") => ({
  path,
  html: `<!doctype html><html lang="en"${attributes}><head></head><body></body></html>`,
});

describe("splitTestsManifest", () => {
  it("is empty for a build whose pages name no test", () => {
    expect(splitTestsManifest([page("/"), page("/about")], RULES)).toEqual({
      tests: [],
    });
  });

  it("gathers a test's control and variants from their pages, each with its own headers", () => {
    const manifest = splitTestsManifest(
      [
        page(
          "/variants/cta/short",
          ' data-split-test="cta" data-variant="short" data-variant-share="30" data-variant-of="/"',
        ),
        page(
          "/",
          ' data-split-test="cta" data-variant="control" data-variant-share="70" data-variant-of="/"',
        ),
        page("/about"),
      ],
      RULES,
    );
    expect(manifest).toEqual({
      tests: [
        {
          name: "cta",
          page: "/",
          control: {
            path: "/",
            share: 70,
            headers: [
              ["X-Content-Type-Options", "nosniff"],
              ["Content-Security-Policy", "script-src 'sha256-home='"],
            ],
          },
          variants: [
            {
              name: "short",
              share: 30,
              path: "/variants/cta/short",
              headers: [
                ["X-Content-Type-Options", "nosniff"],
                ["Content-Security-Policy", "script-src 'sha256-short='"],
              ],
            },
          ],
        },
      ],
    });
  });

  it("gives each language's product page its own control and variants", () => {
    const manifest = splitTestsManifest(
      [
        page(
          "/de/variants/cta/short",
          ' data-split-test="cta" data-variant="short" data-variant-share="30" data-variant-of="/de"',
        ),
        page(
          "/variants/cta/short",
          ' data-split-test="cta" data-variant="short" data-variant-share="30" data-variant-of="/"',
        ),
        page(
          "/de",
          ' data-split-test="cta" data-variant="control" data-variant-share="70" data-variant-of="/de"',
        ),
        page(
          "/",
          ' data-split-test="cta" data-variant="control" data-variant-share="70" data-variant-of="/"',
        ),
      ],
      RULES,
    );
    expect(
      manifest.tests.map(({ name, page, control, variants }) => ({
        name,
        page,
        control: control.path,
        variants: variants.map(({ path }) => path),
      })),
    ).toEqual([
      {
        name: "cta",
        page: "/",
        control: "/",
        variants: ["/variants/cta/short"],
      },
      {
        name: "cta",
        page: "/de",
        control: "/de",
        variants: ["/de/variants/cta/short"],
      },
    ]);
  });

  it("fails a build where one language's page has a variant but no control", () => {
    expect(() =>
      splitTestsManifest(
        [
          page(
            "/",
            ' data-split-test="cta" data-variant="control" data-variant-share="70" data-variant-of="/"',
          ),
          page(
            "/de/variants/cta/short",
            ' data-split-test="cta" data-variant="short" data-variant-share="30" data-variant-of="/de"',
          ),
        ],
        RULES,
      ),
    ).toThrow(
      "Split test cta: no page is its control (the tested page /de itself)",
    );
  });

  it("fails a build whose variant has no control page", () => {
    expect(() =>
      splitTestsManifest(
        [
          page(
            "/variants/cta/short",
            ' data-split-test="cta" data-variant="short" data-variant-share="30" data-variant-of="/"',
          ),
        ],
        RULES,
      ),
    ).toThrow("Split test cta: no page is its control");
  });
});

describe("routesFile", () => {
  it("runs Cloudflare's middleware on the tested pages and the hosts' own files", () => {
    expect(
      routesFile({
        tests: [
          {
            name: "cta",
            page: "/",
            control: { path: "/", share: 70, headers: [] },
            variants: [],
          },
        ],
      }),
    ).toEqual({ version: 1, include: ["/", ...INTERNAL_ROUTES], exclude: [] });
  });

  it("runs the sales ledger's functions on their addresses too", () => {
    expect(routesFile({ tests: [] }, ["/go", "/ledger/*"])).toEqual({
      version: 1,
      include: ["/go", "/ledger/*", ...INTERNAL_ROUTES],
      exclude: [],
    });
  });

  it("runs it on the hosts' own files alone without a test or the ledger", () => {
    const { include } = routesFile({ tests: [] });
    expect(include).toEqual(INTERNAL_ROUTES);
    expect(include).toEqual(
      expect.arrayContaining([
        `/${LEDGER_FILE}`,
        `/${SPLIT_TESTS_FILE}`,
        `/${NGINX_FOLDER}/*`,
        `/${HEADERS_FILE}`,
      ]),
    );
    expect(include).not.toContain("/*");
  });
});
