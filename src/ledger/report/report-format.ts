/** How the operator's pages write the report's figures. */
import type { Figures } from "./report-lines.ts";

const COUNT = new Intl.NumberFormat("en");

export const count = (n: number) => COUNT.format(n);

export const percent = (share: number) =>
  `${(share * 100).toFixed(share < 0.01 ? 2 : 1)} %`;

/** Revenue per unit of spend as "1.94×"; "–" without spend. */
export const ratio = (roas: Figures["roas"]) =>
  roas === null ? "–" : `${roas.toFixed(2)}×`;

/** Millionths of the report's currency as money; "–" for no figure. */
export function moneyIn(currency: string) {
  const format = new Intl.NumberFormat("en", {
    style: "currency",
    currency,
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
  });
  return (micros: number | null) =>
    micros === null ? "–" : format.format(micros / 1_000_000);
}

/** Every UTC day from `from` to `to`, "2026-11-01". */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let ms = Date.parse(`${from}T00:00:00Z`);
    ms <= Date.parse(`${to}T00:00:00Z`);
    ms += 86_400_000
  )
    days.push(new Date(ms).toISOString().slice(0, 10));
  return days;
}
