import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { text, prose, internalPath, pageMeta, plural } from "./fields";

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
      /**
       * Under a reduction worded for the EU (lib/price-claims.ts): what the
       * crossed-out price is. {days} is the rule's 30.
       */
      priorPriceNote: text,
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
        intro: prose,
        /** Says plainly that a posted review stays on this device, in this page only. */
        deviceOnly: text,
        name: text,
        rating: text,
        text: prose,
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
      /**
       * Read after each bar's count by screen readers: "{count} reviews,
       * {percent}". The code writes the share with its sign as the page's
       * language does (95%, 95 %), so the text gives no "%" of its own.
       */
      countLabel: plural.refine(
        (forms) =>
          !Object.values(forms).some((form) => /\{percent\}\s*%/.test(form)),
        "has a % after {percent}: the code writes the share with its sign, as the language does (95%, 95 %), so leave the % out",
      ),
      /** Shown for a review without a photo; decorative. */
      placeholder: image(),
      /** Shown in the dialog's empty photo drop zone; decorative. */
      dropZone: image(),
    }),
    faqHeading: text,
    relatedHeading: text,
    contact: z.object({
      ...pageCopy,
      intro: prose,
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
      intro: prose,
      label: text,
      placeholder: text,
      hint: text,
      submit: text,
      emptyError: text,
      notFound: z.object({ heading: text, text: prose }),
      help: z.object({ text: prose, link: text, href: internalPath }),
    }),
    notFound: z.object({ ...pageCopy, text: prose, homeLink: text }),
    error: z.object({ heading: text, title: text }),
    lastUpdatedLabel: text,
  });
