/**
 * The operator's addresses: the Google Ads file and the retry (secret),
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
import { forwardDue } from "./forward/forward.ts";
import { googleFile, type GoogleRow } from "./forward/google-file.ts";
import { buildReport } from "./report/report.ts";
import { reportCsv } from "./report/report-csv.ts";
import { operatorPage, reportPage } from "./report/report-page.ts";
import { formToken, givesReportPassword, givesSecret } from "./secret.ts";
import { purge } from "./db/store.ts";

export async function googleAds(
  request: Request,
  context: LedgerContext,
  host: LedgerHost,
): Promise<Response | undefined> {
  const google = context.manifest.forward.google;
  if (!google || !(await givesSecret(request, host))) return undefined;
  const { db } = context;
  if (!db) return noDatabase();
  const now = context.now();
  const since = now - Math.min(90, context.manifest.retentionDays) * 86_400_000;
  const rows = await db.all<GoogleRow>(
    `SELECT s.network, s.order_id, c.gclid, c.gbraid, c.wbraid, s.value_micros, s.currency, s.approved_at
     FROM sales s JOIN clicks c ON c.click_key = s.click_key
     WHERE s.status = 'approved' AND c.ad_consent = 1 AND s.approved_at >= ?
       AND (c.gclid IS NOT NULL OR c.gbraid IS NOT NULL OR c.wbraid IS NOT NULL)
     ORDER BY s.approved_at`,
    [since],
  );
  // The file lists each sale until it expires; Google skips what it has imported.
  await db.run(
    `UPDATE forwards SET state = 'sent', detail = ?, updated_at = ?
     WHERE platform = 'google' AND state = 'pending' AND (network, order_id) IN (
       SELECT s.network, s.order_id FROM sales s JOIN clicks c ON c.click_key = s.click_key
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
     WHERE platform = 'google' AND state = 'pending' AND (network, order_id) NOT IN (
       SELECT s.network, s.order_id FROM sales s JOIN clicks c ON c.click_key = s.click_key
       WHERE c.ad_consent = 1 AND (c.gclid IS NOT NULL OR c.gbraid IS NOT NULL OR c.wbraid IS NOT NULL))`,
    [now],
  );
  return text(200, googleFile(rows, google), {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": 'attachment; filename="google-ads-conversions.csv"',
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
