/**
 * The report's flagged clicks (clicks/click-flags.ts): how many of a
 * campaign's, an ad's or a row's clicks were left out of the figures, for
 * which reasons, and the sales made on them, added up as the report's rows
 * come (report.ts). Its share is of all the clicks, counted and flagged;
 * the counted ones are the report's own totals, which report.ts adds to
 * each line, so the many rows of clicks that count pass by here.
 */
import { addMoney, type Money } from "../money.ts";
import {
  FLAG_REASONS,
  reasonsOf,
  type FlagReason,
} from "../clicks/click-flags.ts";
import { Nested } from "./report-lines.ts";

export type FlaggedLine = {
  /** Clicks flagged, each once whatever its reasons. */
  flagged: number;
  /** Clicks that count (the report's Clicks), which report.ts fills in from its totals. */
  counted: number;
  /** Flagged clicks by reason: a click with two reasons is under both. */
  reasons: Record<FlagReason, number>;
  /** Counted clicks whose browser showed no page of the store first. */
  noPageView: number;
  /** Approved sales on flagged clicks, and their value: kept, shown apart. */
  sales: number;
  revenue: Money;
};

export const emptyFlagged = (): FlaggedLine => ({
  flagged: 0,
  counted: 0,
  reasons: Object.fromEntries(
    FLAG_REASONS.map((reason) => [reason, 0]),
  ) as Record<FlagReason, number>,
  noPageView: 0,
  sales: 0,
  revenue: {},
});

/** The flagged clicks' share of all of a line's clicks, 0 to 1; 0 without clicks. */
export const flaggedShare = (line: FlaggedLine) =>
  line.flagged + line.counted > 0
    ? line.flagged / (line.flagged + line.counted)
    : 0;

/** What one row of the clicks' or the sales' query adds. */
export type FlaggedPart = {
  /** Flagged clicks; those that count are the report's totals' (FlaggedLine.counted). */
  clicks?: number;
  /** The row's `flags`: "" for clicks that count. */
  flags: string;
  noPageView?: number;
  sales?: number;
  revenue?: Money;
};

function addTo(line: FlaggedLine, part: FlaggedPart) {
  if (part.flags === "") {
    line.noPageView += part.noPageView ?? 0;
    return;
  }
  const clicks = part.clicks ?? 0;
  line.flagged += clicks;
  for (const reason of reasonsOf(part.flags)) line.reasons[reason] += clicks;
  line.sales += part.sales ?? 0;
  if (part.revenue) addMoney(line.revenue, part.revenue);
}

function lineIn(lines: Map<string, FlaggedLine>, key: string) {
  let line = lines.get(key);
  if (!line) lines.set(key, (line = emptyFlagged()));
  return line;
}

/** Flagged lines in all, by campaign, by campaign and ad, and (for the CSV) by row. */
export class FlaggedTotals {
  readonly total = emptyFlagged();
  readonly byCampaign = new Map<string, FlaggedLine>();
  readonly byAd = new Map<string, Map<string, FlaggedLine>>();
  private readonly finest = new Nested<Map<string, FlaggedLine>>(
    () => new Map(),
  );
  private readonly keepRows: boolean;
  constructor(keepRows: boolean) {
    this.keepRows = keepRows;
  }

  add(
    day: string,
    campaign: string,
    ad: string,
    variant: string,
    part: FlaggedPart,
  ) {
    let ads = this.byAd.get(campaign);
    if (!ads) this.byAd.set(campaign, (ads = new Map()));
    addTo(this.total, part);
    addTo(lineIn(this.byCampaign, campaign), part);
    addTo(lineIn(ads, ad), part);
    if (this.keepRows)
      addTo(lineIn(this.finest.at(day, campaign, ad), variant), part);
  }

  /** A row's flagged line; empty when it had none. */
  row(day: string, campaign: string, ad: string, variant: string): FlaggedLine {
    return this.finest.find(day, campaign, ad)?.get(variant) ?? emptyFlagged();
  }
}
