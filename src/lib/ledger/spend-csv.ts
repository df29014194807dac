/**
 * A platform's spend export (the CSV or TSV its reports page downloads)
 * read into spend batches (spend.ts) for the operator's import. The file is
 * read whole or refused whole, with a sentence the operator can act on:
 * never some of its rows. No Node API, since the import runs on workerd too.
 */
import {
  mergeSpendRows,
  type SpendBatch,
  type SpendPlatform,
  type SpendRow,
} from "./spend.ts";

/** The largest export read: a year of ad-level days is a few MB. */
export const MAX_SPEND_FILE_BYTES = 16 * 1024 * 1024;

export type SpendImport =
  | { ok: true; platform: SpendPlatform; batches: SpendBatch[]; rows: number }
  | { ok: false; error: string };

/** A column an export may have: the spend row's text fields, and the spend. */
type Field = Exclude<keyof SpendRow, "platform" | "spend_micros"> | "spend";

type SpendExport = {
  label: string;
  columns: Readonly<Partial<Record<Field, readonly string[]>>>;
};

/**
 * Each platform's export, in the order a header is recognised: by its
 * distinctive columns first (Meta's "Amount spent", Microsoft's
 * TimePeriod, TikTok's day), Google's plain Day and Cost last. Each column
 * lists the header names it goes by, matched case-blind and ignoring
 * spaces and punctuation ("Campaign name" = "CampaignName" =
 * "campaign_name"); the first is the one messages use, and for the account
 * the first present wins, ids before names, since the account is what an
 * import replaces by. A day, the spend and a campaign (its name or its id)
 * make a header; the rest is read when present. A name ending in
 * "(currency)" also matches the header with the currency in brackets.
 */
const SPEND_EXPORTS = {
  // Ads Manager's "Export table data" broken down by day: its column
  // titles, the spend titled with the ad account's currency,
  // "Amount spent (EUR)".
  meta: {
    label: "Meta Ads Manager export",
    columns: {
      day: ["Day"],
      account: ["Account ID"],
      campaign_name: ["Campaign name"],
      campaign_id: ["Campaign ID"],
      adset_name: ["Ad set name"],
      adset_id: ["Ad set ID"],
      ad_name: ["Ad name"],
      ad_id: ["Ad ID"],
      spend: ["Amount spent (currency)"],
      currency: ["Currency"],
    },
  },
  // The Reporting API's column names (CampaignPerformanceReportColumn and
  // its AdGroup and Ad siblings; a daily report's day is TimePeriod, or
  // GregorianDate in its newer layout), which the web UI's download spaces
  // ("Campaign name", "Gregorian date").
  microsoft: {
    label: "Microsoft Advertising report",
    columns: {
      day: ["TimePeriod", "Gregorian date"],
      account: ["AccountId", "Account number"],
      campaign_name: ["CampaignName"],
      campaign_id: ["CampaignId"],
      adset_name: ["AdGroupName"],
      adset_id: ["AdGroupId"],
      ad_id: ["AdId"],
      spend: ["Spend"],
      currency: ["CurrencyCode"],
    },
  },
  // Ads Manager's custom report download (the "By Day" breakdown) and the
  // Reporting API's dimension and metric names (stat_time_day,
  // adgroup_name, spend, advertiser_id).
  tiktok: {
    label: "TikTok Ads Manager export",
    columns: {
      day: ["By Day", "Date", "stat_time_day"],
      account: ["Advertiser ID"],
      campaign_name: ["Campaign name"],
      campaign_id: ["Campaign ID"],
      adset_name: ["Ad group name"],
      adset_id: ["Ad group ID"],
      ad_name: ["Ad name"],
      ad_id: ["Ad ID"],
      spend: ["Cost", "Spend"],
      currency: ["Currency"],
    },
  },
  // The Google Ads reports' downloads (campaign, ad group and ad reports):
  // the UI's column titles, which the AdWords API documented as its display
  // names (Date is "Day", ExternalCustomerId "Customer ID",
  // AccountDescriptiveName "Account").
  google: {
    label: "Google Ads report",
    columns: {
      day: ["Day"],
      account: ["Customer ID", "Account"],
      campaign_name: ["Campaign"],
      campaign_id: ["Campaign ID"],
      adset_name: ["Ad group"],
      adset_id: ["Ad group ID"],
      ad_id: ["Ad ID"],
      spend: ["Cost"],
      currency: ["Currency code", "Currency"],
    },
  },
} as const satisfies Record<SpendPlatform, SpendExport>;

const PLATFORMS = Object.keys(SPEND_EXPORTS) as SpendPlatform[];
const IN_BRACKETS = " (currency)";
const BRACKETED = /\(([A-Za-z]{3})\)\s*$/;

/** A header name as compared: lower case, letters and digits only. */
const squeeze = (name: string) =>
  name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

const namesOf = (platform: SpendPlatform, field: Field): readonly string[] =>
  (SPEND_EXPORTS[platform].columns as SpendExport["columns"])[field] ?? [];

const labelOf = (platform: SpendPlatform, field: Field) =>
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
  for (const field of Object.keys(SPEND_EXPORTS[platform].columns) as Field[])
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

type CsvRecord = { line: number; cells: string[]; broken?: string };

/** Where the unquoted text from `from` ends: a delimiter, a line break or the end. */
function stopOf(text: string, from: number, delimiter: string): number {
  let at = from;
  while (at < text.length) {
    const char = text[at];
    if (char === delimiter || char === "\n" || char === "\r") break;
    at++;
  }
  return at;
}

/** A cell's text as messages show it: in quotes, cut short when long. */
const quoted = (text: string) =>
  `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;

const breaksIn = (text: string) => text.match(/\r\n?|\n/g)?.length ?? 0;

/**
 * The file's records as RFC 4180 reads them (quoted cells, doubled quotes,
 * CRLF or LF), each with the line it starts on. Written here, not taken
 * from csv-parse: its build needs Node's Buffer, which workerd lacks
 * without nodejs_compat, and the ledger needs each record's line and a
 * parse per delimiter. A quote inside an unquoted cell is kept as text, as
 * spreadsheets do; text after a closing quote, or a quote never closed,
 * marks the record broken, which refuses the file once it is the one read.
 */
function recordsOf(
  text: string,
  delimiter: string,
  limit = Infinity,
): CsvRecord[] {
  const records: CsvRecord[] = [];
  let at = 0;
  let line = 1;
  while (at < text.length && records.length < limit) {
    const record: CsvRecord = { line, cells: [] };
    for (;;) {
      let cell = "";
      if (text[at] === '"') {
        let from = at + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          const end = quote < 0 ? text.length : quote;
          cell += text.slice(from, end);
          line += breaksIn(text.slice(from, end));
          if (quote < 0) {
            record.broken ??= "a quoted cell is never closed";
            at = text.length;
            break;
          }
          if (text[quote + 1] !== '"') {
            at = quote + 1;
            break;
          }
          cell += '"';
          from = quote + 2;
        }
        const stop = stopOf(text, at, delimiter);
        if (stop > at) {
          record.broken ??= `a quoted cell is followed by ${quoted(text.slice(at, stop))}`;
          cell += text.slice(at, stop);
        }
        at = stop;
      } else {
        const stop = stopOf(text, at, delimiter);
        cell = text.slice(at, stop);
        at = stop;
      }
      record.cells.push(cell);
      if (text[at] !== delimiter) break;
      at++;
    }
    if (text[at] === "\r") at += text[at + 1] === "\n" ? 2 : 1;
    else if (text[at] === "\n") at++;
    line++;
    records.push(record);
  }
  return records;
}

type Header = {
  at: number;
  platform: SpendPlatform;
  columns: Columns;
};

/** The first row that is a header of one of the platforms, tried in order. */
function headerOf(
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
function noHeader(
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
    `a ${SPEND_EXPORTS[platform].label} needs the columns ${neededLabels(platform).join(", ")}`;
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

/**
 * Spreadsheets run a cell that starts with = or @, or with + or - before
 * anything but a number, as a formula (OWASP's "CSV injection"), and one
 * that starts with a tab or carriage return can hide one. The platforms
 * write numbers and "--" for none, never formulas.
 */
function isFormula(cell: string): boolean {
  const first = cell[0];
  if (first === "=" || first === "@" || first === "\t" || first === "\r")
    return true;
  if (first !== "+" && first !== "-") return false;
  return !/^(?:[+-]\d[\d,]*(?:\.\d+)?%?|[+-]\.\d+%?|--?)$/.test(cell);
}

/**
 * An amount in millionths, computed on the digits so that 0.1 is 100000
 * exactly; beyond six decimals it rounds half up. "", "-" and "--" (the
 * platforms' none) are 0; undefined when the text is not an amount.
 */
function microsOf(text: string): number | undefined {
  if (text === "" || text === "-" || text === "--") return 0;
  const match = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d+))?$/.exec(text);
  const whole = match?.[1]?.replaceAll(",", "") ?? "";
  const fraction = match?.[2] ?? "";
  // Nine digits keep whole * 1e6 exact; no ad spends a billion a day.
  if (!match || (!whole && !fraction) || whole.length > 9) return undefined;
  const micros =
    Number(whole || "0") * 1_000_000 +
    Number(fraction.slice(0, 6).padEnd(6, "0"));
  return micros + (Number(fraction[6] ?? "0") >= 5 ? 1 : 0);
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

/** The file's text, or why it is not UTF-8. */
function textOf(
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; error: string } {
  const utf16 =
    'export it as CSV (UTF-8), not as Google Ads\' "Excel CSV" or Excel\'s "Unicode text"';
  if (
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff)
  )
    return { ok: false, error: `The file is UTF-16 text: ${utf16}.` };
  let text: string;
  try {
    // The decoder drops a UTF-8 byte order mark.
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return {
      ok: false,
      error:
        "The file is not UTF-8 text: export it again from the platform as CSV (UTF-8).",
    };
  }
  // UTF-16 without its byte order mark decodes, with a NUL in every other byte.
  if (text.includes("\0"))
    return {
      ok: false,
      error: `The file holds NUL characters, as UTF-16 text does: ${utf16}.`,
    };
  return { ok: true, text };
}

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
  if (options.platform !== undefined && !PLATFORMS.includes(options.platform))
    return fail(
      `The platform chosen, ${quoted(String(options.platform))}, is not one of ${PLATFORMS.join(", ")}.`,
    );
  if (options.currency !== undefined && !isCurrency(options.currency))
    return fail(
      `The currency chosen, ${quoted(options.currency)}, is not a three-letter ISO 4217 code such as EUR.`,
    );
  const decoded = textOf(bytes);
  if (!decoded.ok) return decoded;

  const platforms = options.platform ? [options.platform] : PLATFORMS;
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
  const { label } = SPEND_EXPORTS[platform];
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
