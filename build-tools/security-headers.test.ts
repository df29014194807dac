import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  DOCUMENT_HEADERS,
  SITE_HEADERS,
  blockedInlineAttributes,
  formatHeadersFile,
  inlineScriptHashes,
  inlineStyleHashes,
  originOf,
  pagePolicy,
} from "./security-headers.ts";
import { parseHeadersFile } from "../server/headers-file.mjs";

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each executable inline script exactly as written", () => {
    const html = [
      `<script>document.documentElement.dataset.js=''</script>`,
      `<script type="module" async="">import "/assets/a.js";</script>`,
      `<script>window.x = "é"</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha256("document.documentElement.dataset.js=''"),
      sha256('import "/assets/a.js";'),
      sha256('window.x = "é"'),
    ]);
  });

  it("skips external scripts and data blocks such as JSON-LD", () => {
    const html = `<script src="/assets/a.js"></script><script type="application/ld+json">{"a":1}</script><script data-src="x" type="text/template">t</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it.each(["speculationrules", "importmap", "module", "text/javascript", ""])(
    'hashes a script of type "%s", which the policy checks too',
    (type) => {
      expect(
        inlineScriptHashes(`<script type="${type}">{"x":1}</script>`),
      ).toEqual([sha256('{"x":1}')]);
    },
  );

  it("hashes the text as the browser sees it, with LF line ends", () => {
    expect(inlineScriptHashes("<script>a()\r\nb()\rc()</script>")).toEqual([
      sha256("a()\nb()\nc()"),
    ]);
  });

  it("reads an attribute value that contains >", () => {
    expect(
      inlineScriptHashes(`<script data-x="a>b" src="/a.js"></script>`),
    ).toEqual([]);
  });

  it("lists a script that appears twice once", () => {
    expect(
      inlineScriptHashes("<script>a()</script><script>a()</script>"),
    ).toEqual([sha256("a()")]);
  });
});

describe("inlineStyleHashes", () => {
  it("hashes each <style> element once", () => {
    const island =
      "astro-island,astro-slot,astro-static-slot{display:contents}";
    const html = `<head><style>${island}</style><link rel="stylesheet" href="/_astro/a.css"></head><style media="print">a{color:red}</style><style>${island}</style>`;
    expect(inlineStyleHashes(html)).toEqual([
      sha256(island),
      sha256("a{color:red}"),
    ]);
  });

  it("finds none in a page that only links its stylesheet", () => {
    expect(
      inlineStyleHashes(`<link rel="stylesheet" href="/_astro/a.css">`),
    ).toEqual([]);
  });
});

describe("blockedInlineAttributes", () => {
  it("finds style and event handler attributes", () => {
    const html = `<div style="color:red"><button type="button" onclick='go()'>Go</button><img src=a.png onerror=x()></div>`;
    expect(blockedInlineAttributes(html)).toEqual([
      "<div style>",
      "<button onclick>",
      "<img onerror>",
    ]);
  });

  it("ignores look-alikes in text, values, comments, scripts and styles", () => {
    const html = [
      `<p data-style="a" title="x style=y">set style="color" here</p>`,
      `<!-- <div style="a"> -->`,
      `<script>document.body.innerHTML='<b style="x">'</script>`,
      `<style>a[style="x"]{}</style>`,
      `<astro-island props="{&quot;onClick&quot;:1}" ssr></astro-island>`,
    ].join("");
    expect(blockedInlineAttributes(html)).toEqual([]);
  });
});

describe("pagePolicy", () => {
  const policy = pagePolicy({
    scriptHashes: ["'sha256-abc='"],
    connectOrigins: ["https://ipapi.co"],
  });
  const directives = new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      return [name, values];
    }),
  );

  it("allows scripts from the site and the page's hashes only", () => {
    expect(directives.get("script-src")).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("has no style-src unless given style hashes, so default-src rules styles", () => {
    expect(directives.has("style-src")).toBe(false);
    const withStyles = pagePolicy({
      scriptHashes: [],
      styleHashes: ["'sha256-style='"],
      connectOrigins: [],
    });
    expect(withStyles).toContain("; style-src 'self' 'sha256-style=';");
    expect(withStyles).not.toMatch(/unsafe-inline|unsafe-hashes/);
  });

  it("holds every directive the store needs", () => {
    expect(Object.fromEntries(directives)).toMatchObject({
      "default-src": ["'self'"],
      "connect-src": ["'self'", "https://ipapi.co"],
      "img-src": ["'self'", "data:", "blob:"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });
});

describe("originOf", () => {
  it.each([
    ["https://ipapi.co/json/", "https://ipapi.co"],
    ["http://localhost:4402/geo.json", "http://localhost:4402"],
    ["/geo.json", undefined],
  ])("%s → %s", (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});

describe("the _headers file", () => {
  it("reads back what it wrote", () => {
    const rules = [
      { path: "/*", headers: SITE_HEADERS, detach: [] },
      {
        path: "/about",
        detach: ["Content-Security-Policy"],
        headers: [["Content-Security-Policy", "a; b"]] as const,
      },
    ];
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(
      rules.map(({ path, headers, detach }) => ({
        path,
        detach,
        headers: headers.map(([name, value]) => [name, value]),
      })),
    );
  });

  it("leaves the detach lines out for Netlify, which refuses them", () => {
    const file = formatHeadersFile(
      [{ path: "/about", detach: ["X-Test"], headers: [["X-Test", "1"]] }],
      { detach: false },
    );
    expect(file).toBe("/about\n  X-Test: 1\n");
  });

  it("sends HSTS, nosniff, the referrer policy, COOP and a Permissions-Policy", () => {
    expect(
      Object.fromEntries([...SITE_HEADERS, ...DOCUMENT_HEADERS]),
    ).toMatchObject({
      "Strict-Transport-Security": expect.stringMatching(/max-age=\d{8}/),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Permissions-Policy": expect.stringContaining("camera=()"),
    });
  });
});
