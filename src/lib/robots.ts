/**
 * robots.txt: every page may be crawled, and the sitemap is named by its
 * absolute address, as the Robots Exclusion Protocol (RFC 9309) asks.
 */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
