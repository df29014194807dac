/**
 * "Today", "1 day ago", "5 days ago", "2 weeks ago", "3 months ago",
 * "1 year ago": a day's distance from `now`, in the wording the seeded
 * reviews use, in `locale`'s language through Intl ("vor 2 Wochen").
 */
export function relativeDay(day: string, now: Date, locale = "en"): string {
  const then = Date.parse(`${day}T00:00:00Z`);
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const days = Math.max(0, Math.round((today - then) / 86_400_000));
  if (days === 0) {
    const word = new Intl.RelativeTimeFormat(locale, {
      numeric: "auto",
    }).format(0, "day");
    return word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);
  }
  const ago = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  if (days < 7) return ago.format(-days, "day");
  if (days < 30) return ago.format(-Math.floor(days / 7), "week");
  if (days < 365) return ago.format(-Math.floor(days / 30), "month");
  return ago.format(-Math.floor(days / 365), "year");
}
