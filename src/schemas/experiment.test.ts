import { describe, expect, it } from "vitest";
import { experimentSchema } from "./experiment";
import { CONTROL, isVariantPath } from "./experiment-names";

const test = (variants: unknown[]) => ({ on: true, page: "/", variants });

/** The reasons the schema gives for a test, one per problem. */
const problems = (value: unknown) => {
  const result = experimentSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => issue.message);
};

describe("experimentSchema", () => {
  it("takes a test of the product page whose variants change its content", () => {
    expect(
      problems(
        test([
          {
            name: "short-cta",
            share: 30,
            buyNow: "GET YOURS",
            headline: "The backpack that packs itself flat",
            benefits: ["Packs a week into a weekend bag"],
            bannerMessages: ["Free shipping today"],
          },
          { name: "b", share: 30 },
        ]),
      ),
    ).toEqual([]);
  });

  it.each([
    [[{ name: CONTROL, share: 10 }], "the page as built"],
    [[{ name: "Short CTA", share: 10 }], "lower-case letters"],
    [
      [
        { name: "a", share: 60 },
        { name: "b", share: 40 },
      ],
      "must leave the control some",
    ],
    [
      [
        { name: "a", share: 10 },
        { name: "a", share: 10 },
      ],
      "Variant a appears twice",
    ],
    [[{ name: "a", share: 0 }], ""],
    [[{ name: "a", share: 10, buyNow: "" }], ""],
    [[], ""],
  ])("refuses %j", (variants, reason) => {
    const found = problems(test(variants));
    expect(found.length).toBeGreaterThan(0);
    expect(found.join("\n")).toContain(reason);
  });

  it("leaves auto-distribution off unless set, with its floors' defaults when on", () => {
    const plain = experimentSchema.parse(test([{ name: "a", share: 50 }]));
    expect(plain.autoDistribution).toBeUndefined();
    expect(
      experimentSchema.parse({
        ...test([{ name: "a", share: 50 }]),
        autoDistribution: { on: true },
      }).autoDistribution,
    ).toEqual({
      on: true,
      controlFloor: 10,
      variantMinimum: 5,
      minClicks: 100,
      windowDays: 30,
    });
  });

  it.each([
    [{ on: true, controlFloor: 0 }, ""],
    [{ on: true, variantMinimum: 50 }, ""],
    [{ on: true, minClicks: 0 }, ""],
    [{ on: true, controlFloor: 90, variantMinimum: 6 }, "must fit in 100 %"],
    [{ on: true, shares: 5 }, ""],
  ])("refuses the auto-distribution %j", (autoDistribution, reason) => {
    const found = problems({
      ...test([
        { name: "a", share: 30 },
        { name: "b", share: 30 },
      ]),
      autoDistribution,
    });
    expect(found.length).toBeGreaterThan(0);
    expect(found.join("\n")).toContain(reason);
  });

  it("tests the product page only", () => {
    expect(
      problems({
        on: true,
        page: "/about",
        variants: [{ name: "a", share: 5 }],
      }),
    ).not.toEqual([]);
  });
});

describe("isVariantPath", () => {
  it("knows a variant's page in the first language and under a language's folder", () => {
    expect(isVariantPath("/variants/cta/short")).toBe(true);
    expect(isVariantPath("/de/variants/cta/short")).toBe(true);
    expect(isVariantPath("/pt-BR/variants/cta/short")).toBe(true);
  });

  it("knows every other page is none", () => {
    for (const path of [
      "/",
      "/de",
      "/about",
      "/de/about",
      "/variants",
      "/de/x/variants/a/b",
    ])
      expect(isVariantPath(path)).toBe(false);
  });
});
