// @ts-check
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import sirv from "sirv";
import { isInternalPath } from "../src/lib/internal-files.ts";
import { readHostEnv } from "../src/schemas/host-env.ts";
import { clientResolver } from "./client-address.mjs";
import { headersFor, parseHeadersFile } from "./headers-file.mjs";
import { ledgerHandler } from "./ledger.mjs";
import { splitTester } from "./split-tests.mjs";
import { edgeShares } from "../src/ledger/split/edge-shares.ts";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */

/** GET and HEAD read pages; POST is the contact form's action without JavaScript. */
const METHODS = ["GET", "HEAD", "POST"];

/**
 * The request handler for a built site folder: precompressed files chosen by
 * Accept-Encoding, the headers of its `_headers` file, clean URLs, and the
 * 404 page with status 404 for anything else, however odd the path. A
 * page under a split test is served as the visitor's variant at its own
 * address (split-tests.mjs). With the sales ledger on, BUY NOW's redirect
 * and the ledger's own addresses are answered by ledger.mjs. The hosts'
 * own files in the folder (src/lib/internal-files.ts) answer as unknown
 * addresses do.
 * @param {string} root the folder, e.g. dist
 * @param {{ env?: Record<string, string | undefined>, now?: () => Date, ledger?: { now?: () => number, fetch?: typeof fetch } }} [options]
 *   the host's variables (src/schemas/host-env.ts; process.env unless
 *   given), the split tests' clock, and the ledger's clock and fetch
 * @returns {Promise<((request: Request, response: Response) => void) & { flush: () => Promise<number> }>}
 *   the handler, and `flush` for a stop: the sales ledger's click journal
 * @throws naming each variable whose value cannot be used
 */
export async function createSiteHandler(root, options = {}) {
  const read = readHostEnv(options.env ?? process.env);
  if (!read.ok)
    throw new Error(
      `The host's settings cannot be used:\n  ${read.problems.join("\n  ")}`,
    );
  const host = read.env;
  const clientOf = clientResolver(host.TRUST_PROXY);
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
  const ledger = await ledgerHandler(root, {
    ...options.ledger,
    host,
    clientOf,
  });
  const splitTest = await splitTester(root, {
    secret: host.SPLIT_TEST_SECRET,
    now: options.now,
    clientOf,
    // A test under auto-distribution takes the day's shares from the ledger.
    sharesOf: edgeShares({
      db: ledger?.db,
      manifest: ledger?.manifest,
      now: options.ledger?.now,
    }),
  });
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

  /** @param {Request} request @param {Response} response */
  const handle = async (request, response) => {
    try {
      const method = request.method ?? "GET";
      const path = pathOf(request.url ?? "/");
      if (!METHODS.includes(method)) {
        setHeaders(response, path);
        response.writeHead(405, { Allow: METHODS.join(", ") });
        response.end();
        return;
      }
      // The hosts' own files, however spelled, before any redirect.
      if (isInternalPath(path)) {
        notFound(request, response);
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
      if (ledger && (await ledger.handle(request, response))) return;
      // A 404 page answers as one at its own address too.
      if (
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
  return Object.assign(handle, {
    flush: ledger ? ledger.flush : async () => 0,
  });
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
