/**
 * What a shopper's landing address says about where they came from: UTM
 * tags, ad click ids and a tracker's click id, each cleaned of what no
 * network accepts. Plain functions on the platform's URLSearchParams, so the
 * same code runs at build time and on location.search in the browser.
 */

import {
  AD_CLICK_IDS,
  ARRIVAL_PARAMS,
  CLICK_ID_PARAM_NAME,
} from "../schemas/link-names.ts";

// The names are the settings schema's too (src/schemas/link-names.ts).
export { AD_CLICK_IDS, ARRIVAL_PARAMS };

export type ArrivalName = (typeof ARRIVAL_PARAMS)[number];

/** The recognised parameters a shopper arrived with, sanitised; absent ones are left out. */
export type Arrival = Partial<Record<ArrivalName, string>>;

export const DEFAULT_CLICK_ID_PARAM = "clickid";

/** Longer values are not ids or tags but junk or an attack; 500 fits every real one. */
const MAX_VALUE_LENGTH = 500;

const PRINTABLE_ASCII = /[\x20-\x7E]/;

/**
 * Campaign names are written by people in their own language ("Frühling",
 * "セール"), so utm_* values keep letters and digits of any script, with their
 * combining marks (without them many scripts do not read). Click ids are
 * machine-made ASCII, so anything else in them is noise and goes. Symbols,
 * emoji, controls and invisible format characters go everywhere.
 */
const LETTER_OR_DIGIT = /[\p{L}\p{M}\p{N}]/u;

export function isArrivalName(name: string): name is ArrivalName {
  return (ARRIVAL_PARAMS as readonly string[]).includes(name);
}

/** The first `max` characters, counted in code points so no emoji is split. */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join("") : text;
}

/**
 * The configured click-id parameter name, or `clickid` when the name is not a
 * plain identifier (letter first, then letters, digits or `_`, 32 at most) or
 * is one of the other recognised names, which would then be read twice.
 */
export function clickIdParamName(name: string): string {
  const usable =
    CLICK_ID_PARAM_NAME.test(name) &&
    (name === DEFAULT_CLICK_ID_PARAM || !isArrivalName(name));
  return usable ? name : DEFAULT_CLICK_ID_PARAM;
}

/** Generic sanitising, the same at read time and before use (so it must stay idempotent). */
function cleanValue(name: ArrivalName, raw: string): string {
  const keepsScripts = name.startsWith("utm_");
  const kept = Array.from(raw.normalize("NFC"))
    .filter(
      (char) =>
        PRINTABLE_ASCII.test(char) ||
        (keepsScripts && LETTER_OR_DIGIT.test(char)),
    )
    .join("");
  return cut(kept.trim(), MAX_VALUE_LENGTH).trim();
}

/**
 * The recognised parameters in a landing address's query (`location.search`,
 * with or without its `?`), each from its first occurrence, trimmed, stripped
 * of control and non-printable characters, cut to 500 characters; empty values
 * and unknown parameters are left out. The configured click id is read under
 * its configured name and returned as `clickid`.
 */
export function readArrival(
  search: string | URLSearchParams,
  clickIdParam: string,
): Arrival {
  const params =
    typeof search === "string" ? new URLSearchParams(search) : search;
  const clickIdName = clickIdParamName(clickIdParam);
  const arrival: Arrival = {};
  for (const name of ARRIVAL_PARAMS) {
    const raw = params.get(name === "clickid" ? clickIdName : name);
    const value = raw === null ? "" : cleanValue(name, raw);
    if (value) arrival[name] = value;
  }
  return arrival;
}

/** An arrival value sanitised again: an Arrival may come from storage or a caller, not readArrival. */
export function arrivalValue(arrival: Arrival, name: ArrivalName): string {
  const raw: unknown = arrival[name];
  return typeof raw === "string" ? cleanValue(name, raw) : "";
}

/** The arrival as [parameter name, value] pairs, in ARRIVAL_PARAMS order. */
export function arrivalEntries(
  arrival: Arrival,
  clickIdParam: string,
): [string, string][] {
  const clickIdName = clickIdParamName(clickIdParam);
  return ARRIVAL_PARAMS.flatMap((name): [string, string][] => {
    const value = arrivalValue(arrival, name);
    return value ? [[name === "clickid" ? clickIdName : name, value]] : [];
  });
}

/**
 * The arrival as a query string without `?` (to carry it on internal links),
 * the click id under its configured name; readArrival gives the arrival back.
 */
export function arrivalQuery(arrival: Arrival, clickIdParam: string): string {
  return new URLSearchParams(arrivalEntries(arrival, clickIdParam)).toString();
}
