/** The split test's two verdicts as tables: on sales and on earnings per click. */
import { createElement as h } from "react";
import type { Report } from "./report.ts";
import type { EarningsVerdict, VariantVerdict } from "./verdict.ts";
import { MIN_CLICKS, MIN_SALES } from "./verdict.ts";
import { count, percent } from "./report-format.ts";
import { cells, Section } from "./report-tables.ts";

const VERDICT_WORDS: Record<VariantVerdict["verdict"], string> = {
  better: "Beats the control",
  worse: "Loses to the control",
  "no clear winner yet": "No clear winner yet",
  "not enough data yet": "Not enough data yet",
};

const GUARD = `each arm needs at least ${MIN_CLICKS} clicks and ${MIN_SALES} sales before a verdict is read`;

const enough = (enoughData: boolean) =>
  enoughData
    ? "Every arm has enough data: a variant is called better at a 95 % chance."
    : `Not enough data yet: ${GUARD}.`;

export function SalesVerdict({ test }: { test: NonNullable<Report["test"]> }) {
  const { control } = test;
  return h(Section, {
    id: "split-test",
    heading: "Split test: sales per click against the control",
    heads: [
      "Variant",
      "Clicks",
      "Sales",
      "Sales per click",
      "Chance to beat the control",
      "Verdict",
    ],
    empty: "",
    rows: [
      h(
        "tr",
        { key: "control" },
        cells([
          "control",
          count(control.clicks),
          count(control.sales),
          control.clicks > 0 ? percent(control.sales / control.clicks) : "–",
          "–",
          "–",
        ]),
      ),
      ...test.variants.map((variant) =>
        h(
          "tr",
          { key: variant.name },
          cells([
            variant.name,
            count(variant.clicks),
            count(variant.sales),
            percent(variant.rate),
            percent(variant.chanceToBeatControl),
            VERDICT_WORDS[variant.verdict],
          ]),
        ),
      ),
    ],
    after: h(
      "p",
      { className: "note" },
      `${enough(test.enoughData)} Beta–binomial model, uniform prior, exact chance (Evan Miller).`,
    ),
  });
}

export function EarningsTable({
  earnings,
  currency,
}: {
  earnings: NonNullable<Report["earnings"]>;
  currency: string;
}) {
  const format = new Intl.NumberFormat("en", {
    style: "currency",
    currency,
    // A tenth of a cent tells arms apart whose earnings per click are low.
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
  const money = (value: number) => format.format(value);
  const { control } = earnings;
  const row = (variant: EarningsVerdict) =>
    h(
      "tr",
      { key: variant.name },
      cells([
        variant.name,
        count(variant.clicks),
        count(variant.sales),
        money(variant.perClick),
        money(variant.difference),
        `${money(variant.interval[0])} to ${money(variant.interval[1])}`,
        percent(variant.chanceToBeatControl),
        VERDICT_WORDS[variant.verdict],
      ]),
    );
  return h(Section, {
    id: "earnings-test",
    heading: "Split test: earnings per click against the control",
    heads: [
      "Variant",
      "Clicks",
      "Sales",
      "Earnings per click",
      "Difference",
      "95 % interval",
      "Chance to beat the control",
      "Verdict",
    ],
    empty: "",
    rows: [
      h(
        "tr",
        { key: "control" },
        cells([
          "control",
          count(control.clicks),
          count(control.sales),
          control.clicks > 0 ? money(control.sum / control.clicks) : "–",
          "–",
          "–",
          "–",
          "–",
        ]),
      ),
      ...earnings.variants.map(row),
    ],
    after: h(
      "p",
      { className: "note" },
      `${enough(earnings.enoughData)} ${earnings.method}`,
    ),
  });
}
