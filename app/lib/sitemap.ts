import { absoluteUrl } from "./url";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) =>
      `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

/** A sitemap listing each path once, in the order given, as absolute URLs. */
export function sitemapXml(paths: readonly string[], siteUrl?: string): string {
  const urls = [...new Set(paths)].map(
    (path) =>
      `  <url><loc>${escapeXml(absoluteUrl(path, siteUrl))}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap is named. */
export function robotsTxt(siteUrl?: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml", siteUrl)}\n`;
}
