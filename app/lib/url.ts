import { config } from "./config";

/** The absolute URL of a path on the configured site origin. */
export function absoluteUrl(
  path: string,
  siteUrl: string = config.siteUrl,
): string {
  return new URL(path, `${siteUrl}/`).href;
}
