// @vitest-environment node
import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { reviewSchema } from "../src/schemas/reviews.ts";
import { importReviews } from "./import-reviews.mjs";

const NOW = new Date("2026-11-24T12:00:00Z");
const fixture = (name) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const reviews = z.array(reviewSchema({ image: () => z.string() }));

describe("npm run reviews:import", () => {
  it.each([
    [
      "google-reviews.xml",
      [
        "Imported 2 reviews, skipped 2.",
        "  skipped review 103: no review text",
        "  skipped review 104: no rating from 1 to 5",
        "  note: review 101: its photo was not imported (add it to src/content/images and the review by hand)",
      ],
    ],
    [
      "judgeme-reviews.csv",
      [
        "Imported 2 reviews, skipped 1.",
        "  skipped row 4: no rating from 1 to 5",
        "  note: The file has no verified column: every review is imported as not verified",
        "  note: row 3: its photo was not imported (add it to src/content/images and the review by hand)",
      ],
    ],
    [
      "okendo-reviews.csv",
      [
        "Imported 1 review, skipped 2.",
        "  skipped row 3: dated in the future (2099-01-01)",
        "  skipped row 4: no valid date",
      ],
    ],
  ])("imports %s with a report of every review left out", (file, report) => {
    const result = importReviews(fixture(file), NOW);
    expect(result.summary.split("\n")).toEqual(report);
    const written = yaml.load(result.yaml);
    expect(reviews.safeParse(written).success).toBe(true);
    expect(written.map((review) => review.id)).toEqual(
      written.map((_, index) => index + 1),
    );
    // Dates stay text in the file, so YAML does not turn them into times.
    expect(result.yaml).toMatch(/date: "\d{4}-\d{2}-\d{2}"/);
  });

  it("writes the Google feed's reviews newest first, on a 1–5 scale", () => {
    const written = yaml.load(
      importReviews(fixture("google-reviews.xml"), NOW).yaml,
    );
    expect(written).toEqual([
      {
        id: 1,
        name: "Maya P.",
        verified: true,
        rating: 5,
        text: "Packed for two weeks in Japan & never paid for a checked bag.",
        date: "2026-11-02",
      },
      {
        id: 2,
        name: "Anonymous",
        verified: false,
        rating: 4,
        text: "Good bag, the straps could be softer.",
        date: "2026-10-20",
      },
    ]);
  });
});
