/**
 * The report's rows as CSV, one line per day, campaign, ad and variant, in
 * the report's currency. Every text cell that a spreadsheet would run as a
 * formula is written as text: campaign and ad names come from ad links
 * and exports, which anyone can write.
 */
import { csvField } from "../platforms/google/file.ts";
import type { Money } from "../money.ts";
import { figures } from "./report-lines.ts";
import { converted } from "../money.ts";
import { FLAG_REASONS } from "../clicks/click-flags.ts";
import { keyValue, type Report } from "./report.ts";

/** A text cell a spreadsheet reads as text: one starting `= + - @`, a tab or a return gets a `'`. */
export const spreadsheetSafe = (value: string) =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/** Millionths as an amount with two decimals; "" for no figure. */
export const amount = (micros: number | null) =>
  micros === null ? "" : (micros / 1_000_000).toFixed(2);

/** What was left out of the figures for want of a rate: "CAD 12.00; SEK 3.00". */
export const apartText = (money: Money) =>
  Object.entries(money)
    .filter(([, micros]) => micros !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, micros]) => `${currency} ${amount(micros)}`)
    .join("; ");

export const REPORT_CSV_HEADER = [
  "date",
  "campaign_id",
  "campaign",
  "ad_id",
  "ad",
  "variant",
  "currency",
  "spend",
  "clicks",
  "cost_per_click",
  "sales",
  "revenue",
  "profit",
  "roas",
  "earnings_per_click",
  "revenue_not_converted",
  "spend_not_converted",
  // The row's flagged clicks (report-flagged.ts), left out of the figures before.
  "flagged_clicks",
  ...FLAG_REASONS.map((reason) => `flagged_${reason}` as const),
  "no_page_view",
  "flagged_sales",
  "flagged_revenue",
] as const;

export function reportCsv(report: Report): string {
  const lines = report.rows.map((row) => {
    const figure = figures(row, report.rates);
    const campaignId = row.campaign.startsWith("id:")
      ? keyValue(row.campaign)
      : "";
    const texts = [
      row.day,
      campaignId,
      report.names.campaigns[row.campaign] ?? keyValue(row.campaign),
      row.ad,
      report.names.ads[`${row.campaign} ${row.ad}`] ?? "",
      row.variant,
      report.rates.currency,
    ].map(spreadsheetSafe);
    return [
      ...texts,
      amount(figure.spend),
      String(figure.clicks),
      amount(figure.costPerClick),
      String(figure.sales),
      amount(figure.revenue),
      amount(figure.profit),
      figure.roas === null ? "" : figure.roas.toFixed(2),
      amount(figure.perClick),
      spreadsheetSafe(apartText(figure.apart.revenue)),
      spreadsheetSafe(apartText(figure.apart.spend)),
      String(row.flagged.flagged),
      ...FLAG_REASONS.map((reason) => String(row.flagged.reasons[reason])),
      String(row.flagged.noPageView),
      String(row.flagged.sales),
      amount(converted(row.flagged.revenue, report.rates).micros),
    ]
      .map(csvField)
      .join(",");
  });
  return `${[REPORT_CSV_HEADER.join(","), ...lines].join("\r\n")}\r\n`;
}
