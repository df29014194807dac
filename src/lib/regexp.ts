/**
 * `text` as a regular expression that matches it literally: "a.b" → "a\.b".
 * By hand: `RegExp.escape` does this from Node 24 on, and package.json's
 * `engines` allows Node 22. No imports: the server and the scripts load
 * this file as it is.
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
