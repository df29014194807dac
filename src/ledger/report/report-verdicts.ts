/**
 * The split test's two verdicts as the report reads them off its groups
 * (verdict.ts holds the statistics).
 */
import { CONTROL } from "../../schemas/experiment-names.ts";
import { addMoney, converted, type Money, type Rates } from "../money.ts";
import type { Group } from "./report-lines.ts";
import type { Report } from "./report.ts";
import { earningsVerdict, splitVerdict, type EarningsArm } from "./verdict.ts";

/** One sold click's earnings in one currency, as the report's query gives them. */
export type SoldClick = {
  click_key: string;
  variant: string;
  currency: string;
  micros: number;
};

/**
 * The split test's verdicts, when it has a control and a variant: on sales
 * per click, and on earnings per click in the report's currency (each
 * sold click's earnings; every other click earned 0).
 */
export function verdicts(
  byVariant: readonly Group[],
  soldClicks: readonly SoldClick[],
  rates: Rates,
): Pick<Report, "test" | "earnings"> {
  const control = byVariant.find(({ key }) => key === CONTROL);
  const others = byVariant.filter(({ key }) => key !== CONTROL);
  if (!control || others.length === 0) return {};
  const arms = new Map<string, EarningsArm>(
    byVariant.map((group) => [
      group.key,
      {
        name: group.key,
        clicks: group.clicks,
        sales: group.sales,
        sum: 0,
        sumOfSquares: 0,
      },
    ]),
  );
  // A click's earnings in every currency it sold in, added up once converted.
  const earnedBy = new Map<string, { variant: string; money: Money }>();
  for (const sold of soldClicks) {
    const click = earnedBy.get(sold.click_key) ?? {
      variant: sold.variant,
      money: {},
    };
    addMoney(click.money, { [sold.currency]: Number(sold.micros) });
    earnedBy.set(sold.click_key, click);
  }
  for (const { variant, money } of earnedBy.values()) {
    const arm = arms.get(variant);
    if (!arm) continue;
    const earned = converted(money, rates).micros / 1_000_000;
    arm.sum += earned;
    arm.sumOfSquares += earned * earned;
  }
  const arm = (group: Group) => ({
    name: group.key,
    clicks: group.clicks,
    sales: group.sales,
  });
  const bySales = splitVerdict(arm(control), others.map(arm));
  const byEarnings = earningsVerdict(
    arms.get(CONTROL)!,
    others.map((group) => arms.get(group.key)!),
  );
  return {
    test: { ...bySales, control },
    earnings: { ...byEarnings, control: arms.get(CONTROL)! },
  };
}
