import { describe, expect, it } from "vitest";
import type { FileRow } from "../platform";
import { MICROSOFT_COLUMNS, microsoftFile, microsoftTime } from "./file";

const SETTINGS = { conversionName: "Partner sale" };

const row = (sale: Partial<FileRow>): FileRow => ({
  network: "",
  order_id: "INV-1",
  value_micros: 49_900_000,
  currency: "EUR",
  approved_at: Date.UTC(2026, 10, 26, 13, 5, 9),
  ad_ids: {},
  ...sale,
});

describe("microsoftTime", () => {
  it.each([
    [Date.UTC(2026, 10, 26, 13, 5, 9), "11/26/2026 1:05:09 PM"],
    [Date.UTC(2026, 0, 5, 0, 30, 0), "1/5/2026 12:30:00 AM"],
    [Date.UTC(2026, 3, 1, 12, 0, 0), "4/1/2026 12:00:00 PM"],
    [Date.UTC(2026, 3, 1, 11, 59, 59), "4/1/2026 11:59:59 AM"],
  ])("writes %d as %s, in UTC", (ms, text) => {
    expect(microsoftTime(ms)).toBe(text);
  });
});

describe("microsoftFile", () => {
  it("is the Bulk layout: header, format version, one Offline Conversion per sale with an msclkid", () => {
    const lines = microsoftFile(
      [
        row({ ad_ids: { msclkid: "f894f652ea334e739002f7167ab8f8e3" } }),
        row({ order_id: "INV-2", ad_ids: { gclid: "Cj0-only-google" } }),
        row({
          network: "impact",
          order_id: "INV-3",
          currency: "USD",
          value_micros: 10_000_000,
          ad_ids: { msclkid: "a1b2c3" },
        }),
      ],
      SETTINGS,
    ).split("\r\n");
    expect(lines[0]?.split(",")).toEqual([...MICROSOFT_COLUMNS]);
    expect(lines.slice(1)).toEqual([
      "Format Version,,,,,6.0,,,,,",
      "Offline Conversion,,,,INV-1,,EUR,Partner sale,11/26/2026 1:05:09 PM,49.90,f894f652ea334e739002f7167ab8f8e3",
      "Offline Conversion,,,,impact:INV-3,,USD,Partner sale,11/26/2026 1:05:09 PM,10.00,a1b2c3",
      "",
    ]);
  });

  it("quotes a conversion name with a comma or a quote", () => {
    const [, , line] = microsoftFile([row({ ad_ids: { msclkid: "m1" } })], {
      conversionName: 'Sale, "partner"',
    }).split("\r\n");
    expect(line).toContain(',"Sale, ""partner""",');
  });
});
