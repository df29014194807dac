/**
 * The operator's report: what the ads cost and what they earned, by day,
 * campaign, ad and split-test variant, with the split test's verdicts on
 * sales per click and on earnings per click.
 *
 * A sale counts under its click's day, campaign, ad and variant, so a
 * day's earnings per click are its clicks' own; a sale whose key matches
 * no click is counted apart, as unattributed. Spend (spend.ts) is joined
 * to the clicks by the campaign's id where the clicks carry it (utm_id),
 * else by the campaign's name (utm_campaign), and by the ad's id
 * (utm_content); the ad set's id is utm_term (docs/sales-ledger.md). A
 * day's spend on an ad is shared out between the variants its clicks
 * went to, in proportion to those clicks.
 */
import { CONTROL } from "../../schemas/experiment-names.ts";
import {
  earningsVerdict,
  type EarningsArm,
  type EarningsVerdict,
} from "./verdict.ts";
import {
  addMoney,
  converted,
  shareOut,
  type Money,
  type Rates,
} from "./money.ts";
import { lastPulls, type SpendPull } from "./spend.ts";
import type { LedgerDb, StoredForward } from "./store.ts";
import { splitVerdict, type VariantVerdict } from "./verdict.ts";

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

export type Report = {
  from: string;
  to: string;
  rates: Rates;
  /** The finest rows, in order; empty unless asked for (the CSV). */
  rows: ReportRow[];
  /** Each campaign key's name, and each `campaign ad` pair's ad name. */
  names: { campaigns: Record<string, string>; ads: Record<string, string> };
  byDay: Group[];
  byCampaign: Group[];
  byAd: (Group & { campaign: string })[];
  byVariant: Group[];
  unattributed: { sales: number; revenue: Money };
  test?: { enoughData: boolean; control: Line; variants: VariantVerdict[] };
  earnings?: {
    enoughData: boolean;
    method: string;
    control: EarningsArm;
    variants: EarningsVerdict[];
  };
  forwards: StoredForward[];
  pulls: SpendPull[];
};

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const emptyLine = (): Line => ({ clicks: 0, sales: 0, revenue: {}, spend: {} });

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

type ClickRow = {
  /** Days since 1970 (UTC). */
  day: number;
  utm_campaign: string;
  utm_id: string;
  ad: string;
  variant: string;
  clicks: number;
};
type SaleRow = Omit<ClickRow, "clicks"> & {
  currency: string;
  sales: number;
  micros: number;
};
type SoldClick = {
  click_key: string;
  variant: string;
  currency: string;
  micros: number;
};
type SpendSum = {
  day: string;
  campaign_id: string;
  campaign_name: string;
  ad_id: string;
  ad_name: string;
  currency: string;
  micros: number;
};

/** A click's campaign key: its id when the landing address carried one. */
const clickCampaign = (row: { utm_id: string; utm_campaign: string }) =>
  row.utm_id ? `id:${row.utm_id}` : `name:${row.utm_campaign}`;

/** The part of a campaign key after its kind. */
export const keyValue = (key: string) => key.slice(key.indexOf(":") + 1);

// The report's columns as the clicks hold them: the documented mapping of
// the ads' URL parameters (docs/sales-ledger.md). The day is a whole
// number of days since 1970, as the index clicks_by_day holds it
// (migrations/0003_spend.sql): the same expressions, in its order, so the
// clicks are grouped as the index lists them, without a sort.
const CLICK_DAY = `clicked_at / ${DAY_MS}`;
const clickGroup = (table = "") =>
  [
    `${table}${CLICK_DAY}`,
    `${table}variant`,
    `${table}utm_campaign`,
    `${table}utm_id`,
    `${table}utm_content`,
  ].join(", ");
const clickColumns = (table = "") =>
  `${table}${CLICK_DAY} AS day, ${table}variant AS variant, COALESCE(${table}utm_campaign, '') AS utm_campaign,
   COALESCE(${table}utm_id, '') AS utm_id, COALESCE(${table}utm_content, '') AS ad`;

/**
 * The report over the `days` days up to `now` (UTC days); its finest rows
 * (`rows`, the CSV's) only when asked for.
 */
export async function buildReport(
  db: LedgerDb,
  now: number,
  days: number,
  rates: Rates,
  { withRows = false }: { withRows?: boolean } = {},
): Promise<Report> {
  const since = Date.parse(`${isoDay(now - (days - 1) * DAY_MS)}T00:00:00Z`);
  const from = isoDay(since);
  const to = isoDay(now);
  const firstDay = since / DAY_MS;
  const [clickRows, saleRows, spendRows, soldClicks, unattributedRows] =
    await Promise.all([
      db.all<ClickRow>(
        `SELECT ${clickColumns()}, COUNT(*) AS clicks
         FROM clicks WHERE ${CLICK_DAY} >= ? GROUP BY ${clickGroup()}`,
        [firstDay],
      ),
      db.all<SaleRow>(
        `SELECT ${clickColumns("c.")},
                s.currency AS currency, COUNT(*) AS sales, SUM(s.value_micros) AS micros
         FROM sales s JOIN clicks c ON c.click_key = s.click_key
         WHERE s.status = 'approved' AND c.clicked_at >= ? GROUP BY ${clickGroup("c.")}, s.currency`,
        [since],
      ),
      db.all<SpendSum>(
        `SELECT day, campaign_id, campaign_name, ad_id, MAX(ad_name) AS ad_name, currency, SUM(spend_micros) AS micros
         FROM spend WHERE day >= ? AND day <= ? GROUP BY day, campaign_id, campaign_name, ad_id, currency`,
        [from, to],
      ),
      db.all<SoldClick>(
        `SELECT s.click_key AS click_key, c.variant AS variant, s.currency AS currency, SUM(s.value_micros) AS micros
         FROM sales s JOIN clicks c ON c.click_key = s.click_key
         WHERE s.status = 'approved' AND c.clicked_at >= ? AND c.variant <> ''
         GROUP BY 1, 2, 3`,
        [since],
      ),
      db.all<{ currency: string; sales: number; micros: number }>(
        `SELECT s.currency AS currency, COUNT(*) AS sales, SUM(s.value_micros) AS micros
         FROM sales s WHERE s.status = 'approved' AND s.received_at >= ?
           AND NOT EXISTS (SELECT 1 FROM clicks c WHERE c.click_key = s.click_key)
         GROUP BY 1`,
        [since],
      ),
    ]);

  const dayNames = new Map<number, string>();
  const dayName = (day: number) => {
    let name = dayNames.get(day);
    if (name === undefined) {
      name = isoDay(Number(day) * DAY_MS);
      dayNames.set(day, name);
    }
    return name;
  };
  const campaignNames: Record<string, string> = {};
  const adNames: Record<string, string> = {};
  const totals = new Totals(withRows);
  // Each day, campaign and ad's clicks by variant: how its spend is shared.
  const clicksOf = new Nested<[variant: string, clicks: number][]>(() => []);
  const clickIds = new Set<string>();
  const clickNames = new Set<string>();
  for (const row of clickRows) {
    const day = dayName(row.day);
    const campaign = clickCampaign(row);
    if (row.utm_id) clickIds.add(row.utm_id);
    else clickNames.add(row.utm_campaign);
    if (row.utm_campaign) campaignNames[campaign] ??= row.utm_campaign;
    const clicks = Number(row.clicks);
    totals.add(day, campaign, row.ad, row.variant, clicks, 0, NONE, NONE);
    const variants = clicksOf.at(day, campaign, row.ad);
    const seen = variants.find(([variant]) => variant === row.variant);
    if (seen) seen[1] += clicks;
    else variants.push([row.variant, clicks]);
  }
  for (const row of saleRows)
    totals.add(
      dayName(row.day),
      clickCampaign(row),
      row.ad,
      row.variant,
      0,
      Number(row.sales),
      { [row.currency]: Number(row.micros) },
      NONE,
    );
  const noClicks: [string, number][] = [["", 1]];
  for (const row of spendRows) {
    // Joined by id where the clicks carry it, else by name; spend no click
    // matches keeps its own key and is shown all the same.
    const campaign =
      row.campaign_id && clickIds.has(row.campaign_id)
        ? `id:${row.campaign_id}`
        : row.campaign_name && clickNames.has(row.campaign_name)
          ? `name:${row.campaign_name}`
          : row.campaign_id
            ? `id:${row.campaign_id}`
            : `name:${row.campaign_name}`;
    if (row.campaign_name) campaignNames[campaign] = row.campaign_name;
    if (row.ad_id && row.ad_name)
      adNames[`${campaign} ${row.ad_id}`] = row.ad_name;
    const variants = clicksOf.find(row.day, campaign, row.ad_id) ?? noClicks;
    const shares = shareOut(
      Number(row.micros),
      variants.map(([, clicks]) => clicks),
    );
    variants.forEach(([variant], i) =>
      totals.add(row.day, campaign, row.ad_id, variant, 0, 0, NONE, {
        [row.currency]: shares[i]!,
      }),
    );
  }

  const campaignName = (key: string) => campaignNames[key] ?? keyValue(key);
  const byVariant = sortedGroups(totals.byVariant, (key) => key).filter(
    ({ key }) => key !== "",
  );
  const unattributed = { sales: 0, revenue: {} as Money };
  for (const { currency, sales, micros } of unattributedRows) {
    unattributed.sales += Number(sales);
    addMoney(unattributed.revenue, { [currency]: Number(micros) });
  }
  return {
    from,
    to,
    rates,
    rows: totals.rows(),
    names: { campaigns: campaignNames, ads: adNames },
    byDay: sortedGroups(totals.byDay, (key) => key),
    byCampaign: sortedGroups(totals.byCampaign, campaignName),
    byAd: [...totals.byAd]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .flatMap(([campaign, ads]) =>
        sortedGroups(ads, (ad) => adNames[`${campaign} ${ad}`] ?? ad).map(
          (group) => ({ ...group, campaign: campaignName(campaign) }),
        ),
      ),
    byVariant,
    unattributed,
    ...verdicts(byVariant, soldClicks, rates),
    forwards: await db.all<StoredForward>(
      "SELECT * FROM forwards ORDER BY updated_at DESC LIMIT 20",
    ),
    pulls: await lastPulls(db),
  };
}

/** No money: what a click's line adds to revenue and spend. */
const NONE: Money = Object.freeze({});

/** A group's lines in the order of their keys, each with its name. */
const sortedGroups = (
  group: Map<string, Line>,
  nameOf: (key: string) => string,
): Group[] =>
  [...group.keys()]
    .sort()
    .map((key) => ({ ...group.get(key)!, key, name: nameOf(key) }));

/** Values under three keys (day, campaign, ad), made on first use. */
class Nested<Value> {
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
class Totals {
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

/**
 * The split test's verdicts, when it has a control and a variant: on sales
 * per click, and on earnings per click in the report's currency (each
 * sold click's earnings; every other click earned 0).
 */
function verdicts(
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
