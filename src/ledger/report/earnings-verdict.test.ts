import { describe, expect, it } from "vitest";
import {
  chanceToBeat,
  EARNINGS_METHOD,
  earningsArm,
  earningsVerdict,
  erfc,
  normalCdf,
} from "./verdict";

/** `times` clicks with a sale, each earning `amount`. */
function repeat(amount: number, times: number) {
  return Array.from({ length: times }, () => amount);
}

/*
 * The expected figures below were computed apart from this code, with
 * Python 3.11 (statistics.NormalDist and plain arithmetic):
 *
 *   from math import sqrt
 *   from statistics import NormalDist
 *
 *   def arm(clicks, earnings):  # one number per click that made a sale
 *       return clicks, sum(earnings), sum(e * e for e in earnings)
 *
 *   def verdict(a, b):
 *       (na, sa, qa), (nb, sb, qb) = a, b
 *       ma, mb = sa / na, sb / nb
 *       va = (qa - na * ma * ma) / (na - 1)
 *       vb = (qb - nb * mb * mb) / (nb - 1)
 *       d = mb - ma
 *       se = sqrt(va / na + vb / nb)
 *       z = NormalDist().inv_cdf(0.975)
 *       return dict(perClick=mb, difference=d, se=se,
 *                   chance=NormalDist().cdf(d / se),
 *                   interval=(d - z * se, d + z * se))
 *
 *   cases = {
 *       "a": (arm(1000, [40.0] * 30), arm(1000, [60.0] * 25)),
 *       "b": (arm(2000, [50.0] * 60), arm(2000, [50.0] * 30)),
 *       "c": (arm(1000, [30.0] * 20), arm(1000, [30.0] * 20)),
 *       "d": (arm(1000, [39.99] * 9), arm(1000, [39.99] * 30)),
 *       "e": (arm(3000, [19.99] * 40 + [49.5] * 30 + [120.0] * 10),
 *             arm(3000, [19.99] * 45 + [49.5] * 40 + [120.0] * 25)),
 *   }
 *   for name, (a, b) in cases.items():
 *       print(name, a, b, verdict(a, b))
 *
 * and the erfc and Φ values with math.erfc and NormalDist().cdf.
 */

describe("erfc and Φ (Cody's approximation)", () => {
  it.each([
    [-5, 1.9999999999984626],
    [-2, 1.9953222650189528],
    [-0.5, 1.5204998778130465],
    [0, 1],
    [0.3, 0.6713732405408726],
    [0.46875, 0.507386526782062],
    [1, 0.15729920705028513],
    [2.5, 0.0004069520174449589],
    [4, 1.541725790028002e-8],
    [5.5, 7.357847917974398e-15],
    [10, 2.088487583762545e-45],
  ])("erfc(%d) = %d to 14 significant digits", (x, expected) => {
    expect(erfc(x) / expected).toBeCloseTo(1, 14);
  });

  it("is 0 past 26.55 and 2 below −26.55", () => {
    expect(erfc(30)).toBe(0);
    expect(erfc(-30)).toBe(2);
  });

  it.each([
    [0, 0.5],
    [1.959963984540054, 0.975],
    [-1.6448536269514726, 0.05],
    [0.8181818181818181, 0.7933733122531798],
    [-3.2017623352275932, 0.0006829482025178524],
  ])("Φ(%d) = %d", (z, expected) => {
    expect(normalCdf(z)).toBeCloseTo(expected, 10);
  });
});

describe("earningsArm", () => {
  it("sums each earning click and its square; the other clicks add 0", () => {
    expect(earningsArm("b", 500, [19.99, 49.5, 120])).toEqual({
      name: "b",
      clicks: 500,
      sales: 3,
      sum: 19.99 + 49.5 + 120,
      sumOfSquares: 19.99 ** 2 + 49.5 ** 2 + 120 ** 2,
    });
    expect(earningsArm("control", 0, [])).toEqual({
      name: "control",
      clicks: 0,
      sales: 0,
      sum: 0,
      sumOfSquares: 0,
    });
  });

  it("refuses more clicks with a sale than clicks", () => {
    expect(() => earningsArm("b", 2, [1, 2, 3])).toThrow(RangeError);
  });
});

describe("earningsVerdict against worked examples", () => {
  it.each([
    {
      case: "(a) fewer, dearer sales: 25 × 60.00 against 30 × 40.00",
      control: earningsArm("control", 1000, repeat(40, 30)),
      variant: earningsArm("b", 1000, repeat(60, 25)),
      perClick: 1.5,
      difference: 0.3,
      interval: [-0.4186534609980197, 1.0186534609980198],
      chance: 0.7933733122531799,
      enoughData: true,
      verdict: "no clear winner yet",
    },
    {
      case: "(b) a clear loser: half the sales at the same price",
      control: earningsArm("control", 2000, repeat(50, 60)),
      variant: earningsArm("b", 2000, repeat(50, 30)),
      perClick: 0.75,
      difference: -0.75,
      interval: [-1.209113711293174, -0.29088628870682587],
      chance: 0.0006829482025178524,
      enoughData: true,
      verdict: "worse",
    },
    {
      case: "(c) equal arms",
      control: earningsArm("control", 1000, repeat(30, 20)),
      variant: earningsArm("b", 1000, repeat(30, 20)),
      perClick: 0.6,
      difference: 0,
      interval: [-0.36832367494312973, 0.36832367494312973],
      chance: 0.5,
      enoughData: true,
      verdict: "no clear winner yet",
    },
    {
      case: "(d) a control under the guard: 9 sales",
      control: earningsArm("control", 1000, repeat(39.99, 9)),
      variant: earningsArm("b", 1000, repeat(39.99, 30)),
      perClick: 1.1997,
      difference: 0.83979,
      interval: [0.3562670460879537, 1.3233129539120463],
      chance: 0.999668081906093,
      enoughData: false,
      verdict: "not enough data yet",
    },
    {
      case: "(e) mixed prices, a winner",
      control: earningsArm("control", 3000, [
        ...repeat(19.99, 40),
        ...repeat(49.5, 30),
        ...repeat(120, 10),
      ]),
      variant: earningsArm("b", 3000, [
        ...repeat(19.99, 45),
        ...repeat(49.5, 40),
        ...repeat(120, 25),
      ]),
      perClick: 1.95985,
      difference: 0.7983166666666666,
      interval: [0.25399986435037314, 1.34263346898296],
      chance: 0.9979770527075524,
      enoughData: true,
      verdict: "better",
    },
  ])("$case", (example) => {
    const result = earningsVerdict(example.control, [example.variant]);
    expect(result.enoughData).toBe(example.enoughData);
    expect(result.method).toBe(EARNINGS_METHOD);
    const [read] = result.variants;
    expect(read).toMatchObject({
      name: "b",
      clicks: example.variant.clicks,
      sales: example.variant.sales,
      verdict: example.verdict,
    });
    expect(read?.perClick).toBeCloseTo(example.perClick, 10);
    expect(read?.difference).toBeCloseTo(example.difference, 10);
    expect(read?.chanceToBeatControl).toBeCloseTo(example.chance, 6);
    expect(read?.interval[0]).toBeCloseTo(example.interval[0]!, 4);
    expect(read?.interval[1]).toBeCloseTo(example.interval[1]!, 4);
  });

  it("(a) reads the other way on sales per click: fewer sales, more money", () => {
    const control = earningsArm("control", 1000, repeat(40, 30));
    const variant = earningsArm("b", 1000, repeat(60, 25));
    expect(chanceToBeat(variant, control)).toBeLessThan(0.5);
    expect(
      earningsVerdict(control, [variant]).variants[0]?.chanceToBeatControl,
    ).toBeGreaterThan(0.5);
  });

  it("reads every variant against the same control", () => {
    const control = earningsArm("control", 2000, repeat(50, 60));
    const { variants } = earningsVerdict(control, [
      earningsArm("b", 2000, repeat(50, 30)),
      earningsArm("c", 2000, repeat(50, 60)),
    ]);
    expect(variants.map((v) => [v.name, v.verdict])).toEqual([
      ["b", "worse"],
      ["c", "no clear winner yet"],
    ]);
  });
});

describe("earningsVerdict at the edges", () => {
  const arm = (
    name: string,
    clicks: number,
    sales: number,
    sum: number,
    sumOfSquares: number,
  ) => ({ name, clicks, sales, sum, sumOfSquares });

  it.each([
    {
      case: "calls it even with no sales anywhere (no spread, no difference)",
      control: arm("control", 1000, 0, 0, 0),
      variant: arm("b", 1000, 0, 0, 0),
      difference: 0,
      interval: [0, 0],
    },
    {
      case: "has no variance below 2 clicks: chance 0.5, an unbounded interval",
      control: arm("control", 1, 1, 40, 1600),
      variant: arm("b", 0, 0, 0, 0),
      difference: -40,
      interval: [-Infinity, Infinity],
    },
  ])("$case", ({ control, variant, difference, interval }) => {
    const { enoughData, variants } = earningsVerdict(control, [variant]);
    expect(enoughData).toBe(false);
    expect(variants[0]).toMatchObject({
      perClick: 0,
      difference,
      interval,
      chanceToBeatControl: 0.5,
      verdict: "not enough data yet",
    });
  });

  it("decides by the sign when both arms are constant", () => {
    // Every click a sale, each earning the same: no variance in either arm.
    const control = earningsArm("control", 100, repeat(39.99, 100));
    const dearer = earningsArm("b", 100, repeat(49.99, 100));
    const same = earningsArm("c", 100, repeat(39.99, 100));
    const { enoughData, variants } = earningsVerdict(control, [dearer, same]);
    expect(enoughData).toBe(true);
    expect(variants[0]?.chanceToBeatControl).toBe(1);
    expect(variants[0]?.verdict).toBe("better");
    expect(variants[0]?.difference).toBeCloseTo(10, 10);
    expect(variants[1]?.chanceToBeatControl).toBe(0.5);
    expect(variants[1]?.interval).toEqual([0, 0]);
    expect(earningsVerdict(dearer, [control]).variants[0]).toMatchObject({
      chanceToBeatControl: 0,
      verdict: "worse",
    });
  });

  it("waits for 100 clicks in every arm, as the sales verdict does", () => {
    const { enoughData } = earningsVerdict(
      earningsArm("control", 1000, repeat(40, 30)),
      [earningsArm("b", 99, repeat(40, 30))],
    );
    expect(enoughData).toBe(false);
  });
});
