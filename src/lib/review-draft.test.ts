import { describe, expect, it } from "vitest";
import {
  isDraftComplete,
  normaliseDraft,
  type ReviewDraft,
} from "./review-draft";

describe("isDraftComplete", () => {
  const complete: ReviewDraft = {
    name: "Ada",
    rating: 5,
    text: "Lovely",
    image: null,
  };

  it.each<[string, ReviewDraft, boolean]>([
    ["a complete draft", complete, true],
    ["no name", { ...complete, name: "" }, false],
    ["a name of only spaces", { ...complete, name: "   " }, false],
    ["no rating", { ...complete, rating: null }, false],
    ["no text", { ...complete, text: "" }, false],
    ["a text of only spaces", { ...complete, text: " \n\t " }, false],
    ["no photo", { ...complete, image: null }, true],
  ])("%s → %s", (_, draft, expected) => {
    expect(isDraftComplete(draft)).toBe(expected);
  });
});

describe("normaliseDraft", () => {
  it("trims the name and the text and keeps the rest", () => {
    expect(
      normaliseDraft({
        name: " Ada ",
        rating: 4,
        text: "\n Good. ",
        image: "x",
      }),
    ).toEqual({ name: "Ada", rating: 4, text: "Good.", image: "x" });
  });
});
