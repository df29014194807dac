/**
 * Approved sales as a Microsoft Advertising offline conversions file, in
 * the Bulk service's CSV layout (its "Offline Conversion" record: Conversion
 * Currency Code, Conversion Name, Conversion Time, Conversion Value and
 * Microsoft Click Id, after the Format Version row), which Microsoft
 * Advertising imports by upload or on a schedule from the ledger's address.
 * One row per sale whose consented click brought an msclkid. Times are in
 * UTC, as Microsoft takes them.
 */
import { eventIdOf } from "../../forward/sale-event.ts";
import { fromMicros } from "../../sales/postback.ts";
import { csvField } from "../google/file.ts";
import type { FileRow } from "../platform.ts";

export const MICROSOFT_COLUMNS = [
  "Type",
  "Status",
  "Id",
  "Parent Id",
  "Client Id",
  "Name",
  "Conversion Currency Code",
  "Conversion Name",
  "Conversion Time",
  "Conversion Value",
  "Microsoft Click Id",
] as const;

/** The Bulk file's version row: the version under Name, the rest empty. */
const FORMAT_VERSION = MICROSOFT_COLUMNS.map((column) =>
  column === "Type" ? "Format Version" : column === "Name" ? "6.0" : "",
);

/** `4/1/2026 6:50:54 PM`: a time in UTC as Microsoft's Bulk files write it. */
export function microsoftTime(ms: number): string {
  const date = new Date(ms);
  const hours = date.getUTCHours();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()} ${hours % 12 || 12}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} ${hours < 12 ? "AM" : "PM"}`;
}

/** The file: the header, the version row, then one row per sale. */
export function microsoftFile(
  rows: readonly FileRow[],
  settings: { conversionName: string },
): string {
  const lines = [
    MICROSOFT_COLUMNS.join(","),
    FORMAT_VERSION.join(","),
    ...rows.flatMap((row) => {
      const msclkid = row.ad_ids.msclkid;
      if (typeof msclkid !== "string" || !msclkid) return [];
      const cells: Record<(typeof MICROSOFT_COLUMNS)[number], string> = {
        Type: "Offline Conversion",
        Status: "",
        Id: "",
        "Parent Id": "",
        // Returned in Microsoft's results file: the sale's event id, as
        // Meta's and TikTok's event_id and Google's Order ID.
        "Client Id": eventIdOf(row),
        Name: "",
        "Conversion Currency Code": row.currency,
        "Conversion Name": settings.conversionName,
        "Conversion Time": microsoftTime(row.approved_at),
        "Conversion Value": fromMicros(row.value_micros),
        "Microsoft Click Id": msclkid,
      };
      return [
        MICROSOFT_COLUMNS.map((column) => csvField(cells[column])).join(","),
      ];
    }),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
