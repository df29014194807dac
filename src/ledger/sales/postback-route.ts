/** GET|POST /ledger/postback: a network reports a sale (secret). */
import type { LedgerHost } from "../settings.ts";
import {
  forwardContext,
  maintainSometimes,
  text,
  type LedgerContext,
} from "../context.ts";
import { forwardDue } from "../forward/forward.ts";
import { FORWARD_NAMES } from "../platforms/index.ts";
import { isObject, parseJson } from "../json.ts";
import { MAX_POSTBACK_BYTES, readPostback } from "./postback.ts";
import { sameSecret } from "../secret.ts";
import { openForwards, recordSale, saleIdOf } from "../db/store.ts";

const encoder = new TextEncoder();

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
    const parsed = parseJson(body);
    if (parsed === undefined) return "the body is not JSON";
    if (!isObject(parsed)) return "the body must be a JSON object";
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

export async function postback(
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
  const platforms = FORWARD_NAMES.filter(
    (name) => context.manifest.forward[name],
  );
  if (read.sale.status === "approved" && result !== "unchanged") {
    const sale = saleIdOf(read.sale);
    await openForwards(db, sale, platforms, now);
    context.defer(() =>
      forwardDue(forwardContext(context, db, host), { sale }),
    );
  }
  maintainSometimes(context);
  return text(200, `${result}\n`);
}
