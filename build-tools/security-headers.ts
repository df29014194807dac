import { createHash } from "node:crypto";
import { elementsNamed, htmlElements } from "./html.ts";

/** A response header as a name and its value. */
export type Header = readonly [name: string, value: string];

/** One block of a Netlify / Cloudflare Pages `_headers` file. */
/**
 * The headers of the paths a rule matches. `detach` names headers an earlier,
 * wider rule attached that this one takes off again (Cloudflare Pages'
 * `! Name` line), before adding its own.
 */
export type HeaderRule = {
  path: string;
  headers: readonly Header[];
  detach?: readonly string[];
};

/** Headers every response carries, whatever it is. */
export const SITE_HEADERS: readonly Header[] = [
  // Two years, as the HSTS preload list asks.
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
  ["X-Content-Type-Options", "nosniff"],
];

/**
 * Headers only documents act on. Scripts, styles and images go without them:
 * on HTTP/1.1 each of the page's files would carry half a kilobyte more. The
 * Content-Security-Policy is per page too (pagePolicy), as it lists each
 * page's own inline scripts.
 */
export const DOCUMENT_HEADERS: readonly Header[] = [
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  // Browsers older than CSP's frame-ancestors still honour this one.
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  [
    "Permissions-Policy",
    [
      "accelerometer",
      "autoplay",
      "camera",
      "display-capture",
      "encrypted-media",
      "fullscreen",
      "geolocation",
      "gyroscope",
      "magnetometer",
      "microphone",
      "midi",
      "payment",
      "picture-in-picture",
      "publickey-credentials-get",
      "screen-wake-lock",
      "usb",
      "xr-spatial-tracking",
    ]
      .map((feature) => `${feature}=()`)
      .join(", "),
  ],
];

/** The store editor's page (Sveltia CMS), not a shopper's: src/pages/admin/. */
export const EDITOR_PATH = "/admin";

/**
 * The editor's policy: what Sveltia CMS needs, on its page only. Svelte
 * sets inline styles; previews of images are data: and blob: URLs, which it
 * also fetches; once the operator signs in to GitHub, its GitHub backend
 * talks to api.github.com and shows avatars and files from GitHub's
 * hosts. Its script, interface fonts and icons, its version check and its
 * GitHub status check are the store's own (src/lib/editor-script.ts), so
 * no other origin is allowed.
 */
export function editorPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self'",
    "media-src 'self' blob:",
    "connect-src 'self' data: blob: https://api.github.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * What the editor's page changes of the store's document headers: it is
 * kept out of search results, and may open GitHub's sign-in window and hear
 * back from it.
 */
export const EDITOR_HEADERS: readonly Header[] = [
  ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
  ["X-Robots-Tag", "noindex, nofollow"],
];

/** Hashed file names never change content, so they may be cached for a year. */
export const ASSET_CACHE: Header = [
  "Cache-Control",
  "public, max-age=31536000, immutable",
];

/** Pages and other unhashed files are revalidated on every visit. */
export const PAGE_CACHE: Header = ["Cache-Control", "no-cache"];

/**
 * The script types a browser runs, or reads as rules, from inline text: a
 * classic script (no type, or a JavaScript MIME type), a module, an import
 * map and speculation rules. CSP checks all of them against script-src. Any
 * other type is a data block, such as JSON-LD, which nothing executes.
 */
const EXECUTED_SCRIPT_TYPES = new Set([
  "module",
  "importmap",
  "speculationrules",
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/ecmascript",
]);

/**
 * A CSP hash source of an element's text. Browsers turn every CR LF and lone
 * CR into LF before parsing, so the hash is of the text they see.
 */
function hashSource(text: string): string {
  const digest = createHash("sha256")
    .update(text.replace(/\r\n?/g, "\n"), "utf8")
    .digest("base64");
  return `'sha256-${digest}'`;
}

/**
 * The CSP source expressions ('sha256-…') of the inline scripts an HTML page
 * runs, speculation rules included. Scripts with a src, and data blocks such
 * as JSON-LD, are not hashed: the browser never executes the latter, and the
 * former come from 'self'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const { attributes, text } of elementsNamed(html, "script")) {
    if (attributes.has("src")) continue;
    const type = attributes.get("type")?.trim().toLowerCase();
    if (type && !EXECUTED_SCRIPT_TYPES.has(type)) continue;
    hashes.add(hashSource(text));
  }
  return [...hashes];
}

/**
 * The CSP source expressions of an HTML page's inline <style> elements, such
 * as the one Astro adds for its islands.
 */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const { text } of elementsNamed(html, "style")) {
    hashes.add(hashSource(text));
  }
  return [...hashes];
}

/**
 * The style="" and on…="" attributes of a page, as `<tag attribute>`. A hash
 * cannot allow them without 'unsafe-hashes', so the policy blocks them: the
 * build refuses a page that has one rather than ship a page that breaks.
 */
export function blockedInlineAttributes(html: string): string[] {
  return htmlElements(html).flatMap(({ name, attributes }) =>
    [...attributes.keys()]
      .filter((attribute) => /^(style|on[a-z]+)$/.test(attribute))
      .map((attribute) => `<${name} ${attribute}>`),
  );
}

/**
 * The Content-Security-Policy of one page: everything from the site itself,
 * scripts also by the hashes of that page's inline scripts, and requests to
 * the geo-IP service. Review photos are shown as data: and blob: URLs. With
 * styleHashes, styles get a directive of their own: the stylesheets from the
 * site and the page's inline <style> elements by hash. Analytics and
 * pixels the operator configured add their hosts (scriptSources,
 * connectOrigins, imgSources); without them the policy names no other site.
 */
export function pagePolicy(options: {
  scriptHashes: readonly string[];
  styleHashes?: readonly string[];
  connectOrigins: readonly string[];
  scriptSources?: readonly string[];
  imgSources?: readonly string[];
}): string {
  type Directive = [name: string, ...sources: string[]];
  const styles: Directive[] = options.styleHashes
    ? [["style-src", "'self'", ...options.styleHashes]]
    : [];
  const directives: Directive[] = [
    ["default-src", "'self'"],
    [
      "script-src",
      "'self'",
      ...options.scriptHashes,
      ...(options.scriptSources ?? []),
    ],
    ...styles,
    ["connect-src", "'self'", ...options.connectOrigins],
    ["img-src", "'self'", "data:", "blob:", ...(options.imgSources ?? [])],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/** The origin of an absolute http(s) URL, or nothing for a same-site path. */
export function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

/**
 * Renders rules in the `_headers` format Cloudflare Pages and Netlify read.
 * Netlify knows no `! Name` line and refuses a rule that has one; it needs
 * none, as it serves the most specific rule's value of a header, so a
 * build for Netlify (`detach: false`) leaves them out.
 */
export function formatHeadersFile(
  rules: readonly HeaderRule[],
  { detach = true }: { detach?: boolean } = {},
): string {
  return rules
    .map(({ path, headers, detach: names = [] }) =>
      [
        path,
        ...(detach ? names.map((name) => `  ! ${name}`) : []),
        ...headers.map(([name, value]) => `  ${name}: ${value}`),
      ].join("\n"),
    )
    .join("\n\n")
    .concat("\n");
}
