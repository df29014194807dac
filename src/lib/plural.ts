import { fill } from "@/lib/template";

/**
 * The forms of a phrase by plural category, as content writes them:
 * { one: "{count} review", other: "{count} reviews" }. `other` is required
 * because every language has it; the rest are used where the language has them.
 */
export type PluralForms = { other: string } & Partial<
  Record<Intl.LDMLPluralRule, string>
>;

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, locale: string, make: () => T): T {
  let value = cache.get(locale);
  if (!value) {
    value = make();
    cache.set(locale, value);
  }
  return value;
}

/**
 * The form of `forms` that the language's plural rules pick for `count`, with
 * {count} filled in (formatted for the locale: 1,234) and any other values.
 * plural({ one: "{count} star", other: "{count} stars" }, 1) → "1 star".
 */
export function plural(
  forms: PluralForms,
  count: number,
  values: Record<string, string | number> = {},
  locale = "en",
): string {
  const category = cached(
    rules,
    locale,
    () => new Intl.PluralRules(locale),
  ).select(count);
  const formatted = cached(
    numbers,
    locale,
    () => new Intl.NumberFormat(locale),
  ).format(count);
  return fill(forms[category] ?? forms.other, { ...values, count: formatted });
}
