import type { APIRoute } from "astro";
import { isArrivalName, presetRules, rulesToJson } from "@/lib/attribution";
import { ledgerClickIdParams } from "@/ledger";
import config from "virtual:store-config";
import { getProduct } from "@/lib/content";
import type { PartnerLinkData } from "@/lib/data-files";

/**
 * What the page script needs to complete BUY NOW from the visitor's arrival
 * parameters (src/browser/complete-partner-links.ts): the link's settings, which the
 * default link already shows, the preset's parameter rules and the
 * product's name, and the click ids the sales ledger reads besides the
 * arrival's. Fetched only when the address carries a query.
 */
export const GET: APIRoute = async () => {
  const product = await getProduct();
  const { template, preset, clickIdParam, offerId, affiliateId } =
    config.affiliate;
  const link = { template, preset, clickIdParam, offerId, affiliateId };
  return Response.json({
    link,
    rules: rulesToJson(presetRules(link.preset)),
    product: product.title,
    ledger: config.ledger.on,
    carry: config.ledger.on
      ? ledgerClickIdParams(config.ledger.forward).filter(
          (name) => !isArrivalName(name),
        )
      : [],
  } satisfies PartnerLinkData);
};
