/**
 * Auto-distribution of a split test's visitors (docs/split-tests.md): once
 * a day, each arm's share moves to the chance that it earns the most per
 * click, as Thompson sampling allocates, with a floor for the control and a
 * minimum for every variant. Pure: the ledger's store (auto-shares.ts)
 * hands in each arm's counts, and the day and the test seed the draws, so
 * two hosts with the same counts compute the same shares.
 *
 * The model of an arm's earnings per click (EPC) is its chance to sell
 * times what a sale pays:
 * - the chance to sell, p ~ Beta(1 + sold clicks, 1 + clicks − sold clicks)
 *   (a uniform prior), the model the report's verdict on sales per click
 *   uses (drawn as its normal approximation once both exceed 30);
 * - the mean payout of a sale, μ ~ Normal(m, s²/(n + 1)): the arm's own
 *   n payouts plus one pseudo-sale at the mean of every arm's sales (so an
 *   arm with no sale yet is read at the test's payout, not at 0), s² the
 *   spread of every arm's payouts. Drawn below 0, it counts as 0.
 * The chance that an arm is best is the share of Monte Carlo draws of
 * p × μ in which it is the highest (Thompson sampling's allocation,
 * "probability matching": Russo, Van Roy et al., "A Tutorial on Thompson
 * Sampling", 2018).
 */
import { CONTROL } from "../../schemas/experiment-names.ts";

/** A test's auto-distribution, as its file sets it (src/schemas/experiment.ts). */
export type AutoDistributionSettings = {
  on: boolean;
  /** The control's least share, in percent. */
  controlFloor: number;
  /** Each variant's least share, in percent. */
  variantMinimum: number;
  /** The clicks every arm needs before the shares move. */
  minClicks: number;
  /** The whole UTC days of clicks, and of those clicks' sales, that count. */
  windowDays: number;
};

export const AUTO_DISTRIBUTION_DEFAULTS: AutoDistributionSettings = {
  on: false,
  controlFloor: 10,
  variantMinimum: 5,
  minClicks: 100,
  windowDays: 30,
};

/** What the ledger counted of one arm in the window. */
export type ArmCounts = {
  name: string;
  clicks: number;
  /** Clicks with an approved sale. */
  sales: number;
  /** Σ of each sold click's earnings, in the report's currency. */
  sum: number;
  /** Σ of each sold click's earnings squared. */
  sumOfSquares: number;
};

/** One arm's share on a day, and why. */
export type ArmShare = {
  name: string;
  /** Percent of visitors, a whole number; a day's add up to 100. */
  share: number;
  clicks: number;
  sales: number;
  /** Earnings per click in the window, in the report's currency. */
  epc: number;
  /** The chance that this arm earns the most per click; null before reweighting. */
  probabilityBest: number | null;
  reason: string;
};

/** How many joint draws estimate the chances: about ±0.7 points at 50 %. */
export const DRAWS = 5_000;

/**
 * A 128-bit seed from a text (cyrb128, bryc's public-domain hash), for
 * sfc32: the same text, the same numbers, on every host.
 */
function seedOf(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [
    (h1 ^ h2 ^ h3 ^ h4) >>> 0,
    (h2 ^ h1) >>> 0,
    (h3 ^ h1) >>> 0,
    (h4 ^ h1) >>> 0,
  ];
}

/**
 * A seeded uniform generator on (0, 1): Chris Doty-Humphrey's sfc32
 * (PractRand's small fast counting generator), 32 bits a number.
 */
export function seededRandom(seed: string): () => number {
  let [a, b, c, d] = seedOf(seed);
  const next = () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first numbers of a fresh state are its least mixed.
  for (let i = 0; i < 15; i++) next();
  return () => {
    let u = next();
    while (u === 0) u = next();
    return u;
  };
}

/** A standard normal draw (Box–Muller). */
function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(random())) * Math.cos(2 * Math.PI * random());
}

/**
 * A Gamma(shape, 1) draw for shape ≥ 1 (Marsaglia and Tsang, "A Simple
 * Method for Generating Gamma Variables", ACM TOMS 26, 2000).
 */
function gamma(shape: number, random: () => number): number {
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(random);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = random();
    if (u < 1 - 0.0331 * x ** 4) return d * v;
    if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

/**
 * Where a Beta's both parameters are at least this, it is drawn as the
 * normal of its mean and variance (within a few thousandths at 30 sales):
 * a tenth of the time of two Gamma draws, for the CPU time an edge allows.
 */
const NORMAL_BETA = 30;

/** A Beta(a, b) draw for a, b ≥ 1. */
function beta(a: number, b: number, random: () => number): number {
  if (a >= NORMAL_BETA && b >= NORMAL_BETA) {
    const n = a + b;
    const draw =
      a / n + Math.sqrt((a * b) / (n * n * (n + 1))) * normal(random);
    return Math.min(1, Math.max(0, draw));
  }
  const x = gamma(a, random);
  return x / (x + gamma(b, random));
}

/**
 * Each arm's chance to earn the most per click under the model above,
 * from `draws` joint draws seeded by `seed`.
 */
export function probabilityBest(
  arms: readonly ArmCounts[],
  seed: string,
  draws = DRAWS,
): number[] {
  const random = seededRandom(seed);
  const sales = arms.reduce((total, arm) => total + arm.sales, 0);
  const sum = arms.reduce((total, arm) => total + arm.sum, 0);
  const squares = arms.reduce((total, arm) => total + arm.sumOfSquares, 0);
  // Without a sale anywhere, every sale is read as paying the same.
  const pooledMean = sales > 0 ? sum / sales : 1;
  const pooledVariance =
    sales > 1 ? Math.max(0, (squares - (sum * sum) / sales) / (sales - 1)) : 0;
  const payout = arms.map((arm) => ({
    mean: (arm.sum + pooledMean) / (arm.sales + 1),
    sd: Math.sqrt(pooledVariance / (arm.sales + 1)),
  }));
  const wins = arms.map(() => 0);
  for (let draw = 0; draw < draws; draw++) {
    let best = -1;
    let bestValue = -Infinity;
    arms.forEach((arm, i) => {
      const rate = beta(
        1 + arm.sales,
        1 + Math.max(0, arm.clicks - arm.sales),
        random,
      );
      const { mean, sd } = payout[i]!;
      const value =
        rate * Math.max(0, sd > 0 ? mean + sd * normal(random) : mean);
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    });
    wins[best]! += 1;
  }
  return wins.map((won) => won / draws);
}

/**
 * Whole percents in proportion to `weights` above each arm's `floors`,
 * adding up to 100: an arm whose part would fall under its floor is held
 * at it and the rest is shared out again among the others, then the
 * percents are rounded by largest remainder (never under a whole floor).
 */
export function sharesAboveFloors(
  weights: readonly number[],
  floors: readonly number[],
): number[] {
  const held = weights.map(() => false);
  let exact = [...floors];
  for (let round = 0; round <= weights.length; round++) {
    const free = weights.map((_, i) => i).filter((i) => !held[i]);
    const left = 100 - floors.reduce((sum, f, i) => sum + (held[i] ? f : 0), 0);
    const weight = free.reduce((sum, i) => sum + weights[i]!, 0);
    exact = weights.map((w, i) =>
      held[i]
        ? floors[i]!
        : weight > 0
          ? (left * w) / weight
          : left / free.length,
    );
    const under = free.filter((i) => exact[i]! < floors[i]!);
    if (under.length === 0) break;
    for (const i of under) held[i] = true;
  }
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => [value - Math.floor(value), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

const epcOf = (arm: ArmCounts) => (arm.clicks > 0 ? arm.sum / arm.clicks : 0);
const percent = (value: number) => `${Math.round(value * 1000) / 10} %`;

/**
 * A test's shares for one day: its configured shares until every arm has
 * `minClicks` clicks in the window, then each arm's chance to earn the
 * most per click above the control's floor and the variants' minimum.
 * `configured` holds each arm's share as the test's file sets it, the
 * control's among them; `arms` is in the same order. The draws are seeded
 * by the test and the day.
 */
export function reweigh(
  test: string,
  day: string,
  configured: readonly { name: string; share: number }[],
  arms: readonly ArmCounts[],
  settings: AutoDistributionSettings,
): ArmShare[] {
  const short = arms.filter((arm) => arm.clicks < settings.minClicks);
  if (short.length > 0) {
    const waiting = `configured share: reweighting waits for ${settings.minClicks} clicks in every arm (${short
      .map((arm) => `${arm.name} has ${arm.clicks}`)
      .join(", ")})`;
    return arms.map((arm, i) => ({
      name: arm.name,
      share: configured[i]!.share,
      clicks: arm.clicks,
      sales: arm.sales,
      epc: epcOf(arm),
      probabilityBest: null,
      reason: waiting,
    }));
  }
  const chances = probabilityBest(arms, `${test}\n${day}`);
  const floors = arms.map((arm) =>
    arm.name === CONTROL ? settings.controlFloor : settings.variantMinimum,
  );
  const shares = sharesAboveFloors(chances, floors);
  return arms.map((arm, i) => {
    const chance = chances[i]!;
    const atFloor = shares[i] === floors[i] && chance * 100 < floors[i]!;
    const reason = atFloor
      ? arm.name === CONTROL
        ? `held at the control's floor of ${settings.controlFloor} % (chance best ${percent(chance)})`
        : `held at the variants' minimum of ${settings.variantMinimum} % (chance best ${percent(chance)})`
      : `moved to its chance of earning the most per click, ${percent(chance)}, above the floors`;
    return {
      name: arm.name,
      share: shares[i]!,
      clicks: arm.clicks,
      sales: arm.sales,
      epc: epcOf(arm),
      probabilityBest: chance,
      reason,
    };
  });
}
