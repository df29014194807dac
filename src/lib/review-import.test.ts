import { describe, expect, it } from "vitest";
import { relativeDay } from "./relative-day";
import {
  MAX_TEXT,
  csvRows,
  fromCsv,
  fromGoogleFeed,
  isoDay,
  plainText,
  starRating,
} from "./review-import";

const NOW = new Date("2026-11-24T12:00:00Z");

describe("starRating", () => {
  it.each([
    [5, undefined, 5],
    ["4", undefined, 4],
    [" 1 ", undefined, 1],
    [0, undefined, undefined],
    [6, undefined, undefined],
    ["", undefined, undefined],
    ["five", undefined, undefined],
    [10, { min: 1, max: 10 }, 5],
    [7, { min: 1, max: 10 }, 4],
    [1, { min: 1, max: 10 }, 1],
    [0, { min: 0, max: 100 }, 1],
    [50, { min: 0, max: 100 }, 3],
    [11, { min: 1, max: 10 }, undefined],
    [3, { min: 5, max: 5 }, undefined],
  ])("%j on %j is %s stars", (value, scale, stars) => {
    expect(starRating(value, scale)).toBe(stars);
  });
});

describe("isoDay", () => {
  it.each([
    ["2026-11-10", "2026-11-10"],
    ["2026-11-10 14:03:00 UTC", "2026-11-10"],
    ["2026-11-10T23:59:59Z", "2026-11-10"],
    ["Tue, 10 Nov 2026 12:00:00 GMT", "2026-11-10"],
    ["2026-02-31", undefined],
    ["not a date", undefined],
    ["", undefined],
  ])("%j → %s", (value, day) => {
    expect(isoDay(value)).toBe(day);
  });
});

describe("plainText", () => {
  it("removes control characters, keeps line breaks, folds blank runs, trims", () => {
    expect(plainText("  a\u0000b\r\nc\n\n\n\nd\u0007  ")).toBe("ab\nc\n\nd");
  });
});

describe("csvRows", () => {
  it("reads quoted commas, doubled quotes and line breaks, skipping blank lines", () => {
    expect(csvRows('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\n\n,\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"\nthere'],
    ]);
  });
});

describe("fromCsv", () => {
  it("reads Okendo's columns, verified included", () => {
    const { reviews } = fromCsv(
      "name,body,rating,dateCreated,isVerifiedBuyer\nSam,Great bag,4,2026-08-30,true\n",
      NOW,
    );
    expect(reviews).toEqual([
      {
        name: "Sam",
        verified: true,
        rating: 4,
        text: "Great bag",
        date: "2026-08-30",
      },
    ]);
  });

  it("names the columns it cannot find", () => {
    expect(() => fromCsv("name,comment\nA,B\n", NOW)).toThrow(
      /no text, rating, date column/,
    );
  });

  it("cuts a 10,000-character review and says so", () => {
    const report = fromCsv(
      `reviewer_name,body,rating,review_date\nLong,${"a".repeat(10_000)},5,2026-11-01\n`,
      NOW,
    );
    expect(report.reviews[0]?.text).toHaveLength(MAX_TEXT);
    expect(report.notes).toContain(`row 2: text cut to ${MAX_TEXT} characters`);
  });

  it("keeps markup as plain text, and gives a nameless review a name", () => {
    const [review] = fromCsv(
      'reviewer_name,body,rating,review_date\n,"<img src=x onerror=alert(1)>",5,2026-11-01\n',
      NOW,
    ).reviews;
    expect(review).toMatchObject({
      name: "Anonymous",
      text: "<img src=x onerror=alert(1)>",
    });
  });
});

describe("fromGoogleFeed", () => {
  it("refuses a file that is not a feed", () => {
    expect(() => fromGoogleFeed("<rss></rss>", NOW)).toThrow(/no <feed>/);
  });

  it("reads a single review, its entities and its scale", () => {
    const { reviews, skipped } = fromGoogleFeed(
      `<feed><version>2.4</version><reviews><review><review_id>1</review_id>
        <reviewer><name>Jo &amp; Al</name></reviewer>
        <is_verified_purchase>true</is_verified_purchase>
        <review_timestamp>2026-11-20T10:00:00Z</review_timestamp>
        <content>Light &lt;and&gt; roomy</content>
        <ratings><overall min="0" max="10">10</overall></ratings>
      </review></reviews></feed>`,
      NOW,
    );
    expect(skipped).toEqual([]);
    expect(reviews).toEqual([
      {
        name: "Jo & Al",
        verified: true,
        rating: 5,
        text: "Light <and> roomy",
        date: "2026-11-20",
      },
    ]);
  });
});

describe("relativeDay", () => {
  it.each([
    ["2026-11-24", "Today"],
    ["2026-11-25", "Today"],
    ["2026-11-23", "1 day ago"],
    ["2026-11-19", "5 days ago"],
    ["2026-11-17", "1 week ago"],
    ["2026-11-03", "3 weeks ago"],
    ["2026-10-25", "1 month ago"],
    ["2026-08-26", "3 months ago"],
    ["2025-11-24", "1 year ago"],
    ["2023-11-24", "3 years ago"],
  ])("%s is %j on 2026-11-24", (day, label) => {
    expect(relativeDay(day, NOW)).toBe(label);
  });

  it.each([
    ["de", "2026-11-24", "Heute"],
    ["de", "2026-11-03", "vor 3 Wochen"],
    ["de", "2025-11-24", "vor 1 Jahr"],
    ["fr", "2026-11-24", "Aujourd’hui"],
    ["fr", "2026-11-19", "il y a 5 jours"],
    ["fr", "2026-08-26", "il y a 3 mois"],
  ])("in %s, %s is %j on 2026-11-24", (locale, day, label) => {
    expect(relativeDay(day, NOW, locale)).toBe(label);
  });
});
