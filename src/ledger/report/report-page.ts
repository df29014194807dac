/**
 * The report as a page for the operator's browser: no script, one inline
 * stylesheet (its hash in the page's own policy), a chart drawn as SVG,
 * the figures as tables, which a screen reader reads as they are, and the
 * two forms that bring spend in (spend-routes.ts).
 */
import { apartText } from "./report-csv.ts";
import {
  figures,
  type Figures,
  type Group,
  type Line,
} from "./report-lines.ts";
import type { Report } from "./report.ts";
import type { EarningsVerdict, VariantVerdict } from "./verdict.ts";
import { MIN_CLICKS, MIN_SALES } from "./verdict.ts";
import { LEDGER_PATH } from "../manifest.ts";
import { SPEND_PLATFORMS } from "../spend/spend.ts";
import { sumMoney } from "../money.ts";

/** The report's forms: a spend export's upload, and "Pull now" (spend-routes.ts). */
export const SPEND_FORM = `${LEDGER_PATH}/report/spend`;
export const SPEND_PULL_FORM = `${LEDGER_PATH}/report/pull`;

export const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[
        char
      ]!,
  );

const count = (n: number) => new Intl.NumberFormat("en").format(n);

const percent = (share: number) =>
  `${(share * 100).toFixed(share < 0.01 ? 2 : 1)} %`;

/** Millionths of the report's currency as money; "–" for no figure. */
const moneyIn = (currency: string) => {
  const format = new Intl.NumberFormat("en", {
    style: "currency",
    currency,
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
  });
  return (micros: number | null) =>
    micros === null ? "–" : format.format(micros / 1_000_000);
};

const FIGURE_HEADS = [
  "Spend",
  "Clicks",
  "Cost per click",
  "Sales",
  "Revenue",
  "Profit",
  "ROAS",
  "Earnings per click",
];

function figureCells(
  figure: Figures,
  money: (m: number | null) => string,
): string {
  return [
    money(figure.spend),
    count(figure.clicks),
    money(figure.costPerClick),
    count(figure.sales),
    money(figure.revenue),
    money(figure.profit),
    figure.roas === null ? "–" : `${figure.roas.toFixed(2)}×`,
    money(figure.perClick),
  ]
    .map((cell, i) =>
      i === 5 && figure.profit < 0
        ? `<td class=loss>${escape(cell)}</td>`
        : `<td>${escape(cell)}</td>`,
    )
    .join("");
}

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

function groupTable(
  report: Report,
  id: string,
  heading: string,
  labels: readonly string[],
  rows: readonly { cells: readonly string[]; line: Line }[],
): string {
  const money = moneyIn(report.rates.currency);
  const body = rows
    .map(
      ({ cells, line }) =>
        `<tr>${cells.map((cell, i) => (i === 0 ? `<th scope=row>${escape(cell || "(none)")}</th>` : `<td class=text>${escape(cell)}</td>`)).join("")}${figureCells(figures(line, report.rates), money)}</tr>`,
    )
    .join("");
  const head = [...labels, ...FIGURE_HEADS]
    .map((label) => `<th scope=col>${escape(label)}</th>`)
    .join("");
  return section(
    id,
    heading,
    `<thead><tr>${head}</tr></thead><tbody>${body || `<tr><td colspan=${labels.length + FIGURE_HEADS.length}>Nothing yet.</td></tr>`}</tbody>`,
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

/**
 * Each day's profit as a bar above the zero line, or a loss below it. The
 * bars stretch to the page's width; the scale and the days are text
 * beside the drawing, so they read at their size on any screen.
 */
function profitChart(report: Report): string {
  const money = moneyIn(report.rates.currency);
  const byDay = new Map(report.byDay.map((day) => [day.key, day]));
  const days = daysOf(report.from, report.to).map((day) => {
    const line = byDay.get(day);
    return { day, profit: line ? figures(line, report.rates).profit : 0 };
  });
  const height = 100;
  const most = Math.max(1, ...days.map((day) => Math.abs(day.profit)));
  const hasLoss = days.some((day) => day.profit < 0);
  const zero = hasLoss ? height / 2 : height;
  const scale = zero / most;
  const bars = days
    .map((day, i) => {
      const size = Math.abs(day.profit) * scale;
      return `<rect class=${day.profit >= 0 ? "bar" : "loss-bar"} x="${i + 0.15}" y="${(day.profit >= 0 ? zero - size : zero).toFixed(2)}" width="0.7" height="${size.toFixed(2)}"/>`;
    })
    .join("");
  const middle = days[Math.floor((days.length - 1) / 2)]!.day;
  const summary = days
    .filter((day) => day.profit !== 0)
    .map((day) => `${day.day}: ${money(day.profit)}`)
    .join("; ");
  return `<figure><p class=chart-scale>${escape(money(most))}${hasLoss ? ` (a loss of as much at the bottom)` : ""}</p><svg class=chart viewBox="0 0 ${days.length} ${height}" preserveAspectRatio="none" role="img" aria-label="${escape(`Profit per day. ${summary || "No spend or revenue yet."}`)}"><line class=axis x1="0" x2="${days.length}" y1="0" y2="0"/><line class=zero x1="0" x2="${days.length}" y1="${zero}" y2="${zero}"/>${bars}</svg><p class=chart-days aria-hidden=true><span>${escape(report.from.slice(5))}</span><span>${escape(middle.slice(5))}</span><span>${escape(report.to.slice(5))}</span></p><figcaption><span class="key bar-key"></span> profit <span class="key loss-key"></span> loss, per day (revenue − spend); the top line is ${escape(money(most))}</figcaption></figure>`;
}

const VERDICT_WORDS: Record<VariantVerdict["verdict"], string> = {
  better: "Beats the control",
  worse: "Loses to the control",
  "no clear winner yet": "No clear winner yet",
  "not enough data yet": "Not enough data yet",
};

const GUARD = `each arm needs at least ${MIN_CLICKS} clicks and ${MIN_SALES} sales before a verdict is read`;

function salesVerdict(test: NonNullable<Report["test"]>): string {
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
    `<p class=note>${test.enoughData ? "Every arm has enough data: a variant is called better at a 95 % chance." : `Not enough data yet: ${GUARD}.`} Beta–binomial model, uniform prior, exact chance (Evan Miller).</p>`,
  );
}

function earningsTable(
  earnings: NonNullable<Report["earnings"]>,
  currency: string,
): string {
  const money = (value: number) =>
    new Intl.NumberFormat("en", {
      style: "currency",
      currency,
      // A tenth of a cent tells arms apart whose earnings per click are low.
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    }).format(value);
  const row = (variant: EarningsVerdict) =>
    `<tr><th scope=row>${escape(variant.name)}</th><td>${count(variant.clicks)}</td><td>${count(variant.sales)}</td><td>${money(variant.perClick)}</td><td>${money(variant.difference)}</td><td>${money(variant.interval[0])} to ${money(variant.interval[1])}</td><td>${percent(variant.chanceToBeatControl)}</td><td>${escape(VERDICT_WORDS[variant.verdict])}</td></tr>`;
  const control = earnings.control;
  return section(
    "earnings-test",
    "Split test: earnings per click against the control",
    `<thead><tr><th scope=col>Variant</th><th scope=col>Clicks</th><th scope=col>Sales</th><th scope=col>Earnings per click</th><th scope=col>Difference</th><th scope=col>95 % interval</th><th scope=col>Chance to beat the control</th><th scope=col>Verdict</th></tr></thead><tbody><tr><th scope=row>control</th><td>${count(control.clicks)}</td><td>${count(control.sales)}</td><td>${control.clicks > 0 ? money(control.sum / control.clicks) : "–"}</td><td>–</td><td>–</td><td>–</td><td>–</td></tr>${earnings.variants.map(row).join("")}</tbody>`,
    `<p class=note>${earnings.enoughData ? "Every arm has enough data: a variant is called better at a 95 % chance." : `Not enough data yet: ${GUARD}.`} ${escape(earnings.method)}</p>`,
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

/** The pulls' last outcomes, and the two ways spend comes in. */
function spendSection(report: Report, csrf: string): string {
  const pulls = report.pulls
    .map(
      (pull) =>
        `<tr><td>${escape(pull.platform)}</td><td>${escape(pull.account)}</td><td>${escape(new Date(pull.pulled_at).toISOString().replace("T", " ").slice(0, 16))} UTC</td><td>${pull.ok ? "Pulled" : "Failed"}</td><td>${escape(pull.detail)}</td></tr>`,
    )
    .join("");
  const options = SPEND_PLATFORMS.map(
    (platform) =>
      `<option value=${platform}>${escape(PLATFORM_LABELS[platform])}</option>`,
  ).join("");
  const token = `<input type=hidden name=csrf value="${escape(csrf)}">`;
  return `${section(
    "spend-pulls",
    "Spend pulled from the ad platforms",
    `<thead><tr><th scope=col>Platform</th><th scope=col>Account</th><th scope=col>Last pull</th><th scope=col>Outcome</th><th scope=col>Detail</th></tr></thead><tbody class=text>${pulls || `<tr><td colspan=5>No pull yet: set ledger.spend in settings.yaml and the host's tokens.</td></tr>`}</tbody>`,
    `<form method=post action="${SPEND_PULL_FORM}">${token}<button>Pull the last 7 days now</button></form>`,
  )}<section><h2 id=spend-import>Import a spend export</h2><form class=upload method=post action="${SPEND_FORM}" enctype=multipart/form-data>${token}<p><label for=spend-file>CSV export (Google Ads, Microsoft Ads, Meta or TikTok), UTF-8, up to 16 MB</label><input id=spend-file name=file type=file accept=".csv,.tsv,text/csv" required></p><p><label for=spend-platform>Platform</label><select id=spend-platform name=platform><option value="">Recognise from the columns</option>${options}</select></p><p><label for=spend-currency>Account currency, if the file has no currency column</label><input id=spend-currency name=currency maxlength=3 pattern="[A-Za-z]{3}" autocomplete=off></p><button>Import</button></form><p class=note>An import replaces the spend the ledger had for that platform, account and days.</p></section>`;
}

const PLATFORM_LABELS: Record<(typeof SPEND_PLATFORMS)[number], string> = {
  meta: "Meta",
  tiktok: "TikTok",
  google: "Google Ads",
  microsoft: "Microsoft Ads",
};

export const REPORT_STYLE = `:root{color-scheme:light;font:16px/1.5 system-ui,sans-serif;color:#1f2328;background:#f6f7f9}body{margin:0 auto;max-width:80rem;padding:1rem}h1{font-size:1.5rem;margin:.5rem 0}p{margin:.25rem 0 1rem}.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem;margin:1rem 0}.card{background:#fff;border:1px solid #d0d7de;border-radius:.5rem;padding:.75rem}.card b{display:block;font-size:1.35rem}figure{margin:1rem 0;background:#fff;border:1px solid #d0d7de;border-radius:.5rem;padding:.75rem}.chart{display:block;width:100%;height:12rem}.bar{fill:#2f7d4f}.loss-bar{fill:#b3261e}.axis,.zero{vector-effect:non-scaling-stroke;stroke-width:1px}.axis{stroke:#d0d7de}.zero{stroke:#57606a}.chart-scale,.chart-days{margin:0;color:#57606a;font-size:.875rem}.chart-days{display:flex;justify-content:space-between;margin-bottom:.5rem}h2{font-size:1rem;margin:1.5rem 0 .25rem}.key{display:inline-block;width:.8rem;height:.8rem;vertical-align:middle}.bar-key{background:#2f7d4f}.loss-key{background:#b3261e}.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;background:#fff;margin:0 0 1rem;font-variant-numeric:tabular-nums}th,td{border:1px solid #d0d7de;padding:.35rem .5rem;text-align:right;white-space:nowrap}th[scope=row],td:first-child,thead th:first-child,.text,.text td,#forwards~div th,#spend-pulls~div th{text-align:left}thead th{background:#eef1f4;white-space:normal;vertical-align:bottom}.loss{color:#b3261e}@media (max-width:40rem){body{padding:.75rem}table{font-size:.8125rem}th,td{padding:.3rem .35rem}}.note{color:#57606a}.warn{background:#fff8c5;border:1px solid #d4a72c;border-radius:.5rem;padding:.5rem .75rem}a{color:#0b5cad}form{margin:.5rem 0 1rem}label{display:block;font-weight:600}input,select,button{font:inherit;min-height:2.75rem}button{background:#0b5cad;color:#fff;border:0;border-radius:.375rem;padding:.5rem 1rem;cursor:pointer}button:focus-visible,input:focus-visible,select:focus-visible,a:focus-visible,.scroll:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}.upload{background:#fff;border:1px solid #d0d7de;border-radius:.5rem;padding:.75rem}`;

/** What the page shows above the figures: the period, the money and its rates. */
function intro(report: Report, days: number): string {
  const { currency, rates } = report.rates;
  const used = Object.entries(rates)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, rate]) => `1 ${code} = ${rate} ${currency}`)
    .join(", ");
  const total = report.byDay.reduce(
    (all, day) => ({
      revenue: sumMoney(all.revenue, day.revenue),
      spend: sumMoney(all.spend, day.spend),
    }),
    { revenue: {}, spend: {} },
  );
  const apart = figures({ clicks: 0, sales: 0, ...total }, report.rates).apart;
  const warning =
    Object.keys(apart.revenue).length + Object.keys(apart.spend).length > 0
      ? `<p class=warn role=note>No rate to ${escape(currency)} for some amounts, so they are left out of every figure: ${escape([apartText(apart.revenue) && `revenue ${apartText(apart.revenue)}`, apartText(apart.spend) && `spend ${apartText(apart.spend)}`].filter(Boolean).join(", "))}. Add their rates under ledger.report.rates in settings.yaml.</p>`
      : "";
  return `<p>${escape(report.from)} to ${escape(report.to)} (UTC), ${days} days. A sale counts under its click's day, campaign, ad and variant; a day's spend on an ad is shared between its variants by their clicks. Money in ${escape(currency)}${used ? `, at the store's rates: ${escape(used)}` : ""}. <a href="?days=${days}&amp;format=csv">Download as CSV</a></p>${warning}`;
}

const encoder = new TextEncoder();

/**
 * One of the operator's pages: `main` in the report's frame, with a policy
 * that allows its one stylesheet and its forms, and nothing else.
 */
export async function operatorPage(
  title: string,
  main: string,
  status = 200,
): Promise<Response> {
  const style = btoa(
    String.fromCharCode(
      ...new Uint8Array(
        await crypto.subtle.digest("SHA-256", encoder.encode(REPORT_STYLE)),
      ),
    ),
  );
  return new Response(
    `<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1"><meta name=robots content="noindex,nofollow"><title>${escape(title)}</title><style>${REPORT_STYLE}</style></head><body><main>${main}</main></body></html>`,
    {
      status,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex, nofollow",
        "Content-Security-Policy": `default-src 'none'; style-src 'sha256-${style}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
      },
    },
  );
}

/** The report's content; `csrf` is the forms' token. */
export function reportPage(report: Report, days: number, csrf: string): string {
  const money = moneyIn(report.rates.currency);
  const all = report.byDay.reduce(
    (line: Line, day) => ({
      clicks: line.clicks + day.clicks,
      sales: line.sales + day.sales,
      revenue: sumMoney(line.revenue, day.revenue),
      spend: sumMoney(line.spend, day.spend),
    }),
    { clicks: 0, sales: 0, revenue: {}, spend: {} },
  );
  const total = figures(all, report.rates);
  const cards = [
    ["Spend", money(total.spend)],
    ["Revenue", money(total.revenue)],
    ["Profit", money(total.profit)],
    ["ROAS", total.roas === null ? "–" : `${total.roas.toFixed(2)}×`],
    ["Clicks", count(total.clicks)],
    ["Sales", count(total.sales)],
    ["Earnings per click", money(total.perClick)],
    ["Unattributed sales", count(report.unattributed.sales)],
  ]
    .map(
      ([label, value]) =>
        `<div class=card>${escape(label!)}<b>${escape(value!)}</b></div>`,
    )
    .join("");
  const named = (groups: readonly Group[]) =>
    groups.map((group) => ({ cells: [group.name], line: group }));
  return `<h1>Sales report</h1>${intro(report, days)}<div class=cards>${cards}</div>${profitChart(report)}${report.test ? salesVerdict(report.test) : ""}${report.earnings ? earningsTable(report.earnings, report.rates.currency) : ""}${groupTable(report, "by-campaign", "By campaign", ["Campaign"], named(report.byCampaign))}${groupTable(
    report,
    "by-ad",
    "By ad (utm_content)",
    ["Ad", "Campaign"],
    report.byAd.map((group) => ({
      cells: [group.name, group.campaign],
      line: group,
    })),
  )}${report.byVariant.length > 0 ? groupTable(report, "by-variant", "By split-test variant", ["Variant"], named(report.byVariant)) : ""}${groupTable(report, "by-day", "By day", ["Day"], named(report.byDay))}<p>Unattributed sales (no click has their key): ${count(report.unattributed.sales)}, ${escape(money(figures({ clicks: 0, sales: 0, revenue: report.unattributed.revenue, spend: {} }, report.rates).revenue))}.</p>${spendSection(report, csrf)}${forwardsTable(report.forwards)}`;
}
