/**
 * What the sales ledger's Pages Functions share (functions/go.ts,
 * functions/ledger/[[route]].ts): the build's `_ledger.json`, read once per
 * isolate, the D1 database bound as LEDGER in wrangler.toml, as the
 * LedgerDb of the code `npm start` runs too (src/ledger/handler.ts), and
 * the KV namespace bound as LEDGER_SPOOL, where a click D1 refused past
 * the retries waits (src/ledger/clicks/click-spool.ts).
 * Exports no request handler, so Pages gives it no address.
 */
import { handleLedger, type LedgerContext } from "../src/ledger/handler.ts";
import { writeClickRetrying } from "../src/ledger/clicks/keep-click.ts";
import { kvSpool, type Kv } from "../src/ledger/clicks/click-spool.ts";
import { LEDGER_FILE, type LedgerManifest } from "../src/ledger/manifest.ts";
import { d1Db, type D1 } from "../src/ledger/db/d1.ts";
import { edgeVisitor } from "../src/ledger/clicks/click-flags.ts";
import { buildFile, hostEnv, notFound, type Assets } from "./host.ts";

export type LedgerEnv = Record<string, unknown> & {
  ASSETS: Assets;
  LEDGER?: D1;
  LEDGER_SPOOL?: Kv;
};

export type FunctionContext = {
  /** `cf` is Cloudflare's word on the visitor: its country, network and bot verdict among it. */
  request: Request & { cf?: { country?: unknown } };
  env: LedgerEnv;
  next: () => Promise<Response>;
  waitUntil: (promise: Promise<unknown>) => void;
};

const state: LedgerContext["state"] = { lastMaintenance: 0 };

/** The ledger's answer, or the next handler's (the static files, the 404 page). */
export async function answer({
  request,
  env,
  next,
  waitUntil,
}: FunctionContext): Promise<Response> {
  const ledger = await buildFile<LedgerManifest>(
    env.ASSETS,
    request,
    LEDGER_FILE,
  );
  if (!ledger) return next();
  const db = env.LEDGER ? d1Db(env.LEDGER) : undefined;
  const spool = env.LEDGER_SPOOL
    ? kvSpool(env.LEDGER_SPOOL, ledger.retentionDays)
    : undefined;
  const country = request.cf?.country;
  const context: LedgerContext = {
    db,
    manifest: ledger,
    host: hostEnv(env),
    defer: (task) =>
      waitUntil(
        task().catch((error: unknown) => console.error("Sales ledger:", error)),
      ),
    // After the answer, retried: the redirect never waits for D1.
    keepClick: (record) => {
      if (db) waitUntil(writeClickRetrying(db, record, { spool }));
      else
        console.error(
          `The sales ledger has no database (bind D1 as LEDGER); a click is not recorded: ${JSON.stringify(record)}`,
        );
    },
    spool,
    fetch: (input, init) => fetch(input, init),
    now: Date.now,
    // Cloudflare's own: it replaces whatever a client sent.
    ip: request.headers.get("CF-Connecting-IP") ?? "",
    country: typeof country === "string" ? country : null,
    edge: edgeVisitor(request.cf),
    state,
  };
  const answered = await handleLedger(request, context);
  if (answered) return answered;
  if (request.method === "GET" || request.method === "HEAD") return next();
  // What an unknown address answers, for a POST too.
  return notFound(env.ASSETS, request);
}
