/**
 * Fills "{name}" placeholders in a content string:
 * fill("{n} of {total}", { n: "2", total: "8" }). Values are text: a figure
 * is written for the page's language first (formatNumber in numbers.ts), so
 * none reaches a shopper as JavaScript writes it (4.9 on a German page).
 */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? values[key]! : match,
  );
}
