import { z } from "astro/zod";
import type { HostEnv } from "../schemas/host-env.ts";
import { PIXELS } from "../schemas/names.ts";

/**
 * The sales ledger's settings (docs/sales-ledger.md): what settings.yaml
 * says under `ledger:`, built into the store. What the host holds as
 * secrets and settings is src/schemas/host-env.ts. Relative imports with their
 * extension: `npm start`'s server and the Pages Functions load this file as
 * it is.
 */

const reason = (pattern: RegExp, message: string) =>
  z.string().regex(pattern, message).meta({ patternMessage: message });

/** An IANA time zone name, such as America/New_York or UTC. */
const TIME_ZONE = /^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Z][A-Za-z0-9_+-]+){1,2})$/;

/** A platform's test event code: letters and digits. */
const TEST_CODE = reason(
  /^[A-Za-z0-9]{4,32}$/,
  "must be the test code the platform shows, letters and digits",
);

/**
 * The ad platforms a sale can be reported to, each with its settings under
 * `ledger.forward`: this table is their one list (docs/sales-ledger.md,
 * "Add a platform"). Meta and TikTok are sent to (src/ledger/forward/forward.ts);
 * Google Ads fetches a file (src/ledger/forward/google-file.ts).
 */
const PLATFORM_SETTINGS = {
  meta: z
    .object({
      /** The pixel (dataset) id; measurement.pixels.meta when left out. */
      pixelId: reason(
        PIXELS.meta.pattern,
        "does not look like a Meta pixel id (e.g. 1234567890123456)",
      ).optional(),
      /** Events Manager's test code: events show under Test events only. */
      testEventCode: TEST_CODE.optional(),
    })
    .strict(),
  tiktok: z
    .object({
      /** The pixel code; measurement.pixels.tiktok when left out. */
      pixelCode: reason(
        PIXELS.tiktok.pattern,
        "does not look like a TikTok pixel code (e.g. CABCDEFGHIJ1234567)",
      ).optional(),
      testEventCode: TEST_CODE.optional(),
    })
    .strict(),
  google: z
    .object({
      /** The offline conversion action's name in Google Ads, exactly. */
      conversionName: z.string().trim().min(1).max(100),
      /** The time zone the file's times are written in. */
      timeZone: reason(
        TIME_ZONE,
        "must be a time zone name such as America/New_York or UTC",
      ).default("UTC"),
    })
    .strict(),
};

export type PlatformName = keyof typeof PLATFORM_SETTINGS;

/** Every ad platform, in the order the report and the docs list them. */
export const PLATFORM_NAMES = Object.keys(PLATFORM_SETTINGS) as PlatformName[];

/**
 * The field of a platform's settings that holds its pixel's id, and that
 * falls back to the pixel's own setting (measurement.pixels) when left out.
 */
export const PIXEL_FIELDS = {
  meta: "pixelId",
  tiktok: "pixelCode",
} as const satisfies Partial<Record<PlatformName, string>>;

type PixelPlatform = keyof typeof PIXEL_FIELDS;

/** A platform's settings once its pixel's id is resolved (src/ledger/manifest.ts). */
export type ForwardSettings = {
  [Name in PlatformName]?: z.output<(typeof PLATFORM_SETTINGS)[Name]> &
    (Name extends PixelPlatform
      ? Record<(typeof PIXEL_FIELDS)[Name], string>
      : unknown);
};

/**
 * The ad accounts whose spend the ledger pulls each day from the
 * platforms' reporting APIs (src/ledger/spend/spend-pull.ts), with the host's
 * tokens META_ADS_TOKEN and TIKTOK_ADS_TOKEN. Any platform's export can be
 * imported instead (src/ledger/spend/spend-csv.ts).
 */
const spendSettingsSchema = z
  .object({
    meta: z
      .object({
        /** Ad account ids, as Ads Manager shows them (act_ is added when left out). */
        adAccounts: z
          .array(
            reason(
              /^(?:act_)?\d{5,20}$/,
              "must be a Meta ad account id such as act_1234567890",
            ).transform((id) => id.replace(/^act_/, "")),
          )
          .min(1),
      })
      .strict()
      .optional(),
    tiktok: z
      .object({
        /** Advertiser ids, as TikTok Ads Manager shows them. */
        advertiserIds: z
          .array(
            reason(/^\d{5,25}$/, "must be a TikTok advertiser id (digits)"),
          )
          .min(1),
      })
      .strict()
      .optional(),
  })
  .strict();

export type SpendSettings = z.output<typeof spendSettingsSchema>;

/**
 * The currency the report adds money up in, and the store's own rates to
 * it: `{ currency: EUR, rate: 1.08 }` says one euro counts as 1.08 of the
 * report's currency. A list, so the editor can add a rate as a row; the
 * build reads it as a table by currency. An amount in a currency with no
 * rate is shown apart, never added.
 */
const CURRENCY = reason(/^[A-Z]{3}$/, "must be a currency code such as EUR");
const reportSettingsSchema = z
  .object({
    /** The currencies' fallback (currencies.yaml) when left out. */
    currency: CURRENCY.optional(),
    rates: z
      .array(
        z
          .object({ currency: CURRENCY, rate: z.number().positive().finite() })
          .strict(),
      )
      .default([])
      .superRefine((rates, context) =>
        rates.forEach(({ currency }, i) => {
          if (rates.findIndex((rate) => rate.currency === currency) !== i)
            context.addIssue({
              code: "custom",
              path: [i, "currency"],
              message: `${currency} has a rate already`,
            });
        }),
      )
      .transform((rates): Record<string, number> =>
        Object.fromEntries(rates.map(({ currency, rate }) => [currency, rate])),
      ),
  })
  .strict();

export type ReportSettings = z.output<typeof reportSettingsSchema>;

export const ledgerSettingsSchema = z.object({
  /** Off: BUY NOW links straight to the partner, and nothing is recorded. */
  on: z.boolean().default(false),
  /** Days a click, a sale and its forwards are kept. */
  retentionDays: z.number().int().min(1).max(540).default(90),
  /** The ad platforms each approved sale is reported to; none unless set. */
  forward: z
    .object(
      Object.fromEntries(
        PLATFORM_NAMES.map((name) => [
          name,
          PLATFORM_SETTINGS[name].optional(),
        ]),
      ) as {
        [Name in PlatformName]: z.ZodOptional<(typeof PLATFORM_SETTINGS)[Name]>;
      },
    )
    .strict()
    .default({}),
  /** Where the ads' spend is pulled from. */
  spend: spendSettingsSchema.default({}),
  /** How the report adds up money in several currencies. */
  report: reportSettingsSchema.default({ rates: {} }),
});

export type LedgerSettings = z.output<typeof ledgerSettingsSchema>;

/** The host's secrets and settings the ledger uses (src/schemas/host-env.ts). */
export type LedgerHost = HostEnv;
