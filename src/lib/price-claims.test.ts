import { describe, expect, it } from "vitest";
import {
  claimForEveryMarket,
  priceClaim,
  type Market,
  type PricePoint,
} from "./price-claims";

const rules = { ukMinDays: 28, usMinDays: 28 };

/** The claim of the price alone, for the reason given. */
const alone = (price: number, why: string) => ({ kind: "price", price, why });
/** The claim of a reduction from `reference`, saving `savings`. */
const reduction = (reference: number, savings: number) => ({
  kind: "reduction",
  reference,
  savings,
});
const TODAY = "2026-11-27";

/** Every market's claim for a product at `price` with `history`. */
const claims = (price: number, history: PricePoint[], today = TODAY) =>
  Object.fromEntries(
    (["eu", "uk", "us"] as const).map((market: Market) => [
      market,
      priceClaim(price, history, market, today, rules),
    ]),
  ) as Record<Market, ReturnType<typeof priceClaim>>;

describe("priceClaim", () => {
  it("a reduction 10 days old, after months at one price: every market may claim it", () => {
    const history = [
      { from: "2026-05-01", price: 70 },
      { from: "2026-11-17", price: 14.95 },
    ];
    const { eu, uk, us } = claims(14.95, history);
    expect(eu).toMatchObject({
      ...reduction(70, 55.05),
      referenceKind: "lowest-30-days",
      since: "2026-11-17",
    });
    expect(eu.why).toBe(
      "the lowest price of the 30 days before 2026-11-17 (from 2026-10-18)",
    );
    expect(uk).toMatchObject({
      kind: "reduction",
      reference: 70,
      referenceKind: "recent-selling-price",
    });
    expect(us).toMatchObject({
      kind: "reduction",
      reference: 70,
      referenceKind: "former-price",
    });
    expect(claimForEveryMarket({ eu, uk, us })).toBe(eu);
  });

  it("a reduction right after a price rise: the EU sees the lower price before the rise; the UK and US see no reduction", () => {
    const history = [
      { from: "2026-05-01", price: 49.95 },
      { from: "2026-11-07", price: 70 },
      { from: "2026-11-17", price: 14.95 },
    ];
    const { eu, uk, us } = claims(14.95, history);
    expect(eu).toMatchObject(reduction(49.95, 35));
    expect(uk).toEqual(
      alone(
        14.95,
        "70 was charged for 10 days before 2026-11-17, fewer than 28",
      ),
    );
    expect(us).toEqual(
      alone(14.95, "70 held for 10 days before 2026-11-17, fewer than 28"),
    );
    expect(claimForEveryMarket({ eu, uk, us })).toMatchObject({
      kind: "price",
      price: 14.95,
    });
  });

  it("no history: the price alone everywhere", () => {
    for (const claim of Object.values(claims(14.95, [])))
      expect(claim).toEqual(alone(14.95, "no price history"));
  });

  it("a UK reference price never really charged: one day at 70, then the reduction", () => {
    const history = [
      { from: "2026-11-15", price: 70 },
      { from: "2026-11-16", price: 14.95 },
    ];
    const { eu, uk } = claims(14.95, history);
    expect(uk).toEqual(
      alone(
        14.95,
        "70 was charged for 1 days before 2026-11-16, fewer than 28",
      ),
    );
    // Nor can the EU's 30 days be known from one day of history.
    expect(eu).toEqual(
      alone(
        14.95,
        "the history begins 2026-11-15, less than 30 days before the reduction of 2026-11-16",
      ),
    );
  });

  it("the UK: a reduction that has run longer than the higher price was charged is no longer one", () => {
    const history = [
      { from: "2026-08-01", price: 70 },
      { from: "2026-09-10", price: 14.95 },
    ];
    expect(priceClaim(14.95, history, "uk", TODAY, rules)).toEqual(
      alone(
        14.95,
        "the reduction has run 78 days, longer than 70 was charged (40)",
      ),
    );
    expect(priceClaim(14.95, history, "uk", "2026-10-20", rules)).toMatchObject(
      { kind: "reduction", reference: 70 },
    );
  });

  it.each([
    [
      "a dip within the 30 days lowers the prior price shown",
      "2026-10-25",
      "2026-11-01",
      59,
      44.05,
    ],
    [
      "a dip that ended before the 30 days (from 2026-10-21) does not count",
      "2026-10-01",
      "2026-10-10",
      70,
      55.05,
    ],
  ])("the EU: %s", (_, dipFrom, dipTo, reference, savings) => {
    const history = [
      { from: "2026-01-01", price: 70 },
      { from: dipFrom, price: 59 },
      { from: dipTo, price: 70 },
      { from: "2026-11-20", price: 14.95 },
    ];
    expect(priceClaim(14.95, history, "eu", TODAY, rules)).toMatchObject(
      reduction(reference, savings),
    );
  });

  it("prices not yet in force, and a history that disagrees with the price, claim nothing they do not show", () => {
    const history = [
      { from: "2026-01-01", price: 70 },
      { from: "2026-12-01", price: 14.95 },
    ];
    expect(priceClaim(70, history, "us", TODAY, rules)).toEqual(
      alone(70, "the price has not been reduced since 2026-01-01"),
    );
    expect(priceClaim(14.95, history, "us", TODAY, rules)).toEqual(
      alone(14.95, "the history's price on 2026-11-27 is 70, not 14.95"),
    );
  });

  it("a rise is no reduction", () => {
    const history = [
      { from: "2026-01-01", price: 10 },
      { from: "2026-11-01", price: 14.95 },
    ];
    for (const claim of Object.values(claims(14.95, history)))
      expect(claim.kind).toBe("price");
  });
});
