import { describe, expect, it } from "vitest";
import type { FileRow } from "../platform";
import { csvField, googleFile, googleTime, GOOGLE_COLUMNS } from "./file";

const SETTINGS = { conversionName: "Partner sale", timeZone: "Europe/Berlin" };
/** A file's row: `ids` are the click's platform ids, the rest the sale's. */
const row = ({
  gclid,
  gbraid,
  wbraid,
  ...sale
}: Partial<Record<"gclid" | "gbraid" | "wbraid", string>> &
  Partial<Omit<FileRow, "ad_ids">>): FileRow => ({
  network: "",
  order_id: "INV-1",
  value_micros: 49_900_000,
  currency: "EUR",
  approved_at: Date.UTC(2026, 10, 26, 13, 5, 0),
  ...sale,
  ad_ids: { gclid, gbraid, wbraid },
});

describe("googleTime", () => {
  it.each([
    [
      Date.UTC(2026, 10, 26, 13, 5, 0),
      "Europe/Berlin",
      "2026-11-26 14:05:00+0100",
    ],
    [
      Date.UTC(2026, 6, 1, 23, 30, 9),
      "Europe/Berlin",
      "2026-07-02 01:30:09+0200",
    ],
    [
      Date.UTC(2026, 0, 5, 3, 0, 0),
      "America/New_York",
      "2026-01-04 22:00:00-0500",
    ],
    [Date.UTC(2026, 0, 5, 3, 0, 0), "UTC", "2026-01-05 03:00:00+0000"],
    [Date.UTC(2026, 0, 5, 3, 0, 0), "Asia/Kolkata", "2026-01-05 08:30:00+0530"],
  ])("writes %d in %s as %s", (ms, zone, text) => {
    expect(googleTime(ms, zone)).toBe(text);
  });
});

describe("googleFile", () => {
  it("follows Google's click-conversion template: time zone, header, one click id per row", () => {
    const file = googleFile(
      [
        row({ gclid: "Cj0KCQjw-x_1", gbraid: "ignored-when-gclid" }),
        row({ order_id: "INV-2", gbraid: "0AAAAA-gb" }),
        row({ order_id: "INV-3", wbraid: "CjwKwb" }),
        row({ order_id: "INV-4" }),
      ],
      SETTINGS,
    );
    const lines = file.split("\r\n");
    expect(lines[0]).toBe("Parameters:TimeZone=Europe/Berlin");
    expect(lines[1]?.split(",")).toEqual([...GOOGLE_COLUMNS]);
    expect(lines.slice(2)).toEqual([
      "Cj0KCQjw-x_1,,,Partner sale,2026-11-26 14:05:00+0100,49.90,EUR,INV-1,Granted,Granted",
      ",0AAAAA-gb,,Partner sale,2026-11-26 14:05:00+0100,49.90,EUR,INV-2,Granted,Granted",
      ",,CjwKwb,Partner sale,2026-11-26 14:05:00+0100,49.90,EUR,INV-3,Granted,Granted",
      "",
    ]);
  });

  it.each([
    ["", "INV-1", "INV-1"],
    ["impact", "INV-1", "impact:INV-1"],
    ["awin", "INV-1", "awin:INV-1"],
  ])(
    "writes network %j's order %s as the Order ID %s, as the event id elsewhere",
    (network, orderId, written) => {
      const [, , line] = googleFile(
        [row({ network, order_id: orderId, gclid: "Cj0-1" })],
        SETTINGS,
      ).split("\r\n");
      expect(line?.split(",")[GOOGLE_COLUMNS.indexOf("Order ID")]).toBe(
        written,
      );
    },
  );

  it("quotes a field with a comma or a quote", () => {
    expect(csvField('Sale, "big"')).toBe('"Sale, ""big"""');
    expect(csvField("Sale")).toBe("Sale");
  });
});
