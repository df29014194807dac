import { formatNumber } from "@/lib/numbers";
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

function pluralRules(locale: string): Intl.PluralRules {
  let value = rules.get(locale);
  if (!value) {
    value = new Intl.PluralRules(locale);
    rules.set(locale, value);
  }
  return value;
}

/**
 * The form of `forms` that the language's plural rules pick for `count`, with
 * {count} filled in as `locale` writes it (1,234 in English, 1.234 in
 * German) and any other values, already written for the page (formatPercent).
 * plural({ one: "{count} star", other: "{count} stars" }, 1, "en") → "1 star".
 */
export function plural(
  forms: PluralForms,
  count: number,
  locale: string,
  values: Record<string, string> = {},
): string {
  const category = pluralRules(locale).select(count);
  return fill(forms[category] ?? forms.other, {
    ...values,
    count: formatNumber(count, locale),
  });
}
