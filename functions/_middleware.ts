/**
 * Cloudflare Pages middleware. The hosts' own files in the site folder
 * (src/lib/internal-files.ts: the ledger's and the split tests' settings,
 * the nginx includes, the encoded twins) answer as unknown addresses do.
 * And the store's split tests at the edge
 * (docs/split-tests.md): `_routes.json`, which the build writes, runs it on
 * the tested pages' addresses, the ledger's and the internal files'. For such
 * a request it serves the visitor's variant (src/lib/experiment-assignment.ts)
 * at the address asked for, query and all: a rewrite, not a redirect.
 * Pages applies no `_headers` to a response a function makes, so this sets
 * the page's own security headers, from `_split-tests.json`, itself, with
 * `Cache-Control: private`. A test under auto-distribution takes the
 * day's shares from the sales ledger's D1 (src/ledger/split/edge-shares.ts).
 */
import {
  pageFor,
  servedHeaders,
  utcDay,
  type SplitTestsManifest,
} from "../src/lib/experiment-assignment.ts";
import { isInternalPath, SPLIT_TESTS_FILE } from "../src/lib/internal-files.ts";
import { LEDGER_FILE, type LedgerManifest } from "../src/ledger/manifest.ts";
import { d1Db, type D1 } from "../src/ledger/db/d1.ts";
import { edgeShares, type SharesOf } from "../src/ledger/split/edge-shares.ts";
import { buildFile, hostEnv, notFound, type Assets } from "./host.ts";

type Env = Record<string, unknown> & {
  /** The static files of the build. */
  ASSETS: Assets;
  /** The sales ledger's database, where auto-distribution keeps the day's shares. */
  LEDGER?: D1;
};

/** The day's shares of a test under auto-distribution, cached per isolate. */
let shares: SharesOf | undefined;

type Context = {
  request: Request;
  env: Env;
  next: () => Promise<Response>;
};

export async function onRequest({ request, env, next }: Context) {
  const url = new URL(request.url);
  if (isInternalPath(url.pathname)) return notFound(env.ASSETS, request);
  if (request.method !== "GET" && request.method !== "HEAD") return next();
  const host = hostEnv(env);
  if (!host) return next();
  const tests = await buildFile<SplitTestsManifest>(
    env.ASSETS,
    request,
    SPLIT_TESTS_FILE,
  );
  if (!tests) return next();
  const served = await pageFor(
    tests,
    url.pathname,
    () => ({
      ip: request.headers.get("CF-Connecting-IP") ?? "",
      userAgent: request.headers.get("User-Agent") ?? "",
    }),
    {
      day: utcDay(new Date()),
      secret: host.SPLIT_TEST_SECRET,
      sharesOf: async (test, day) => {
        shares ??= edgeShares({
          db: env.LEDGER ? d1Db(env.LEDGER) : undefined,
          manifest: await buildFile<LedgerManifest>(
            env.ASSETS,
            request,
            LEDGER_FILE,
          ),
        });
        return shares(test, day);
      },
    },
  );
  if (!served) return next();
  const asset = await env.ASSETS.fetch(
    new Request(new URL(served.path + url.search, url), request),
  );
  if (!asset.ok) return next();
  const headers = new Headers(asset.headers);
  for (const [name, value] of servedHeaders(served)) headers.set(name, value);
  return new Response(asset.body, { status: asset.status, headers });
}
