// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cpuRate, lighthouseBenchmark } from "./phone.mjs";

describe("cpuRate", () => {
  it("slows a host down to the phone by the ratio of their indexes", () => {
    expect(cpuRate(2600, 650)).toBe(4);
    expect(cpuRate(1000, 650)).toBe(1.54);
  });

  it("never speeds a host up: one slower than the phone runs at 1x", () => {
    expect(cpuRate(400, 650)).toBe(1);
  });

  it("refuses an index that is not a positive number", () => {
    expect(() => cpuRate(0, 650)).toThrow(/host 0/);
    expect(() => cpuRate(Number.NaN, 650)).toThrow(/positive/);
    expect(() => cpuRate(1000, -1)).toThrow(/phone -1/);
  });
});

describe("lighthouseBenchmark", () => {
  it("is Lighthouse's own benchmark, which scores this machine", async () => {
    const benchmark = await lighthouseBenchmark();
    expect(benchmark.name).toBe("computeBenchmarkIndex");
    expect(benchmark()).toBeGreaterThan(0);
  });
});
