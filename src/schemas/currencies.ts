import { z } from "astro/zod";
import { text, currencyCode, countryCode as country, uniqueBy } from "./fields";

export const currenciesSchema = z
  .object({
    list: z
      .array(
        z.object({
          code: currencyCode,
          symbol: text,
          name: text,
          /** The countries whose visitors see this currency. */
          countries: z
            .array(country)
            .superRefine(uniqueBy((code) => code, "Country"))
            .optional(),
        }),
      )
      .superRefine(uniqueBy((currency) => currency.code, "Currency")),
    /** What everyone else sees, and a page without JavaScript. */
    fallback: currencyCode,
  })
  .superRefine((value, context) => {
    if (!value.list.some((currency) => currency.code === value.fallback))
      context.addIssue({
        code: "custom",
        path: ["fallback"],
        message: "must be one of the list's currencies",
      });
    const seen = new Map<string, string>();
    value.list.forEach((currency, index) =>
      currency.countries?.forEach((code, at) => {
        const first = seen.get(code);
        if (first)
          context.addIssue({
            code: "custom",
            path: ["list", index, "countries", at],
            message: `${code} already sees ${first}`,
          });
        else seen.set(code, currency.code);
      }),
    );
  });
