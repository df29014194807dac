/**
 * robots.txt: every page may be crawled, and the sitemap is named by its
 * absolute address, as the Robots Exclusion Protocol (RFC 9309) asks.
 * `disallow` lists paths no crawler should follow: with the sales ledger
 * on, BUY NOW's redirect (a crawler's visit is no click) and the ledger's
 * private addresses.
 */
export function robotsTxt(
  sitemapUrl: string,
  disallow: readonly string[] = [],
): string {
  const rules = disallow.map((path) => `Disallow: ${path}\n`).join("");
  return `User-agent: *\n${rules}Allow: /\n\nSitemap: ${sitemapUrl}\n`;
}
