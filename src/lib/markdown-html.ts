/**
 * Shaping of the HTML that Markdown pages render to, at build time. The input
 * is the store's own content, rendered by Astro, so a pattern over its tags is
 * enough; it is never applied to anything a visitor typed.
 */

const LEAD = /^\s*(<p>[\s\S]*?<\/p>)\s*/;

/**
 * Splits off the opening paragraph, which a policy page shows as the
 * introduction under its heading. Without one, `lead` is "".
 */
export function splitLead(html: string): { lead: string; rest: string } {
  const match = LEAD.exec(html);
  if (!match?.[1]) return { lead: "", rest: html };
  return { lead: match[1], rest: html.slice(match[0].length) };
}

/**
 * Puts each table in a box of its own, so a table wider than a phone scrolls
 * inside it instead of widening the page, and the box's border and rounded
 * corners take in the caption, which a table's own border leaves outside.
 */
export function wrapTables(html: string, className: string): string {
  return html
    .replace(/<table\b/g, `<div class="${className}">$&`)
    .replace(/<\/table>/g, "$&</div>");
}
