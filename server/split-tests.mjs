// @ts-check
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  pageFor,
  servedHeaders,
  utcDay,
} from "../src/lib/experiment-assignment.ts";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("../src/lib/experiment-assignment.ts").SplitTestsManifest} Manifest */

/**
 * `npm start`'s side of the store's split tests, as Cloudflare Pages
 * middleware does it (functions/_middleware.ts): for a request to a tested
 * page, the visitor's variant (src/lib/experiment-assignment.ts), its file
 * and its headers with `Cache-Control: private`; undefined for every other
 * request, and for all of them when the build has no test
 * (`_split-tests.json` is written only when one is on).
 * @param {string} root the build folder
 * @param {{ secret?: string, now?: () => Date }} options
 * @returns {Promise<(request: Request) => Promise<{ path: string, headers: [string, string][] } | undefined>>}
 */
export async function splitTester(root, { secret, now = () => new Date() }) {
  /** @type {Manifest | undefined} */
  const manifest = await readFile(join(root, "_split-tests.json"), "utf8")
    .then((text) => JSON.parse(text))
    .catch(() => undefined);
  if (!manifest) return async () => undefined;
  if (!secret)
    console.warn(
      "Split tests: SPLIT_TEST_SECRET is not set, so every visitor sees the control.",
    );
  return async (request) => {
    const path = (request.url ?? "/").split(/[?#]/)[0] ?? "/";
    const served = await pageFor(manifest, path, visitorOf(request), {
      day: utcDay(now()),
      secret,
    });
    return served && { path: served.path, headers: servedHeaders(served) };
  };
}

/**
 * The visitor as the assignment sees them: the address the request came
 * from (the first X-Forwarded-For hop behind a proxy) and the browser.
 * @param {Request} request
 */
function visitorOf(request) {
  const forwarded = String(request.headers["x-forwarded-for"] ?? "")
    .split(",")[0]
    ?.trim();
  return {
    ip: forwarded || request.socket.remoteAddress || "",
    userAgent: String(request.headers["user-agent"] ?? ""),
  };
}
