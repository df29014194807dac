import { describe, expect, it } from "vitest";
import { plural } from "./plural";

const stars = { one: "{count} star", other: "{count} stars" };
const reviews = {
  one: "{count} review, {percent}",
  other: "{count} reviews, {percent}",
};

describe("plural", () => {
  it.each([
    [stars, 1, "en", {}, "1 star"],
    [stars, 2, "en", {}, "2 stars"],
    [stars, 5, "en", {}, "5 stars"],
    [stars, 0, "en", {}, "0 stars"],
    [reviews, 1, "en", { percent: "0%" }, "1 review, 0%"],
    [reviews, 416, "en", { percent: "95%" }, "416 reviews, 95%"],
    [reviews, 27610, "en", { percent: "3%" }, "27,610 reviews, 3%"],
    [reviews, 27610, "de", { percent: "3\u00a0%" }, "27.610 reviews, 3\u00a0%"],
    [
      reviews,
      27610,
      "fr",
      { percent: "3\u202f%" },
      "27\u202f610 reviews, 3\u202f%",
    ],
  ])(
    "%j with %i in %s and %j → %j",
    (forms, count, locale, values, expected) => {
      expect(plural(forms, count, locale, values)).toBe(expected);
    },
  );

  it("uses the language's own categories when content gives them", () => {
    const polish = {
      one: "{count} gwiazdka",
      few: "{count} gwiazdki",
      many: "{count} gwiazdek",
      other: "{count} gwiazdki",
    };
    expect(plural(polish, 1, "pl")).toBe("1 gwiazdka");
    expect(plural(polish, 3, "pl")).toBe("3 gwiazdki");
    expect(plural(polish, 5, "pl")).toBe("5 gwiazdek");
  });

  it("falls back to the other form for a category content leaves out", () => {
    expect(plural({ other: "{count} items" }, 1, "en")).toBe("1 items");
  });
});
