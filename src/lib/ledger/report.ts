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

function addLine(into: Line, more: Line): Line {
  into.clicks += more.clicks;
  into.sales += more.sales;
  addMoney(into.revenue, more.revenue);
  addMoney(into.spend, more.spend);
  return into;
}

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

/** The lines of `rows` added up under `keyOf`, sorted by key. */
function totalsBy(
  rows: readonly ReportRow[],
  keyOf: (row: ReportRow) => string,
  nameOf: (key: string) => string,
): Group[] {
  const groups = new Map<string, Line>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, addLine(groups.get(key) ?? emptyLine(), row));
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, line]) => ({ ...line, key, name: nameOf(key) }));
}

type ClickRow = {
  day: string;
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
// the ads' URL parameters (docs/sales-ledger.md).
const clickGroup = (table = "") =>
  `date(${table}clicked_at / 1000, 'unixepoch') AS day, COALESCE(${table}utm_campaign, '') AS utm_campaign,
   COALESCE(${table}utm_id, '') AS utm_id, COALESCE(${table}utm_content, '') AS ad, ${table}variant AS variant`;

/** The report over the `days` days up to `now` (UTC days). */
export async function buildReport(
  db: LedgerDb,
  now: number,
  days: number,
  rates: Rates,
): Promise<Report> {
  const since = Date.parse(`${isoDay(now - (days - 1) * DAY_MS)}T00:00:00Z`);
  const from = isoDay(since);
  const to = isoDay(now);
  const [clickRows, saleRows, spendRows, soldClicks, unattributedRows] =
    await Promise.all([
      db.all<ClickRow>(
        `SELECT ${clickGroup()}, COUNT(*) AS clicks
         FROM clicks WHERE clicked_at >= ? GROUP BY 1, 2, 3, 4, 5`,
        [since],
      ),
      db.all<SaleRow>(
        `SELECT ${clickGroup("c.")},
                s.currency AS currency, COUNT(*) AS sales, SUM(s.value_micros) AS micros
         FROM sales s JOIN clicks c ON c.click_key = s.click_key
         WHERE s.status = 'approved' AND c.clicked_at >= ? GROUP BY 1, 2, 3, 4, 5, 6`,
        [since],
      ),
      db.all<SpendSum>(
        `SELECT day, campaign_id, campaign_name, ad_id, MAX(ad_name) AS ad_name, currency, SUM(spend_micros) AS micros
         FROM spend WHERE day >= ? AND day <= ? GROUP BY 1, 2, 3, 4, 6`,
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

  const campaignNames: Record<string, string> = {};
  const adNames: Record<string, string> = {};
  const rows = new Map<string, ReportRow>();
  const rowFor = (
    day: string,
    campaign: string,
    ad: string,
    variant: string,
  ) => {
    const id = JSON.stringify([day, campaign, ad, variant]);
    let row = rows.get(id);
    if (!row) {
      row = { day, campaign, ad, variant, ...emptyLine() };
      rows.set(id, row);
    }
    return row;
  };
  // Each day, campaign and ad's clicks by variant: how its spend is shared.
  const clicksOf = new Map<string, Map<string, number>>();
  for (const row of clickRows) {
    const campaign = clickCampaign(row);
    if (row.utm_campaign) campaignNames[campaign] ??= row.utm_campaign;
    rowFor(row.day, campaign, row.ad, row.variant).clicks += Number(row.clicks);
    const where = JSON.stringify([row.day, campaign, row.ad]);
    const variants = clicksOf.get(where) ?? new Map<string, number>();
    variants.set(
      row.variant,
      (variants.get(row.variant) ?? 0) + Number(row.clicks),
    );
    clicksOf.set(where, variants);
  }
  for (const row of saleRows) {
    const line = rowFor(row.day, clickCampaign(row), row.ad, row.variant);
    line.sales += Number(row.sales);
    addMoney(line.revenue, { [row.currency]: Number(row.micros) });
  }
  const clickIds = new Set(
    clickRows.filter((row) => row.utm_id).map((row) => row.utm_id),
  );
  const clickNames = new Set(
    clickRows.filter((row) => !row.utm_id).map((row) => row.utm_campaign),
  );
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
    const variants = [
      ...(clicksOf.get(JSON.stringify([row.day, campaign, row.ad_id])) ??
        new Map([["", 1]])),
    ];
    const shares = shareOut(
      Number(row.micros),
      variants.map(([, clicks]) => clicks),
    );
    variants.forEach(([variant], i) =>
      addMoney(rowFor(row.day, campaign, row.ad_id, variant).spend, {
        [row.currency]: shares[i]!,
      }),
    );
  }

  const sorted = [...rows.values()].sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      a.campaign.localeCompare(b.campaign) ||
      a.ad.localeCompare(b.ad) ||
      a.variant.localeCompare(b.variant),
  );
  const campaignName = (key: string) => campaignNames[key] ?? keyValue(key);
  const byVariant = totalsBy(
    sorted,
    (row) => row.variant,
    (key) => key,
  ).filter(({ key }) => key !== "");
  const unattributed = { sales: 0, revenue: {} as Money };
  for (const { currency, sales, micros } of unattributedRows) {
    unattributed.sales += Number(sales);
    addMoney(unattributed.revenue, { [currency]: Number(micros) });
  }
  return {
    from,
    to,
    rates,
    rows: sorted,
    names: { campaigns: campaignNames, ads: adNames },
    byDay: totalsBy(
      sorted,
      (row) => row.day,
      (key) => key,
    ),
    byCampaign: totalsBy(sorted, (row) => row.campaign, campaignName),
    byAd: totalsBy(
      sorted,
      (row) => JSON.stringify([row.campaign, row.ad]),
      (key) => {
        const [campaign, ad] = JSON.parse(key) as [string, string];
        return adNames[`${campaign} ${ad}`] ?? ad;
      },
    ).map((group) => ({
      ...group,
      campaign: campaignName((JSON.parse(group.key) as [string])[0]),
    })),
    byVariant,
    unattributed,
    ...verdicts(byVariant, soldClicks, rates),
    forwards: await db.all<StoredForward>(
      "SELECT * FROM forwards ORDER BY updated_at DESC LIMIT 20",
    ),
    pulls: await lastPulls(db),
  };
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
