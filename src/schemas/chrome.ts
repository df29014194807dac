import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { text, prose, internalPath, uniqueBy } from "./fields";

const navLink = z.object({ label: text, href: internalPath });

export const chromeSchema = ({ image }: SchemaContext) =>
  z.object({
    banner: z.object({
      label: text,
      messages: z.array(prose).min(1),
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
          text: prose,
        }),
      ),
    }),
    footer: z.object({
      newsletter: z.object({
        heading: text,
        text: prose,
        label: text,
        placeholder: text,
      }),
      aboutHeading: text,
      aboutLinks: z.array(navLink),
      policiesHeading: text,
      policyLinks: z.array(navLink),
      paymentHeading: text,
      currencyLabel: text,
      /** The name of the list of the store's languages, where it has several. */
      languageLabel: text,
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
        description: prose,
        acceptAll: text,
        rejectAll: text,
        showPreferences: text,
      }),
      preferences: z.object({
        title: text,
        intro: prose,
        acceptAll: text,
        rejectAll: text,
        save: text,
        close: text,
        /** Always on: what the store keeps without asking (the currency). */
        necessary: z.object({ title: text, description: prose }),
        /** GA4. */
        analytics: z.object({ title: text, description: prose }),
        /**
         * Meta and TikTok, and GA4's advertising signals; `sales` is added
         * while the sales ledger reports sales to the ad platforms.
         */
        marketing: z.object({ title: text, description: prose, sales: text }),
      }),
    }),
    skipLinkLabel: text,
    /** The breadcrumb trail's accessible name. */
    breadcrumbLabel: text,
    breadcrumbHomeLabel: text,
  });
