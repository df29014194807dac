/**
 * What a ledger request is answered with: the host's context, its
 * settings read once, and what every address shares.
 */
import { readLedgerHost, type LedgerHost } from "../../schemas/ledger.ts";
import { forwardDue, type ForwardContext } from "./forward.ts";
import type { LedgerManifest } from "./manifest.ts";
import { purge, type LedgerDb } from "./store.ts";

export type LedgerContext = {
  /** Undefined when the host has no database: BUY NOW still redirects. */
  db: LedgerDb | undefined;
  manifest: LedgerManifest;
  /** The host's variables (secrets and settings, src/schemas/ledger.ts). */
  env: Record<string, unknown>;
  /** Runs a task after the answer is sent (waitUntil on Cloudflare). */
  defer: (task: () => Promise<unknown>) => void;
  fetch: typeof fetch;
  now: () => number;
  /** The visitor's address and the edge's country for them, if any. */
  ip: string;
  country: string | null;
  /** Kept across requests of one process or isolate. */
  state: { lastMaintenance: number };
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

/** The host's settings, read once per process or isolate. */
const hosts = new WeakMap<object, LedgerHost | undefined>();
export function hostOf(context: LedgerContext): LedgerHost | undefined {
  if (!hosts.has(context.state)) {
    const read = readLedgerHost(context.env);
    if (!read.ok)
      console.error(
        `The click ledger's host settings cannot be used, so its private addresses are off:\n  ${read.problems.join("\n  ")}`,
      );
    hosts.set(context.state, read.ok ? read.host : undefined);
  }
  return hosts.get(context.state);
}

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

/** Retries what is due and deletes what has expired, at most once a minute. */
export function maintainSometimes(context: LedgerContext) {
  const { db, state } = context;
  const host = hostOf(context);
  const now = context.now();
  if (!db || now - state.lastMaintenance < MAINTENANCE_MS) return;
  state.lastMaintenance = now;
  context.defer(async () => {
    await purge(db, now, context.manifest.retentionDays);
    if (host) await forwardDue(forwardContext(context, db, host));
  });
}
