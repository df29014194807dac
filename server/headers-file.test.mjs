import { describe, expect, it } from "vitest";
import { headersFor, parseHeadersFile } from "./headers-file.mjs";

const rules = parseHeadersFile(`
# comment
/*
  X-Content-Type-Options: nosniff

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/about
  Content-Security-Policy: default-src 'self'; img-src 'self' data:

/fonts/*
  ! X-Content-Type-Options
  Cache-Control: no-cache
`);

describe("headersFor", () => {
  it("gives a page the site-wide headers and its own", () => {
    expect(headersFor(rules, "/about")).toEqual([
      ["X-Content-Type-Options", "nosniff"],
      ["Content-Security-Policy", "default-src 'self'; img-src 'self' data:"],
    ]);
  });

  it("matches a prefix rule for every file under it", () => {
    expect(headersFor(rules, "/assets/app.css")).toContainEqual([
      "Cache-Control",
      "public, max-age=31536000, immutable",
    ]);
  });

  it("does not give a page's headers to a longer path", () => {
    expect(headersFor(rules, "/about-us")).toEqual([
      ["X-Content-Type-Options", "nosniff"],
    ]);
  });
});

describe("headersFor, with a detach line", () => {
  it("takes off what a wider rule attached, and adds its own", () => {
    expect(headersFor(rules, "/fonts/a.woff2")).toEqual([
      ["Cache-Control", "no-cache"],
    ]);
  });
});

describe("parseHeadersFile", () => {
  it("refuses a header line before any path", () => {
    expect(() => parseHeadersFile("  X-Test: 1")).toThrow(/cannot read/);
  });
});
