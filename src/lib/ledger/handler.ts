/**
 * The click ledger's addresses, one implementation for both hosts: Pages
 * Functions on Cloudflare (functions/) and `npm start`'s server (server/)
 * hand in a web Request and their database, and send back the Response.
 *
 * - GET /go: BUY NOW. Answers at once with a redirect to the partner link
 *   carrying the click's key; the record is written after the answer.
 * - GET|POST /ledger/postback: a network reports a sale (secret).
 * - GET /ledger/google-ads.csv: the Google Ads click-conversion file (secret).
 * - GET /ledger/report: the operator's report, or its CSV (password).
 * - POST /ledger/retry: tries failed forwards now, and deletes expired records (secret).
 *
 * A wrong or missing secret answers as an unknown address does: the
 * host's 404 page (the handler returns undefined).
 */
import { partnerLink } from "../attribution.ts";
import { readLedgerHost, type LedgerHost } from "../../schemas/ledger.ts";
import { readClick } from "./click.ts";
import { newClickKey } from "./click-key.ts";
import { forwardDue, type ForwardContext } from "./forward.ts";
import { googleFile, type GoogleRow } from "./google-file.ts";
import {
  GO_PATH,
  LEDGER_PATH,
  PLATFORM_NAMES,
  type LedgerManifest,
} from "./manifest.ts";
import { MAX_POSTBACK_BYTES, readPostback } from "./postback.ts";
import { buildReport, reportCsv } from "./report.ts";
import { REPORT_STYLE, reportPage } from "./report-page.ts";
import {
  openForwards,
  purge,
  recordClick,
  recordSale,
  type LedgerDb,
} from "./store.ts";

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

/** Whether a path is one of the ledger's. */
export const isLedgerPath = (path: string): boolean =>
  path === GO_PATH || path.startsWith(`${LEDGER_PATH}/`);

const text = (status: number, body: string, headers: HeadersInit = {}) =>
  new Response(body, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      ...headers,
    },
  });

const encoder = new TextEncoder();

/** Equal strings, compared in time that does not depend on where they differ. */
export async function sameSecret(
  given: string,
  expected: string,
): Promise<boolean> {
  const [a, b] = await Promise.all(
    [given, expected].map(
      async (value) =>
        new Uint8Array(
          await crypto.subtle.digest("SHA-256", encoder.encode(value)),
        ),
    ),
  );
  let difference = 0;
  for (let i = 0; i < a!.length; i++) difference |= a![i]! ^ b![i]!;
  return difference === 0 && expected.length > 0;
}

/** The password of a Basic Authorization header, if any. */
function basicPassword(request: Request): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(
    request.headers.get("Authorization") ?? "",
  );
  if (!match) return undefined;
  try {
    const decoded = atob(match[1]!);
    return decoded.slice(decoded.indexOf(":") + 1);
  } catch {
    return undefined;
  }
}

/**
 * Whether a request to one of the secret's addresses gives it, as
 * `?secret=` or as the password of Basic authentication (what Google
 * Ads' scheduled fetch sends).
 */
async function givesSecret(
  request: Request,
  host: LedgerHost,
): Promise<boolean> {
  const given =
    new URL(request.url).searchParams.get("secret") ?? basicPassword(request);
  return (
    !!host.LEDGER_SECRET &&
    !!given &&
    (await sameSecret(given, host.LEDGER_SECRET))
  );
}

/** The host's settings, read once per process or isolate. */
const hosts = new WeakMap<object, LedgerHost | undefined>();
function hostOf(context: LedgerContext): LedgerHost | undefined {
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

function forwardContext(
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
function maintainSometimes(context: LedgerContext) {
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

function go(request: Request, context: LedgerContext): Response {
  const { manifest } = context;
  const url = new URL(request.url);
  let location: string;
  try {
    const key = newClickKey();
    const click = readClick(
      {
        url,
        referer: request.headers.get("Referer"),
        cookie: request.headers.get("Cookie"),
        ip: context.ip,
        userAgent: request.headers.get("User-Agent") ?? "",
        country: context.country,
        now: context.now(),
      },
      key,
      manifest,
    );
    location = click.location;
    // A HEAD (a link checker) and the browser's own prefetch are no clicks.
    const prefetch = /prefetch/i.test(request.headers.get("Sec-Purpose") ?? "");
    const { db } = context;
    if (request.method === "GET" && !prefetch) {
      if (db)
        context.defer(() =>
          recordClick(db, click.record).catch((error: unknown) =>
            console.error("The click ledger could not record a click:", error),
          ),
        );
      else
        console.error(
          "The click ledger has no database: the click is not recorded",
        );
      maintainSometimes(context);
    }
  } catch (error) {
    // BUY NOW still sells: the plain link, as the page would have had it.
    console.error("The click ledger could not read a click:", error);
    location = partnerLink(manifest.link, manifest.product, {});
  }
  return new Response(null, {
    status: 302,
    headers: {
      Location: location,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    },
  });
}

/** A postback's parameters, from the query and the body together; or why they cannot be read. */
async function postbackParams(
  request: Request,
): Promise<URLSearchParams | string> {
  const url = new URL(request.url);
  const params = new URLSearchParams(url.search);
  if (request.method !== "POST") return params;
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > MAX_POSTBACK_BYTES)
    return `the postback is larger than ${MAX_POSTBACK_BYTES} bytes`;
  const body = await request.text();
  if (encoder.encode(body).length + url.search.length > MAX_POSTBACK_BYTES)
    return `the postback is larger than ${MAX_POSTBACK_BYTES} bytes`;
  const type = request.headers.get("Content-Type") ?? "";
  if (/json/i.test(type)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return "the body is not JSON";
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      return "the body must be a JSON object";
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value !== "string" && typeof value !== "number")
        return `${name} must be a string or a number`;
      params.append(name, String(value));
    }
    return params;
  }
  for (const [name, value] of new URLSearchParams(body))
    params.append(name, value);
  return params;
}

async function postback(
  request: Request,
  context: LedgerContext,
  host: LedgerHost,
): Promise<Response | undefined> {
  if (request.method !== "GET" && request.method !== "POST") return undefined;
  const url = new URL(request.url);
  const params = await postbackParams(request);
  // The secret is checked before anything else is said about the request.
  const secrets =
    typeof params === "string"
      ? url.searchParams.getAll("secret")
      : params.getAll("secret");
  if (
    !host.LEDGER_SECRET ||
    secrets.length !== 1 ||
    !(await sameSecret(secrets[0]!, host.LEDGER_SECRET))
  )
    return undefined;
  if (typeof params === "string") return text(400, `Not stored: ${params}.\n`);
  const read = readPostback(params, context.manifest.currencies.fallback);
  if (!read.ok) return text(400, `Not stored: ${read.reason}.\n`);
  const { db } = context;
  if (!db)
    return text(
      503,
      "Not stored: the ledger has no database. Send it again later.\n",
    );
  const now = context.now();
  const result = await recordSale(db, read.sale, now);
  const platforms = PLATFORM_NAMES.filter(
    (name) => context.manifest.forward[name],
  );
  if (read.sale.status === "approved" && result !== "unchanged") {
    await openForwards(db, read.sale.orderId, platforms, now);
    context.defer(() =>
      forwardDue(forwardContext(context, db, host), {
        orderId: read.sale.orderId,
      }),
    );
  }
  maintainSometimes(context);
  return text(200, `${result}\n`);
}

async function googleAds(
  request: Request,
  context: LedgerContext,
  host: LedgerHost,
): Promise<Response | undefined> {
  const google = context.manifest.forward.google;
  if (!google || !(await givesSecret(request, host))) return undefined;
  const { db } = context;
  if (!db) return text(503, "The ledger has no database.\n");
  const now = context.now();
  const since = now - Math.min(90, context.manifest.retentionDays) * 86_400_000;
  const rows = await db.all<GoogleRow>(
    `SELECT s.order_id, c.gclid, c.gbraid, c.wbraid, s.value_micros, s.currency, s.approved_at
     FROM sales s JOIN clicks c ON c.click_key = s.click_key
     WHERE s.status = 'approved' AND c.ad_consent = 1 AND s.approved_at >= ?
       AND (c.gclid IS NOT NULL OR c.gbraid IS NOT NULL OR c.wbraid IS NOT NULL)
     ORDER BY s.approved_at`,
    [since],
  );
  // The file lists each sale until it expires; Google skips what it has imported.
  await db.run(
    `UPDATE forwards SET state = 'sent', detail = ?, updated_at = ?
     WHERE platform = 'google' AND state = 'pending' AND order_id IN (
       SELECT s.order_id FROM sales s JOIN clicks c ON c.click_key = s.click_key
       WHERE s.status = 'approved' AND c.ad_consent = 1 AND s.approved_at >= ?
         AND (c.gclid IS NOT NULL OR c.gbraid IS NOT NULL OR c.wbraid IS NOT NULL))`,
    [
      `listed in the Google Ads file, first fetched ${new Date(now).toISOString()}`,
      now,
      since,
    ],
  );
  await db.run(
    `UPDATE forwards SET state = 'skipped', detail = 'no Google click id with ad consent', updated_at = ?
     WHERE platform = 'google' AND state = 'pending' AND order_id NOT IN (
       SELECT s.order_id FROM sales s JOIN clicks c ON c.click_key = s.click_key
       WHERE c.ad_consent = 1 AND (c.gclid IS NOT NULL OR c.gbraid IS NOT NULL OR c.wbraid IS NOT NULL))`,
    [now],
  );
  return text(200, googleFile(rows, google), {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": 'attachment; filename="google-ads-conversions.csv"',
  });
}

async function report(
  request: Request,
  context: LedgerContext,
  host: LedgerHost,
): Promise<Response | undefined> {
  if (!host.LEDGER_REPORT_PASSWORD) return undefined;
  const given = basicPassword(request);
  if (!given || !(await sameSecret(given, host.LEDGER_REPORT_PASSWORD)))
    return text(401, "The report needs its password.\n", {
      "WWW-Authenticate": 'Basic realm="Sales report", charset="UTF-8"',
    });
  const { db } = context;
  if (!db) return text(503, "The ledger has no database.\n");
  const url = new URL(request.url);
  const retention = context.manifest.retentionDays;
  const asked = Number(url.searchParams.get("days") ?? 30);
  const days =
    Number.isInteger(asked) && asked >= 1 ? Math.min(asked, retention) : 30;
  const data = await buildReport(db, context.now(), Math.min(days, retention));
  if (url.searchParams.get("format") === "csv")
    return text(200, reportCsv(data), {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="sales-report.csv"',
    });
  const style = btoa(
    String.fromCharCode(
      ...new Uint8Array(
        await crypto.subtle.digest("SHA-256", encoder.encode(REPORT_STYLE)),
      ),
    ),
  );
  return new Response(reportPage(data, days), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Content-Security-Policy": `default-src 'none'; style-src 'sha256-${style}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
}

async function retry(
  request: Request,
  context: LedgerContext,
  host: LedgerHost,
): Promise<Response | undefined> {
  if (request.method !== "POST" || !(await givesSecret(request, host)))
    return undefined;
  const { db } = context;
  if (!db) return text(503, "The ledger has no database.\n");
  const now = context.now();
  const purged = await purge(db, now, context.manifest.retentionDays);
  const outcomes = await forwardDue(forwardContext(context, db, host), {
    asOf: Number.MAX_SAFE_INTEGER,
  });
  return Response.json(
    { purged, forwards: outcomes },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * The ledger's answer to a request, or undefined for the host to answer
 * (a path that is not the ledger's, a wrong secret: the 404 page).
 */
export async function handleLedger(
  request: Request,
  context: LedgerContext,
): Promise<Response | undefined> {
  const path = new URL(request.url).pathname;
  if (path === GO_PATH)
    return request.method === "GET" || request.method === "HEAD"
      ? go(request, context)
      : undefined;
  if (!path.startsWith(`${LEDGER_PATH}/`)) return undefined;
  const host = hostOf(context);
  if (!host) return undefined;
  const route = path.slice(LEDGER_PATH.length + 1);
  if (route === "postback") return postback(request, context, host);
  if (request.method !== "GET" && route !== "retry") return undefined;
  if (route === "google-ads.csv") return googleAds(request, context, host);
  if (route === "report") return report(request, context, host);
  if (route === "retry") return retry(request, context, host);
  return undefined;
}
