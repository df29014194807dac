/**
 * "Today", "1 day ago", "5 days ago", "2 weeks ago", "3 months ago",
 * "1 year ago": a day's distance from `now`, in the wording the seeded
 * reviews use.
 */
export function relativeDay(day: string, now: Date): string {
  const then = Date.parse(`${day}T00:00:00Z`);
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const days = Math.max(0, Math.round((today - then) / 86_400_000));
  const ago = (count: number, unit: string) =>
    `${count} ${unit}${count === 1 ? "" : "s"} ago`;
  if (days === 0) return "Today";
  if (days < 7) return ago(days, "day");
  if (days < 30) return ago(Math.floor(days / 7), "week");
  if (days < 365) return ago(Math.floor(days / 30), "month");
  return ago(Math.floor(days / 365), "year");
}
