/**
 * A platform's spend export (the CSV or TSV its reports page downloads)
 * read into spend batches (spend.ts) for the operator's import. The file is
 * read whole or refused whole, with a sentence the operator can act on:
 * never some of its rows. No Node API, since the import runs on workerd too.
 */
import { isFormula, quoted, recordsOf, textOf } from "./csv-text.ts";
import { decimalToMicros } from "../money.ts";
import {
  mergeSpendRows,
  type SpendBatch,
  type SpendPlatform,
  type SpendRow,
} from "./spend.ts";
import {
  EXPORT_PLATFORMS,
  headerOf,
  labelOf,
  noHeader,
  SPEND_EXPORTS,
  type Field,
  type Header,
} from "./spend-exports.ts";

/** The largest export read: a year of ad-level days is a few MB. */
export const MAX_SPEND_FILE_BYTES = 16 * 1024 * 1024;

export type SpendImport =
  | { ok: true; platform: SpendPlatform; batches: SpendBatch[]; rows: number }
  | { ok: false; error: string };

/**
 * An amount in millionths, exactly (decimalToMicros), thousands
 * separated by commas or not. "", "-" and "--" (the platforms' none) are
 * 0; undefined when the text is not an amount.
 */
function microsOf(text: string): number | undefined {
  if (text === "" || text === "-" || text === "--") return 0;
  const match = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.\d+)?$/.exec(text);
  // No ad spends a billion a day.
  if (!match || (match[1] ?? "").replaceAll(",", "").length > 9)
    return undefined;
  // A "0" before it, so that ".5" reads as 0.5.
  return decimalToMicros(`0${text.replaceAll(",", "")}`);
}

/** The day as YYYY-MM-DD, or undefined when the text is not a real day. */
function dayOf(text: string, platform: SpendPlatform): string | undefined {
  // TikTok's API adds the time, 00:00:00, to its days.
  const iso =
    /^(\d{4})([-/])(\d{2})\2(\d{2})(?: (?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)?$/.exec(
      text,
    );
  // Microsoft's US download writes M/D/YYYY; elsewhere the order is unsure.
  const us =
    platform === "microsoft"
      ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
      : null;
  const [year, month, day] = iso
    ? [iso[1], iso[3], iso[4]]
    : us
      ? [us[3], us[1], us[2]]
      : [];
  if (!year || !month || !day) return undefined;
  const written = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().slice(0, 10) === written ? written : undefined;
}

let currencyCodes: ReadonlySet<string> | undefined;
/** An ISO 4217 code the runtime's Intl knows. */
function isCurrency(code: string): boolean {
  currencyCodes ??= new Set(Intl.supportedValuesOf("currency"));
  return /^[A-Z]{3}$/.test(code) && currencyCodes.has(code);
}

/** How many rows from the top may hold the header. */
const HEADER_WITHIN = 100;

const TOTAL = /^total(?![\p{L}\p{N}])/iu;

/**
 * Reads a platform's spend export into one batch per ad account, with the
 * days the file covers for it and its rows (those of one key added up, as
 * in a report split by device; rows of no spend left out, their day still
 * replaced). The platform is `options.platform`, else the one whose header
 * the file has (SPEND_EXPORTS' order); the header is the first row, of the
 * first 100, that is one, so title and date-range lines above it are
 * skipped, and so are rows of totals, copyright lines and empty rows below
 * it. The currency is a row's currency column, else the spend column's
 * brackets, else `options.currency`.
 */
export function readSpendCsv(
  bytes: Uint8Array,
  options: { platform?: SpendPlatform; currency?: string } = {},
): SpendImport {
  const fail = (error: string) => ({ ok: false as const, error });
  const mb = (size: number) => `${(size / 1024 / 1024).toFixed(1)} MB`;
  if (bytes.byteLength > MAX_SPEND_FILE_BYTES)
    return fail(
      `The file is ${mb(bytes.byteLength)}; a spend export can be at most ${MAX_SPEND_FILE_BYTES / 1024 / 1024} MB: export fewer days at a time.`,
    );
  // The command line passes what it was given.
  if (
    options.platform !== undefined &&
    !EXPORT_PLATFORMS.includes(options.platform)
  )
    return fail(
      `The platform chosen, ${quoted(String(options.platform))}, is not one of ${EXPORT_PLATFORMS.join(", ")}.`,
    );
  if (options.currency !== undefined && !isCurrency(options.currency))
    return fail(
      `The currency chosen, ${quoted(options.currency)}, is not a three-letter ISO 4217 code such as EUR.`,
    );
  const decoded = textOf(bytes);
  if (!decoded.ok) return decoded;

  const platforms = options.platform ? [options.platform] : EXPORT_PLATFORMS;
  // The delimiter is the one with which a row reads as a header: Google
  // offers tab-separated downloads beside its CSV. The platforms' preambles
  // are a dozen lines, so a file is not searched to its end for a header.
  const heads = [",", "\t"].map((delimiter) => ({
    delimiter,
    records: recordsOf(decoded.text, delimiter, HEADER_WITHIN),
  }));
  let header: Header | undefined;
  let delimiter = ",";
  for (const head of heads) {
    header = headerOf(head.records, platforms);
    if (header) {
      delimiter = head.delimiter;
      break;
    }
  }
  const records = recordsOf(decoded.text, delimiter);

  const headerCells = header ? (records[header.at]?.cells ?? []) : [];
  for (const [at, record] of records.entries()) {
    const column = record.cells.findIndex(isFormula);
    if (column < 0) continue;
    const name = header && at > header.at ? headerCells[column]?.trim() : "";
    return fail(
      `Line ${record.line}, column ${column + 1}${name ? ` (${name})` : ""} holds a formula, ${quoted(record.cells[column] ?? "")}: a spreadsheet would run it on opening the file, so the file is refused. Export it again from the platform.`,
    );
  }
  const broken = records.find((record) => record.broken);
  if (broken) return fail(`Line ${broken.line}: ${broken.broken}.`);
  if (!header)
    return fail(
      noHeader(
        heads.map((head) => head.records),
        platforms,
      ),
    );

  const { platform, columns } = header;
  const label = SPEND_EXPORTS[platform]?.label ?? platform;
  const fallback = columns.currency || options.currency || "";
  if (columns.index.currency === undefined && !fallback)
    return fail(
      `This ${label} has no ${labelOf(platform, "currency")} column: choose the account's currency when importing.`,
    );

  const accounts = new Map<string, { days: Set<string>; rows: SpendRow[] }>();
  for (const { line, cells } of records.slice(header.at + 1)) {
    if (cells.every((cell) => !cell.trim())) continue;
    const cell = (field: Field) => {
      const at = columns.index[field];
      return at === undefined ? "" : (cells[at] ?? "").trim();
    };
    const day = dayOf(cell("day"), platform);
    // A footer: Google's "Total: Account" rows, a "Total" row, Microsoft's
    // copyright line. With a day, it is an ad named so ("Total Recall").
    const first = cells[0]?.trim() ?? "";
    if (!day && (TOTAL.test(first) || first.startsWith("©"))) continue;
    if (!day)
      return fail(
        `Line ${line}: the ${labelOf(platform, "day")} ${quoted(cell("day"))} is not a day such as 2026-11-20.`,
      );
    const spend = cell("spend");
    if (/^-\d|^-\.\d/.test(spend))
      return fail(
        `Line ${line}: the ${labelOf(platform, "spend")} ${quoted(spend)} is negative; spend never is.`,
      );
    const micros = microsOf(spend);
    if (micros === undefined)
      return fail(
        `Line ${line}: the ${labelOf(platform, "spend")} ${quoted(spend)} is not an amount such as 1234.56.`,
      );
    const written = cell("currency");
    const currency = (written || fallback).toUpperCase();
    if (!currency)
      return fail(
        `Line ${line}: the ${labelOf(platform, "currency")} cell is empty: choose the account's currency when importing.`,
      );
    if (!isCurrency(currency))
      return fail(
        `Line ${line}: the currency ${quoted(written || currency)} is not an ISO 4217 code such as EUR.`,
      );
    const row: SpendRow = {
      platform,
      // Meta's ids are stored without act_, as its settings hold them.
      account:
        platform === "meta"
          ? cell("account").replace(/^act_/, "")
          : cell("account"),
      day,
      campaign_id: cell("campaign_id"),
      campaign_name: cell("campaign_name"),
      adset_id: cell("adset_id"),
      adset_name: cell("adset_name"),
      ad_id: cell("ad_id"),
      ad_name: cell("ad_name"),
      currency,
      spend_micros: micros,
    };
    if (!row.campaign_id && !row.campaign_name)
      return fail(
        `Line ${line}: the row names no campaign (its ${labelOf(platform, "campaign_name")} and ${labelOf(platform, "campaign_id")} are empty).`,
      );
    const account = accounts.get(row.account) ?? {
      days: new Set<string>(),
      rows: [],
    };
    accounts.set(row.account, account);
    account.days.add(day);
    if (micros > 0) account.rows.push(row);
  }

  const batches: SpendBatch[] = [];
  for (const [account, { days, rows }] of accounts) {
    let merged: SpendRow[];
    try {
      merged = mergeSpendRows(rows);
    } catch (error) {
      return fail(
        `The file gives one row's spend in two currencies (${(error as Error).message}).`,
      );
    }
    if (merged.some((row) => !Number.isSafeInteger(row.spend_micros)))
      return fail("The file's spend is too large to add up exactly.");
    batches.push({ platform, account, days: [...days].sort(), rows: merged });
  }
  return {
    ok: true,
    platform,
    batches,
    rows: batches.reduce((sum, batch) => sum + batch.rows.length, 0),
  };
}
