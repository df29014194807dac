import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "~/content/types";
import { store } from "~/content/store";
import { config } from "./config";

/** The absolute URL of a path on the configured site origin. */
export function absoluteUrl(
  path: string,
  siteUrl: string = config.siteUrl,
): string {
  return new URL(path, `${siteUrl}/`).href;
}

/**
 * The tags of one page: title, description, canonical link and the Open Graph
 * and Twitter tags that sharing previews read.
 */
export function pageMeta(
  { title, description }: PageMeta,
  path: string,
  siteUrl: string = config.siteUrl,
): MetaDescriptor[] {
  const url = absoluteUrl(path, siteUrl);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: store.name },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
  ];
}
