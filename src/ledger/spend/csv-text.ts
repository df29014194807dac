/**
 * A CSV file's text as the ledger reads it: decoded as UTF-8 or refused,
 * cut into RFC 4180 records that know the line they start on, and the
 * cells a spreadsheet would run as formulas. No Node API, since the import
 * runs on workerd too.
 */

export type CsvRecord = { line: number; cells: string[]; broken?: string };

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
export const quoted = (text: string) =>
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
export function recordsOf(
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

/**
 * Spreadsheets run a cell that starts with = or @, or with + or - before
 * anything but a number, as a formula (OWASP's "CSV injection"), and one
 * that starts with a tab or carriage return can hide one. The platforms
 * write numbers and "--" for none, never formulas.
 */
export function isFormula(cell: string): boolean {
  const first = cell[0];
  if (first === "=" || first === "@" || first === "\t" || first === "\r")
    return true;
  if (first !== "+" && first !== "-") return false;
  return !/^(?:[+-]\d[\d,]*(?:\.\d+)?%?|[+-]\.\d+%?|--?)$/.test(cell);
}

/** The file's text, or why it is not UTF-8. */
export function textOf(
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
