/**
 * The platforms' spend exports: the columns each one's header names, and
 * which row of a file is such a header, or why none is.
 */
import type { CsvRecord } from "./csv-text.ts";
import type { SpendPlatform } from "./spend.ts";
import { EXPORT_NAMES, exportOf } from "../platforms/index.ts";
import type { ExportField, SpendExport } from "../platforms/platform.ts";

export type Field = ExportField;

/**
 * Each platform's export (its module's `exports`), in the order a header
 * is recognised: by its distinctive columns first (Meta's "Amount spent",
 * Microsoft's TimePeriod, TikTok's day), the plainest (Google's Day and
 * Cost) last. Each column lists the header names it goes by, matched
 * case-blind and ignoring spaces and punctuation ("Campaign name" =
 * "CampaignName" = "campaign_name"); the first is the one messages use,
 * and for the account the first present wins, ids before names, since the
 * account is what an import replaces by. A day, the spend and a campaign
 * (its name or its id) make a header; the rest is read when present. A
 * name ending in "(currency)" also matches the header with the currency
 * in brackets.
 */
export const SPEND_EXPORTS: Readonly<
  Partial<Record<SpendPlatform, SpendExport>>
> = Object.fromEntries(EXPORT_NAMES.map((name) => [name, exportOf(name)]));

/** The platforms whose exports are read, in the order a header is tried. */
export const EXPORT_PLATFORMS: readonly SpendPlatform[] = EXPORT_NAMES;
const IN_BRACKETS = " (currency)";
const BRACKETED = /\(([A-Za-z]{3})\)\s*$/;

/** A header name as compared: lower case, letters and digits only. */
const squeeze = (name: string) =>
  name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

const namesOf = (platform: SpendPlatform, field: Field): readonly string[] =>
  SPEND_EXPORTS[platform]?.columns[field] ?? [];

/** A column's header name as messages give it. */
export const labelOf = (platform: SpendPlatform, field: Field) =>
  (namesOf(platform, field)[0] ?? field).replace(IN_BRACKETS, "");

/** The header names a platform's export cannot do without. */
function neededLabels(platform: SpendPlatform): string[] {
  return [
    labelOf(platform, "day"),
    `${labelOf(platform, "campaign_name")} (or ${labelOf(platform, "campaign_id")})`,
    labelOf(platform, "spend"),
  ];
}

type Columns = {
  index: Partial<Record<Field, number>>;
  /** The currency a header names in brackets, "" when none. */
  currency: string;
  /** The needed columns the row lacks, as neededLabels() names them. */
  missing: string[];
};

/** Where a row, read as the platform's header, has each column. */
function columnsOf(cells: readonly string[], platform: SpendPlatform): Columns {
  // Each squeezed name's first cell, so that a long file is searched fast.
  const positions = new Map<string, number>();
  for (const [at, cell] of cells.entries())
    if (!positions.has(squeeze(cell))) positions.set(squeeze(cell), at);
  const index: Partial<Record<Field, number>> = {};
  let currency = "";
  for (const field of Object.keys(
    SPEND_EXPORTS[platform]?.columns ?? {},
  ) as Field[])
    for (const name of namesOf(platform, field)) {
      const wanted = squeeze(name.replace(IN_BRACKETS, ""));
      let at = positions.get(wanted);
      if (at === undefined && name.endsWith(IN_BRACKETS))
        at = cells.findIndex((cell) => {
          const code = BRACKETED.exec(cell)?.[1];
          return code !== undefined && squeeze(cell) === wanted + squeeze(code);
        });
      if (at === undefined || at < 0) continue;
      index[field] = at;
      if (name.endsWith(IN_BRACKETS))
        currency = BRACKETED.exec(cells[at] ?? "")?.[1]?.toUpperCase() ?? "";
      break;
    }
  const [day = "", campaign = "", spend = ""] = neededLabels(platform);
  const missing = [
    index.day === undefined ? day : "",
    index.campaign_name === undefined && index.campaign_id === undefined
      ? campaign
      : "",
    index.spend === undefined ? spend : "",
  ].filter(Boolean);
  return { index, currency, missing };
}

export type Header = {
  at: number;
  platform: SpendPlatform;
  columns: Columns;
};

/** The first row that is a header of one of the platforms, tried in order. */
export function headerOf(
  records: readonly CsvRecord[],
  platforms: readonly SpendPlatform[],
): Header | undefined {
  for (const [at, record] of records.entries())
    for (const platform of platforms) {
      const columns = columnsOf(record.cells, platform);
      if (columns.missing.length === 0) return { at, platform, columns };
    }
  return undefined;
}

/** Why no row is a header: the nearest misses, or what each platform needs. */
export function noHeader(
  parses: readonly (readonly CsvRecord[])[],
  platforms: readonly SpendPlatform[],
): string {
  const nearest = platforms.map((platform) => {
    let missing = neededLabels(platform);
    for (const records of parses)
      for (const { cells } of records) {
        const row = columnsOf(cells, platform).missing;
        if (row.length < missing.length) missing = row;
      }
    return { platform, missing };
  });
  const fewest = Math.min(...nearest.map(({ missing }) => missing.length));
  const needs = (platform: SpendPlatform) =>
    `a ${SPEND_EXPORTS[platform]?.label ?? platform} needs the columns ${neededLabels(platform).join(", ")}`;
  if (
    nearest.every(
      ({ platform, missing }) =>
        missing.length === neededLabels(platform).length,
    )
  )
    return `Not a spend export this ledger reads: no row is a header naming the columns it needs. ${platforms
      .map(needs)
      .join("; ")
      .replace(/^a/, "A")}.`;
  return `Not a spend export this ledger reads: ${nearest
    .filter(({ missing }) => missing.length === fewest)
    .map(
      ({ platform, missing }) =>
        `${needs(platform)} (missing: ${missing.join(", ")})`,
    )
    .join("; or ")}.`;
}
