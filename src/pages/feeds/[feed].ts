import type { APIRoute, GetStaticPaths } from "astro";
import config from "virtual:store-config";
import { getFeeds, getPriceClaims, getProduct, getStore } from "@/lib/content";
import {
  feedItems,
  googleFeed,
  metaFeed,
  type FeedTarget,
} from "@/lib/product-feed";
import { absoluteUrl } from "@/lib/url";

/**
 * /feeds/google-<target>.xml and /feeds/meta-<target>.csv for each target
 * of src/content/feeds.yaml, while its feeds are on (docs/product-feeds.md).
 */
export const getStaticPaths = (async () => {
  const feeds = await getFeeds();
  if (!feeds.on) return [];
  return feeds.targets.flatMap((target) => [
    {
      params: { feed: `google-${target.name}.xml` },
      props: { target, kind: "google" },
    },
    {
      params: { feed: `meta-${target.name}.csv` },
      props: { target, kind: "meta" },
    },
  ]);
}) satisfies GetStaticPaths;

type Props = { target: FeedTarget; kind: "google" | "meta" };

export const GET: APIRoute = async ({ props }) => {
  const { target, kind } = props as Props;
  const [feeds, product, store, { markets }] = await Promise.all([
    getFeeds(),
    getProduct(),
    getStore(),
    getPriceClaims(),
  ]);
  const items = feedItems(product, feeds, target, config.siteUrl, markets);
  return kind === "google"
    ? new Response(
        googleFeed(items, {
          title: store.name,
          link: absoluteUrl("/", config.siteUrl),
          description: product.meta.description,
        }),
        { headers: { "Content-Type": "application/xml; charset=utf-8" } },
      )
    : new Response(metaFeed(items), {
        headers: { "Content-Type": "text/csv; charset=utf-8" },
      });
};
