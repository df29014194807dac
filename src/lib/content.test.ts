import { describe, expect, it } from "vitest";
import { dateLabel } from "./content";

const NOW = new Date("2026-11-24T12:00:00Z");

describe("dateLabel", () => {
  it.each([
    ["2 weeks ago", "2 weeks ago"],
    ["Just now", "Just now"],
    ["2026-11-03", "3 weeks ago"],
    [new Date("2026-11-21T00:00:00Z"), "3 days ago"],
  ])("shows %j as %j", (date, label) => {
    expect(dateLabel(date, NOW)).toBe(label);
  });
});
