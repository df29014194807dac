/**
 * The report as a page for the operator's browser (operator-page.ts gives
 * it its document): the totals, a chart drawn as SVG, the figures as
 * tables, which a screen reader reads as they are, and the two forms that
 * bring spend in (spend-routes.ts). Elements are made with createElement,
 * not JSX: `npm start` runs these files with Node's type stripping, which
 * reads .ts and no JSX.
 */
import { createElement as h, Fragment } from "react";
import { apartText } from "./report-csv.ts";
import { figures, type Group, type Line } from "./report-lines.ts";
import type { Report } from "./report.ts";
import { sumMoney } from "../money.ts";
import { count, moneyIn, percent, ratio } from "./report-format.ts";
import { FlaggedTables, FlaggedWarnings } from "./flagged-tables.ts";
import { flaggedShare } from "./report-flagged.ts";
import { ProfitChart } from "./report-chart.ts";
import { ForwardsTable, GroupTable } from "./report-tables.ts";
import { SpendSection } from "./spend-forms.ts";
import { EarningsTable, SalesVerdict } from "./verdict-tables.ts";
import { SharesTable } from "./shares-table.ts";

/** All the report's days as one line. */
const totalOf = (report: Report): Line =>
  report.byDay.reduce(
    (line: Line, day) => ({
      clicks: line.clicks + day.clicks,
      sales: line.sales + day.sales,
      revenue: sumMoney(line.revenue, day.revenue),
      spend: sumMoney(line.spend, day.spend),
    }),
    { clicks: 0, sales: 0, revenue: {}, spend: {} },
  );

/** What the page shows above the figures: the period, the money and its rates. */
function Intro({ report, days }: { report: Report; days: number }) {
  const { currency, rates } = report.rates;
  const used = Object.entries(rates)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, rate]) => `1 ${code} = ${rate} ${currency}`)
    .join(", ");
  const { apart } = figures(totalOf(report), report.rates);
  const left = [
    apartText(apart.revenue) && `revenue ${apartText(apart.revenue)}`,
    apartText(apart.spend) && `spend ${apartText(apart.spend)}`,
  ].filter(Boolean);
  return h(
    Fragment,
    null,
    h(
      "p",
      null,
      `${report.from} to ${report.to} (UTC), ${days} days. A sale counts under its click's day, campaign, ad and variant; a day's spend on an ad is shared between its variants by their clicks. Money in ${currency}${used ? `, at the store's rates: ${used}` : ""}. `,
      h("a", { href: `?days=${days}&format=csv` }, "Download as CSV"),
    ),
    left.length > 0 &&
      h(
        "p",
        { className: "warn", role: "note" },
        `No rate to ${currency} for some amounts, so they are left out of every figure: ${left.join(", ")}. Add their rates under ledger.report.rates in settings.yaml.`,
      ),
  );
}

function Cards({ report }: { report: Report }) {
  const money = moneyIn(report.rates.currency);
  const total = figures(totalOf(report), report.rates);
  return h(
    "div",
    { className: "cards" },
    [
      ["Spend", money(total.spend)],
      ["Revenue", money(total.revenue)],
      ["Profit", money(total.profit)],
      ["ROAS", ratio(total.roas)],
      ["Clicks", count(total.clicks)],
      ["Sales", count(total.sales)],
      ["Earnings per click", money(total.perClick)],
      ["Unattributed sales", count(report.unattributed.sales)],
      [
        "Flagged clicks",
        `${count(report.flagged.total.flagged)} (${percent(flaggedShare(report.flagged.total))})`,
      ],
    ].map(([label, value]) =>
      h(
        "div",
        { key: label, className: "card" },
        label,
        h(
          "b",
          {
            className:
              label === "Profit" && total.profit < 0 ? "loss" : undefined,
          },
          value,
        ),
      ),
    ),
  );
}

const named = (groups: readonly Group[]) =>
  groups.map((group) => ({ names: [group.name], line: group }));

function ReportPage(props: { report: Report; days: number; csrf: string }) {
  const { report } = props;
  const money = moneyIn(report.rates.currency);
  const unattributed = figures(
    { clicks: 0, sales: 0, revenue: report.unattributed.revenue, spend: {} },
    report.rates,
  ).revenue;
  return h(
    Fragment,
    null,
    h("h1", null, "Sales report"),
    h(Intro, { report, days: props.days }),
    h(FlaggedWarnings, { report }),
    h(Cards, { report }),
    h(ProfitChart, { report }),
    report.test && h(SalesVerdict, { test: report.test }),
    report.earnings &&
      h(EarningsTable, {
        earnings: report.earnings,
        currency: report.rates.currency,
      }),
    report.shares.length > 0 &&
      h(SharesTable, {
        shares: report.shares,
        currency: report.rates.currency,
      }),
    h(GroupTable, {
      report,
      id: "by-campaign",
      heading: "By campaign",
      labels: ["Campaign"],
      rows: named(report.byCampaign),
    }),
    h(GroupTable, {
      report,
      id: "by-ad",
      heading: "By ad (utm_content)",
      labels: ["Ad", "Campaign"],
      rows: report.byAd.map((group) => ({
        names: [group.name, group.campaign],
        line: group,
      })),
    }),
    h(FlaggedTables, { report }),
    report.byVariant.length > 0 &&
      h(GroupTable, {
        report,
        id: "by-variant",
        heading: "By split-test variant",
        labels: ["Variant"],
        rows: named(report.byVariant),
      }),
    h(GroupTable, {
      report,
      id: "by-day",
      heading: "By day",
      labels: ["Day"],
      rows: named(report.byDay),
    }),
    h(
      "p",
      null,
      `Unattributed sales (no click has their key): ${count(report.unattributed.sales)}, ${money(unattributed)}.`,
    ),
    h(SpendSection, { report, csrf: props.csrf }),
    h(ForwardsTable, { forwards: report.forwards }),
  );
}

/** The report's content, for operatorPage; `csrf` is the forms' token. */
export const reportPage = (report: Report, days: number, csrf: string) =>
  h(ReportPage, { report, days, csrf });
