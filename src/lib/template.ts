/** Fills "{name}" placeholders in a content string: fill("{n} of {total}", { n: 2, total: 8 }). */
export function fill(
  template: string,
  values: Record<string, string | number>,
): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
