/**
 * The sales ledger's addresses, one implementation for both hosts: Pages
 * Functions on Cloudflare (functions/) and `npm start`'s server (server/)
 * hand in a web Request and their database, and send back the Response.
 *
 * - GET /go: BUY NOW. Answers at once with a redirect to the partner link
 *   carrying the click's key; the record is written after the answer.
 * - GET|POST /ledger/postback: a network reports a sale (secret).
 * - GET /ledger/<file>: a platform's conversion file, such as Google Ads'
 *   google-ads.csv (secret).
 * - GET /ledger/report: the operator's report, or its CSV (password).
 * - POST /ledger/report/spend, /ledger/report/pull: the report's forms that
 *   bring spend in (password, from the report's page; spend-routes.ts).
 * - POST /ledger/retry: writes the clicks waiting in the spool, tries failed
 *   forwards now, and deletes expired records (secret).
 * - POST /ledger/spend/pull: pulls the ads' spend now, for a scheduler (secret).
 *
 * A wrong or missing secret answers as an unknown address does: the
 * host's 404 page (the handler returns undefined).
 */
import type { LedgerContext } from "./context.ts";
import { go } from "./clicks/go.ts";
import { GO_PATH, LEDGER_PATH } from "./manifest.ts";
import { conversionFile, fileAt, report, retry } from "./operator-routes.ts";
import { postback } from "./sales/postback-route.ts";
import { MAX_POSTBACK_BYTES } from "./sales/postback.ts";
import {
  importSpendForm,
  MAX_SPEND_UPLOAD_BYTES,
  pullSpendForm,
  pullSpendScheduled,
  SPEND_FORM,
} from "./spend/spend-routes.ts";

export type { LedgerContext } from "./context.ts";

/** Whether a path is one of the ledger's. */
export const isLedgerPath = (path: string): boolean =>
  path === GO_PATH || path.startsWith(`${LEDGER_PATH}/`);

/**
 * The most of a request's body a path reads: a spend export's upload, or
 * a postback (a host that buffers bodies keeps one byte more, so that the
 * route can tell an oversized one).
 */
export const bodyLimit = (path: string): number =>
  path === SPEND_FORM ? MAX_SPEND_UPLOAD_BYTES : MAX_POSTBACK_BYTES;

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
  const { host } = context;
  if (!host) return undefined;
  const route = path.slice(LEDGER_PATH.length + 1);
  if (route === "postback") return postback(request, context, host);
  if (request.method === "POST" && host.LEDGER_REPORT_PASSWORD) {
    if (route === "report/spend")
      return importSpendForm(request, context, host);
    if (route === "report/pull") return pullSpendForm(request, context, host);
  }
  if (route === "spend/pull") return pullSpendScheduled(request, context, host);
  if (request.method !== "GET" && route !== "retry") return undefined;
  const file = fileAt(route);
  if (file) return conversionFile(request, context, host, file);
  if (route === "report") return report(request, context, host);
  if (route === "retry") return retry(request, context, host);
  return undefined;
}
