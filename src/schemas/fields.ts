import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { CURRENCY_CODES } from "./names";

export type ImageHelper = SchemaContext["image"];

export const text = z.string().trim().min(1);

/**
 * How the store editor shows a field, kept on the field as its metadata:
 * src/lib/cms-config.ts reads it from the schema's JSON Schema. A field
 * without one gets the editor's plain widget for its type, labelled from its
 * name. Each is a key of its own, so a label and a widget set apart merge.
 */
export type EditorMeta = {
  /** "text": a text area; "color": a colour picker; "image": an upload. */
  editorWidget?: "text" | "color" | "image";
  /** The field's label, where its name would not say what it holds. */
  editorLabel?: string;
  /**
   * Written once, in the first language, and shown as written on every
   * language's page (a review's words): the editor offers no translation.
   */
  asWritten?: true;
};
export const editorWidget = (
  widget: NonNullable<EditorMeta["editorWidget"]>,
): EditorMeta => ({ editorWidget: widget });
export const editorLabel = (label: string): EditorMeta => ({
  editorLabel: label,
});
export const asWritten: EditorMeta = { asWritten: true };
/** Sentences or paragraphs: a text area in the store editor, not a line. */
export const prose = text.meta(editorWidget("text"));
/**
 * Text that must match `pattern`. The reason goes with the pattern into the
 * store editor's field (src/lib/cms-config.ts), so the editor and the build
 * refuse a value in the same words.
 */
export const matching = (pattern: RegExp, reason: string) =>
  z.string().regex(pattern, reason).meta({ patternMessage: reason });
/** A path inside the store, such as "/about". */
export const internalPath = z
  .string()
  .regex(/^\/[a-z0-9\-/]*$/, "must be a path inside the store, like /about")
  .meta(editorLabel("Link (a path in the store, like /about)"));
/** An amount of money in the currency's main unit (14.95), never negative. */
export const amount = z.number().nonnegative().multipleOf(0.01);
/**
 * A related card's own figures per currency, for a store that does not
 * sell at the same figure everywhere: { GBP: { price: 12.95,
 * originalPrice: 60 } }. A currency left out shows `price` and
 * `originalPrice` with its own symbol. (The product's are in product.ts,
 * with a price history instead of an original price.)
 */
export const currencyPrices = z
  .partialRecord(
    currencyCodeSchema(),
    z.strictObject({ price: amount, originalPrice: amount.optional() }),
  )
  .optional();
export const starRating = z.number().int().min(1).max(5);
export const averageRating = z.number().min(1).max(5);
export const pageMeta = z.object({
  title: text.max(70),
  description: z.string().trim().max(170).meta(editorWidget("text")),
});
/** An image with its description; `alt` may be "" only where the schema says so. */
export const described = (image: ImageHelper) =>
  z.object({
    src: image().meta(editorLabel("Image")),
    alt: text.meta(
      editorLabel("Alt text (what the image shows, for screen readers)"),
    ),
  });
export const currencyCode = currencyCodeSchema();
/** An ISO 3166-1 alpha-2 country code. */
export const countryCode = z.string().regex(/^[A-Z]{2}$/);

/** A language as BCP 47 writes it: a language, then perhaps a region (de, pt-BR). */
export const LOCALE_CODE = /^[a-z]{2,3}(?:-[A-Z]{2})?$/;
/**
 * A day, YYYY-MM-DD. YAML reads an unquoted day as a date, so both are
 * taken; lib/price-claims.ts reads either as the same day.
 */
export const day = z.union([
  z.date(),
  matching(/^\d{4}-\d{2}-\d{2}$/, "must be a day, YYYY-MM-DD"),
]);
/**
 * The prices a product was offered at, each from a day on until the next
 * entry begins (lib/price-claims.ts): what decides whether a market may see
 * a reduction. Oldest first, no day twice.
 */
export const priceHistory = z
  .array(
    z.object({
      from: day.meta(
        editorLabel("From (the day this price began, YYYY-MM-DD)"),
      ),
      price: amount,
    }),
  )
  .superRefine((points, context) => {
    const days = points.map(({ from }) =>
      from instanceof Date ? from.toISOString().slice(0, 10) : from,
    );
    days.forEach((value, index) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      // Date reads 2026-02-30 as 2 March: only a day it gives back is real.
      if (
        Number.isNaN(parsed.getTime()) ||
        parsed.toISOString().slice(0, 10) !== value
      )
        context.addIssue({
          code: "custom",
          path: [index, "from"],
          message: `${value} is no day of the calendar`,
        });
      else if (index > 0 && value <= days[index - 1]!)
        context.addIssue({
          code: "custom",
          path: [index, "from"],
          message: `must come after ${days[index - 1]}: the history is oldest first, one price a day`,
        });
    });
  });
/** Forms of a phrase by plural category, e.g. { one: "{count} review", other: "{count} reviews" }. */
export const plural = z.object({ one: text, other: text });

export function currencyCodeSchema() {
  return z.enum(CURRENCY_CODES);
}

/**
 * A related card's prices against its original price: the single figures,
 * and each currency given its own (a figure it leaves out is the single
 * one). The original price must be above the price, as it exists only to
 * show a saving.
 */
export function checkOriginalPrices(
  item: {
    price: number;
    originalPrice?: number;
    currencyPrices?: Partial<
      Record<string, { price: number; originalPrice?: number }>
    >;
  },
  context: z.RefinementCtx,
) {
  const fits = (price: number, original: number) => original > price;
  const rule = "must be above";
  if (item.originalPrice !== undefined && !fits(item.price, item.originalPrice))
    context.addIssue({
      code: "custom",
      path: ["originalPrice"],
      message: `${rule} price`,
    });
  for (const [code, own] of Object.entries(item.currencyPrices ?? {})) {
    if (!own) continue;
    const path = ["currencyPrices", code, "originalPrice"];
    if (own.originalPrice !== undefined && item.originalPrice === undefined) {
      context.addIssue({
        code: "custom",
        path,
        message: "needs an originalPrice for every currency first",
      });
      continue;
    }
    const original = own.originalPrice ?? item.originalPrice;
    if (original !== undefined && !fits(own.price, original))
      context.addIssue({
        code: "custom",
        path,
        message: `${code} ${original} ${rule} its price, ${own.price}`,
      });
  }
}

export const uniqueBy =
  <T>(key: (item: T) => unknown, what: string) =>
  (items: readonly T[], context: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    for (const item of items) {
      const value = key(item);
      if (seen.has(value))
        context.addIssue({
          code: "custom",
          message: `${what} ${String(value)} appears twice`,
        });
      seen.add(value);
    }
  };

/** A colour as #rrggbb. */
export const hex = z
  .string()
  .regex(/^#[0-9a-f]{6}$/i, {
    error: "must be a colour written #rrggbb",
  })
  .meta(editorWidget("color"));
