/**
 * The report as a page for the operator's browser: no script, one inline
 * stylesheet (its hash in the page's own policy), a chart drawn as SVG,
 * and the figures as tables, which a screen reader reads as they are.
 */
import type { Report, Revenue, Totals } from "./report.ts";
import { perClick } from "./report.ts";
import type { VariantVerdict } from "./verdict.ts";

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[
        char
      ]!,
  );

/** Revenue as money, one amount per currency. */
function money(revenue: Revenue): string {
  const parts = Object.entries(revenue)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, micros]) =>
      new Intl.NumberFormat("en", {
        style: "currency",
        currency,
        maximumFractionDigits: 2,
      }).format(micros / 1_000_000),
    );
  return parts.length > 0 ? parts.join(" + ") : "0";
}

const percent = (share: number) =>
  `${(share * 100).toFixed(share < 0.01 ? 2 : 1)} %`;

const count = (n: number) => new Intl.NumberFormat("en").format(n);

function totalsCells(totals: Totals): string {
  return [
    count(totals.clicks),
    count(totals.sales),
    totals.clicks > 0 ? percent(totals.sales / totals.clicks) : "–",
    money(totals.revenue),
    money(perClick(totals)),
  ]
    .map((cell) => `<td>${escape(cell)}</td>`)
    .join("");
}

const TOTALS_HEAD =
  "<th scope=col>Clicks</th><th scope=col>Sales</th><th scope=col>Sales per click</th><th scope=col>Revenue</th><th scope=col>Earnings per click</th>";

/**
 * A table under its heading, in a region that scrolls sideways on a
 * narrow screen and that the keyboard reaches; the heading names both.
 */
function section(
  id: string,
  heading: string,
  table: string,
  after = "",
): string {
  return `<section><h2 id=${id}>${escape(heading)}</h2><div class=scroll tabindex=0 role=region aria-labelledby=${id}><table aria-labelledby=${id}>${table}</table></div>${after}</section>`;
}

function totalsTable(
  id: string,
  caption: string,
  label: string,
  rows: readonly (Totals & { name: string })[],
): string {
  const body = rows
    .map(
      (row) =>
        `<tr><th scope=row>${escape(row.name || "(none)")}</th>${totalsCells(row)}</tr>`,
    )
    .join("");
  return section(
    id,
    caption,
    `<thead><tr><th scope=col>${escape(label)}</th>${TOTALS_HEAD}</tr></thead><tbody>${body || `<tr><td colspan=6>No clicks yet.</td></tr>`}</tbody>`,
  );
}

/** Every UTC day from `from` to `to`, "2026-11-01". */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let ms = Date.parse(`${from}T00:00:00Z`);
    ms <= Date.parse(`${to}T00:00:00Z`);
    ms += 86_400_000
  )
    days.push(new Date(ms).toISOString().slice(0, 10));
  return days;
}

/** Clicks (bars) and sales (dots) on every day of the report, each to its own scale. */
function chart(report: Report): string {
  const totals = new Map(report.byDay.map((day) => [day.day, day]));
  const days = daysOf(report.from, report.to).map((day) => ({
    day,
    clicks: totals.get(day)?.clicks ?? 0,
    sales: totals.get(day)?.sales ?? 0,
  }));
  const width = 640;
  const height = 200;
  const top = 24;
  const bottom = height - 20;
  const slot = width / Math.max(1, days.length);
  const maxClicks = Math.max(1, ...days.map((day) => day.clicks));
  const maxSales = Math.max(1, ...days.map((day) => day.sales));
  const y = (value: number, max: number) =>
    bottom - (value / max) * (bottom - top);
  // A date under the first bar, then every seventh, and the last, none crowding it.
  const last = days.length - 1;
  const labelled = (i: number) => i === last || (i % 7 === 0 && last - i >= 4);
  const anchor = (i: number) =>
    i === 0 ? " class=scale" : i === last ? ' class="scale end"' : "";
  const marks = days
    .map((day, i) => {
      const middle = i * slot + slot / 2;
      const bar = y(day.clicks, maxClicks);
      return `<rect class=bar x="${(i * slot + slot * 0.15).toFixed(1)}" y="${bar.toFixed(1)}" width="${(slot * 0.7).toFixed(1)}" height="${(bottom - bar).toFixed(1)}"/>${day.sales > 0 ? `<circle class=dot cx="${middle.toFixed(1)}" cy="${y(day.sales, maxSales).toFixed(1)}" r="4"/>` : ""}${labelled(i) ? `<text${anchor(i)} x="${(i === 0 ? 0 : i === last ? width : middle).toFixed(1)}" y="${height - 4}">${escape(day.day.slice(5))}</text>` : ""}`;
    })
    .join("");
  const scale = `<text class=scale x="0" y="14">${maxClicks} clicks</text><text class="scale end" x="${width}" y="14">${maxSales} sales</text><line class=axis x1="0" x2="${width}" y1="${top}" y2="${top}"/><line class=axis x1="0" x2="${width}" y1="${bottom}" y2="${bottom}"/>`;
  const summary = report.byDay
    .map((day) => `${day.day}: ${day.clicks} clicks, ${day.sales} sales`)
    .join("; ");
  return `<figure><svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(`Clicks (bars) and sales (dots) per day. ${summary || "No clicks yet."}`)}">${scale}${marks}</svg><figcaption><span class="key bar-key"></span> clicks <span class="key dot-key"></span> sales, per day; the top line is the most of each</figcaption></figure>`;
}

const VERDICT_WORDS: Record<VariantVerdict["verdict"], string> = {
  better: "Beats the control",
  worse: "Loses to the control",
  "no clear winner yet": "No clear winner yet",
  "not enough data yet": "Not enough data yet",
};

function verdictTable(test: NonNullable<Report["test"]>): string {
  const rows = test.variants
    .map(
      (variant) =>
        `<tr><th scope=row>${escape(variant.name)}</th><td>${count(variant.clicks)}</td><td>${count(variant.sales)}</td><td>${percent(variant.rate)}</td><td>${percent(variant.chanceToBeatControl)}</td><td>${escape(VERDICT_WORDS[variant.verdict])}</td></tr>`,
    )
    .join("");
  const control = test.control;
  return section(
    "split-test",
    "Split test: sales per click against the control",
    `<thead><tr><th scope=col>Variant</th><th scope=col>Clicks</th><th scope=col>Sales</th><th scope=col>Sales per click</th><th scope=col>Chance to beat the control</th><th scope=col>Verdict</th></tr></thead><tbody><tr><th scope=row>control</th><td>${count(control.clicks)}</td><td>${count(control.sales)}</td><td>${control.clicks > 0 ? percent(control.sales / control.clicks) : "–"}</td><td>–</td><td>–</td></tr>${rows}</tbody>`,
    `<p class=note>${test.enoughData ? "Every arm has enough data: a variant is called better at a 95 % chance." : "Not enough data yet: each arm needs at least 100 clicks and 10 sales before a verdict is read."}</p>`,
  );
}

function forwardsTable(forwards: Report["forwards"]): string {
  const rows = forwards
    .map(
      (forward) =>
        `<tr><td>${escape(forward.network)}</td><td>${escape(forward.order_id)}</td><td>${escape(forward.platform)}</td><td>${escape(forward.state)}</td><td>${forward.attempts}</td><td>${escape(forward.detail)}</td></tr>`,
    )
    .join("");
  return section(
    "forwards",
    "Sales sent to the ad platforms (latest 20)",
    `<thead><tr><th scope=col>Network</th><th scope=col>Order</th><th scope=col>Platform</th><th scope=col>State</th><th scope=col>Tries</th><th scope=col>Detail</th></tr></thead><tbody class=text>${rows || `<tr><td colspan=6>Nothing to send yet.</td></tr>`}</tbody>`,
  );
}

export const REPORT_STYLE = `:root{color-scheme:light;font:16px/1.5 system-ui,sans-serif;color:#1f2328;background:#f6f7f9}body{margin:0 auto;max-width:72rem;padding:1rem}h1{font-size:1.5rem;margin:.5rem 0}p{margin:.25rem 0 1rem}.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem;margin:1rem 0}.card{background:#fff;border:1px solid #d0d7de;border-radius:.5rem;padding:.75rem}.card b{display:block;font-size:1.35rem}figure{margin:1rem 0;background:#fff;border:1px solid #d0d7de;border-radius:.5rem;padding:.75rem}svg{width:100%;height:auto}.bar{fill:#8fb3e0}.dot{fill:#b3261e}svg text{font-size:12px;text-anchor:middle;fill:#57606a}svg .scale{text-anchor:start}svg .end{text-anchor:end}.axis{stroke:#d0d7de}h2{font-size:1rem;margin:1.5rem 0 .25rem}.key{display:inline-block;width:.8rem;height:.8rem;vertical-align:middle}.bar-key{background:#8fb3e0}.dot-key{background:#b3261e;border-radius:50%}.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;background:#fff;margin:0 0 1rem;font-variant-numeric:tabular-nums}th,td{border:1px solid #d0d7de;padding:.35rem .5rem;text-align:right;white-space:nowrap}th[scope=row],td:first-child,thead th:first-child,.text td,#forwards~div th{text-align:left}thead th{background:#eef1f4;white-space:normal;vertical-align:bottom}@media (max-width:40rem){body{padding:.75rem}table{font-size:.8125rem}th,td{padding:.3rem .35rem}}.note{color:#57606a}a{color:#0b5cad}`;

/** The report page's HTML. */
export function reportPage(report: Report, days: number): string {
  const all: Totals = { clicks: 0, sales: 0, revenue: {} };
  for (const day of report.byDay) {
    all.clicks += day.clicks;
    all.sales += day.sales;
    for (const [currency, micros] of Object.entries(day.revenue))
      all.revenue[currency] = (all.revenue[currency] ?? 0) + micros;
  }
  const cards = [
    ["Clicks", count(all.clicks)],
    ["Sales", count(all.sales)],
    ["Revenue", money(all.revenue)],
    ["Earnings per click", money(perClick(all))],
    ["Unattributed sales", count(report.unattributed.sales)],
  ]
    .map(
      ([label, value]) =>
        `<div class=card>${escape(label!)}<b>${escape(value!)}</b></div>`,
    )
    .join("");
  return `<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1"><meta name=robots content="noindex,nofollow"><title>Sales report</title><style>${REPORT_STYLE}</style></head><body><main><h1>Sales report</h1><p>${escape(report.from)} to ${escape(report.to)} (UTC), ${days} days. A sale counts under its click's day, campaign and variant. <a href="?days=${days}&amp;format=csv">Download as CSV</a></p><div class=cards>${cards}</div>${chart(report)}${report.test ? verdictTable(report.test) : ""}${totalsTable(
    "by-campaign",
    "By campaign (utm_campaign)",
    "Campaign",
    report.byCampaign.map((row) => ({ ...row, name: row.campaign })),
  )}${
    report.byVariant.length > 0
      ? totalsTable(
          "by-variant",
          "By split-test variant",
          "Variant",
          report.byVariant.map((row) => ({ ...row, name: row.variant })),
        )
      : ""
  }${totalsTable(
    "by-day",
    "By day",
    "Day",
    report.byDay.map((row) => ({ ...row, name: row.day })),
  )}<p>Unattributed sales (no click has their key): ${count(report.unattributed.sales)}, ${escape(money(report.unattributed.revenue))}.</p>${forwardsTable(report.forwards)}</main></body></html>`;
}
