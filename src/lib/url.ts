/** The absolute URL of a path on a site origin ("https://shop.test", "/about" → "https://shop.test/about"). */
export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, "")}/`).href;
}
