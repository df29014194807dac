import { z } from "astro/zod";
import { countryCode, uniqueBy } from "./fields";
import { MARKETS, type Market } from "./names";

const days = z.number().int().positive();
const countries = z
  .array(countryCode)
  .superRefine(uniqueBy((code) => code, "Country"));

/**
 * Where each market's price-claim rule applies and the periods the rules
 * leave to the operator (src/content/price-claims.yaml; the rules are
 * docs/price-claims.md). A country in no market sees only the claim every
 * market allows.
 */
export const priceClaimsSchema = z
  .object({
    /** The countries (ISO 3166-1 alpha-2) of each market. */
    markets: z.strictObject({
      eu: countries,
      uk: countries,
      us: countries,
    } satisfies Record<Market, typeof countries>),
    /** UK: the fewest days a reference price must have been charged. */
    ukMinDays: days,
    /** US: the fewest days a former price must have held. */
    usMinDays: days,
  })
  .superRefine(({ markets }, context) => {
    const seen = new Map<string, string>();
    for (const market of MARKETS)
      markets[market].forEach((code, index) => {
        const first = seen.get(code);
        if (first)
          context.addIssue({
            code: "custom",
            path: ["markets", market, index],
            message: `${code} is already in ${first}`,
          });
        else seen.set(code, market);
      });
  });
