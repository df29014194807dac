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
 *
 * Flagged clicks (clicks/click-flags.ts) are no clicks here: neither
 * counted, nor sharing spend, nor in the verdicts; their sales neither.
 * They are added up apart (report-flagged.ts), by campaign and ad, with
 * their reasons and the sales made on them.
 */
import { addMoney, shareOut, type Money, type Rates } from "../money.ts";
import {
  NONE,
  Nested,
  sortedGroups,
  Totals,
  type Group,
  type Line,
  type ReportRow,
} from "./report-lines.ts";
import { verdicts, type SoldClick } from "./report-verdicts.ts";
import {
  flaggedShare,
  FlaggedTotals,
  type FlaggedLine,
} from "./report-flagged.ts";
import { lastPulls, type SpendPull } from "../spend/spend.ts";
import { sharesSince, type StoredShare } from "../split/auto-shares.ts";
import type { LedgerDb, StoredForward } from "../db/store.ts";
import type {
  EarningsArm,
  EarningsVerdict,
  VariantVerdict,
} from "./verdict.ts";

export type Report = {
  from: string;
  to: string;
  rates: Rates;
  /** The finest rows, in order, with their flagged clicks; empty unless asked for (the CSV). */
  rows: (ReportRow & { flagged: FlaggedLine })[];
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
  /** The flagged clicks: in all, by campaign (with its warning) and by ad. */
  flagged: {
    /** A campaign whose flagged share is above this, in percent, is warned about. */
    warnPercent: number;
    total: FlaggedLine;
    byCampaign: (FlaggedLine & { key: string; name: string; warn: boolean })[];
    byAd: (FlaggedLine & { key: string; name: string; campaign: string })[];
  };
  /** The split tests' daily shares under auto-distribution, newest first. */
  shares: StoredShare[];
};

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The clicks that count of one day, variant, campaign and ad. */
type ClickRow = {
  /** Days since 1970 (UTC). */
  day: number;
  utm_campaign: string;
  utm_id: string;
  ad: string;
  variant: string;
  clicks: number;
};
/** Those of one row that were flagged, or (flags "") that came with no page view. */
type SignalRow = ClickRow & {
  /** The clicks' reasons to be flagged; "" for clicks that count. */
  flags: string;
  /** Of those, the clicks with no page view before them. */
  no_page_view: number;
};
type SaleRow = Omit<SignalRow, "clicks" | "no_page_view"> & {
  currency: string;
  sales: number;
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
// (src/ledger/db/migrations/0003_spend.sql): the same expressions, in its order, so the
// clicks are grouped as the index lists them, without a sort.
const CLICK_DAY = `clicked_at / ${DAY_MS}`;
// The clicks that count are grouped without their flags, which are all ""
// (most clicks, and each row's values cross from D1 to the code); the
// flagged ones and those with no page view, few, with them.
const clickGroup = (table = "", flags = true) =>
  [
    `${table}${CLICK_DAY}`,
    `${table}variant`,
    `${table}utm_campaign`,
    `${table}utm_id`,
    `${table}utm_content`,
    ...(flags ? [`${table}flags`] : []),
  ].join(", ");
const clickColumns = (table = "", flags = true) =>
  `${table}${CLICK_DAY} AS day, ${table}variant AS variant, COALESCE(${table}utm_campaign, '') AS utm_campaign,
   COALESCE(${table}utm_id, '') AS utm_id, COALESCE(${table}utm_content, '') AS ad${flags ? `, ${table}flags AS flags` : ""}`;

/**
 * The report over the `days` days up to `now` (UTC days); its finest rows
 * (`rows`, the CSV's) only when asked for.
 */
export async function buildReport(
  db: LedgerDb,
  now: number,
  days: number,
  rates: Rates,
  {
    withRows = false,
    warnPercent = 5,
  }: { withRows?: boolean; warnPercent?: number } = {},
): Promise<Report> {
  const since = Date.parse(`${isoDay(now - (days - 1) * DAY_MS)}T00:00:00Z`);
  const from = isoDay(since);
  const to = isoDay(now);
  const firstDay = since / DAY_MS;
  // Every query asked for at once: on D1 they go as one batch (db/d1.ts).
  const [
    clickRows,
    signalRows,
    saleRows,
    spendRows,
    soldClicks,
    unattributedRows,
    forwards,
    pulls,
    shares,
  ] = await Promise.all([
    db.all<ClickRow>(
      `SELECT ${clickColumns("", false)}, COUNT(*) AS clicks
         FROM clicks WHERE ${CLICK_DAY} >= ? AND flags = '' GROUP BY ${clickGroup("", false)}`,
      [firstDay],
    ),
    db.all<SignalRow>(
      `SELECT ${clickColumns()}, SUM(no_page_view) AS no_page_view, COUNT(*) AS clicks
         FROM clicks WHERE ${CLICK_DAY} >= ? AND (flags <> '' OR no_page_view = 1) GROUP BY ${clickGroup()}`,
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
         WHERE s.status = 'approved' AND c.clicked_at >= ? AND c.variant <> '' AND c.flags = ''
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
    db.all<StoredForward>(
      "SELECT * FROM forwards ORDER BY updated_at DESC LIMIT 20",
    ),
    lastPulls(db),
    sharesSince(db, from),
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
  const flagged = new FlaggedTotals(withRows);
  // Each day, campaign and ad's clicks by variant: how its spend is shared.
  const clicksOf = new Nested<[variant: string, clicks: number][]>(() => []);
  const clickIds = new Set<string>();
  const clickNames = new Set<string>();
  /** A clicks row's day and campaign, its campaign's id or name and name noted. */
  const clickPlace = (row: ClickRow) => {
    const campaign = clickCampaign(row);
    if (row.utm_id) clickIds.add(row.utm_id);
    else clickNames.add(row.utm_campaign);
    if (row.utm_campaign) campaignNames[campaign] ??= row.utm_campaign;
    return { day: dayName(row.day), campaign };
  };
  let counted = 0;
  for (const row of clickRows) {
    const { day, campaign } = clickPlace(row);
    const clicks = Number(row.clicks);
    counted += clicks;
    totals.add(day, campaign, row.ad, row.variant, clicks, 0, NONE, NONE);
    const variants = clicksOf.at(day, campaign, row.ad);
    const seen = variants.find(([variant]) => variant === row.variant);
    if (seen) seen[1] += clicks;
    else variants.push([row.variant, clicks]);
  }
  for (const row of signalRows) {
    const { day, campaign } = clickPlace(row);
    if (row.flags === "") {
      // Counted above: only their missing page views are added here.
      flagged.add(day, campaign, row.ad, row.variant, {
        flags: "",
        noPageView: Number(row.no_page_view),
      });
      continue;
    }
    flagged.add(day, campaign, row.ad, row.variant, {
      clicks: Number(row.clicks),
      flags: row.flags,
    });
    // A campaign, ad or row of flagged clicks alone is listed, with no clicks.
    totals.add(day, campaign, row.ad, row.variant, 0, 0, NONE, NONE);
  }
  for (const row of saleRows) {
    const revenue = { [row.currency]: Number(row.micros) };
    const args = [
      dayName(row.day),
      clickCampaign(row),
      row.ad,
      row.variant,
    ] as const;
    if (row.flags !== "")
      flagged.add(...args, {
        flags: row.flags,
        sales: Number(row.sales),
        revenue,
      });
    else totals.add(...args, 0, Number(row.sales), revenue, NONE);
  }
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
  const adName = (campaign: string, ad: string) =>
    adNames[`${campaign} ${ad}`] ?? ad;
  return {
    from,
    to,
    rates,
    rows: totals.rows().map((row) => ({
      ...row,
      flagged: {
        ...flagged.row(row.day, row.campaign, row.ad, row.variant),
        counted: row.clicks,
      },
    })),
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
    forwards,
    pulls,
    flagged: {
      warnPercent,
      total: { ...flagged.total, counted },
      byCampaign: [...flagged.byCampaign]
        .filter(([, line]) => line.flagged > 0 || line.noPageView > 0)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, line]) => {
          const withCounted = {
            ...line,
            counted: totals.byCampaign.get(key)?.clicks ?? 0,
          };
          return {
            ...withCounted,
            key,
            name: campaignName(key),
            warn: flaggedShare(withCounted) * 100 > warnPercent,
          };
        }),
      byAd: [...flagged.byAd]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .flatMap(([campaign, ads]) =>
          [...ads]
            .filter(([, line]) => line.flagged > 0 || line.noPageView > 0)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([key, line]) => ({
              ...line,
              counted: totals.byAd.get(campaign)?.get(key)?.clicks ?? 0,
              key,
              name: adName(campaign, key),
              campaign: campaignName(campaign),
            })),
        ),
    },
    shares,
  };
}
