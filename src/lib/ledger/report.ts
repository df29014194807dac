/**
 * The operator's report: clicks, approved sales, revenue and earnings per
 * click, by day, by campaign (utm_campaign) and by split-test variant, with
 * the split test's verdict. A sale counts under its click's day, campaign
 * and variant, so a day's earnings per click are its clicks' own; a sale
 * whose key matches no click is counted apart, as unattributed.
 */
import { csvField } from "./google-file.ts";
import { fromMicros } from "./postback.ts";
import type { LedgerDb, StoredForward } from "./store.ts";
import { splitVerdict, type VariantVerdict } from "./verdict.ts";
import { CONTROL } from "../../schemas/experiment-names.ts";

/** Revenue in millionths, by currency. */
export type Revenue = Record<string, number>;

export type ReportRow = {
  day: string;
  campaign: string;
  variant: string;
  clicks: number;
  sales: number;
  revenue: Revenue;
};

export type Totals = { clicks: number; sales: number; revenue: Revenue };

export type Report = {
  from: string;
  to: string;
  rows: ReportRow[];
  byDay: (Totals & { day: string })[];
  byCampaign: (Totals & { campaign: string })[];
  byVariant: (Totals & { variant: string })[];
  unattributed: { sales: number; revenue: Revenue };
  test?: { enoughData: boolean; control: Totals; variants: VariantVerdict[] };
  forwards: StoredForward[];
};

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Adds `more` into `into`, currency by currency. */
function addRevenue(into: Revenue, more: Revenue) {
  for (const [currency, micros] of Object.entries(more))
    into[currency] = (into[currency] ?? 0) + micros;
}

function totalsBy<Key extends "day" | "campaign" | "variant">(
  rows: readonly ReportRow[],
  key: Key,
): (Totals & Record<Key, string>)[] {
  const groups = new Map<string, Totals>();
  for (const row of rows) {
    const group = groups.get(row[key]) ?? { clicks: 0, sales: 0, revenue: {} };
    group.clicks += row.clicks;
    group.sales += row.sales;
    addRevenue(group.revenue, row.revenue);
    groups.set(row[key], group);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, totals]) =>
        ({ ...totals, [key]: name }) as Totals & Record<Key, string>,
    );
}

/** The report over the `days` days up to `now` (UTC days). */
export async function buildReport(
  db: LedgerDb,
  now: number,
  days: number,
): Promise<Report> {
  const since = Date.parse(`${isoDay(now - (days - 1) * DAY_MS)}T00:00:00Z`);
  const clickRows = await db.all<{
    day: string;
    campaign: string;
    variant: string;
    clicks: number;
  }>(
    `SELECT date(clicked_at / 1000, 'unixepoch') AS day, COALESCE(utm_campaign, '') AS campaign,
            variant, COUNT(*) AS clicks
     FROM clicks WHERE clicked_at >= ? GROUP BY 1, 2, 3`,
    [since],
  );
  const saleRows = await db.all<{
    day: string;
    campaign: string;
    variant: string;
    currency: string;
    sales: number;
    micros: number;
  }>(
    `SELECT date(c.clicked_at / 1000, 'unixepoch') AS day, COALESCE(c.utm_campaign, '') AS campaign,
            c.variant AS variant, s.currency AS currency, COUNT(*) AS sales, SUM(s.value_micros) AS micros
     FROM sales s JOIN clicks c ON c.click_key = s.click_key
     WHERE s.status = 'approved' AND c.clicked_at >= ? GROUP BY 1, 2, 3, 4`,
    [since],
  );
  const unattributedRows = await db.all<{
    currency: string;
    sales: number;
    micros: number;
  }>(
    `SELECT s.currency AS currency, COUNT(*) AS sales, SUM(s.value_micros) AS micros
     FROM sales s WHERE s.status = 'approved' AND s.received_at >= ?
       AND NOT EXISTS (SELECT 1 FROM clicks c WHERE c.click_key = s.click_key)
     GROUP BY 1`,
    [since],
  );
  const rows = new Map<string, ReportRow>();
  const rowFor = (day: string, campaign: string, variant: string) => {
    const id = JSON.stringify([day, campaign, variant]);
    const row = rows.get(id) ?? {
      day,
      campaign,
      variant,
      clicks: 0,
      sales: 0,
      revenue: {},
    };
    rows.set(id, row);
    return row;
  };
  for (const { day, campaign, variant, clicks } of clickRows)
    rowFor(day, campaign, variant).clicks += Number(clicks);
  for (const { day, campaign, variant, currency, sales, micros } of saleRows) {
    const row = rowFor(day, campaign, variant);
    row.sales += Number(sales);
    addRevenue(row.revenue, { [currency]: Number(micros) });
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      a.campaign.localeCompare(b.campaign) ||
      a.variant.localeCompare(b.variant),
  );
  const unattributed = { sales: 0, revenue: {} as Revenue };
  for (const { currency, sales, micros } of unattributedRows) {
    unattributed.sales += Number(sales);
    addRevenue(unattributed.revenue, { [currency]: Number(micros) });
  }
  const byVariant = totalsBy(sorted, "variant").filter(
    ({ variant }) => variant !== "",
  );
  const control = byVariant.find(({ variant }) => variant === CONTROL);
  const others = byVariant.filter(({ variant }) => variant !== CONTROL);
  const arm = (totals: Totals, name: string) => ({
    name,
    clicks: totals.clicks,
    sales: totals.sales,
  });
  const verdict =
    control && others.length > 0
      ? splitVerdict(
          arm(control, CONTROL),
          others.map((totals) => arm(totals, totals.variant)),
        )
      : undefined;
  return {
    from: isoDay(since),
    to: isoDay(now),
    rows: sorted,
    byDay: totalsBy(sorted, "day"),
    byCampaign: totalsBy(sorted, "campaign"),
    byVariant,
    unattributed,
    ...(verdict && control && { test: { ...verdict, control } }),
    forwards: await db.all<StoredForward>(
      "SELECT * FROM forwards ORDER BY updated_at DESC LIMIT 20",
    ),
  };
}

/** Revenue per click, by currency, in millionths. */
export function perClick(totals: Totals): Revenue {
  return Object.fromEntries(
    Object.entries(totals.revenue).map(([currency, micros]) => [
      currency,
      totals.clicks > 0 ? Math.round(micros / totals.clicks) : 0,
    ]),
  );
}

/**
 * A visitor-made value (a campaign name comes from the address) that a
 * spreadsheet will not run as a formula.
 */
const spreadsheetSafe = (value: string) =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/** The report's rows as CSV: one line per day, campaign, variant and currency. */
export function reportCsv(report: Report): string {
  const header = [
    "date",
    "campaign",
    "variant",
    "clicks",
    "sales",
    "currency",
    "revenue",
    "earnings_per_click",
  ];
  const lines = report.rows.flatMap((row) => {
    const currencies = Object.keys(row.revenue);
    const epc = perClick(row);
    return (currencies.length > 0 ? currencies : [""]).map((currency) =>
      [
        row.day,
        spreadsheetSafe(row.campaign),
        spreadsheetSafe(row.variant),
        String(row.clicks),
        String(row.sales),
        currency,
        currency ? fromMicros(row.revenue[currency] ?? 0) : "0.00",
        currency ? fromMicros(epc[currency] ?? 0) : "0.00",
      ]
        .map(csvField)
        .join(","),
    );
  });
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
