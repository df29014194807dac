/**
 * The operator's addresses: the platforms' conversion files and the retry (secret),
 * and the sales report (password).
 */
import type { LedgerHost } from "./settings.ts";
import {
  forwardContext,
  json,
  maintainSometimes,
  noDatabase,
  passwordAsked,
  scheduledRoute,
  text,
  type LedgerContext,
} from "./context.ts";
import { FLAGGED_DETAIL, forwardDue } from "./forward/forward.ts";
import {
  FORWARD_NAMES,
  PLATFORMS,
  type ForwardName,
} from "./platforms/index.ts";
import type {
  AnyPlatform,
  ConversionFile,
  FileRow,
} from "./platforms/platform.ts";
import { buildReport } from "./report/report.ts";
import { reportCsv } from "./report/report-csv.ts";
import { operatorPage } from "./report/operator-page.ts";
import { reportPage } from "./report/report-page.ts";
import { formToken, givesReportPassword, givesSecret } from "./secret.ts";
import { adIdsFrom, purge } from "./db/store.ts";

/** The platform whose conversion file is at `route` under /ledger/, if any. */
export function fileAt(route: string): ForwardName | undefined {
  return FORWARD_NAMES.find((name) => fileOf(name)?.path === route);
}

function fileOf(name: ForwardName): ConversionFile<unknown> | undefined {
  const { forward }: AnyPlatform = PLATFORMS[name];
  return forward?.file as ConversionFile<unknown> | undefined;
}

/**
 * A platform's conversion file (its module's `forward.file`), behind the
 * secret: the approved sales of consented clicks with one of the ids it
 * needs, over the last 90 days. Each sale's forward is marked sent once
 * listed, or skipped when its click has none of those ids.
 */
export async function conversionFile(
  request: Request,
  context: LedgerContext,
  host: LedgerHost,
  name: ForwardName,
): Promise<Response | undefined> {
  const file = fileOf(name);
  const settings = context.manifest.forward[name];
  if (!file || !settings || !(await givesSecret(request, host)))
    return undefined;
  const { db } = context;
  if (!db) return noDatabase();
  const now = context.now();
  const since = now - Math.min(90, context.manifest.retentionDays) * 86_400_000;
  // The ids are the module's own names, never a request's.
  const hasId = `(${file.needs
    .filter((id) => /^[a-z_]+$/.test(id))
    .map((id) => `json_extract(c.ad_ids, '$.${id}') IS NOT NULL`)
    .join(" OR ")})`;
  const rows = await db.all<Omit<FileRow, "ad_ids"> & { ad_ids: string }>(
    `SELECT s.network, s.order_id, c.ad_ids, s.value_micros, s.currency, s.approved_at
     FROM sales s JOIN clicks c ON c.click_key = s.click_key
     WHERE s.status = 'approved' AND c.ad_consent = 1 AND c.flags = '' AND s.approved_at >= ? AND ${hasId}
     ORDER BY s.approved_at`,
    [since],
  );
  const { label } = PLATFORMS[name];
  // The file lists each sale until it expires; the platform skips what it has imported.
  await db.run(
    `UPDATE forwards SET state = 'sent', detail = ?, updated_at = ?
     WHERE platform = ? AND state = 'pending' AND (network, order_id) IN (
       SELECT s.network, s.order_id FROM sales s JOIN clicks c ON c.click_key = s.click_key
       WHERE s.status = 'approved' AND c.ad_consent = 1 AND c.flags = '' AND s.approved_at >= ? AND ${hasId})`,
    [
      `listed in the ${label} file, first fetched ${new Date(now).toISOString()}`,
      now,
      name,
      since,
    ],
  );
  // A sale on a flagged click is kept and reported, and no platform gets it.
  await db.run(
    `UPDATE forwards SET state = 'skipped', detail = ?, updated_at = ?
     WHERE platform = ? AND state = 'pending' AND (network, order_id) IN (
       SELECT s.network, s.order_id FROM sales s JOIN clicks c ON c.click_key = s.click_key
       WHERE c.flags <> '')`,
    [FLAGGED_DETAIL, now, name],
  );
  await db.run(
    `UPDATE forwards SET state = 'skipped', detail = ?, updated_at = ?
     WHERE platform = ? AND state = 'pending' AND (network, order_id) NOT IN (
       SELECT s.network, s.order_id FROM sales s JOIN clicks c ON c.click_key = s.click_key
       WHERE c.ad_consent = 1 AND ${hasId})`,
    [`no ${label} click id with ad consent`, now, name],
  );
  const listed = rows.map((row) => ({ ...row, ad_ids: adIdsFrom(row.ad_ids) }));
  return text(200, file.render(listed, settings), {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${file.filename}"`,
  });
}

export async function report(
  request: Request,
  context: LedgerContext,
  host: LedgerHost,
): Promise<Response | undefined> {
  if (!host.LEDGER_REPORT_PASSWORD) return undefined;
  if (!(await givesReportPassword(request, host))) return passwordAsked();
  const { db } = context;
  if (!db) return noDatabase();
  const url = new URL(request.url);
  const retention = context.manifest.retentionDays;
  const asked = Number(url.searchParams.get("days") ?? 30);
  const days =
    Number.isInteger(asked) && asked >= 1 ? Math.min(asked, retention) : 30;
  const now = context.now();
  // Reading the report is traffic too: the daily pull may be due.
  maintainSometimes(context);
  const csv = url.searchParams.get("format") === "csv";
  const data = await buildReport(db, now, days, context.manifest.report, {
    withRows: csv,
    warnPercent: context.manifest.filter?.warnPercent,
  });
  if (csv)
    return text(200, reportCsv(data), {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="sales-report.csv"',
    });
  return operatorPage(
    "Sales report",
    reportPage(data, days, await formToken(host)),
  );
}

/**
 * POST /ledger/retry: writes the spool's waiting clicks into the database
 * (where the host has one), deletes expired records and tries every due
 * forward now.
 */
export const retry = scheduledRoute(async (context, db, host) => {
  const clicks = await context.spool?.drain(db);
  const purged = await purge(db, context.now(), context.manifest.retentionDays);
  const outcomes = await forwardDue(forwardContext(context, db, host), {
    asOf: Number.MAX_SAFE_INTEGER,
  });
  return json({ ...(clicks && { clicks }), purged, forwards: outcomes });
});
