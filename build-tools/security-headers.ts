import { createHash } from "node:crypto";

/** A response header as a name and its value. */
export type Header = readonly [name: string, value: string];

/** One block of a Netlify / Cloudflare Pages `_headers` file. */
export type HeaderRule = { path: string; headers: readonly Header[] };

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

/** Hashed file names never change content, so they may be cached for a year. */
export const ASSET_CACHE: Header = [
  "Cache-Control",
  "public, max-age=31536000, immutable",
];

/** Pages and other unhashed files are revalidated on every visit. */
export const PAGE_CACHE: Header = ["Cache-Control", "no-cache"];

/**
 * A page's loader data, fetched when the shopper follows a link to the page:
 * the media type React Router's own server sends, and as fresh as the page.
 */
export const DATA_HEADERS: readonly Header[] = [
  ["Content-Type", "text/x-script"],
  PAGE_CACHE,
];

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP source expressions ('sha256-…') of the inline scripts an HTML page
 * runs. Scripts with a src, and data blocks such as JSON-LD, are not hashed:
 * the browser never executes the latter, and the former come from 'self'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (type && !["module", "text/javascript"].includes(type.toLowerCase())) {
      continue;
    }
    const digest = createHash("sha256").update(body, "utf8").digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of one page: everything from the site itself,
 * scripts also by the hashes of that page's inline scripts, and requests to
 * the geo-IP service. Review photos are shown as data: and blob: URLs.
 */
export function pagePolicy(options: {
  scriptHashes: readonly string[];
  connectOrigins: readonly string[];
}): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...options.scriptHashes],
    ["connect-src", "'self'", ...options.connectOrigins],
    ["img-src", "'self'", "data:", "blob:"],
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

/** Renders rules in the `_headers` format Netlify and Cloudflare Pages read. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ path, headers }) =>
      [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join(
        "\n",
      ),
    )
    .join("\n\n")
    .concat("\n");
}
