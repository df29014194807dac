/**
 * The report's tables: each under its heading, in a region that scrolls
 * sideways on a narrow screen, which a screen reader reads as it is.
 */
import { createElement as h, type ReactNode } from "react";
import { figures, type Figures, type Line } from "./report-lines.ts";
import type { Report } from "./report.ts";
import { count, moneyIn, ratio } from "./report-format.ts";

type Money = ReturnType<typeof moneyIn>;

/**
 * A table under its heading, in a region that scrolls sideways on a
 * narrow screen and that the keyboard reaches; the heading names both.
 */
export function Section(props: {
  id: string;
  heading: string;
  heads: readonly string[];
  /** The body's class: "text" where every cell is text, read from the left. */
  bodyClass?: string;
  rows: ReactNode[];
  /** The one row shown when there are no rows. */
  empty: string;
  after?: ReactNode;
}) {
  const { id, heading, heads } = props;
  return h(
    "section",
    null,
    h("h2", { id }, heading),
    h(
      "div",
      {
        className: "scroll",
        tabIndex: 0,
        role: "region",
        "aria-labelledby": id,
      },
      h(
        "table",
        { "aria-labelledby": id },
        h(
          "thead",
          null,
          h(
            "tr",
            null,
            heads.map((label) => h("th", { key: label, scope: "col" }, label)),
          ),
        ),
        h(
          "tbody",
          { className: props.bodyClass },
          props.rows.length > 0
            ? props.rows
            : h("tr", null, h("td", { colSpan: heads.length }, props.empty)),
        ),
      ),
    ),
    props.after,
  );
}

/** A row's cells, each a value of its own; the first is the row's heading. */
export const cells = (values: readonly ReactNode[]) =>
  values.map((value, i) =>
    i === 0
      ? h("th", { key: i, scope: "row" }, value)
      : h("td", { key: i }, value),
  );

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

function figureCells(figure: Figures, money: Money) {
  return [
    h("td", { key: "spend" }, money(figure.spend)),
    h("td", { key: "clicks" }, count(figure.clicks)),
    h("td", { key: "cpc" }, money(figure.costPerClick)),
    h("td", { key: "sales" }, count(figure.sales)),
    h("td", { key: "revenue" }, money(figure.revenue)),
    h(
      "td",
      { key: "profit", className: figure.profit < 0 ? "loss" : undefined },
      money(figure.profit),
    ),
    h("td", { key: "roas" }, ratio(figure.roas)),
    h("td", { key: "epc" }, money(figure.perClick)),
  ];
}

/** Lines by a name (and the names beside it), with the figures of each. */
export function GroupTable(props: {
  report: Report;
  id: string;
  heading: string;
  labels: readonly string[];
  rows: readonly { names: readonly string[]; line: Line }[];
}) {
  const { report, labels } = props;
  const money = moneyIn(report.rates.currency);
  return h(Section, {
    id: props.id,
    heading: props.heading,
    heads: [...labels, ...FIGURE_HEADS],
    empty: "Nothing yet.",
    // An ad's key is its campaign's own: the place in the list is the row's.
    rows: props.rows.map(({ names, line }, row) =>
      h(
        "tr",
        { key: row },
        names.map((name, i) =>
          i === 0
            ? h("th", { key: i, scope: "row" }, name || "(none)")
            : h("td", { key: i, className: "text" }, name),
        ),
        figureCells(figures(line, report.rates), money),
      ),
    ),
  });
}

/** The latest forwards and their state. */
export function ForwardsTable({ forwards }: { forwards: Report["forwards"] }) {
  return h(Section, {
    id: "forwards",
    heading: "Sales sent to the ad platforms (latest 20)",
    heads: ["Network", "Order", "Platform", "State", "Tries", "Detail"],
    bodyClass: "text",
    empty: "Nothing to send yet.",
    rows: forwards.map((forward) =>
      h(
        "tr",
        { key: `${forward.network} ${forward.order_id} ${forward.platform}` },
        [
          forward.network,
          forward.order_id,
          forward.platform,
          forward.state,
          forward.attempts,
          forward.detail,
        ].map((value, i) => h("td", { key: i }, value)),
      ),
    ),
  });
}
