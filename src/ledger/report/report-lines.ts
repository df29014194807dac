/**
 * A report's lines: what a set of clicks and the ads behind them came to,
 * the figures they are read by, and how the report adds them up as the
 * rows come (report.ts).
 */
import { addMoney, converted, type Money, type Rates } from "../money.ts";

/** What a set of clicks and the ads behind them came to. */
export type Line = {
  clicks: number;
  sales: number;
  revenue: Money;
  spend: Money;
};

/** One day, campaign, ad and variant: the report's finest row. */
export type ReportRow = Line & {
  day: string;
  /** The campaign's key: `id:<id>`, or `name:<name>` when the clicks carry no id. */
  campaign: string;
  /** The ad's id, or "" for clicks without one and spend not broken down by ad. */
  ad: string;
  variant: string;
};

/** A line under its key, with the name it is shown by. */
export type Group = Line & { key: string; name: string };

export const emptyLine = (): Line => ({
  clicks: 0,
  sales: 0,
  revenue: {},
  spend: {},
});

/** The figures a line is read by, in the report's currency (millionths). */
export type Figures = {
  spend: number;
  clicks: number;
  /** Spend per click; null without clicks. */
  costPerClick: number | null;
  sales: number;
  revenue: number;
  profit: number;
  /** Revenue per unit of spend; null without spend. */
  roas: number | null;
  /** Revenue per click; null without clicks. */
  perClick: number | null;
  /** What could not be converted, by currency. */
  apart: { revenue: Money; spend: Money };
};

export function figures(line: Line, rates: Rates): Figures {
  const spend = converted(line.spend, rates);
  const revenue = converted(line.revenue, rates);
  return {
    spend: spend.micros,
    clicks: line.clicks,
    costPerClick: line.clicks > 0 ? spend.micros / line.clicks : null,
    sales: line.sales,
    revenue: revenue.micros,
    profit: revenue.micros - spend.micros,
    roas: spend.micros > 0 ? revenue.micros / spend.micros : null,
    perClick: line.clicks > 0 ? revenue.micros / line.clicks : null,
    apart: { revenue: revenue.apart, spend: spend.apart },
  };
}

/** No money: what a click's line adds to revenue and spend. */
export const NONE: Money = Object.freeze({});

/** A group's lines in the order of their keys, each with its name. */
export const sortedGroups = (
  group: Map<string, Line>,
  nameOf: (key: string) => string,
): Group[] =>
  [...group.keys()]
    .sort()
    .map((key) => ({ ...group.get(key)!, key, name: nameOf(key) }));

/** Values under three keys (day, campaign, ad), made on first use. */
export class Nested<Value> {
  private readonly days = new Map<string, Map<string, Map<string, Value>>>();
  private readonly make: () => Value;
  constructor(make: () => Value) {
    this.make = make;
  }

  find(day: string, campaign: string, ad: string): Value | undefined {
    return this.days.get(day)?.get(campaign)?.get(ad);
  }

  at(day: string, campaign: string, ad: string): Value {
    let campaigns = this.days.get(day);
    if (!campaigns) this.days.set(day, (campaigns = new Map()));
    let ads = campaigns.get(campaign);
    if (!ads) campaigns.set(campaign, (ads = new Map()));
    let value = ads.get(ad);
    if (value === undefined) ads.set(ad, (value = this.make()));
    return value;
  }

  /** Every value with its keys, in the order the keys were first used. */
  *entries(): Generator<[string, string, string, Value]> {
    for (const [day, campaigns] of this.days)
      for (const [campaign, ads] of campaigns)
        for (const [ad, value] of ads) yield [day, campaign, ad, value];
  }
}

/**
 * The report's lines added up as they come: by day, campaign, ad and
 * variant, and (for the CSV) at the finest grain, each one a lookup of
 * short keys rather than a row made and grouped afterwards: a year of a
 * busy store is some 200,000 finest rows.
 */
export class Totals {
  readonly byDay = new Map<string, Line>();
  readonly byCampaign = new Map<string, Line>();
  readonly byAd = new Map<string, Map<string, Line>>();
  readonly byVariant = new Map<string, Line>();
  private readonly finest = new Nested<Map<string, Line>>(() => new Map());

  private readonly keepRows: boolean;
  constructor(keepRows: boolean) {
    this.keepRows = keepRows;
  }

  add(
    day: string,
    campaign: string,
    ad: string,
    variant: string,
    clicks: number,
    sales: number,
    revenue: Money,
    spend: Money,
  ) {
    let ads = this.byAd.get(campaign);
    if (!ads) this.byAd.set(campaign, (ads = new Map()));
    const lines = [
      lineIn(this.byDay, day),
      lineIn(this.byCampaign, campaign),
      lineIn(ads, ad),
      lineIn(this.byVariant, variant),
    ];
    if (this.keepRows)
      lines.push(lineIn(this.finest.at(day, campaign, ad), variant));
    for (const line of lines) {
      line.clicks += clicks;
      line.sales += sales;
      if (revenue !== NONE) addMoney(line.revenue, revenue);
      if (spend !== NONE) addMoney(line.spend, spend);
    }
  }

  /** The finest rows, by day, campaign, ad and variant; none unless kept. */
  rows(): ReportRow[] {
    const rows: ReportRow[] = [];
    for (const [day, campaign, ad, variants] of this.finest.entries())
      for (const [variant, line] of variants)
        rows.push({ day, campaign, ad, variant, ...line });
    const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    return rows.sort(
      (a, b) =>
        order(a.day, b.day) ||
        order(a.campaign, b.campaign) ||
        order(a.ad, b.ad) ||
        order(a.variant, b.variant),
    );
  }
}

function lineIn(lines: Map<string, Line>, key: string): Line {
  let line = lines.get(key);
  if (!line) lines.set(key, (line = emptyLine()));
  return line;
}
