import { describe, expect, it } from "vitest";
import { CONTROL } from "../../schemas/experiment-names.ts";
import {
  AUTO_DISTRIBUTION_DEFAULTS,
  probabilityBest,
  reweigh,
  seededRandom,
  sharesAboveFloors,
  type ArmCounts,
  type ArmShare,
} from "./auto-distribution.ts";

const ON = { ...AUTO_DISTRIBUTION_DEFAULTS, on: true };

const arm = (
  name: string,
  clicks: number,
  payouts: readonly number[] = [],
): ArmCounts => ({
  name,
  clicks,
  sales: payouts.length,
  sum: payouts.reduce((a, b) => a + b, 0),
  sumOfSquares: payouts.reduce((a, b) => a + b * b, 0),
});

const total = (shares: readonly ArmShare[]) =>
  shares.reduce((sum, { share }) => sum + share, 0);

/** A day's simulated clicks of one arm: each sells at `rate`, paying 15 to 25 × `payout`/20. */
function simulateDay(
  random: () => number,
  clicks: number,
  rate: number,
  payout: number,
) {
  const payouts: number[] = [];
  for (let i = 0; i < clicks; i++)
    if (random() < rate) payouts.push(payout * (0.75 + 0.5 * random()));
  return { clicks, payouts };
}

describe("auto-distribution", () => {
  it("moves most traffic to an arm that earns 30 % more per click, the control held at its floor", () => {
    const random = seededRandom("simulation");
    // Control: 3 % of clicks sell at 20 on average, 0.60 a click; the
    // variant sells as often at 26, 0.78 a click (30 % more).
    const truth = {
      [CONTROL]: { rate: 0.03, payout: 20 },
      "get-yours": { rate: 0.03, payout: 26 },
    } as const;
    const names = ["get-yours", CONTROL] as const;
    const configured = [
      { name: "get-yours", share: 50 },
      { name: CONTROL, share: 50 },
    ];
    const window = ON.windowDays;
    const days: Record<string, { clicks: number; payouts: number[] }>[] = [];
    let shares: ArmShare[] = [];
    const controlShares: number[] = [];
    const visitorsPerDay = 600;
    for (let day = 0; day < 90; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day))
        .toISOString()
        .slice(0, 10);
      const recent = days.slice(-window);
      const counts = names.map((name) =>
        arm(
          name,
          recent.reduce((sum, d) => sum + d[name]!.clicks, 0),
          recent.flatMap((d) => d[name]!.payouts),
        ),
      );
      shares = reweigh("t", date, configured, counts, ON);
      expect(total(shares)).toBe(100);
      const control = shares.find(({ name }) => name === CONTROL)!;
      expect(control.share).toBeGreaterThanOrEqual(ON.controlFloor);
      controlShares.push(control.share);
      days.push(
        Object.fromEntries(
          shares.map(({ name, share }) => {
            const { rate, payout } = truth[name as keyof typeof truth];
            return [
              name,
              simulateDay(
                random,
                Math.round((visitorsPerDay * share) / 100),
                rate,
                payout,
              ),
            ];
          }),
        ),
      );
    }
    const [variant, control] = shares;
    expect(variant!.name).toBe("get-yours");
    expect(variant!.share).toBeGreaterThanOrEqual(80);
    expect(control!.share).toBeLessThanOrEqual(20);
    expect(variant!.probabilityBest).toBeGreaterThan(0.8);
    // Days on which the control would have had less than its floor held it there.
    expect(controlShares).toContain(ON.controlFloor);
  });

  it("keeps the configured shares until every arm has the clicks it needs", () => {
    const shares = reweigh(
      "t",
      "2026-11-25",
      [
        { name: "b", share: 30 },
        { name: CONTROL, share: 70 },
      ],
      [arm("b", 5_000, Array(500).fill(30)), arm(CONTROL, 99, [20])],
      ON,
    );
    expect(shares.map(({ share }) => share)).toEqual([30, 70]);
    expect(shares.every(({ probabilityBest: p }) => p === null)).toBe(true);
    expect(shares[0]!.reason).toContain("control has 99");
    const reweighed = reweigh(
      "t",
      "2026-11-25",
      [
        { name: "b", share: 30 },
        { name: CONTROL, share: 70 },
      ],
      [arm("b", 5_000, Array(500).fill(30)), arm(CONTROL, 100, [20])],
      ON,
    );
    expect(reweighed[0]!.share).toBe(90);
    expect(reweighed[1]!.share).toBe(10);
  });

  it("gives whole shares adding up to 100, never under the floors, for any counts", () => {
    const random = seededRandom("property");
    for (let run = 0; run < 40; run++) {
      const variants = 1 + Math.floor(random() * 4);
      const counts = [
        ...Array.from({ length: variants }, (_, i) => `v${i}`),
        CONTROL,
      ].map((name) => {
        const clicks = 100 + Math.floor(random() * 2_000);
        const sales = Math.floor(random() * clicks * 0.1);
        return arm(
          name,
          clicks,
          Array.from({ length: sales }, () => 5 + random() * 40),
        );
      });
      const settings = {
        ...ON,
        controlFloor: 1 + Math.floor(random() * 30),
        variantMinimum: 1 + Math.floor(random() * 10),
      };
      const shares = reweigh(
        "t",
        `2026-01-${String(1 + run).padStart(2, "0")}`,
        counts.map(({ name }) => ({ name, share: 0 })),
        counts,
        settings,
      );
      expect(total(shares)).toBe(100);
      for (const { name, share } of shares) {
        expect(Number.isInteger(share)).toBe(true);
        expect(share).toBeGreaterThanOrEqual(
          name === CONTROL ? settings.controlFloor : settings.variantMinimum,
        );
      }
    }
  });

  it("computes the same shares from the same counts on the same day, on any host", () => {
    const counts = [
      arm("b", 800, Array(30).fill(21)),
      arm("c", 820, Array(28).fill(22)),
      arm(CONTROL, 790, Array(27).fill(20)),
    ];
    const configured = counts.map(({ name }) => ({ name, share: 0 }));
    const once = reweigh("t", "2026-11-25", configured, counts, ON);
    expect(reweigh("t", "2026-11-25", configured, counts, ON)).toEqual(once);
    expect(probabilityBest(counts, "t\n2026-11-25")).toEqual(
      probabilityBest(counts, "t\n2026-11-25"),
    );
    expect(probabilityBest(counts, "t\n2026-11-26")).not.toEqual(
      probabilityBest(counts, "t\n2026-11-25"),
    );
  });

  it("reads an arm without a sale yet at the test's payout, not as certain to lose", () => {
    const [b, control] = probabilityBest(
      [arm("b", 100), arm(CONTROL, 100, [20])],
      "seed",
    );
    expect(b).toBeGreaterThan(0.1);
    expect(b! + control!).toBeCloseTo(1, 10);
  });

  it("shares out above the floors by largest remainder", () => {
    expect(sharesAboveFloors([0.5, 0.5], [10, 5])).toEqual([50, 50]);
    expect(sharesAboveFloors([1, 0, 0], [5, 5, 10])).toEqual([85, 5, 10]);
    expect(sharesAboveFloors([0.2, 0.2, 0.6], [5, 5, 10])).toEqual([
      20, 20, 60,
    ]);
    expect(sharesAboveFloors([1 / 3, 1 / 3, 1 / 3], [5, 5, 10])).toEqual([
      34, 33, 33,
    ]);
  });
});
