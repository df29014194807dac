/** The report's chart: each day's profit, drawn as SVG. */
import { createElement as h } from "react";
import { figures } from "./report-lines.ts";
import type { Report } from "./report.ts";
import { daysOf, moneyIn } from "./report-format.ts";

const HEIGHT = 100;

/**
 * Each day's profit as a bar above the zero line, or a loss below it. The
 * bars stretch to the page's width; the scale and the days are text
 * beside the drawing, so they read at their size on any screen.
 */
export function ProfitChart({ report }: { report: Report }) {
  const money = moneyIn(report.rates.currency);
  const byDay = new Map(report.byDay.map((day) => [day.key, day]));
  const days = daysOf(report.from, report.to).map((day) => {
    const line = byDay.get(day);
    return { day, profit: line ? figures(line, report.rates).profit : 0 };
  });
  const most = Math.max(1, ...days.map((day) => Math.abs(day.profit)));
  const hasLoss = days.some((day) => day.profit < 0);
  const zero = hasLoss ? HEIGHT / 2 : HEIGHT;
  const scale = zero / most;
  const middle = days[Math.floor((days.length - 1) / 2)]!.day;
  const summary = days
    .filter((day) => day.profit !== 0)
    .map((day) => `${day.day}: ${money(day.profit)}`)
    .join("; ");
  return h(
    "figure",
    null,
    h(
      "p",
      { className: "chart-scale" },
      money(most),
      hasLoss ? " (a loss of as much at the bottom)" : "",
    ),
    h(
      "svg",
      {
        className: "chart",
        viewBox: `0 0 ${days.length} ${HEIGHT}`,
        preserveAspectRatio: "none",
        role: "img",
        "aria-label": `Profit per day. ${summary || "No spend or revenue yet."}`,
      },
      h("line", {
        className: "axis",
        x1: "0",
        x2: `${days.length}`,
        y1: "0",
        y2: "0",
      }),
      h("line", {
        className: "zero",
        x1: "0",
        x2: `${days.length}`,
        y1: `${zero}`,
        y2: `${zero}`,
      }),
      days.map((day, i) => {
        const size = Math.abs(day.profit) * scale;
        return h("rect", {
          key: day.day,
          className: day.profit >= 0 ? "bar" : "loss-bar",
          x: `${i + 0.15}`,
          y: (day.profit >= 0 ? zero - size : zero).toFixed(2),
          width: "0.7",
          height: size.toFixed(2),
        });
      }),
    ),
    h(
      "p",
      { className: "chart-days", "aria-hidden": "true" },
      h("span", null, report.from.slice(5)),
      h("span", null, middle.slice(5)),
      h("span", null, report.to.slice(5)),
    ),
    h(
      "figcaption",
      null,
      h("span", { className: "key bar-key" }),
      " profit ",
      h("span", { className: "key loss-key" }),
      ` loss, per day (revenue − spend); the top line is ${money(most)}`,
    ),
  );
}
