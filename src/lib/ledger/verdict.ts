/**
 * The split test's verdict on sales per click: for each variant, the
 * chance that its true rate beats the control's, from a Beta(1 + sales,
 * 1 + clicks − sales) belief about each (a uniform prior), computed exactly
 * with Evan Miller's closed form ("Formulas for Bayesian A/B Testing",
 * 2015) rather than by sampling, so the same figures give the same verdict.
 */

export type Arm = { name: string; clicks: number; sales: number };

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9: about 15 significant digits). */
export function lnGamma(x: number): number {
  if (x < 0.5)
    return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028,
    771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return (
    0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum)
  );
}

const lnBeta = (a: number, b: number) =>
  lnGamma(a) + lnGamma(b) - lnGamma(a + b);

/**
 * P(rate of `variant` > rate of `control`), each Beta(1 + sales,
 * 1 + clicks − sales). A sum of `variant.sales + 1` terms.
 */
export function chanceToBeat(variant: Arm, control: Arm): number {
  const aA = 1 + control.sales;
  const bA = 1 + Math.max(0, control.clicks - control.sales);
  const aB = 1 + variant.sales;
  const bB = 1 + Math.max(0, variant.clicks - variant.sales);
  let total = 0;
  for (let i = 0; i < aB; i++)
    total += Math.exp(
      lnBeta(aA + i, bA + bB) -
        Math.log(bB + i) -
        lnBeta(1 + i, bB) -
        lnBeta(aA, bA),
    );
  return Math.min(1, Math.max(0, total));
}

/**
 * Enough data to read a verdict: every arm has at least this many clicks
 * and sales. Below 10 sales an arm's rate moves by a tenth with each sale,
 * and a test read that early picks a winner by chance far more often than
 * its 95 % says.
 */
export const MIN_CLICKS = 100;
export const MIN_SALES = 10;
/** The chance above which a variant is called better (and below 1 − this, worse). */
export const DECISIVE = 0.95;

export type VariantVerdict = {
  name: string;
  clicks: number;
  sales: number;
  /** Sales per click. */
  rate: number;
  /** P(this variant beats the control). */
  chanceToBeatControl: number;
  verdict: "better" | "worse" | "no clear winner yet" | "not enough data yet";
};

/** Each variant against the control, and whether the test has enough data. */
export function splitVerdict(
  control: Arm,
  variants: readonly Arm[],
): { enoughData: boolean; variants: VariantVerdict[] } {
  const enough = (arm: Arm) =>
    arm.clicks >= MIN_CLICKS && arm.sales >= MIN_SALES;
  const enoughData = enough(control) && variants.every(enough);
  return {
    enoughData,
    variants: variants.map((arm) => {
      const chance = chanceToBeat(arm, control);
      return {
        ...arm,
        rate: arm.clicks > 0 ? arm.sales / arm.clicks : 0,
        chanceToBeatControl: chance,
        verdict: !enoughData
          ? "not enough data yet"
          : chance >= DECISIVE
            ? "better"
            : chance <= 1 - DECISIVE
              ? "worse"
              : "no clear winner yet",
      };
    }),
  };
}
