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

function totalsTable(
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
  return `<table><caption>${escape(caption)}</caption><thead><tr><th scope=col>${escape(label)}</th>${TOTALS_HEAD}</tr></thead><tbody>${body || `<tr><td colspan=6>No clicks yet.</td></tr>`}</tbody></table>`;
}

/** Clicks (bars) and sales (dots) per day, scaled each to its own maximum. */
function chart(byDay: Report["byDay"]): string {
  const width = 640;
  const height = 180;
  const slot = width / Math.max(1, byDay.length);
  const maxClicks = Math.max(1, ...byDay.map((day) => day.clicks));
  const maxSales = Math.max(1, ...byDay.map((day) => day.sales));
  const bars = byDay
    .map((day, i) => {
      const h = (day.clicks / maxClicks) * (height - 30);
      const y = height - 20 - h;
      const cy = height - 20 - (day.sales / maxSales) * (height - 30);
      return `<rect class=bar x="${(i * slot + slot * 0.15).toFixed(1)}" y="${y.toFixed(1)}" width="${(slot * 0.7).toFixed(1)}" height="${h.toFixed(1)}"/><circle class=dot cx="${(i * slot + slot / 2).toFixed(1)}" cy="${cy.toFixed(1)}" r="4"/><text x="${(i * slot + slot / 2).toFixed(1)}" y="${height - 5}">${escape(day.day.slice(5))}</text>`;
    })
    .join("");
  const summary = byDay
    .map((day) => `${day.day}: ${day.clicks} clicks, ${day.sales} sales`)
    .join("; ");
  return `<figure><svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(`Clicks (bars) and sales (dots) per day. ${summary || "No clicks yet."}`)}">${bars}</svg><figcaption><span class="key bar-key"></span> clicks <span class="key dot-key"></span> sales, per day (each to its own scale)</figcaption></figure>`;
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
  return `<table><caption>Split test: sales per click against the control</caption><thead><tr><th scope=col>Variant</th><th scope=col>Clicks</th><th scope=col>Sales</th><th scope=col>Sales per click</th><th scope=col>Chance to beat the control</th><th scope=col>Verdict</th></tr></thead><tbody><tr><th scope=row>control</th><td>${count(control.clicks)}</td><td>${count(control.sales)}</td><td>${control.clicks > 0 ? percent(control.sales / control.clicks) : "–"}</td><td>–</td><td>–</td></tr>${rows}</tbody></table><p class=note>${test.enoughData ? "Every arm has enough data: a variant is called better at a 95 % chance." : "Not enough data yet: each arm needs at least 100 clicks and 10 sales before a verdict is read."}</p>`;
}

function forwardsTable(forwards: Report["forwards"]): string {
  const rows = forwards
    .map(
      (forward) =>
        `<tr><td>${escape(forward.order_id)}</td><td>${escape(forward.platform)}</td><td>${escape(forward.state)}</td><td>${forward.attempts}</td><td>${escape(forward.detail)}</td></tr>`,
    )
    .join("");
  return `<table><caption>Sales sent to the ad platforms (latest 50)</caption><thead><tr><th scope=col>Order</th><th scope=col>Platform</th><th scope=col>State</th><th scope=col>Tries</th><th scope=col>Detail</th></tr></thead><tbody>${rows || `<tr><td colspan=5>Nothing to send yet.</td></tr>`}</tbody></table>`;
}

export const REPORT_STYLE = `:root{color-scheme:light;font:16px/1.5 system-ui,sans-serif;color:#1f2328;background:#f6f7f9}body{margin:0 auto;max-width:72rem;padding:1rem}h1{font-size:1.5rem;margin:.5rem 0}p{margin:.25rem 0 1rem}.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem;margin:1rem 0}.card{background:#fff;border:1px solid #d0d7de;border-radius:.5rem;padding:.75rem}.card b{display:block;font-size:1.35rem}figure{margin:1rem 0;background:#fff;border:1px solid #d0d7de;border-radius:.5rem;padding:.75rem}svg{width:100%;height:auto}.bar{fill:#8fb3e0}.dot{fill:#b3261e}svg text{font-size:11px;text-anchor:middle;fill:#57606a}.key{display:inline-block;width:.8rem;height:.8rem;vertical-align:middle}.bar-key{background:#8fb3e0}.dot-key{background:#b3261e;border-radius:50%}.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;background:#fff;margin:1rem 0;font-variant-numeric:tabular-nums}caption{text-align:left;font-weight:600;padding:.25rem 0}th,td{border:1px solid #d0d7de;padding:.35rem .5rem;text-align:right;white-space:nowrap}th[scope=row],td:first-child{text-align:left}thead th{background:#eef1f4}.note{color:#57606a}a{color:#0b5cad}`;

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
  // A table wider than a phone scrolls sideways; the keyboard reaches it too.
  const wrap = (table: string) => {
    const caption = /<caption>([^<]*)<\/caption>/.exec(table)?.[1] ?? "Table";
    return `<div class=scroll tabindex=0 role=region aria-label="${caption}">${table}</div>`;
  };
  return `<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1"><meta name=robots content="noindex,nofollow"><title>Sales report</title><style>${REPORT_STYLE}</style></head><body><main><h1>Sales report</h1><p>${escape(report.from)} to ${escape(report.to)} (UTC), ${days} days. A sale counts under its click's day, campaign and variant. <a href="?days=${days}&amp;format=csv">Download as CSV</a></p><div class=cards>${cards}</div>${chart(report.byDay)}${wrap(
    totalsTable(
      "By campaign (utm_campaign)",
      "Campaign",
      report.byCampaign.map((row) => ({ ...row, name: row.campaign })),
    ),
  )}${report.test ? wrap(verdictTable(report.test)) : ""}${wrap(
    totalsTable(
      "By day",
      "Day",
      report.byDay.map((row) => ({ ...row, name: row.day })),
    ),
  )}${
    report.byVariant.length > 0
      ? wrap(
          totalsTable(
            "By split-test variant",
            "Variant",
            report.byVariant.map((row) => ({ ...row, name: row.variant })),
          ),
        )
      : ""
  }<p>Unattributed sales (no click has their key): ${count(report.unattributed.sales)}, ${escape(money(report.unattributed.revenue))}.</p>${wrap(forwardsTable(report.forwards))}</main></body></html>`;
}
