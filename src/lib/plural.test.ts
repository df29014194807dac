import { describe, expect, it } from "vitest";
import { plural } from "./plural";

const stars = { one: "{count} star", other: "{count} stars" };
const reviews = {
  one: "{count} review, {percent}%",
  other: "{count} reviews, {percent}%",
};

describe("plural", () => {
  it.each([
    [stars, 1, {}, "1 star"],
    [stars, 2, {}, "2 stars"],
    [stars, 5, {}, "5 stars"],
    [stars, 0, {}, "0 stars"],
    [reviews, 1, { percent: 0 }, "1 review, 0%"],
    [reviews, 416, { percent: 95 }, "416 reviews, 95%"],
    [reviews, 27610, { percent: 3 }, "27,610 reviews, 3%"],
  ])("%j with %i and %j → %s", (forms, count, values, expected) => {
    expect(plural(forms, count, values)).toBe(expected);
  });

  it("uses the language's own categories when content gives them", () => {
    const polish = {
      one: "{count} gwiazdka",
      few: "{count} gwiazdki",
      many: "{count} gwiazdek",
      other: "{count} gwiazdki",
    };
    expect(plural(polish, 1, {}, "pl")).toBe("1 gwiazdka");
    expect(plural(polish, 3, {}, "pl")).toBe("3 gwiazdki");
    expect(plural(polish, 5, {}, "pl")).toBe("5 gwiazdek");
  });

  it("falls back to the other form for a category content leaves out", () => {
    expect(plural({ other: "{count} items" }, 1)).toBe("1 items");
  });
});
