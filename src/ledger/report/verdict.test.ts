import { describe, expect, it } from "vitest";
import { chanceToBeat, lnGamma, splitVerdict } from "./verdict";

/** P(B > A) by numerical integration of f_B(x) · F_A(x): an independent check. */
function integrated(
  a: { sales: number; clicks: number },
  b: { sales: number; clicks: number },
) {
  const steps = 200_000;
  const pdf = (x: number, alpha: number, beta: number) =>
    Math.exp(
      (alpha - 1) * Math.log(x) +
        (beta - 1) * Math.log(1 - x) -
        (lnGamma(alpha) + lnGamma(beta) - lnGamma(alpha + beta)),
    );
  const [aA, bA] = [1 + a.sales, 1 + a.clicks - a.sales];
  const [aB, bB] = [1 + b.sales, 1 + b.clicks - b.sales];
  let cdfA = 0;
  let total = 0;
  const h = 1 / steps;
  for (let i = 0; i < steps; i++) {
    const x = (i + 0.5) * h;
    // F_A at the cell's middle: what came before, and half of this cell.
    const cell = pdf(x, aA, bA) * h;
    total += pdf(x, aB, bB) * (cdfA + cell / 2) * h;
    cdfA += cell;
  }
  return total;
}

describe("lnGamma", () => {
  it.each([
    [1, 0],
    [2, 0],
    [5, Math.log(24)],
    [0.5, Math.log(Math.sqrt(Math.PI))],
    [101, 363.73937555556347],
  ])("ln Γ(%d) = %d", (x, expected) => {
    expect(lnGamma(x)).toBeCloseTo(expected, 9);
  });
});

describe("chanceToBeat", () => {
  const arm = (sales: number, clicks: number) => ({ name: "", sales, clicks });

  it("is one half between two arms with no data, or the same data", () => {
    expect(chanceToBeat(arm(0, 0), arm(0, 0))).toBeCloseTo(0.5, 12);
    expect(chanceToBeat(arm(10, 100), arm(10, 100))).toBeCloseTo(0.5, 9);
  });

  it("is a/(a+b) against a control with no data (a uniform prior)", () => {
    // B ~ Beta(2, 1), A ~ Beta(1, 1): P(B > A) = E[B] = 2/3.
    expect(chanceToBeat(arm(1, 1), arm(0, 0))).toBeCloseTo(2 / 3, 12);
    // B ~ Beta(3, 8): P = 3/11.
    expect(chanceToBeat(arm(2, 9), arm(0, 0))).toBeCloseTo(3 / 11, 12);
    // And the other way round: P(A > B) for A ~ Beta(2, 1) is 1 − 2/3.
    expect(chanceToBeat(arm(0, 0), arm(1, 1))).toBeCloseTo(1 / 3, 12);
  });

  it.each([
    [arm(10, 1000), arm(20, 1000)],
    [arm(30, 1500), arm(42, 1480)],
    [arm(5, 200), arm(3, 210)],
  ])(
    "agrees with numerical integration for control %j and variant %j",
    (control, variant) => {
      expect(chanceToBeat(variant, control)).toBeCloseTo(
        integrated(control, variant),
        6,
      );
    },
  );
});

describe("splitVerdict", () => {
  const arm = (name: string, sales: number, clicks: number) => ({
    name,
    sales,
    clicks,
  });

  it("waits for enough data: 100 clicks and 10 sales in every arm", () => {
    const { enoughData, variants } = splitVerdict(arm("control", 9, 1000), [
      arm("b", 30, 1000),
    ]);
    expect(enoughData).toBe(false);
    expect(variants[0]?.verdict).toBe("not enough data yet");
    expect(variants[0]?.chanceToBeatControl).toBeGreaterThan(0.99);
  });

  it.each([
    [arm("b", 40, 1000), "better"],
    [arm("b", 10, 1000), "worse"],
    [arm("b", 22, 1000), "no clear winner yet"],
  ])("reads %j against 20 in 1,000 as %s", (variant, verdict) => {
    const { enoughData, variants } = splitVerdict(arm("control", 20, 1000), [
      variant,
    ]);
    expect(enoughData).toBe(true);
    expect(variants[0]?.verdict).toBe(verdict);
    expect(variants[0]?.rate).toBeCloseTo(variant.sales / variant.clicks, 12);
  });
});
