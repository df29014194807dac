// @ts-check
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, posix } from "node:path";
import sirv from "sirv";
import { headersFor, parseHeadersFile } from "./headers-file.mjs";
import { ledgerHandler } from "./ledger.mjs";
import { splitTester } from "./split-tests.mjs";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */

/** GET and HEAD read pages; POST is the contact form's action without JavaScript. */
const METHODS = ["GET", "HEAD", "POST"];

/**
 * Files in the build folder that are configuration (`_headers`, the nginx
 * includes in `_nginx/`) or encodings, not URLs.
 */
const HIDDEN =
  /^\/_headers$|^\/_nginx(\/|$)|^\/_routes\.json$|^\/_split-tests\.json$|^\/_ledger\.json$|\.(br|gz)$/;

/**
 * The request handler for a built site folder: precompressed files chosen by
 * Accept-Encoding, the headers of its `_headers` file, clean URLs, and the
 * 404 page with status 404 for anything else, however odd the path. A
 * page under a split test is served as the visitor's variant at its own
 * address (split-tests.mjs). With the click ledger on, BUY NOW's redirect
 * and the ledger's own addresses are answered by ledger.mjs.
 * @param {string} root the folder, e.g. dist
 * @param {{ splitTestSecret?: string, now?: () => Date, ledger?: Parameters<typeof ledgerHandler>[1] }} [options]
 *   the split tests' secret (SPLIT_TEST_SECRET), the clock, and the ledger's options
 * @returns {Promise<(request: Request, response: Response) => void>}
 */
export async function createSiteHandler(root, options = {}) {
  const rules = parseHeadersFile(
    await readFile(join(root, "_headers"), "utf8"),
  );
  /**
   * A 404 page and its twins.
   * @param {string} file
   * @returns {Promise<Record<"identity" | "br" | "gzip", Buffer | undefined>>}
   */
  const notFoundFile = async (file) => ({
    identity: await readFile(join(root, file)),
    // The build leaves out a twin that would be no smaller.
    br: await readFile(join(root, `${file}.br`)).catch(() => undefined),
    gzip: await readFile(join(root, `${file}.gz`)).catch(() => undefined),
  });
  const notFoundPage = await notFoundFile("404.html");
  // Each language's own (de/404.html) for the addresses under it, as
  // Cloudflare Pages serves the nearest 404.html up the path.
  const languageNotFound = new Map(
    await Promise.all(
      (await readdir(root, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .filter((name) => existsSync(join(root, name, "404.html")))
        .map(
          async (name) =>
            /** @type {const} */ ([
              name,
              await notFoundFile(`${name}/404.html`),
            ]),
        ),
    ),
  );
  const splitTest = await splitTester(root, {
    secret: options.splitTestSecret ?? process.env.SPLIT_TEST_SECRET,
    now: options.now,
  });
  const ledger = await ledgerHandler(root, options.ledger);
  const files = sirv(root, {
    brotli: true,
    gzip: true,
    etag: true,
    extensions: ["html"],
  });

  /**
   * The 404 page with its own headers, whatever the path asked for: the
   * ones Cloudflare Pages gives an unknown path (the site-wide rule), which
   * a path that decodes to a page's, such as "/..%2f", must not change.
   * @param {Request} request @param {Response} response
   */
  function notFound(request, response) {
    const [, first = ""] = pathOf(request.url ?? "/").split("/");
    const language = languageNotFound.get(first);
    const page = language ?? notFoundPage;
    setHeaders(response, language ? `/${first}/404` : "/404");
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const encoding =
      /\bbr\b/.test(accepted) && page.br
        ? "br"
        : /\bgzip\b/.test(accepted) && page.gzip
          ? "gzip"
          : "identity";
    const body = /** @type {Buffer} */ (page[encoding]);
    response.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Length": body.length,
      Vary: "Accept-Encoding",
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  }

  /** @param {Response} response @param {string} path */
  function setHeaders(response, path) {
    for (const [name, value] of headersFor(rules, path)) {
      response.setHeader(name, value);
    }
  }

  return async (request, response) => {
    try {
      const method = request.method ?? "GET";
      const path = pathOf(request.url ?? "/");
      if (!METHODS.includes(method)) {
        setHeaders(response, path);
        response.writeHead(405, { Allow: METHODS.join(", ") });
        response.end();
        return;
      }
      const clean = cleanPath(path);
      if (clean !== path) {
        setHeaders(response, clean);
        const query = (request.url ?? "").slice(path.length);
        response.writeHead(308, { Location: clean + query });
        response.end();
        return;
      }
      if (ledger && (await ledger(request, response))) return;
      // A 404 page answers as one at its own address too.
      if (
        isHidden(path) ||
        path === "/404" ||
        [...languageNotFound.keys()].some((code) => path === `/${code}/404`)
      ) {
        notFound(request, response);
        return;
      }
      const served = method === "POST" ? undefined : await splitTest(request);
      if (served) {
        // The variant's file at the page's own address, query and all.
        for (const [name, value] of served.headers)
          response.setHeader(name, value);
        request.url = served.path + (request.url ?? "").slice(path.length);
      } else setHeaders(response, path);
      files(request, response, () => notFound(request, response));
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    }
  };
}

/**
 * Whether a path names a file that is not a URL, however it is spelled:
 * sirv decodes "%5F" and resolves "..", so the check does too.
 * @param {string} path
 */
function isHidden(path) {
  try {
    return HIDDEN.test(posix.normalize(decodeURIComponent(path)));
  } catch {
    // Malformed escapes name no file.
    return true;
  }
}

/**
 * The path of a request target, without its query or fragment.
 * @param {string} target
 */
function pathOf(target) {
  const end = target.search(/[?#]/);
  return end < 0 ? target : target.slice(0, end);
}

/**
 * The canonical form of a page path: no trailing slash, no "index.html" or
 * ".html". Leading slashes collapse to one, so "//example.com/" can never
 * redirect to another site.
 * @param {string} path
 */
export function cleanPath(path) {
  const clean = path
    .replace(/^\/+/, "/")
    .replace(/(\/index)?\.html$/, "")
    .replace(/\/+$/, "");
  return clean || "/";
}
