import { z } from "astro/zod";
import type { HostEnv } from "../schemas/host-env.ts";
import {
  FORWARD_NAMES,
  PLATFORMS,
  SPEND_NAMES,
  type ForwardName,
  type ForwardSettings,
  type SpendName,
  type SpendSettings,
} from "./platforms/index.ts";
import { reason } from "./platforms/fields.ts";

export type { ForwardSettings, SpendSettings };

/**
 * The sales ledger's settings (docs/sales-ledger.md): what settings.yaml
 * says under `ledger:`, built into the store. What the host holds as
 * secrets and settings is src/schemas/host-env.ts. Relative imports with their
 * extension: `npm start`'s server and the Pages Functions load this file as
 * it is.
 */

/**
 * Each ad platform's part of `ledger.forward` and of `ledger.spend`, from
 * its module (platforms/index.ts): the settings, the editor's fields and
 * the docs read these.
 */
const forwardSchema = z
  .object(
    Object.fromEntries(
      FORWARD_NAMES.map((name) => [
        name,
        PLATFORMS[name].forward.settings.optional(),
      ]),
    ) as {
      [Name in ForwardName]: z.ZodOptional<
        (typeof PLATFORMS)[Name]["forward"]["settings"]
      >;
    },
  )
  .strict();

const spendSettingsSchema = z
  .object(
    Object.fromEntries(
      SPEND_NAMES.map((name) => [
        name,
        PLATFORMS[name].spend.settings.optional(),
      ]),
    ) as {
      [Name in SpendName]: z.ZodOptional<
        (typeof PLATFORMS)[Name]["spend"]["settings"]
      >;
    },
  )
  .strict();

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

/**
 * Which clicks are flagged and kept out of the figures (clicks/click-flags.ts,
 * docs/sales-ledger.md "Flagged clicks").
 */
const filterSettingsSchema = z
  .object({
    /** Off: every click counts, and none is checked. */
    on: z.boolean().default(true),
    /** More clicks than this from one address and browser within a minute are flagged. */
    clicksPerMinute: z.number().int().min(1).max(1000).default(10),
    /** The report warns about a campaign whose flagged share is above this, in percent. */
    warnPercent: z.number().min(0).max(100).default(5),
    /**
     * Networks (autonomous system numbers) whose clicks are flagged as a
     * data centre's, on Cloudflare only (`request.cf.asn`): no maintained
     * list of them is published on npm, so the operator names them.
     */
    datacentreAsns: z
      .array(z.number().int().min(1).max(4_294_967_295))
      .default([]),
  })
  .strict();

export type FilterSettings = z.output<typeof filterSettingsSchema>;

/** The filter's settings when settings.yaml says nothing. */
export const DEFAULT_FILTER: FilterSettings = filterSettingsSchema.parse({});

export const ledgerSettingsSchema = z.object({
  /** Off: BUY NOW links straight to the partner, and nothing is recorded. */
  on: z.boolean().default(false),
  /** Days a click, a sale and its forwards are kept. */
  retentionDays: z.number().int().min(1).max(540).default(90),
  /** The ad platforms each approved sale is reported to; none unless set. */
  forward: forwardSchema.default({}),
  /** Where the ads' spend is pulled from. */
  spend: spendSettingsSchema.default({}),
  /** How the report adds up money in several currencies. */
  report: reportSettingsSchema.default({ rates: {} }),
  /** Which clicks are flagged and left out of the figures. */
  filter: filterSettingsSchema.default(DEFAULT_FILTER),
});

export type LedgerSettings = z.output<typeof ledgerSettingsSchema>;

/** The host's secrets and settings the ledger uses (src/schemas/host-env.ts). */
export type LedgerHost = HostEnv;
