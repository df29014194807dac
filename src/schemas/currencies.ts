import { z } from "astro/zod";
import { text, currencyCode, uniqueBy } from "./fields";

export const currenciesSchema = z
  .object({
    list: z
      .array(z.object({ code: currencyCode, symbol: text, name: text }))
      .superRefine(uniqueBy((currency) => currency.code, "Currency")),
    fallback: currencyCode,
    /** The country whose visitors pay in pounds. */
    gbpCountry: z.string().regex(/^[A-Z]{2}$/),
    /** ISO 3166-1 alpha-2 codes whose visitors see euros. */
    europeanCountries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .superRefine(uniqueBy((code) => code, "Country")),
  })
  .refine((value) => !value.europeanCountries.includes(value.gbpCountry), {
    path: ["europeanCountries"],
    message: "must not include the GBP country",
  });
