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

/** What a chance to beat the control says, once every arm has enough data. */
const verdictOf = (
  chance: number,
  enoughData: boolean,
): VariantVerdict["verdict"] =>
  !enoughData
    ? "not enough data yet"
    : chance >= DECISIVE
      ? "better"
      : chance <= 1 - DECISIVE
        ? "worse"
        : "no clear winner yet";

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
        verdict: verdictOf(chance, enoughData),
      };
    }),
  };
}

/*
 * The verdict on earnings per click: revenue per click is a mean metric
 * (most clicks earn 0, a few earn a sale's commission), so it is read the
 * way GrowthBook's statistics engine reads mean metrics ("Statistical
 * Details", https://docs.growthbook.io/statistics/details): each arm's
 * sample mean and sample variance, the absolute effect Δ = m_B − m_A with
 * variance s_A²/n_A + s_B²/n_B, and, by the central limit theorem, a normal
 * belief about Δ. With GrowthBook's default improper (flat) prior the
 * posterior is N(Δ, se²), so the chance to win is Φ(Δ/se) (equal to one
 * minus the one-sided p-value) and the 95 % interval is Δ ± 1.96·se, the
 * Bayesian engine's 2.5th to 97.5th percentiles. (GrowthBook's frequentist
 * engine takes the t quantile instead; at 100 clicks an arm they differ in
 * the third digit.)
 */

/** One arm's earnings per click, as sufficient statistics. */
export type EarningsArm = {
  name: string;
  clicks: number;
  sales: number;
  /** Σ of each click's earnings (0 for a click without a sale), in the report's currency units. */
  sum: number;
  /** Σ of each click's earnings squared. */
  sumOfSquares: number;
};

/**
 * An arm's sufficient statistics from the earnings of each click that made
 * a sale (one number per such click, its total); the other clicks earned 0.
 */
export function earningsArm(
  name: string,
  clicks: number,
  earningsOfClicksWithASale: readonly number[],
): EarningsArm {
  if (earningsOfClicksWithASale.length > clicks)
    throw new RangeError(
      `${name}: ${earningsOfClicksWithASale.length} clicks with a sale out of ${clicks}`,
    );
  let sum = 0;
  let sumOfSquares = 0;
  for (const earnings of earningsOfClicksWithASale) {
    sum += earnings;
    sumOfSquares += earnings * earnings;
  }
  return {
    name,
    clicks,
    sales: earningsOfClicksWithASale.length,
    sum,
    sumOfSquares,
  };
}

// W. J. Cody's rational Chebyshev approximations for erfc ("Rational
// Chebyshev approximation for the error function", Math. Comp. 23, 1969;
// the CALERF routine of netlib's SPECFUN, whose published coefficients are
// written here as the shortest numbers that give the same doubles). Within
// 7e-16 (relative) of Python's math.erfc from −26 to 26; Abramowitz–Stegun
// 7.1.26 would give only 1.5e-7. JavaScript's Math has no erf.
const ERF_A = [
  3.1611237438705655, 113.86415415105016, 377.485237685302, 3209.3775891384694,
  0.18577770618460315,
];
const ERF_B = [
  23.601290952344122, 244.02463793444417, 1282.6165260773723, 2844.236833439171,
];
const ERFC_C = [
  0.5641884969886701, 8.883149794388377, 66.11919063714163, 298.6351381974001,
  881.952221241769, 1712.0476126340707, 2051.0783778260716, 1230.3393547979972,
  2.1531153547440383e-8,
];
const ERFC_D = [
  15.744926110709835, 117.6939508913125, 537.1811018620099, 1621.3895745666903,
  3290.7992357334597, 4362.619090143247, 3439.3676741437216, 1230.3393548037495,
];
const ERFC_P = [
  0.30532663496123236, 0.36034489994980445, 0.12578172611122926,
  0.016083785148742275, 0.0006587491615298378, 0.016315387137302097,
];
const ERFC_Q = [
  2.568520192289822, 1.8729528499234604, 0.5279051029514285,
  0.06051834131244132, 0.0023352049762686918,
];
const ONE_OVER_SQRT_PI = 0.5641895835477563;

/** The complementary error function erfc(x) = 1 − erf(x) (Cody, 1969). */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return NaN;
  const y = Math.abs(x);
  let result: number;
  if (y <= 0.46875) {
    const ysq = y > 1.11e-16 ? y * y : 0;
    let num = ERF_A[4]! * ysq;
    let den = ysq;
    for (let i = 0; i < 3; i++) {
      num = (num + ERF_A[i]!) * ysq;
      den = (den + ERF_B[i]!) * ysq;
    }
    return 1 - (x * (num + ERF_A[3]!)) / (den + ERF_B[3]!);
  }
  if (y <= 4) {
    let num = ERFC_C[8]! * y;
    let den = y;
    for (let i = 0; i < 7; i++) {
      num = (num + ERFC_C[i]!) * y;
      den = (den + ERFC_D[i]!) * y;
    }
    result = (num + ERFC_C[7]!) / (den + ERFC_D[7]!);
  } else if (y >= 26.543) {
    result = 0;
  } else {
    const ysq = 1 / (y * y);
    let num = ERFC_P[5]! * ysq;
    let den = ysq;
    for (let i = 0; i < 4; i++) {
      num = (num + ERFC_P[i]!) * ysq;
      den = (den + ERFC_Q[i]!) * ysq;
    }
    result =
      (ONE_OVER_SQRT_PI - (ysq * (num + ERFC_P[4]!)) / (den + ERFC_Q[4]!)) / y;
  }
  if (result > 0) {
    // exp(−y²) in two steps, so the rounding of y² is not magnified.
    const rounded = Math.trunc(y * 16) / 16;
    const rest = (y - rounded) * (y + rounded);
    result *= Math.exp(-rounded * rounded) * Math.exp(-rest);
  }
  return x < 0 ? 2 - result : result;
}

/** The standard normal distribution function Φ(z). */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

/** Φ⁻¹(0.975): the half-width of a 95 % interval, in standard errors. */
const Z_95 = 1.959963984540054;

/** What `earningsVerdict` computes, in a sentence the report prints. */
export const EARNINGS_METHOD =
  "Normal approximation on each arm's mean earnings per click (as GrowthBook's engine treats mean metrics); 95 % interval on the difference";

export type EarningsVerdict = {
  name: string;
  clicks: number;
  sales: number;
  /** Earnings per click, in the report's currency units. */
  perClick: number;
  /** This variant's earnings per click less the control's. */
  difference: number;
  /** 95 % interval on `difference`. */
  interval: [number, number];
  /** P(this variant earns more per click than the control). */
  chanceToBeatControl: number;
  verdict: VariantVerdict["verdict"];
};

const mean = (arm: EarningsArm) => (arm.clicks > 0 ? arm.sum / arm.clicks : 0);

/**
 * The variance of an arm's mean, s²/n; NaN below 2 clicks, where a sample
 * variance is undefined. Σx² − (Σx)²/n loses the digits the two terms
 * share, so an arm where every click earned the same (100 sales of 39.99
 * in 100 clicks) comes out a hair off zero; a spread below 1e-10 of Σx²
 * (far under a cent in a report's figures) is that rounding, and reads 0.
 */
function varianceOfMean(arm: EarningsArm): number {
  const n = arm.clicks;
  if (!(n >= 2)) return NaN;
  const squaredDeviations = arm.sumOfSquares - (arm.sum * arm.sum) / n;
  if (squaredDeviations <= 1e-10 * arm.sumOfSquares) return 0;
  return squaredDeviations / (n - 1) / n;
}

/**
 * Each variant's earnings per click against the control's (see the comment
 * above `EarningsArm`), and whether the test has enough data: the same
 * MIN_CLICKS and MIN_SALES in every arm as the verdict on sales per click.
 * An arm below 2 clicks has no variance: its variant reads a chance of 0.5
 * and an interval of (−∞, ∞), and the guard calls it not enough data.
 */
export function earningsVerdict(
  control: EarningsArm,
  variants: readonly EarningsArm[],
): { enoughData: boolean; method: string; variants: EarningsVerdict[] } {
  const enough = (arm: EarningsArm) =>
    arm.clicks >= MIN_CLICKS && arm.sales >= MIN_SALES;
  const enoughData = enough(control) && variants.every(enough);
  const controlMean = mean(control);
  const controlVariance = varianceOfMean(control);
  return {
    enoughData,
    method: EARNINGS_METHOD,
    variants: variants.map((arm) => {
      const perClick = mean(arm);
      const difference = perClick - controlMean;
      const se = Math.sqrt(controlVariance + varianceOfMean(arm));
      let chance: number;
      let interval: [number, number];
      if (Number.isNaN(se)) {
        chance = 0.5;
        interval = [-Infinity, Infinity];
      } else if (se === 0) {
        // Both arms constant (no sales anywhere, say): no spread to weigh.
        chance = difference > 0 ? 1 : difference < 0 ? 0 : 0.5;
        interval = [difference, difference];
      } else {
        chance = normalCdf(difference / se);
        interval = [difference - Z_95 * se, difference + Z_95 * se];
      }
      return {
        name: arm.name,
        clicks: arm.clicks,
        sales: arm.sales,
        perClick,
        difference,
        interval,
        chanceToBeatControl: chance,
        verdict: verdictOf(chance, enoughData),
      };
    }),
  };
}
