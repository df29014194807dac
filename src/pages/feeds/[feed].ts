import type { APIRoute, GetStaticPaths } from "astro";
import config from "virtual:store-config";
import { getFeeds, getPriceClaims, getProduct, getStore } from "@/lib/content";
import {
  feedItems,
  googleFeed,
  metaFeed,
  type FeedTarget,
} from "@/lib/product-feed";
import { DEFAULT_LOCALE, LOCALES, localePath } from "@/lib/locales";
import { absoluteUrl } from "@/lib/url";

/**
 * /feeds/google-<target>.xml and /feeds/meta-<target>.csv for each target
 * of src/content/feeds.yaml, while its feeds are on (docs/product-feeds.md),
 * each in its target's language and linking to that language's page.
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
  const language = target.language ?? DEFAULT_LOCALE;
  if (!LOCALES.includes(language))
    throw new Error(
      `feeds.yaml: target ${target.name}'s language ${language} is not one of settings.yaml's locales (${LOCALES.join(", ")})`,
    );
  const [feeds, product, store, { markets }] = await Promise.all([
    getFeeds(),
    getProduct(language),
    getStore(language),
    getPriceClaims(),
  ]);
  const productPage = localePath(language, "/");
  const items = feedItems(
    product,
    feeds,
    target,
    config.siteUrl,
    markets,
    productPage,
  );
  return kind === "google"
    ? new Response(
        googleFeed(items, {
          title: store.name,
          link: absoluteUrl(productPage, config.siteUrl),
          description: product.meta.description,
        }),
        { headers: { "Content-Type": "application/xml; charset=utf-8" } },
      )
    : new Response(metaFeed(items), {
        headers: { "Content-Type": "text/csv; charset=utf-8" },
      });
};
