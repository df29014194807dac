/**
 * The "Last updated" date of the policies, which is the visitor's today.
 * The build writes its own day, with a datetime, so the page is
 * valid and complete without JavaScript; src/browser/policy-today.ts, inline
 * right after the date, puts in the visitor's day while the page is parsed,
 * before first paint.
 */

/** The id of the policy page's <time> element. */
export const POLICY_DATE_ID = "policy-last-updated";

const FORMAT: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "long",
  day: "numeric",
};

const pad = (n: number) => String(n).padStart(2, "0");

/** A day as the policies show it in `locale`: "March 7, 2031", "7. März 2031". */
export const policyDateLabel = (date: Date, locale: string): string =>
  date.toLocaleDateString(locale, FORMAT);

/** The local calendar day as <time datetime> takes it: "2031-03-07". */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
