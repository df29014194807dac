import { describe, expect, it } from "vitest";
import {
  createReview,
  seedToReviews,
  showMoreCount,
  splitText,
  type Review,
  type ReviewSeed,
} from "./reviews";

const placeholder = {
  src: "/placeholder.svg",
  alt: "",
  width: 120,
  height: 120,
};
const labels = { date: "Just now", photoAlt: "Photo by {name}" };

const seed = (id: number, rating: number, text = "Great bag."): ReviewSeed => ({
  id,
  name: `Reviewer ${id}`,
  verified: true,
  rating,
  text,
  date: "1 week ago",
});

describe("seedToReviews", () => {
  it("cuts long seeded texts at about 130 characters and marks them for Show more", () => {
    const long = `${"word ".repeat(40)}end`;
    const [review] = seedToReviews([seed(1, 5, long)], placeholder);
    expect(review?.showMore).toBe(true);
    expect(review?.shortText.endsWith("…")).toBe(true);
    expect(Array.from(review?.shortText ?? "").length).toBeLessThanOrEqual(131);
    expect(Array.from(review?.shortText ?? "").length).toBeGreaterThan(120);
  });

  it("leaves short texts whole, with the placeholder photo when none was given", () => {
    const [review] = seedToReviews(
      [seed(1, 4, "Fits under the seat.")],
      placeholder,
    );
    expect(review).toMatchObject({
      shortText: "Fits under the seat.",
      showMore: false,
      image: placeholder,
    });
  });

  it("keeps a seeded photo", () => {
    const photo = {
      src: "/a.svg",
      alt: "At the gate",
      width: 600,
      height: 600,
    };
    const [review] = seedToReviews(
      [{ ...seed(1, 5), image: photo }],
      placeholder,
    );
    expect(review?.image).toBe(photo);
  });
});

describe("createReview", () => {
  it("is not verified, dated Just now, with the next id and the placeholder photo", () => {
    const review = createReview(
      { name: " Ada ", rating: 4, text: " Good. ", image: null },
      16,
      placeholder,
      labels,
    );
    expect(review).toEqual<Review>({
      id: 17,
      name: "Ada",
      verified: false,
      rating: 4,
      text: "Good.",
      shortText: "Good.",
      showMore: false,
      image: placeholder,
      date: "Just now",
    });
  });

  it("starts at id 1 when there is no review yet", () => {
    expect(
      createReview(
        { name: "A", rating: 1, text: "B", image: null },
        0,
        placeholder,
        labels,
      ).id,
    ).toBe(1);
  });

  it.each([
    [100, false],
    [101, true],
  ])("a %i-character text sets showMore to %s", (length, showMore) => {
    const text = "x".repeat(length);
    const review = createReview(
      { name: "A", rating: 5, text, image: null },
      0,
      placeholder,
      labels,
    );
    expect(review.showMore).toBe(showMore);
    expect(review.shortText).toBe(showMore ? `${"x".repeat(100)}…` : text);
  });

  it("counts characters, not UTF-16 units, so 100 emoji still fit", () => {
    const review = createReview(
      { name: "A", rating: 5, text: "🎒".repeat(100), image: null },
      0,
      placeholder,
      labels,
    );
    expect(review.showMore).toBe(false);
  });

  it("keeps an uploaded photo, described with the reviewer's name", () => {
    const review = createReview(
      {
        name: " Ada ",
        rating: 5,
        text: "Nice",
        image: "data:image/jpeg;base64,AAAA",
      },
      0,
      placeholder,
      labels,
    );
    expect(review.image).toEqual({
      src: "data:image/jpeg;base64,AAAA",
      alt: "Photo by Ada",
      width: 120,
      height: 120,
    });
  });
});

describe("showMoreCount", () => {
  it.each([
    [8, 16, 12],
    [12, 16, 16],
    [8, 11, 11],
    [8, 9, 9],
  ])("from %i of %i, Show more shows %i", (visible, total, expected) => {
    expect(showMoreCount(visible, total)).toBe(expected);
  });
});

describe("splitText", () => {
  it.each([
    [
      "a seeded review",
      seedToReviews(
        [seed(1, 5, `${"word ".repeat(40)}end, and more: yes.`)],
        placeholder,
      )[0]!,
    ],
    [
      "a new review",
      createReview(
        { name: "A", rating: 5, text: `${"🎒 ".repeat(60)}end`, image: null },
        0,
        placeholder,
        labels,
      ),
    ],
  ])(
    "cuts %s into the short text without its ellipsis and the rest",
    (_, review) => {
      const { head, tail } = splitText(review);
      expect(`${head}…`).toBe(review.shortText);
      expect(head + tail).toBe(review.text);
      expect(tail.length).toBeGreaterThan(0);
    },
  );

  it("refuses a short text that does not begin the review", () => {
    expect(() => splitText({ text: "Great bag.", shortText: "Good…" })).toThrow(
      'A short text must begin its review: "Good"',
    );
  });
});
