/**
 * The split tests' shares under auto-distribution, day by day: each arm's
 * share of visitors, the window's counts it came from, its chance of
 * earning the most per click and why it moved (src/ledger/split/).
 */
import { createElement as h } from "react";
import type { StoredShare } from "../split/auto-shares.ts";
import { count, percent } from "./report-format.ts";
import { cells, Section } from "./report-tables.ts";

export function SharesTable({
  shares,
  currency,
}: {
  shares: readonly StoredShare[];
  currency: string;
}) {
  const format = new Intl.NumberFormat("en", {
    style: "currency",
    currency,
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
  return h(Section, {
    id: "auto-distribution",
    heading: "Split test: auto-distribution by day",
    heads: [
      "Day",
      "Test",
      "Variant",
      "Share",
      "Clicks",
      "Sales",
      "Earnings per click",
      "Chance best",
      "Why",
    ],
    empty: "",
    rows: shares.map((row) =>
      h(
        "tr",
        { key: `${row.day} ${row.test} ${row.variant}` },
        cells([
          row.day,
          row.test,
          row.variant,
          `${row.share} %`,
          count(row.clicks),
          count(row.sales),
          format.format(row.epc),
          row.probability_best === null ? "–" : percent(row.probability_best),
          row.reason,
        ]),
      ),
    ),
    after: h(
      "p",
      { className: "note" },
      "Each day's shares are computed at its first visit from the clicks and sales of the window's whole days before it, and kept all day: Thompson sampling on earnings per click (Beta on sales per click times a normal on the payout), above the control's floor and each variant's minimum.",
    ),
  });
}
