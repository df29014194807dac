import { capitalise } from "./text";

/** "Today" in `locale`'s language, capitalised as a label ("Heute", "Aujourd’hui"). */
function today(locale: string): string {
  const word = new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(
    0,
    "day",
  );
  return capitalise(word, locale);
}

/** `count` units ago in `locale`'s language: "3 weeks ago", "vor 3 Wochen". */
const ago = (
  count: number,
  unit: Intl.RelativeTimeFormatUnit,
  locale: string,
) =>
  new Intl.RelativeTimeFormat(locale, { numeric: "always" }).format(
    -count,
    unit,
  );

/**
 * "Today", "1 day ago", "5 days ago", "2 weeks ago", "3 months ago",
 * "1 year ago": a day's distance from `now`, in the wording the seeded
 * reviews use, in `locale`'s language through Intl ("vor 2 Wochen").
 */
export function relativeDay(day: string, now: Date, locale = "en"): string {
  const then = Date.parse(`${day}T00:00:00Z`);
  const start = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const days = Math.max(0, Math.round((start - then) / 86_400_000));
  if (days === 0) return today(locale);
  if (days < 7) return ago(days, "day", locale);
  if (days < 30) return ago(Math.floor(days / 7), "week", locale);
  if (days < 365) return ago(Math.floor(days / 30), "month", locale);
  return ago(Math.floor(days / 365), "year", locale);
}

const AGO = /^(\d+) (day|week|month|year)s? ago$/;

/**
 * A date written in the English the seeded reviews use ("Today", "3 weeks
 * ago") in `locale`'s language ("Heute", "vor 3 Wochen"); any other
 * wording as it is.
 */
export function relativeLabel(label: string, locale: string): string {
  if (label === "Today") return today(locale);
  const match = AGO.exec(label);
  return match
    ? ago(Number(match[1]), match[2] as Intl.RelativeTimeFormatUnit, locale)
    : label;
}

/**
 * A review's date as the page shows it, in `locale`'s language: a day
 * (2026-11-03, or a date) becomes "3 weeks ago" as of `now`, the build;
 * a label is translated where it is the seeded reviews' English.
 */
export function reviewDateLabel(
  date: Date | string,
  now: Date,
  locale = "en",
): string {
  if (date instanceof Date)
    return relativeDay(date.toISOString().slice(0, 10), now, locale);
  return /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? relativeDay(date, now, locale)
    : relativeLabel(date, locale);
}
