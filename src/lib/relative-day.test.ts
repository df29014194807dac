import { describe, expect, it } from "vitest";
import { relativeDay, relativeLabel, reviewDateLabel } from "./relative-day";

const now = new Date("2026-11-27T12:00:00Z");

describe("relativeDay", () => {
  it("words a day's distance as the seeded reviews do, in English", () => {
    expect(relativeDay("2026-11-27", now)).toBe("Today");
    expect(relativeDay("2026-11-26", now)).toBe("1 day ago");
    expect(relativeDay("2026-11-06", now)).toBe("3 weeks ago");
    expect(relativeDay("2026-08-01", now)).toBe("3 months ago");
    expect(relativeDay("2024-11-01", now)).toBe("2 years ago");
  });

  it("words it in the page's language", () => {
    expect(relativeDay("2026-11-27", now, "de")).toBe("Heute");
    expect(relativeDay("2026-11-06", now, "de")).toBe("vor 3 Wochen");
    expect(relativeDay("2026-11-25", now, "fr")).toBe("il y a 2 jours");
  });
});

describe("relativeLabel", () => {
  it("translates the seeded reviews' English labels", () => {
    expect(relativeLabel("2 days ago", "de")).toBe("vor 2 Tagen");
    expect(relativeLabel("1 week ago", "fr")).toBe("il y a 1 semaine");
    expect(relativeLabel("3 months ago", "de")).toBe("vor 3 Monaten");
    expect(relativeLabel("Today", "fr")).toBe("Aujourd’hui");
  });

  it("keeps English labels in English, and any other wording as written", () => {
    expect(relativeLabel("2 weeks ago", "en")).toBe("2 weeks ago");
    expect(relativeLabel("Just now", "de")).toBe("Just now");
    expect(relativeLabel("last summer", "de")).toBe("last summer");
  });
});

describe("reviewDateLabel", () => {
  const NOW = new Date("2026-11-24T12:00:00Z");

  it.each([
    ["2 weeks ago", "2 weeks ago"],
    ["Just now", "Just now"],
    ["2026-11-03", "3 weeks ago"],
    [new Date("2026-11-21T00:00:00Z"), "3 days ago"],
  ])("shows %j as %j", (date, label) => {
    expect(reviewDateLabel(date, NOW)).toBe(label);
  });

  it("shows it in the page's language", () => {
    expect(reviewDateLabel("2 weeks ago", NOW, "de")).toBe("vor 2 Wochen");
    expect(reviewDateLabel("2026-11-03", NOW, "fr")).toBe("il y a 3 semaines");
  });
});
