import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { PRESET_NAMES } from "./lib/attribution";
import { contentDir } from "./lib/content-dir";
import { paletteContrastProblems } from "./lib/palette";
import { ANALYTICS_PROVIDERS } from "./lib/measurement";
import { CURRENCY_CODES } from "./lib/money";

/**
 * The schema of everything an operator edits in src/content/. A wrong edit
 * fails the build with the file, the field and the reason. Checks that hold
 * for any product live here; the figures this store's specification pins are
 * checked in src/content/spec-figures.test.ts.
 */

type ImageHelper = SchemaContext["image"];

const text = z.string().trim().min(1);
/** A path inside the store, such as "/about". */
const internalPath = z
  .string()
  .regex(/^\/[a-z0-9\-/]*$/, "must be a path inside the store, like /about");
/** An amount of money in the currency's main unit (14.95), never negative. */
const amount = z.number().nonnegative().multipleOf(0.01);
/**
 * A currency's own figures, for a store that does not sell at the same
 * figure everywhere: { GBP: { price: 12.95, originalPrice: 60 } }. A
 * currency left out shows `price` and `originalPrice` with its own symbol.
 */
const currencyPrices = z
  .partialRecord(
    currencyCodeSchema(),
    z.strictObject({ price: amount, originalPrice: amount.optional() }),
  )
  .optional();
const starRating = z.number().int().min(1).max(5);
const averageRating = z.number().min(1).max(5);
const pageMeta = z.object({
  title: text.max(70),
  description: z.string().trim().max(170),
});
/** An image with its description; `alt` may be "" only where the schema says so. */
const described = (image: ImageHelper) => z.object({ src: image(), alt: text });
const currencyCode = currencyCodeSchema();
/** Forms of a phrase by plural category, e.g. { one: "{count} review", other: "{count} reviews" }. */
const plural = z.object({ one: text, other: text });

function currencyCodeSchema() {
  return z.enum(CURRENCY_CODES);
}

/**
 * Each price against its original price: the single figures, and each
 * currency given its own (a figure it leaves out is the single one). The
 * product's may be equal (no saving); a card's original price must be above
 * its price, as it exists only to show a saving.
 */
function checkOriginalPrices(
  item: {
    price: number;
    originalPrice?: number;
    currencyPrices?: Partial<
      Record<string, { price: number; originalPrice?: number }>
    >;
  },
  context: z.RefinementCtx,
  { mayEqual }: { mayEqual: boolean },
) {
  const fits = (price: number, original: number) =>
    mayEqual ? original >= price : original > price;
  const rule = mayEqual ? "must not be below" : "must be above";
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

const uniqueBy =
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
const hex = z.string().regex(/^#[0-9a-f]{6}$/i, {
  error: "must be a colour written #rrggbb",
});

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
     * must reach WCAG AA's 4.5:1 (src/lib/palette.ts).
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
      }),
  });

export const settingsSchema = z.object({
  /** Public origin, no trailing slash. */
  siteUrl: z.url(),
  /** Geo-IP JSON endpoint answering { "country_code": "GB" }. */
  geoIpUrl: z.url(),
  /** Milliseconds the lookup may take before the fallback currency is used. */
  geoIpTimeoutMs: z.number().int().min(500).max(30_000),
  affiliate: z.object({
    /** The partner's offer page; the default link template adds the ids. */
    baseUrl: z.url(),
    offerId: text,
    affiliateId: text,
    /**
     * The BUY NOW link as a template with {offer_id}, {aff_id}, {product}
     * and the visitor's arrival tokens ({utm_source}, {click_id}, …); see
     * docs/attribution-and-measurement.md. Unset: baseUrl with the three ids in its query.
     */
    template: z.string().trim().min(1).optional(),
    /** The network whose parameter rules the link follows (src/lib/attribution.ts). */
    preset: z.enum(PRESET_NAMES).default("default"),
    /** The name of the operator's own click-id parameter on arrival. */
    clickIdParam: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/)
      .default("clickid"),
  }),
  /** The GitHub repository the store editor (/admin) saves to. */
  cms: z
    .object({
      repo: z
        .string()
        .regex(/^[\w.-]+\/[\w.-]+$/, "must be owner/name, as on GitHub"),
      branch: text,
    })
    .optional(),
  /**
   * Counting BUY NOW clicks; off unless set (docs/attribution-and-measurement.md). Values are checked again, with their VITE_* overrides,
   * in src/lib/measurement.ts.
   */
  measurement: z
    .object({
      /** Cookieless: Plausible or Umami, one BuyNow event per click. */
      analytics: z
        .object({
          provider: z.enum(ANALYTICS_PROVIDERS),
          script: z.url(),
          /** Plausible's site domain, or Umami's website id. */
          siteId: text,
          /** Where events go, when not the provider's default. */
          endpoint: z.url().optional(),
          /**
           * Share of page views, 0 to 1, that also send their Core Web
           * Vitals (LCP, INP, CLS) as "WebVitals" events; none if left out.
           */
          vitalsSampleRate: z.number().min(0).max(1).optional(),
        })
        .optional(),
      /** Pixels that set cookies: each loads only after consent. */
      pixels: z
        .object({
          ga4: text.optional(),
          meta: text.optional(),
          tiktok: text.optional(),
        })
        .strict()
        .optional(),
    })
    .optional(),
});

export const productSchema = ({ image }: SchemaContext) =>
  z
    .object({
      title: text,
      description: text,
      meta: pageMeta,
      badge: text,
      sold: z.number().int().nonnegative(),
      price: amount,
      originalPrice: amount,
      currencyPrices,
      colours: z
        .array(
          z.object({
            name: text,
            /** Slug in the address: ?color=army-green. */
            value: z.string().regex(/^[a-z0-9-]+$/),
            /** CSS colour of the swatch. */
            swatch: hex,
            /** Index into `gallery` of the image showing this colour. */
            image: z.number().int().nonnegative(),
          }),
        )
        .min(1)
        .superRefine(uniqueBy((colour) => colour.value, "Colour")),
      /** The first image is the one the page opens with. */
      gallery: z.array(described(image)).min(1),
      benefits: z.array(text),
      tabs: z
        .array(
          z.object({
            id: z.string().regex(/^[a-z0-9-]+$/),
            label: text,
            heading: text,
            paragraphs: z.array(text).min(1),
            points: z.array(text).optional(),
          }),
        )
        .min(1)
        .superRefine(uniqueBy((tab) => tab.id, "Tab")),
    })
    .superRefine((product, context) => {
      checkOriginalPrices(product, context, { mayEqual: true });
      product.colours.forEach((colour, index) => {
        if (colour.image >= product.gallery.length)
          context.addIssue({
            code: "custom",
            path: ["colours", index, "image"],
            message: `there is no gallery image ${colour.image}`,
          });
      });
    });

export const ratingSummarySchema = z
  .object({
    /**
     * `fixed`: the figures below, as the specification fixes them.
     * `reviews`: average, total and breakdown computed from reviews.yaml at
     * build time (after an import, say); the figures below are then unused.
     */
    source: z.enum(["fixed", "reviews"]).default("fixed"),
    average: averageRating.optional(),
    total: z.number().int().nonnegative().optional(),
    /** Highest star first. */
    breakdown: z
      .array(
        z.object({
          stars: starRating,
          count: z.number().int().nonnegative(),
          percent: z.number().min(0).max(100),
        }),
      )
      .optional(),
  })
  .superRefine((summary, context) => {
    if (summary.source === "reviews") return;
    for (const key of ["average", "total", "breakdown"] as const)
      if (summary[key] === undefined)
        context.addIssue({
          code: "custom",
          path: [key],
          message: "is required with source: fixed",
        });
    if (summary.breakdown === undefined || summary.total === undefined) return;
    const counted = summary.breakdown.reduce((sum, row) => sum + row.count, 0);
    if (counted !== summary.total)
      context.addIssue({
        code: "custom",
        path: ["total"],
        message: `is ${summary.total}, but the breakdown counts ${counted}`,
      });
  });

export const reviewSchema = ({ image }: SchemaContext) =>
  z.object({
    id: z.number().int().positive(),
    name: text.max(80),
    verified: z.boolean(),
    rating: starRating,
    text: text,
    image: described(image).optional(),
    /**
     * A relative label such as "2 weeks ago", or the day it was written
     * (2026-11-10, as `npm run reviews:import` writes it), which the build
     * turns into such a label.
     */
    date: z.union([z.date(), text]),
  });

const faqItem = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  question: text,
  answer: text,
});

/** One list, so the questions show in the order the file gives them. */
export const faqSchema = z.object({
  items: z
    .array(faqItem)
    .min(1)
    .superRefine(uniqueBy((item) => item.id, "Question")),
});

export const relatedSchema = ({ image }: SchemaContext) =>
  z
    .object({
      id: z.number().int().positive(),
      name: text,
      image: described(image),
      rating: averageRating,
      reviewsCount: z.number().int().nonnegative(),
      price: amount,
      /** Optional; the savings badge is derived from it. */
      originalPrice: amount.optional(),
      currencyPrices,
      colorsAvailable: text,
      /** Where the card leads; without one the card is not a link. */
      url: z.url().optional(),
    })
    .superRefine((card, context) =>
      checkOriginalPrices(card, context, { mayEqual: false }),
    );

const navLink = z.object({ label: text, href: internalPath });

export const chromeSchema = ({ image }: SchemaContext) =>
  z.object({
    banner: z.object({
      label: text,
      messages: z.array(text).min(1),
      /** Milliseconds each message stays before the next. */
      intervalMs: z.number().int().min(1000),
      pauseLabel: text,
      playLabel: text,
      previousLabel: text,
      nextLabel: text,
      /** Each slide's name: "{n} of {total}". */
      slideLabel: text,
    }),
    /** The main navigation's accessible name. */
    navigationLabel: text,
    /** The phone menu button's accessible name. */
    menuLabel: text,
    navigation: z.array(navLink).min(1),
    trustBadges: z.object({
      heading: text,
      items: z.array(
        z.object({
          icon: z.enum(["truck", "headset", "shield"]),
          title: text,
          text: text,
        }),
      ),
    }),
    footer: z.object({
      newsletter: z.object({
        heading: text,
        text: text,
        label: text,
        placeholder: text,
      }),
      aboutHeading: text,
      aboutLinks: z.array(navLink),
      policiesHeading: text,
      policyLinks: z.array(navLink),
      paymentHeading: text,
      currencyLabel: text,
      rights: text,
    }),
    paymentMethods: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z0-9-]+$/),
          /** The logo's accessible name. */
          name: text,
          logo: image(),
        }),
      )
      .superRefine(uniqueBy((method) => method.id, "Payment method")),
    /**
     * The consent banner and its preferences, shown only when a pixel that
     * sets cookies is configured (settings.measurement.pixels).
     */
    consent: z.object({
      /** The footer button that opens the preferences again. */
      footerLink: text,
      banner: z.object({
        title: text,
        description: text,
        acceptAll: text,
        rejectAll: text,
        showPreferences: text,
      }),
      preferences: z.object({
        title: text,
        intro: text,
        acceptAll: text,
        rejectAll: text,
        save: text,
        close: text,
        /** Always on: what the store keeps without asking (the currency). */
        necessary: z.object({ title: text, description: text }),
        /** GA4. */
        analytics: z.object({ title: text, description: text }),
        /** Meta and TikTok, and GA4's advertising signals. */
        marketing: z.object({ title: text, description: text }),
      }),
    }),
    skipLinkLabel: text,
    /** The breadcrumb trail's accessible name. */
    breadcrumbLabel: text,
    breadcrumbHomeLabel: text,
  });

const pageCopy = { meta: pageMeta, title: text, heading: text };

export const copySchema = ({ image }: SchemaContext) =>
  z.object({
    /** The product page's labels; {n}, {total} and {alt} are filled by the code. */
    product: z.object({
      soldLabel: text,
      reviewsLabel: text,
      colourLabel: text,
      buyNow: text,
      /** Read by screen readers after BUY NOW: where the link leads. */
      buyNowHint: text,
      savePrefix: text,
      originalPriceLabel: text,
      currentPriceLabel: text,
      /** Shown in place of a price while a first visit's currency is detected. */
      loading: text,
      galleryLabel: text,
      /** A thumbnail's name: "View image {n} of {total}". */
      thumbnailLabel: text,
      previousImage: text,
      nextImage: text,
      /** The main image's name: "Zoom in: {alt}". */
      openZoom: text,
      zoomLabel: text,
      closeZoom: text,
      tabsLabel: text,
      previousTab: text,
      nextTab: text,
    }),
    reviews: z.object({
      heading: text,
      /** Under the average: "Based on {count} reviews". */
      basedOn: plural,
      filterLabel: text,
      /** The filter's first choice, which shows every rating. */
      allLabel: text,
      /** The filter matched nothing. */
      emptyFilter: text,
      showAll: text,
      /** "{remaining}" is how many the filter still hides. */
      showMoreReviews: text,
      showMore: text,
      showLess: text,
      verified: text,
      unverified: text,
      writeReview: text,
      /** Announced once a review is posted. */
      thanks: text,
      /** The date of a review just posted. */
      justNow: text,
      /** A row of stars for screen readers: "Rated {rating} out of 5". */
      ratedLabel: text,
      dialog: z.object({
        heading: text,
        intro: text,
        /** Says plainly that a posted review stays on this device, in this page only. */
        deviceOnly: text,
        name: text,
        rating: text,
        text: text,
        photo: text,
        photoHint: text,
        dropHere: text,
        choosePhoto: text,
        removePhoto: text,
        /** Describes a posted review's photo: "Photo by {name}". */
        photoAlt: text,
        notAnImage: text,
        tooLarge: text,
        unreadable: text,
        submit: text,
        cancel: text,
        close: text,
      }),
      /** "{count} star" / "{count} stars": the bars, the filter and the rating input. */
      starLabel: plural,
      /** Read after each bar's count by screen readers: "{count} reviews, {percent}%". */
      countLabel: plural,
      /** Shown for a review without a photo; decorative. */
      placeholder: image(),
      /** Shown in the dialog's empty photo drop zone; decorative. */
      dropZone: image(),
    }),
    faqHeading: text,
    relatedHeading: text,
    contact: z.object({
      ...pageCopy,
      intro: text,
      fields: z.object({ name: text, email: text, message: text }),
      submit: text,
    }),
    contactInformation: z.object({
      ...pageCopy,
      labels: z.object({
        tradeName: text,
        email: text,
        address: text,
        hours: text,
      }),
    }),
    orderTrack: z.object({
      ...pageCopy,
      intro: text,
      label: text,
      placeholder: text,
      hint: text,
      submit: text,
      emptyError: text,
      notFound: z.object({ heading: text, text: text }),
      help: z.object({ text: text, link: text, href: internalPath }),
    }),
    notFound: z.object({ ...pageCopy, text: text, homeLink: text }),
    error: z.object({ heading: text, title: text }),
    lastUpdatedLabel: text,
  });

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

/** About and the policies: Markdown, with {storeName}-style placeholders. */
export const pageSchema = z.object({
  title: text,
  meta: pageMeta,
  /** The page's h1 when it differs from the title. */
  heading: text.optional(),
  /** Policy pages show a "Last updated" date and are listed in the footer. */
  policy: z.boolean().default(false),
  badgesHeading: text.optional(),
});

/** The folder the content comes from: src/content unless CONTENT_DIR says. */
const folder = contentDir();
const yamlFile = (name: string) => file(`${folder}/${name}.yaml`);

export const collections = {
  store: defineCollection({ loader: yamlFile("store"), schema: storeSchema }),
  settings: defineCollection({
    loader: yamlFile("settings"),
    schema: settingsSchema,
  }),
  product: defineCollection({
    loader: yamlFile("product"),
    schema: productSchema,
  }),
  ratingSummary: defineCollection({
    loader: yamlFile("rating-summary"),
    schema: ratingSummarySchema,
  }),
  reviews: defineCollection({
    loader: yamlFile("reviews"),
    schema: reviewSchema,
  }),
  faq: defineCollection({ loader: yamlFile("faq"), schema: faqSchema }),
  related: defineCollection({
    loader: yamlFile("related"),
    schema: relatedSchema,
  }),
  chrome: defineCollection({
    loader: yamlFile("chrome"),
    schema: chromeSchema,
  }),
  copy: defineCollection({ loader: yamlFile("copy"), schema: copySchema }),
  currencies: defineCollection({
    loader: yamlFile("currencies"),
    schema: currenciesSchema,
  }),
  pages: defineCollection({
    loader: glob({ pattern: "*.md", base: `${folder}/pages` }),
    schema: pageSchema,
  }),
};
