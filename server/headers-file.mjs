// @ts-check

/** @typedef {{ path: string, headers: [string, string][], detach: string[] }} HeaderRule */

/**
 * Reads a `_headers` file (the Cloudflare Pages / Netlify format the build
 * writes) into rules: a path line, then indented `Name: value` lines and
 * `! Name` lines, which detach a header a wider rule attached.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    const detached = /^\s+!\s*(\S+)\s*$/.exec(line)?.[1];
    if (detached && rule) {
      rule.detach.push(detached);
      continue;
    }
    const colon = line.indexOf(":");
    if (colon < 0 || !rule) throw new Error(`_headers: cannot read "${line}"`);
    rule.headers.push([
      line.slice(0, colon).trim(),
      line.slice(colon + 1).trim(),
    ]);
  }
  return rules;
}

/**
 * The headers of every rule whose path matches (exact paths, or a prefix
 * ending in "*" as in "/assets/*"), in the file's order, each rule first
 * taking off the headers it detaches, as Cloudflare Pages does.
 * @param {readonly HeaderRule[]} rules
 * @param {string} path
 * @returns {[string, string][]}
 */
export function headersFor(rules, path) {
  /** @type {[string, string][]} */
  let headers = [];
  for (const rule of rules) {
    const matches = rule.path.endsWith("*")
      ? path.startsWith(rule.path.slice(0, -1))
      : path === rule.path;
    if (!matches) continue;
    const detached = new Set(rule.detach.map((name) => name.toLowerCase()));
    headers = headers.filter(([name]) => !detached.has(name.toLowerCase()));
    headers.push(...rule.headers);
  }
  return headers;
}
