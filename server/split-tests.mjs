// @ts-check
import {
  pageFor,
  servedHeaders,
  utcDay,
} from "../src/lib/experiment-assignment.ts";
import { SPLIT_TESTS_FILE } from "../src/lib/internal-files.ts";
import { siteBuildFiles } from "./site-build-files.mjs";

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
 * @param {{ secret?: string, now?: () => Date, clientOf: (request: Request) => { ip: string }, sharesOf?: import("../src/lib/experiment-assignment.ts").DayShares }} options
 *   the daily salt's key (SPLIT_TEST_SECRET), the clock, who a request
 *   came from as the server believes it (client-address.mjs), and the
 *   day's shares of a test under auto-distribution (the sales ledger's,
 *   src/ledger/split/edge-shares.ts)
 * @returns {Promise<(request: Request) => Promise<{ path: string, headers: [string, string][] } | undefined>>}
 */
export async function splitTester(
  root,
  { secret, now = () => new Date(), clientOf, sharesOf },
) {
  /** @type {Manifest | undefined} */
  const manifest = await siteBuildFiles(root)(SPLIT_TESTS_FILE);
  if (!manifest) return async () => undefined;
  if (!secret)
    console.warn(
      "Split tests: SPLIT_TEST_SECRET is not set, so every visitor sees the control.",
    );
  return async (request) => {
    const path = (request.url ?? "/").split(/[?#]/)[0] ?? "/";
    // Who the visitor is, asked only of a request for a tested page.
    const visitor = () => ({
      ip: clientOf(request).ip,
      userAgent: String(request.headers["user-agent"] ?? ""),
    });
    const served = await pageFor(manifest, path, visitor, {
      day: utcDay(now()),
      secret,
      sharesOf,
    });
    return served && { path: served.path, headers: servedHeaders(served) };
  };
}
