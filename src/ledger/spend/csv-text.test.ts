// @vitest-environment node
/** The file's text as readSpendCsv reads it: decoding, quoting, formulas. */
import { describe, expect, it } from "vitest";
import { readSpendCsv } from "./spend-csv";
import { errorOf, row, rowsOf } from "./spend-csv-fixtures";

describe("readSpendCsv's headers", () => {
  it("reads CRLF lines and counts a quoted line break as a line", () => {
    const text =
      'Day,Campaign,Cost,Currency code\r\n2026-11-19,"Two\r\nlines",1.00,EUR\r\n2026-11-2x,Brand,1.00,EUR\r\n';
    expect(errorOf(text)).toBe(
      'Line 4: the Day "2026-11-2x" is not a day such as 2026-11-20.',
    );
    expect(rowsOf(text.replace("2026-11-2x", "2026-11-20"))).toEqual([
      row({
        day: "2026-11-19",
        campaign_name: "Two\r\nlines",
        spend_micros: 1_000_000,
      }),
      row({ campaign_name: "Brand", spend_micros: 1_000_000 }),
    ]);
  });

  it("reads a file that starts with a UTF-8 byte order mark", () => {
    expect(
      rowsOf("\uFEFFDay,Campaign,Cost\n2026-11-20,Brand,1", {
        currency: "EUR",
      }),
    ).toEqual([row({ campaign_name: "Brand", spend_micros: 1_000_000 })]);
  });
});

describe("readSpendCsv's refusals", () => {
  const formula = (cell: string) =>
    errorOf(
      `Day,Campaign,Clicks,Cost,Currency code\n2026-11-20,Brand,1,1,EUR\n2026-11-20,Brand,"${cell.replaceAll('"', '""')}",1,EUR`,
    );
  const refusal = (cell: string) =>
    `Line 3, column 3 (Clicks) holds a formula, "${cell}": a spreadsheet would run it on opening the file, so the file is refused. Export it again from the platform.`;

  it.each([
    '=HYPERLINK("http://x","y")',
    "@SUM(A1:A2)",
    "-1+2",
    "+cmd|' /C calc'!A0",
    "-A1",
    "\t=1",
    "\r=1",
  ])("refuses a file with the formula %j", (cell) => {
    expect(formula(cell)).toBe(refusal(cell));
  });

  it.each(["-12.5", "+3", "--", "-", "-5.2%", "1+1", "a=b"])(
    "reads a cell %j, which no spreadsheet runs",
    (cell) => {
      expect(formula(cell)).toBe("read");
    },
  );

  it("refuses a formula before the header too, and cuts a long one short", () => {
    expect(
      errorOf(
        `"=HYPERLINK(""http://example.com/a-long-address"",""Click here"")"\nDay,Campaign,Cost\n`,
      ),
    ).toBe(
      'Line 1, column 1 holds a formula, "=HYPERLINK("http://example.com/a-long-ad…": a spreadsheet would run it on opening the file, so the file is refused. Export it again from the platform.',
    );
  });

  it("refuses text that is not UTF-8", () => {
    const latin1 = Uint8Array.from(
      [..."Day,Campaign,Cost\n2026-11-20,Caf\xe9,1\n"].map((char) =>
        char.charCodeAt(0),
      ),
    );
    expect(readSpendCsv(latin1, { currency: "EUR" })).toEqual({
      ok: false,
      error:
        "The file is not UTF-8 text: export it again from the platform as CSV (UTF-8).",
    });
  });

  it("refuses UTF-16, with its byte order mark or without", () => {
    const utf16le = (text: string) =>
      Uint8Array.from(
        [...text].flatMap((char) => [
          char.charCodeAt(0) & 0xff,
          char.charCodeAt(0) >> 8,
        ]),
      );
    const advice =
      'export it as CSV (UTF-8), not as Google Ads\' "Excel CSV" or Excel\'s "Unicode text".';
    expect(readSpendCsv(utf16le("\uFEFFDay\tCampaign\tCost\n"))).toEqual({
      ok: false,
      error: `The file is UTF-16 text: ${advice}`,
    });
    expect(readSpendCsv(utf16le("Day\tCampaign\tCost\n"))).toEqual({
      ok: false,
      error: `The file holds NUL characters, as UTF-16 text does: ${advice}`,
    });
  });

  it.each([
    [
      'Day,Campaign,Cost\n2026-11-20,"Brand"x,1',
      'Line 2: a quoted cell is followed by "x".',
    ],
    [
      'Day,Campaign,Cost\n2026-11-20,"Brand,1\n',
      "Line 2: a quoted cell is never closed.",
    ],
  ])("refuses broken quoting in %j", (text, error) => {
    expect(errorOf(text, { currency: "EUR" })).toBe(error);
  });
});
