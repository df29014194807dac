/**
 * The product's price claims, as the page, the structured data and the
 * feeds use them: for each currency, the claim each market may see
 * (lib/price-claims.ts) and the one a page may show before it knows the
 * market ("any"), from the content's price history as of the build's day.
 */
import type { CurrencyCode } from "@/schemas/names";
import {
  claimForEveryMarket,
  MARKETS,
  priceClaim,
  type ClaimRules,
  type Market,
  type PriceClaim,
  type PricePoint,
} from "./price-claims";

/** A day as the content holds it: YAML reads an unquoted one as a Date. */
type ContentDay = string | Date;
type ContentHistory = readonly { from: ContentDay; price: number }[];

/** The price fields of product.yaml. */
export type ProductPrices = {
  price: number;
  priceHistory?: ContentHistory;
  currencyPrices?: Partial<
    Record<CurrencyCode, { price: number; priceHistory?: ContentHistory }>
  >;
};

/** Who a claim is for: a market, or a visitor whose market is not known. */
export type ClaimScope = Market | "any";
export const CLAIM_SCOPES: readonly ClaimScope[] = ["any", ...MARKETS];

/** The claim each scope sees, per currency. */
export type ProductClaims = Readonly<
  Record<CurrencyCode, Readonly<Record<ClaimScope, PriceClaim>>>
>;

/** YYYY-MM-DD of a content day. */
export const dayOf = (value: ContentDay): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value;

/**
 * A currency's price and history: its own where product.yaml gives it a
 * price of its own (with no history of its own, it has none), else the
 * product's.
 */
function pricesIn(
  prices: ProductPrices,
  code: CurrencyCode,
): { price: number; history: PricePoint[] } {
  const own = prices.currencyPrices?.[code];
  const history = (own ? own.priceHistory : prices.priceHistory) ?? [];
  return {
    price: own?.price ?? prices.price,
    history: history.map(({ from, price }) => ({ from: dayOf(from), price })),
  };
}

export function productClaims(
  prices: ProductPrices,
  codes: readonly CurrencyCode[],
  rules: ClaimRules,
  today: string,
): ProductClaims {
  return Object.fromEntries(
    codes.map((code) => {
      const { price, history } = pricesIn(prices, code);
      const markets = Object.fromEntries(
        MARKETS.map((market) => [
          market,
          priceClaim(price, history, market, today, rules),
        ]),
      ) as Record<Market, PriceClaim>;
      return [code, { ...markets, any: claimForEveryMarket(markets) }];
    }),
  ) as unknown as ProductClaims;
}

/** The market whose countries include `country`, if any. */
export function marketOf(
  country: string,
  markets: Readonly<Record<Market, readonly string[]>>,
): Market | undefined {
  return MARKETS.find((market) => markets[market].includes(country));
}

/**
 * How the page words a claim: the EU's "lowest price of the 30 days
 * before", the plain original price, or the price alone.
 */
export type ClaimForm = "prior" | "original" | "alone";

/** One way the price block can look, and where it shows. */
export type ClaimVariant = {
  form: ClaimForm;
  /** "scope:currency" pairs it shows for, e.g. "eu:EUR", "any:USD". */
  keys: readonly string[];
  /** The currencies it shows in. */
  currencies: readonly CurrencyCode[];
  /** The struck-through price and the saving per currency; none when alone. */
  reference: Partial<Record<CurrencyCode, number>>;
  savings: Partial<Record<CurrencyCode, number>>;
};

/** How the page words `claim`. */
export const claimFormOf = (claim: PriceClaim): ClaimForm =>
  claim.kind === "price"
    ? "alone"
    : claim.referenceKind === "lowest-30-days"
      ? "prior"
      : "original";

/** The key CSS matches a variant by (styles/prices.ts). */
export const claimKey = (scope: ClaimScope, code: CurrencyCode) =>
  `${scope}:${code}`;

/**
 * The claim a visitor of `scope` sees in `code`: the one every market may
 * see where that is a reduction, else their own.
 */
export function claimSeen(
  claims: ProductClaims,
  code: CurrencyCode,
  scope: ClaimScope,
): PriceClaim {
  const everywhere = claims[code].any;
  return everywhere.kind === "reduction" ? everywhere : claims[code][scope];
}

/**
 * The distinct forms the price block takes, each with the scopes and
 * currencies it shows for. A currency whose "any" claim is a reduction
 * shows it in every market too: it is lawful in each, and the page then
 * looks the same whoever visits. A page renders every variant and the
 * stylesheet shows the one the visitor's market and currency pick.
 */
export function claimVariants(
  claims: ProductClaims,
  codes: readonly CurrencyCode[],
): ClaimVariant[] {
  const variants = new Map<ClaimForm, ClaimVariant>();
  for (const code of codes) {
    for (const scope of CLAIM_SCOPES) {
      const claim = claimSeen(claims, code, scope);
      const form = claimFormOf(claim);
      const variant = variants.get(form) ?? {
        form,
        keys: [],
        currencies: [],
        reference: {},
        savings: {},
      };
      variants.set(form, {
        ...variant,
        keys: [...variant.keys, claimKey(scope, code)],
        currencies: variant.currencies.includes(code)
          ? variant.currencies
          : [...variant.currencies, code],
        ...(claim.kind === "reduction" && {
          reference: { ...variant.reference, [code]: claim.reference },
          savings: { ...variant.savings, [code]: claim.savings },
        }),
      });
    }
  }
  return [...variants.values()];
}

/**
 * What the build reports: per currency and scope, the claim and why, so an
 * operator sees what each market will be shown before it goes live.
 */
export function claimsReport(
  claims: ProductClaims,
  codes: readonly CurrencyCode[],
  today: string,
): string {
  const lines = [`\nPrice claims as of ${today} (docs/price-claims.md):`];
  for (const code of codes)
    for (const scope of CLAIM_SCOPES) {
      const claim = claims[code][scope];
      const shown =
        claim.kind === "reduction"
          ? `${claim.reference} struck through, ${claim.price} now, save ${claim.savings}`
          : `${claim.price} alone`;
      const who = scope === "any" ? "market unknown" : scope;
      lines.push(`  ${code} ${who}: ${shown} (${claim.why})`);
    }
  return lines.join("\n");
}

let reported = false;

/** Prints the report once per build, however many pages show the price. */
export function reportClaimsOnce(
  claims: ProductClaims,
  codes: readonly CurrencyCode[],
  today: string,
): void {
  if (reported) return;
  reported = true;
  console.info(claimsReport(claims, codes, today));
}
