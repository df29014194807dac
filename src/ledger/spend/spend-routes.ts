/**
 * How spend comes in over the web: the report's two forms (behind its
 * password, from this site only, with the forms' token) and the pull a
 * scheduler can ask for with the ledger's secret.
 *
 * - POST /ledger/report/spend: a platform's export, as a file upload.
 * - POST /ledger/report/pull: pulls the last 7 days from the platforms' APIs.
 * - POST /ledger/spend/pull: the same, for a scheduler (secret).
 */
import type { LedgerHost } from "../settings.ts";
import {
  json,
  noDatabase,
  passwordAsked,
  scheduledRoute,
  type LedgerContext,
} from "../context.ts";
import { LEDGER_PATH } from "../manifest.ts";
import { answerPage } from "../report/operator-page.ts";
import { SPEND_FORM, SPEND_PULL_FORM } from "../report/spend-forms.ts";
import {
  formToken,
  fromThisSite,
  givesReportPassword,
  sameSecret,
} from "../secret.ts";
import { MAX_SPEND_FILE_BYTES, readSpendCsv } from "./spend-csv.ts";
import { pullSpend, pullSummary, type PullOutcome } from "./spend-pull.ts";
import {
  importSummary,
  replaceSpend,
  SPEND_PLATFORMS,
  type SpendPlatform,
} from "./spend.ts";

export { SPEND_FORM, SPEND_PULL_FORM };
export const SPEND_PULL = `${LEDGER_PATH}/spend/pull`;

/** What a multipart body may weigh beyond its file: the other fields and the boundaries. */
const FORM_OVERHEAD = 64 * 1024;

/** The most an upload of a spend export may weigh, form and all. */
export const MAX_SPEND_UPLOAD_BYTES = MAX_SPEND_FILE_BYTES + FORM_OVERHEAD;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The request's body, or undefined once it passes `max` bytes. */
async function bodyUpTo(
  request: Request,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(request.headers.get("Content-Length"));
  if (declared > max || !request.body)
    return declared > max ? undefined : new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** A form post's fields from its body, read up to its limit; undefined if it is not a form. */
async function formOf(
  request: Request,
  body: Uint8Array<ArrayBuffer>,
): Promise<FormData | undefined> {
  try {
    return await new Response(body, {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    }).formData();
  } catch {
    return undefined;
  }
}

/**
 * Whether a form post may act: the report's password, from a page of
 * this site, with the forms' token. The answer when it may not.
 */
async function formRefusal(
  request: Request,
  host: LedgerHost,
  form: FormData | undefined,
): Promise<Response | undefined> {
  if (!(await givesReportPassword(request, host))) return passwordAsked();
  const token = form?.get("csrf");
  if (
    !fromThisSite(request) ||
    typeof token !== "string" ||
    !(await sameSecret(token, await formToken(host)))
  )
    return answerPage(
      403,
      "Not sent from the report",
      "This form can only be sent from the report's own page. Open the report and send it again.",
    );
  return undefined;
}

const pulled = (outcomes: readonly PullOutcome[]) =>
  outcomes.length === 0
    ? "No ad account is set up for pulling: add ledger.spend to settings.yaml."
    : outcomes.map(pullSummary).join("; ");

/** POST /ledger/report/spend: a spend export, uploaded from the report. */
export async function importSpendForm(
  request: Request,
  context: LedgerContext,
  host: LedgerHost,
): Promise<Response> {
  if (!(await givesReportPassword(request, host))) return passwordAsked();
  const body = await bodyUpTo(request, MAX_SPEND_UPLOAD_BYTES);
  if (!body)
    return answerPage(
      413,
      "Import refused",
      `The upload is larger than the ${megabytes(MAX_SPEND_FILE_BYTES)} an import takes${request.headers.get("Content-Length") ? ` (${megabytes(Number(request.headers.get("Content-Length")))})` : ""}. Nothing was stored. Export fewer days at a time.`,
    );
  const form = await formOf(request, body);
  const refused = await formRefusal(request, host, form);
  if (refused) return refused;
  const file = form?.get("file");
  if (!file || typeof file === "string")
    return answerPage(
      400,
      "Import refused",
      "Choose a CSV file to import. Nothing was stored.",
    );
  const platform = String(form?.get("platform") ?? "");
  const currency = String(form?.get("currency") ?? "")
    .trim()
    .toUpperCase();
  const read = readSpendCsv(new Uint8Array(await file.arrayBuffer()), {
    ...(SPEND_PLATFORMS.includes(platform as SpendPlatform) && {
      platform: platform as SpendPlatform,
    }),
    ...(currency && { currency }),
  });
  if (!read.ok)
    return answerPage(
      400,
      "Import refused",
      `${file.name}: ${read.error} Nothing was stored.`,
    );
  const { db } = context;
  if (!db) return noDatabase();
  const stored = await replaceSpend(db, read.batches, context.now());
  return answerPage(
    200,
    "Spend imported",
    importSummary(file.name, stored, read.platform, read.batches),
  );
}

/** Pulls now, and answers with each account's outcome. */
async function pullNow(context: LedgerContext, host: LedgerHost) {
  return pullSpend({
    db: context.db!,
    spend: context.manifest.spend,
    host,
    fetch: context.fetch,
    now: context.now(),
  });
}

/** POST /ledger/report/pull: the report's "Pull now". */
export async function pullSpendForm(
  request: Request,
  context: LedgerContext,
  host: LedgerHost,
): Promise<Response> {
  const body = await bodyUpTo(request, FORM_OVERHEAD);
  const form = body && (await formOf(request, body));
  const refused = await formRefusal(request, host, form);
  if (refused) return refused;
  if (!context.db) return noDatabase();
  const outcomes = await pullNow(context, host);
  return answerPage(
    outcomes.every((outcome) => outcome.ok) ? 200 : 502,
    "Spend pulled",
    pulled(outcomes),
  );
}

/** POST /ledger/spend/pull: the pull a scheduler asks for, with the secret. */
export const pullSpendScheduled = scheduledRoute(async (context, _db, host) => {
  const outcomes = await pullNow(context, host);
  return json(
    { pulls: outcomes },
    outcomes.every((outcome) => outcome.ok) ? 200 : 502,
  );
});
