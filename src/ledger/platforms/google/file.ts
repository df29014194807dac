/**
 * Approved sales as Google Ads' click-conversion file, which Google fetches
 * on its own schedule over HTTPS (docs/sales-ledger.md): no OAuth, no API
 * access to apply for. One row per sale whose click brought a gclid, gbraid
 * or wbraid (exactly one of them, as Google requires) from a visitor who
 * accepted advertising, in the layout of Google's "Conversions from clicks"
 * template: the time zone on the first line, then the columns.
 */
import { eventIdOf } from "../../forward/sale-event.ts";
import type { FileRow } from "../platform.ts";
import { fromMicros } from "../../sales/postback.ts";

/** A click id of a file's row as text; "" when it has none. */
const idIn = (row: FileRow, name: string) => {
  const value = row.ad_ids[name];
  return typeof value === "string" ? value : "";
};

export const GOOGLE_COLUMNS = [
  "Google Click ID",
  "GBRAID",
  "WBRAID",
  "Conversion Name",
  "Conversion Time",
  "Conversion Value",
  "Conversion Currency",
  "Order ID",
  "Ad User Data",
  "Ad Personalization",
] as const;

/** A field as CSV writes it: quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** `2026-11-26 14:05:00+0100`: the time in `timeZone`, with its offset as Google's files write it. */
export function googleTime(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset",
    })
      .formatToParts(new Date(ms))
      .map(({ type, value }) => [type, value]),
  );
  // "GMT+01:00", or "GMT" for UTC itself.
  const offset = /([+-])(\d{2}):(\d{2})/.exec(parts.timeZoneName ?? "");
  const zone = offset ? `${offset[1]}${offset[2]}${offset[3]}` : "+0000";
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}${zone}`;
}

/** The file: the time zone, the header row, then one row per sale. */
export function googleFile(
  rows: readonly FileRow[],
  settings: { conversionName: string; timeZone: string },
): string {
  const lines = [
    `Parameters:TimeZone=${settings.timeZone}`,
    GOOGLE_COLUMNS.join(","),
    ...rows.flatMap((row) => {
      // Exactly one click id per row: the gclid when there is one.
      const [gclid, gbraid, wbraid] = idIn(row, "gclid")
        ? [idIn(row, "gclid"), "", ""]
        : idIn(row, "gbraid")
          ? ["", idIn(row, "gbraid"), ""]
          : ["", "", idIn(row, "wbraid")];
      if (!gclid && !gbraid && !wbraid) return [];
      return [
        [
          gclid,
          gbraid,
          wbraid,
          settings.conversionName,
          googleTime(row.approved_at, settings.timeZone),
          fromMicros(row.value_micros),
          row.currency,
          // Google deduplicates on it, as Meta and TikTok on their event id.
          eventIdOf(row),
          // Only consented clicks reach the file (the ledger's query).
          "Granted",
          "Granted",
        ]
          .map(csvField)
          .join(","),
      ];
    }),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
