import { describe, expect, it } from "vitest";
import {
  draftFromFormData,
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

describe("draftFromFormData", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries))
      data.append(name, value);
    return data;
  };

  it.each([
    [{}, { name: "", rating: null, text: "" }],
    [
      { name: "Ana", rating: "4", text: "Fits" },
      { name: "Ana", rating: 4, text: "Fits" },
    ],
    [{ rating: "7" }, { name: "", rating: null, text: "" }],
    [{ rating: "2.5" }, { name: "", rating: null, text: "" }],
    [{ rating: "" }, { name: "", rating: null, text: "" }],
  ])("reads %j as %j", (entries, expected) => {
    expect(draftFromFormData(form(entries))).toEqual(expected);
  });
});
