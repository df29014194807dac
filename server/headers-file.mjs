// @ts-check

/** @typedef {{ path: string, headers: [string, string][] }} HeaderRule */

/**
 * Reads a `_headers` file (the Netlify / Cloudflare Pages format the build
 * writes) into rules: a path line, then indented `Name: value` lines.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (colon < 0 || !rule) throw new Error(`_headers: cannot read "${line}"`);
    rule.headers.push([
      line.slice(0, colon).trim(),
      line.slice(colon + 1).trim(),
    ]);
  }
  return rules;
}

/**
 * The headers of every rule whose path matches: exact paths, or a prefix
 * ending in "*" as in "/assets/*".
 * @param {readonly HeaderRule[]} rules
 * @param {string} path
 * @returns {[string, string][]}
 */
export function headersFor(rules, path) {
  return rules
    .filter((rule) =>
      rule.path.endsWith("*")
        ? path.startsWith(rule.path.slice(0, -1))
        : path === rule.path,
    )
    .flatMap((rule) => rule.headers);
}
