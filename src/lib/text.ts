const ELLIPSIS = "…";

/**
 * Cuts a text to at most `limit` characters (whole code points, so emoji are
 * never split) and adds an ellipsis; a text that fits is returned as is.
 */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return chars.slice(0, limit).join("").trimEnd() + ELLIPSIS;
}

/**
 * Like `truncate`, but ends at the last word boundary within `limit`, so the
 * cut lands "at about" the limit without breaking a word.
 */
export function truncateAtWord(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  const head = chars.slice(0, limit + 1).join("");
  const boundary = head.lastIndexOf(" ");
  const cut =
    boundary > limit * 0.6
      ? head.slice(0, boundary)
      : chars.slice(0, limit).join("");
  return cut.replace(/[\s,;:.]+$/, "") + ELLIPSIS;
}

/** `text` with its first letter a capital, as `locale` writes one: "heute" → "Heute". */
export function capitalise(text: string, locale = "en"): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
