/**
 * What a ledger request is answered with: the host's context, its
 * settings read once, and what every address shares.
 */
import type { LedgerHost } from "./settings.ts";
import { forwardDue, type ForwardContext } from "./forward/forward.ts";
import type { LedgerManifest } from "./manifest.ts";
import { fromScheduler } from "./secret.ts";
import { isPullDue, pullSpend } from "./spend/spend-pull.ts";
import { lastPulls } from "./spend/spend.ts";
import { purge, type LedgerDb } from "./db/store.ts";
import type { ClickRecord } from "./clicks/click.ts";
import type { ClickSpool } from "./clicks/click-spool.ts";
import type { ClickRate, EdgeVisitor } from "./clicks/click-flags.ts";

export type LedgerContext = {
  /** Undefined when the host has no database: BUY NOW still redirects. */
  db: LedgerDb | undefined;
  manifest: LedgerManifest;
  /**
   * The host's secrets and settings (src/schemas/host-env.ts); undefined
   * when they cannot be used, which turns the private addresses off.
   */
  host: LedgerHost | undefined;
  /** Runs a task after the answer is sent (waitUntil on Cloudflare). */
  defer: (task: () => Promise<unknown>) => void;
  /**
   * Keeps a followed BUY NOW's record so that no answered click is lost,
   * the host's own way: on Node an append to a journal before the answer,
   * moved into the database right after (src/ledger/clicks/click-journal.mjs); on
   * Cloudflare a write after the answer, retried (keep-click.ts). Resolves
   * once the answer may be sent.
   */
  keepClick: (record: ClickRecord) => Promise<void> | void;
  /**
   * Where clicks the database refused past the retries wait, if the host
   * has one (Cloudflare: KV bound as LEDGER_SPOOL, clicks/click-spool.ts);
   * the upkeep and POST /ledger/retry write them into the database.
   */
  spool?: ClickSpool;
  fetch: typeof fetch;
  now: () => number;
  /**
   * The visitor's address and the edge's country for them, if any, as the
   * host believes them (server/client-address.mjs, functions/).
   */
  ip: string;
  country: string | null;
  /**
   * What the host's edge says about the visitor (Cloudflare's
   * `request.cf`: its network, and Bot Management's verdict where the
   * plan has it); undefined under `npm start`, which has no such word.
   */
  edge?: EdgeVisitor;
  /** Kept across requests of one process or isolate. */
  state: { lastMaintenance: number; clickRate?: ClickRate };
};

/** How often requests also retry due forwards and delete expired records. */
const MAINTENANCE_MS = 60_000;

/** A plain-text answer that is never cached or indexed. */
export const text = (status: number, body: string, headers: HeadersInit = {}) =>
  new Response(body, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      ...headers,
    },
  });

/** The answer of an address that needs the database, when there is none. */
export const noDatabase = () => text(503, "The ledger has no database.\n");

/** A JSON answer that is never cached. */
export const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * An address a scheduler POSTs to with the secret (the retry, the spend
 * pull): not this address (undefined) without them, 503 without a
 * database, else what `run` answers.
 */
export const scheduledRoute =
  (
    run: (
      context: LedgerContext,
      db: LedgerDb,
      host: LedgerHost,
    ) => Promise<Response>,
  ) =>
  async (
    request: Request,
    context: LedgerContext,
    host: LedgerHost,
  ): Promise<Response | undefined> => {
    if (!(await fromScheduler(request, host))) return undefined;
    const { db } = context;
    return db ? run(context, db, host) : noDatabase();
  };

/** The report's answer without its password: the browser asks for it. */
export const passwordAsked = () =>
  text(401, "The report needs its password.\n", {
    "WWW-Authenticate": 'Basic realm="Sales report", charset="UTF-8"',
  });

export function forwardContext(
  context: LedgerContext,
  db: LedgerDb,
  host: LedgerHost,
): ForwardContext {
  return {
    db,
    manifest: context.manifest,
    host,
    fetch: context.fetch,
    now: context.now,
  };
}

/**
 * Writes the spool's waiting clicks into the database, retries what is
 * due and deletes what has expired, at most once a minute, and pulls the
 * ads' spend once a day: the host's traffic is its clock, so no scheduler
 * is needed.
 */
export function maintainSometimes(context: LedgerContext) {
  const { db, state, host, spool } = context;
  const now = context.now();
  if (!db || now - state.lastMaintenance < MAINTENANCE_MS) return;
  state.lastMaintenance = now;
  // A task of its own: a spool that cannot be read stops no other upkeep.
  if (spool) context.defer(() => spool.drain(db));
  context.defer(async () => {
    await purge(db, now, context.manifest.retentionDays);
    if (!host) return;
    await forwardDue(forwardContext(context, db, host));
    const spend = context.manifest.spend;
    if (isPullDue(await lastPulls(db), spend, now))
      await pullSpend({ db, spend, host, fetch: context.fetch, now });
  });
}
