/**
 * The report's flagged clicks (report-flagged.ts): a warning for each
 * campaign whose flagged share is above the setting, and the flagged
 * clicks by campaign and by ad, by reason, with the sales made on them.
 */
import { createElement as h, Fragment } from "react";
import { FLAG_REASONS, type FlagReason } from "../clicks/click-flags.ts";
import { converted } from "../money.ts";
import type { Report } from "./report.ts";
import { flaggedShare, type FlaggedLine } from "./report-flagged.ts";
import { count, moneyIn, percent } from "./report-format.ts";
import { Section } from "./report-tables.ts";

/** Each reason as the report's column heads name it. */
export const REASON_LABELS: Record<FlagReason, string> = {
  crawler: "Crawler or tool",
  no_user_agent: "No user agent",
  headless: "Headless browser",
  verified_bot: "Verified bot",
  bot_score: "Bot score",
  datacentre: "Data centre",
  rate: "Too many a minute",
};

const HEADS = [
  "Counted clicks",
  "Flagged",
  "Flagged share",
  ...FLAG_REASONS.map((reason) => REASON_LABELS[reason]),
  "Counted, no page view",
  "Sales on flagged",
  "Revenue on flagged",
];

function lineCells(line: FlaggedLine, report: Report) {
  const money = moneyIn(report.rates.currency);
  return [
    count(line.counted),
    count(line.flagged),
    percent(flaggedShare(line)),
    ...FLAG_REASONS.map((reason) => count(line.reasons[reason])),
    count(line.noPageView),
    count(line.sales),
    money(converted(line.revenue, report.rates).micros),
  ].map((value, i) => h("td", { key: `f${i}` }, value));
}

/** Above the figures: each campaign whose flagged share passes the setting. */
export function FlaggedWarnings({ report }: { report: Report }) {
  const { warnPercent, byCampaign } = report.flagged;
  return h(
    Fragment,
    null,
    byCampaign
      .filter((line) => line.warn)
      .map((line) =>
        h(
          "p",
          { key: line.key, className: "warn", role: "note" },
          `Campaign ${line.name || "(none)"}: ${percent(flaggedShare(line))} of its clicks were flagged (${count(line.flagged)} of ${count(line.flagged + line.counted)}), above ${warnPercent} %. They are left out of its clicks, cost per click and earnings per click: see Flagged clicks.`,
        ),
      ),
  );
}

/** The flagged clicks by campaign and by ad. */
export function FlaggedTables({ report }: { report: Report }) {
  const { byCampaign, byAd, warnPercent } = report.flagged;
  return h(
    Fragment,
    null,
    h(Section, {
      id: "flagged-by-campaign",
      heading: "Flagged clicks by campaign",
      heads: ["Campaign", ...HEADS],
      empty: "No flagged clicks.",
      rows: byCampaign.map((line) =>
        h(
          "tr",
          { key: line.key },
          h("th", { scope: "row" }, line.name || "(none)"),
          lineCells(line, report),
        ),
      ),
      after: h(
        "p",
        null,
        `A flagged click went to the partner as any other, and is kept with its reasons; it is left out of Clicks, cost per click, earnings per click and the split test's verdicts, and a sale on it goes to no ad platform. A click may have more than one reason. The share is of all of a campaign's clicks; above ${warnPercent} % the report warns. "No page view": counted clicks whose browser showed no page of the store first, which alone flags nothing.`,
      ),
    }),
    h(Section, {
      id: "flagged-by-ad",
      heading: "Flagged clicks by ad (utm_content)",
      heads: ["Ad", "Campaign", ...HEADS],
      empty: "No flagged clicks.",
      rows: byAd.map((line, row) =>
        h(
          "tr",
          { key: row },
          h("th", { scope: "row" }, line.name || "(none)"),
          h("td", { className: "text" }, line.campaign),
          lineCells(line, report),
        ),
      ),
    }),
  );
}
