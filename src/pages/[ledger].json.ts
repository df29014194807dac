import type { APIRoute, GetStaticPaths } from "astro";
import config from "virtual:store-config";
import { getCurrencies, getFeeds, getProduct } from "@/lib/content";
import { countryRules } from "@/lib/currency-rules";
import { getExperiments } from "@/lib/experiments";
import { LEDGER_FILE, type LedgerManifest } from "@/ledger";

/**
 * `_ledger.json`: what `npm start`'s server and the Pages Functions need
 * to run the sales ledger (src/ledger/manifest.ts). Built only while
 * the ledger is on; with it off the build has no such file, and no host
 * answers the ledger's addresses. Neither host serves it as a page.
 */
export const getStaticPaths = (() =>
  config.ledger.on
    ? [{ params: { ledger: LEDGER_FILE.replace(/\.json$/, "") } }]
    : []) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const [product, currencies, feeds, tests] = await Promise.all([
    getProduct(),
    getCurrencies(),
    getFeeds(),
    getExperiments(),
  ]);
  const { template, preset, clickIdParam, offerId, affiliateId } =
    config.affiliate;
  return Response.json({
    siteUrl: config.siteUrl,
    link: { template, preset, clickIdParam, offerId, affiliateId },
    product: product.title,
    productId: feeds.id,
    colours: product.colours.map((colour) => colour.value),
    currencies: {
      codes: currencies.list.map((currency) => currency.code),
      ...countryRules(currencies),
    },
    retentionDays: config.ledger.retentionDays,
    forward: config.ledger.forward,
    spend: config.ledger.spend,
    report: {
      currency: config.ledger.report.currency ?? currencies.fallback,
      rates: config.ledger.report.rates,
    },
    filter: config.ledger.filter,
    // The tests whose shares the ledger moves (docs/split-tests.md).
    autoDistribution: Object.fromEntries(
      tests.flatMap(({ name, autoDistribution }) =>
        autoDistribution?.on ? [[name, autoDistribution]] : [],
      ),
    ),
  } satisfies LedgerManifest);
};
