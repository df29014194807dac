import { XMLParser } from "fast-xml-parser";

/**
 * Reviews an operator already collects elsewhere, read from the two formats
 * review tools export: Google's Product Review Feed (XML, schema 2.4) and the
 * CSV of Judge.me and Okendo. Every row is either imported or skipped with a
 * reason; nothing is dropped silently (scripts/import-reviews.mjs prints the
 * report and writes src/content/reviews.yaml).
 */

/** A review as the reviews collection stores it, dated by its real day. */
export type ImportedReview = {
  name: string;
  verified: boolean;
  rating: number;
  text: string;
  /** The day it was written, YYYY-MM-DD; the page shows "2 weeks ago". */
  date: string;
};

export type ImportReport = {
  reviews: ImportedReview[];
  /** One line per review left out, naming it and saying why. */
  skipped: string[];
  /** Changes made to imported reviews worth knowing: cut texts, photos left behind. */
  notes: string[];
};

/** The longest review text kept; longer ones are cut, and the cut is reported. */
export const MAX_TEXT = 2000;
/** The reviews collection's limit on a name. */
export const MAX_NAME = 80;

/** Plain text: no control characters, runs of blank lines folded, trimmed. */
export function plainText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      // Control characters out, but for the line breaks a review may have.
      .replace(/\p{Cc}/gu, (char) => (char === "\n" ? char : ""))
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

/** A 1–5 star rating from a value on a min–max scale, rounded half up; undefined if out of range. */
export function starRating(
  value: unknown,
  scale: { min: number; max: number } = { min: 1, max: 5 },
): number | undefined {
  const number =
    typeof value === "number" ? value : Number(String(value).trim());
  if (String(value ?? "").trim() === "" || !Number.isFinite(number))
    return undefined;
  if (number < scale.min || number > scale.max || scale.max <= scale.min)
    return undefined;
  const stars = 1 + ((number - scale.min) / (scale.max - scale.min)) * 4;
  return Math.floor(stars + 0.5);
}

/** The day of a timestamp or date, YYYY-MM-DD; undefined when it is not one. */
export function isoDay(value: unknown): string | undefined {
  const text = String(value ?? "").trim();
  if (!text) return undefined;
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const date = day ? new Date(`${day[0]}T00:00:00Z`) : new Date(text);
  if (Number.isNaN(date.getTime())) return undefined;
  if (day) {
    // 2026-02-31 parses as 3 March; refuse it rather than move it.
    if (date.toISOString().slice(0, 10) !== day[0]) return undefined;
    return day[0];
  }
  return date.toISOString().slice(0, 10);
}

const TRUE = new Set(["true", "yes", "1", "y", "verified", "verified buyer"]);

/** One review's raw fields, from either format, checked and cleaned. */
function review(
  where: string,
  raw: {
    name: unknown;
    text: unknown;
    rating: number | undefined;
    date: unknown;
    verified: unknown;
    photo: unknown;
  },
  report: ImportReport,
  today: string,
) {
  const text = plainText(String(raw.text ?? ""));
  if (!text) return report.skipped.push(`${where}: no review text`);
  if (raw.rating === undefined)
    return report.skipped.push(`${where}: no rating from 1 to 5`);
  const date = isoDay(raw.date);
  if (!date) return report.skipped.push(`${where}: no valid date`);
  if (date > today)
    return report.skipped.push(`${where}: dated in the future (${date})`);
  const name =
    plainText(String(raw.name ?? "")).replace(/\s+/g, " ") || "Anonymous";
  if (name.length > MAX_NAME)
    report.notes.push(`${where}: name cut to ${MAX_NAME} characters`);
  if (text.length > MAX_TEXT)
    report.notes.push(`${where}: text cut to ${MAX_TEXT} characters`);
  if (String(raw.photo ?? "").trim())
    report.notes.push(
      `${where}: its photo was not imported (add it to src/content/images and the review by hand)`,
    );
  report.reviews.push({
    name: name.slice(0, MAX_NAME).trim(),
    verified: TRUE.has(
      String(raw.verified ?? "")
        .trim()
        .toLowerCase(),
    ),
    rating: raw.rating,
    text: text.slice(0, MAX_TEXT).trim(),
    date,
  });
}

/** Newest first, as the page lists them. */
function finish(report: ImportReport): ImportReport {
  report.reviews.sort((a, b) => b.date.localeCompare(a.date));
  return report;
}

/** Today, YYYY-MM-DD, for refusing future dates. */
const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Reviews from a Google Product Review Feed (schema 2.4): each <review>'s
 * reviewer name, <is_verified_purchase>, <review_timestamp>, <content> and
 * <ratings><overall min max>.
 */
export function fromGoogleFeed(xml: string, now = new Date()): ImportReport {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    textNodeName: "#text",
    isArray: (name) => name === "review" || name === "reviewer_image",
    processEntities: true,
    htmlEntities: true,
  });
  const feed = parser.parse(xml)?.feed;
  if (!feed)
    throw new Error("Not a Google Product Review Feed: no <feed> element");
  const report: ImportReport = { reviews: [], skipped: [], notes: [] };
  const items: Record<string, unknown>[] = feed.reviews?.review ?? [];
  items.forEach((item, index) => {
    const id = item.review_id ?? index + 1;
    const overall = (item.ratings as Record<string, unknown> | undefined)
      ?.overall as Record<string, unknown> | number | string | undefined;
    const value = typeof overall === "object" ? overall["#text"] : overall;
    const scale =
      typeof overall === "object"
        ? {
            min: Number(overall["@min"] ?? 1),
            max: Number(overall["@max"] ?? 5),
          }
        : undefined;
    const reviewer = item.reviewer as Record<string, unknown> | undefined;
    const name = reviewer?.name;
    const images = (item.reviewer_images as Record<string, unknown> | undefined)
      ?.reviewer_image as unknown[] | undefined;
    review(
      `review ${String(id)}`,
      {
        name:
          typeof name === "object"
            ? (name as Record<string, unknown>)["#text"]
            : name,
        text: item.content,
        rating: starRating(value, scale),
        date: item.review_timestamp,
        verified: item.is_verified_purchase,
        photo: images?.length ? "photo" : "",
      },
      report,
      todayOf(now),
    );
  });
  return finish(report);
}

/** The rows of a CSV text (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const input = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i];
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && input[i + 1] === "\n") i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ""));
}

/** Each field's column names, as Judge.me and Okendo export them. */
const COLUMNS = {
  name: ["reviewer_name", "name", "author"],
  text: ["body", "review", "content"],
  rating: ["rating", "stars"],
  date: ["review_date", "datecreated", "date", "created_at"],
  verified: [
    "verified",
    "isverifiedbuyer",
    "verified_buyer",
    "is_verified_purchase",
  ],
  photo: ["picture_urls", "imageurls", "image_url", "images"],
} as const;

/**
 * Reviews from a CSV as Judge.me (reviewer_name, body, rating, review_date,
 * picture_urls) or Okendo (name, body, rating, dateCreated, imageUrls)
 * export them. A file without a verified column imports every review as
 * not verified, and says so.
 */
export function fromCsv(text: string, now = new Date()): ImportReport {
  const [header = [], ...rows] = csvRows(text);
  const names = header.map((cell) => cell.trim().toLowerCase());
  const column = (field: keyof typeof COLUMNS) =>
    names.findIndex((name) =>
      (COLUMNS[field] as readonly string[]).includes(name),
    );
  const at = Object.fromEntries(
    (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).map((field) => [
      field,
      column(field),
    ]),
  ) as Record<keyof typeof COLUMNS, number>;
  const missing = (["text", "rating", "date"] as const).filter(
    (field) => at[field] < 0,
  );
  if (missing.length > 0)
    throw new Error(
      `The CSV has no ${missing.join(", ")} column (expected one of: ${missing
        .map((field) => COLUMNS[field].join(" / "))
        .join("; ")})`,
    );
  const report: ImportReport = { reviews: [], skipped: [], notes: [] };
  if (at.verified < 0)
    report.notes.push(
      "The file has no verified column: every review is imported as not verified",
    );
  const cell = (row: string[], index: number) =>
    index < 0 ? "" : (row[index] ?? "");
  rows.forEach((row, index) =>
    review(
      `row ${index + 2}`,
      {
        name: cell(row, at.name),
        text: cell(row, at.text),
        rating: starRating(cell(row, at.rating)),
        date: cell(row, at.date),
        verified: cell(row, at.verified),
        photo: cell(row, at.photo),
      },
      report,
      todayOf(now),
    ),
  );
  return finish(report);
}
