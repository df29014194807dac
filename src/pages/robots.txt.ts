import type { APIRoute } from "astro";
import config from "virtual:store-config";
import { GO_PATH, LEDGER_PATH } from "@/ledger";
import { robotsTxt } from "@/lib/robots";
import { absoluteUrl } from "@/lib/url";

/** The file @astrojs/sitemap writes, listing the sitemap of every page. */
const SITEMAP_PATH = "/sitemap-index.xml";

export const GET: APIRoute = async () => {
  const { siteUrl } = config;
  const disallow = config.ledger.on ? [GO_PATH, `${LEDGER_PATH}/`] : [];
  return new Response(robotsTxt(absoluteUrl(SITEMAP_PATH, siteUrl), disallow), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
};
