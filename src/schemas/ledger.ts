import { z } from "astro/zod";
import { PIXELS } from "./names.ts";

/**
 * The click ledger's settings (docs/sales-ledger.md): what settings.yaml
 * says under `ledger:` (built into the store), and what the host holds as
 * secrets and settings (read when it serves). Relative imports with their
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

/** An address the host sends to: https, or http on this machine (a test's stub). */
const API_BASE = reason(
  /^(?:https:\/\/[^\s/?#]+|http:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?)(?:\/[^\s?#]*)?$/,
  "must be an https address (or http://localhost for a test)",
);

/** A secret long enough not to be guessed: 16 characters or more. */
const secret = z.string().min(16, "must be at least 16 characters");

/**
 * What the host holds, by variable name: `wrangler pages secret put` on
 * Cloudflare, the environment under `npm start`. Read once per process or
 * isolate; a bad value turns the ledger's private addresses off with a
 * logged reason, never BUY NOW.
 */
export const ledgerHostSchema = z.object({
  /** The postback's and the Google file's secret. */
  LEDGER_SECRET: secret.optional(),
  /** The report's password. */
  LEDGER_REPORT_PASSWORD: z
    .string()
    .min(12, "must be at least 12 characters")
    .optional(),
  /** Meta Conversions API access token (Events Manager, Settings). */
  META_CAPI_TOKEN: z.string().min(1).optional(),
  /** TikTok Events API access token. */
  TIKTOK_EVENTS_TOKEN: z.string().min(1).optional(),
  /** Meta's Graph API, with its version. */
  LEDGER_META_API: API_BASE.default("https://graph.facebook.com/v24.0"),
  /** TikTok's business API, with its version. */
  LEDGER_TIKTOK_API: API_BASE.default(
    "https://business-api.tiktok.com/open_api/v1.3",
  ),
});

export type LedgerHost = z.output<typeof ledgerHostSchema>;

/** The host's settings from its environment; blank variables count as unset. */
export function readLedgerHost(
  env: Record<string, unknown>,
): { ok: true; host: LedgerHost } | { ok: false; problems: string[] } {
  const given = Object.fromEntries(
    Object.keys(ledgerHostSchema.shape).flatMap((name) => {
      const value = env[name];
      return typeof value === "string" && value.trim() !== ""
        ? [[name, value.trim()]]
        : [];
    }),
  );
  const result = ledgerHostSchema.safeParse(given);
  return result.success
    ? { ok: true, host: result.data }
    : {
        ok: false,
        problems: result.error.issues.map(
          (issue) => `${issue.path.join(".")}: ${issue.message}`,
        ),
      };
}
