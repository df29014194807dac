import type { MetaDescriptor } from "react-router";
import { config } from "./config";
import type { PageMeta } from "~/content/types";
import { breadcrumbHomeLabel } from "~/content/pages";
import { store } from "~/content/store";
import { absoluteUrl } from "./url";
import { breadcrumbJsonLd } from "./structured-data";

/**
 * The tags of one page: title, description, canonical link and the Open Graph
 * and Twitter tags that sharing previews read.
 */
export function pageMeta(
  { title, description }: PageMeta,
  path: string,
  {
    siteUrl = config.siteUrl,
    type = "website",
  }: { siteUrl?: string; type?: "website" | "product" } = {},
): MetaDescriptor[] {
  const url = absoluteUrl(path, siteUrl);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: store.name },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(store.shareImage, siteUrl) },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** The tags of a static page, plus its Home / page name trail for search engines. */
export function staticPageMeta(
  meta: PageMeta,
  path: string,
  crumb: string,
): MetaDescriptor[] {
  return [
    ...pageMeta(meta, path),
    {
      "script:ld+json": breadcrumbJsonLd([
        { name: breadcrumbHomeLabel, path: "/" },
        { name: crumb, path },
      ]),
    },
  ];
}
