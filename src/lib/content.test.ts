import { describe, expect, it } from "vitest";
import { reviewDateLabel } from "./content";

const NOW = new Date("2026-11-24T12:00:00Z");

describe("reviewDateLabel", () => {
  it.each([
    ["2 weeks ago", "2 weeks ago"],
    ["Just now", "Just now"],
    ["2026-11-03", "3 weeks ago"],
    [new Date("2026-11-21T00:00:00Z"), "3 days ago"],
  ])("shows %j as %j", (date, label) => {
    expect(reviewDateLabel(date, NOW)).toBe(label);
  });
});
