/**
 * Which price claim a market may see: a reduction (the price struck
 * through, the savings badge) or the current price alone. One pure function
 * over the product's dated price history in one currency, so the page, the
 * structured data and the feeds can never claim different things. The
 * rules and their sources are in docs/price-claims.md:
 *
 * - eu (EU/EEA, the Price Indication Directive 98/6/EC, Art. 6a): the prior
 *   price shown is the lowest price applied in the 30 days before the
 *   reduction began.
 * - uk (CMA pricing guidance, DMCC Act 2024): the reference price is the
 *   price charged just before the reduction, and only when it was charged
 *   for at least `ukMinDays` and the reduction has not run longer than it.
 * - us (FTC, 16 CFR 233.1): the former price is the price offered just
 *   before the reduction, and only when it held for at least `usMinDays`.
 *
 * Where the history does not support a reduction, the claim is the price
 * alone, with the reason.
 */
import { MARKETS, type Market } from "@/schemas/names";
import { difference } from "./money";

// The markets are the content schema's (src/schemas/names.ts).
export { MARKETS, type Market };

/** A price the product was offered at from a day on, until the next entry. */
export type PricePoint = {
  /** The day this price began, YYYY-MM-DD. */
  from: string;
  price: number;
};

/** The periods the rules leave to the operator (the store's settings). */
export type ClaimRules = {
  /** uk: the fewest days the reference price must have been charged. */
  ukMinDays: number;
  /** us: the fewest days the former price must have held. */
  usMinDays: number;
};

/** The days before a reduction whose lowest price the EU claim shows. */
export const EU_PRIOR_DAYS = 30;

/** What each market's rule calls the higher price. */
export type ReferenceKind =
  | "lowest-30-days" // eu
  | "recent-selling-price" // uk
  | "former-price"; // us

export type PriceClaim =
  | {
      kind: "reduction";
      price: number;
      reference: number;
      savings: number;
      referenceKind: ReferenceKind;
      /** The day the reduction began, YYYY-MM-DD. */
      since: string;
      why: string;
    }
  | { kind: "price"; price: number; why: string };

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayString = (n: number) =>
  new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The day `days` after `day`, both YYYY-MM-DD. */
export const daysAfter = (day: string, days: number) =>
  dayString(dayNumber(day) + days);

/** The history up to `today`, oldest first; later entries are not yet in force. */
function inForce(history: readonly PricePoint[], today: string) {
  return [...history]
    .filter((point) => dayNumber(point.from) <= dayNumber(today))
    .sort((a, b) => dayNumber(a.from) - dayNumber(b.from));
}

/** Days `point` held: until the next entry began. */
const heldDays = (point: PricePoint, next: PricePoint) =>
  dayNumber(next.from) - dayNumber(point.from);

/**
 * The claim `market` may see today for a product now at `price`, given its
 * price history in that currency.
 */
export function priceClaim(
  price: number,
  history: readonly PricePoint[],
  market: Market,
  today: string,
  rules: ClaimRules,
): PriceClaim {
  const alone = (why: string): PriceClaim => ({ kind: "price", price, why });
  const points = inForce(history, today);
  const current = points.at(-1);
  if (!current) return alone("no price history");
  if (current.price !== price)
    return alone(
      `the history's price on ${today} is ${current.price}, not ${price}`,
    );
  const before = points.at(-2);
  if (!before || before.price <= price)
    return alone(`the price has not been reduced since ${current.from}`);
  const since = current.from;
  const reduction = (
    reference: number,
    referenceKind: ReferenceKind,
    why: string,
  ): PriceClaim =>
    reference <= price
      ? alone(`${why}, which is not above the price`)
      : {
          kind: "reduction",
          price,
          reference,
          savings: difference(price, reference),
          referenceKind,
          since,
          why,
        };

  if (market === "eu") {
    const start = dayNumber(since) - EU_PRIOR_DAYS;
    const first = points[0] ?? before;
    if (dayNumber(first.from) > start)
      return alone(
        `the history begins ${first.from}, less than ${EU_PRIOR_DAYS} days before the reduction of ${since}`,
      );
    // The prices applied on some day of [start, since): the one in force
    // at `start` and every one that began after it.
    const applied = points
      .slice(0, -1)
      .filter(
        (point, i, list) =>
          dayNumber(list[i + 1]?.from ?? since) > start &&
          dayNumber(point.from) < dayNumber(since),
      )
      .map((point) => point.price);
    const lowest = Math.min(...applied);
    return reduction(
      lowest,
      "lowest-30-days",
      `the lowest price of the ${EU_PRIOR_DAYS} days before ${since} (from ${dayString(start)})`,
    );
  }

  const held = heldDays(before, current);
  const running = dayNumber(today) - dayNumber(since);
  if (market === "uk") {
    if (held < rules.ukMinDays)
      return alone(
        `${before.price} was charged for ${held} days before ${since}, fewer than ${rules.ukMinDays}`,
      );
    if (running > held)
      return alone(
        `the reduction has run ${running} days, longer than ${before.price} was charged (${held})`,
      );
    return reduction(
      before.price,
      "recent-selling-price",
      `${before.price} was charged for ${held} days until ${since}`,
    );
  }

  if (held < rules.usMinDays)
    return alone(
      `${before.price} held for ${held} days before ${since}, fewer than ${rules.usMinDays}`,
    );
  return reduction(
    before.price,
    "former-price",
    `${before.price} held for ${held} days until ${since}`,
  );
}

/**
 * The claim a page may show before it knows the visitor's market (no
 * script, no country): a reduction only when every market may see the same
 * one, with the EU's wording, the strictest; else the price alone.
 */
export function claimForEveryMarket(
  claims: Readonly<Record<Market, PriceClaim>>,
): PriceClaim {
  const eu = claims.eu;
  if (
    eu.kind === "reduction" &&
    MARKETS.every((market) => {
      const claim = claims[market];
      return claim.kind === "reduction" && claim.reference === eu.reference;
    })
  )
    return eu;
  const refused = MARKETS.filter(
    (market) => claims[market].kind === "price",
  ).map((market) => `${market}: ${claims[market].why}`);
  return {
    kind: "price",
    price: eu.price,
    why:
      refused.length > 0
        ? `not every market may see a reduction (${refused.join("; ")})`
        : "the markets' reference prices differ",
  };
}
