import { z } from "astro/zod";
import type { HostEnv } from "./host-env.ts";
import { PIXELS } from "./names.ts";

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

export const ledgerSettingsSchema = z.object({
  /** Off: BUY NOW links straight to the partner, and nothing is recorded. */
  on: z.boolean().default(false),
  /** Days a click, a sale and its forwards are kept. */
  retentionDays: z.number().int().min(1).max(540).default(90),
  /** The ad platforms each approved sale is reported to; none unless set. */
  forward: z
    .object({
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
        .strict()
        .optional(),
      tiktok: z
        .object({
          /** The pixel code; measurement.pixels.tiktok when left out. */
          pixelCode: reason(
            PIXELS.tiktok.pattern,
            "does not look like a TikTok pixel code (e.g. CABCDEFGHIJ1234567)",
          ).optional(),
          testEventCode: TEST_CODE.optional(),
        })
        .strict()
        .optional(),
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
        .strict()
        .optional(),
    })
    .strict()
    .default({}),
});

export type LedgerSettings = z.output<typeof ledgerSettingsSchema>;

/** The host's secrets and settings the ledger uses (src/schemas/host-env.ts). */
export type LedgerHost = HostEnv;
