/**
 * What the build writes into the site folder for the hosts, not for
 * visitors: their settings (the sales ledger's partner template and pixel
 * ids, the split tests), header rules, nginx includes, and the .br and .gz
 * twins nginx serves by Accept-Encoding. Every host answers each of their
 * addresses with the store's 404 page: `npm start` (server/site-handler.mjs),
 * Cloudflare Pages (functions/_middleware.ts, which `_routes.json` runs on
 * them) and nginx (the `_nginx/internal.conf` include). This list is their
 * one home. Relative imports with their extension: the server and the
 * Pages Functions load this file as it is.
 */
import { LEDGER_FILE } from "../ledger/index.ts";
import { escapeRegExp } from "./regexp.ts";

/** The header rules Netlify, Cloudflare Pages and `npm start` read. */
export const HEADERS_FILE = "_headers";

/** The split tests the edge runs (build-tools/split-tests.ts writes it). */
export const SPLIT_TESTS_FILE = "_split-tests.json";

/** Cloudflare Pages' list of the addresses its functions run on. */
export const ROUTES_FILE = "_routes.json";

/** The nginx includes' folder. */
export const NGINX_FOLDER = "_nginx";

/** The files at the site's root that are the hosts'. */
export const INTERNAL_FILES = [
  HEADERS_FILE,
  "_redirects",
  ROUTES_FILE,
  SPLIT_TESTS_FILE,
  LEDGER_FILE,
] as const;

/** The encodings of a file the build writes beside it. */
export const TWIN_EXTENSIONS = ["br", "gz"] as const;

/** The internal addresses as one pattern, for the server and nginx alike. */
export const INTERNAL_PATTERN = `^/(?:${[
  ...INTERNAL_FILES.map((file) => `${escapeRegExp(file)}$`),
  `${NGINX_FOLDER}(?:/|$)`,
].join("|")})|\\.(?:${TWIN_EXTENSIONS.join("|")})$`;

const INTERNAL = new RegExp(INTERNAL_PATTERN);

/**
 * Whether a URL path names one of the hosts' files, however it is spelled:
 * a static server decodes "%5F" and resolves "..", so the check does too.
 * A malformed escape names no file, and counts as internal.
 */
export function isInternalPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  const segments: string[] = [];
  for (const segment of decoded.split("/"))
    if (segment === "..") segments.pop();
    else if (segment !== "." && segment !== "") segments.push(segment);
  const normal = `/${segments.join("/")}${decoded.endsWith("/") && segments.length ? "/" : ""}`;
  return INTERNAL.test(normal);
}

/**
 * The `_routes.json` rules that bring the internal addresses to the Pages
 * Functions, whose middleware answers them with the 404 page. Pages finds
 * a file by the decoded, slash-merged path but matches these rules on the
 * path as sent, so a path with an escape (`/%5Fledger.json`) or an empty
 * segment (`//_nginx/…`) goes to the middleware too, which decodes it as a
 * static server would (`isInternalPath`). Shoppers' addresses have neither.
 */
export const INTERNAL_ROUTES = [
  ...INTERNAL_FILES.map((file) => `/${file}`),
  `/${NGINX_FOLDER}/*`,
  ...TWIN_EXTENSIONS.map((extension) => `/*.${extension}`),
  "/*%*",
  "//_*",
  "/*//_*",
];

/** nginx's `_nginx/internal.conf`: the internal addresses answer as unknown ones. */
export const nginxInternalLocation = () =>
  `# The hosts' files in the site folder (src/lib/internal-files.ts): answered\n# with the 404 page, as an unknown address is.\nlocation ~ "${INTERNAL_PATTERN}" { internal; }\n`;
