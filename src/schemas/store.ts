import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { paletteContrastProblems } from "./palette";
import { text, hex, editorWidget } from "./fields";

export const storeSchema = ({ image }: SchemaContext) =>
  z.object({
    name: text,
    /** Shown beside the name; decorative, so it has no alt text. */
    logo: image(),
    /** Path of the 1200×630 image sharing previews show (in the content folder's public/). */
    shareImage: z.string().startsWith("/"),
    themeColor: hex,
    /**
     * The store's own colours in place of app.css's brand tokens; left out,
     * the store keeps those. Every pair that meets as text and background
     * must reach WCAG AA's 4.5:1 (src/schemas/palette.ts).
     */
    palette: z
      .object({
        brand: hex,
        brandStrong: hex,
        brandSoft: hex,
        accent: hex,
        accentStrong: hex,
      })
      .superRefine((palette, context) => {
        for (const { field, message } of paletteContrastProblems(palette))
          context.addIssue({ code: "custom", path: [field], message });
      })
      .optional(),
    tradeName: text,
    supportEmail: z.email(),
    address: z.object({
      street: text,
      locality: text,
      region: text,
      postalCode: text,
      country: text,
      countryCode: z.string().regex(/^[A-Z]{2}$/),
    }),
    serviceHours: z.object({ days: text, hours: text, timeZone: text }),
    /**
     * The affiliate disclosure shown beside BUY NOW and in the footer, as
     * the FTC's Endorsement Guides ask of a store paid per sale. It may be
     * reworded, not removed: a missing or token one fails the build.
     */
    affiliateDisclosure: z
      .string({
        error:
          "store.affiliateDisclosure is required: BUY NOW earns a commission, and shoppers must be told (FTC Endorsement Guides)",
      })
      .trim()
      .min(30, {
        error:
          "store.affiliateDisclosure must say plainly that the store earns from purchases through its links (30 characters or more)",
      })
      .meta(editorWidget("text")),
  });
