/**
 * What the hosts need of the build to run the sales ledger, written to
 * `_ledger.json` when the ledger is on (src/pages/[ledger].json.ts): the
 * partner link's settings, the product's catalog ids, the currency rules
 * and the platforms sales are forwarded to.
 */
import type { PartnerLinkSettings } from "../attribution.ts";
import {
  PIXEL_FIELDS,
  PLATFORM_NAMES,
  type ForwardSettings,
  type LedgerSettings,
  type PlatformName,
} from "../../schemas/ledger.ts";

/** The build file the hosts read. */
export const LEDGER_FILE = "_ledger.json";

/** Where BUY NOW goes while the ledger is on: the store's own redirect. */
export const GO_PATH = "/go";

/** The ledger's private addresses: postback, Google file, report, retry. */
export const LEDGER_PATH = "/ledger";

/** The ledger as a build uses it; `on: false` changes nothing in the store. */
export type LedgerConfig = {
  on: boolean;
  retentionDays: number;
  forward: ForwardSettings;
};

export type LedgerManifest = {
  /** The public origin, for `event_source_url`. */
  siteUrl: string;
  link: PartnerLinkSettings;
  /** The product's name, for {product}. */
  product: string;
  /** The catalog id; a colour's item is `<id>-<colour>` (the product feeds'). */
  productId: string;
  /** The colours' values, the first the default. */
  colours: string[];
  /** Who pays in which currency (src/content/currencies.yaml). */
  currencies: {
    codes: string[];
    fallback: string;
    /** Each currency's countries; everyone else pays in the fallback. */
    countries: Partial<Record<string, readonly string[]>>;
  };
  retentionDays: number;
  forward: ForwardSettings;
};

/** Whether any platform is set up to receive sales. */
export const forwardsSales = (ledger: LedgerConfig): boolean =>
  ledger.on && PLATFORM_NAMES.some((name) => ledger.forward[name]);

/** The measurement pixels' ids a platform's forwarding falls back to. */
type ResolvedPixels = { [Name in keyof typeof PIXEL_FIELDS]?: string };

/**
 * The ledger's settings resolved against the rest: a platform's pixel id
 * falls back to the pixel's own setting. Returns what cannot work, in words
 * for a build error: a platform without an id, a template that cannot
 * carry the click's key, or {click_key} with the ledger off.
 */
export function resolveLedger(
  settings: LedgerSettings | undefined,
  pixels: ResolvedPixels,
  template: { text: string; operatorSet: boolean },
): { ledger: LedgerConfig; problems: string[] } {
  const problems: string[] = [];
  const on = settings?.on ?? false;
  const carriesKey = /\{click_(?:key|id)\}/.test(template.text);
  if (!on && template.text.includes("{click_key}"))
    problems.push(
      "affiliate.template: {click_key} is filled only while the ledger is on (ledger.on: true)",
    );
  if (on && template.operatorSet && !carriesKey)
    problems.push(
      "affiliate.template: with the ledger on, the link must carry the click's key: put {click_key} (or {click_id}) in your network's sub-id",
    );
  const given = settings?.forward ?? {};
  if (!on && PLATFORM_NAMES.some((name) => given[name]))
    problems.push(
      "ledger.forward: sales are forwarded only while the ledger is on (ledger.on: true)",
    );
  const forward: Record<string, unknown> = {};
  for (const name of PLATFORM_NAMES) {
    const platform = given[name];
    if (!platform) continue;
    const resolved = withPixel(name, platform, pixels, problems);
    if (resolved) forward[name] = resolved;
  }
  return {
    ledger: {
      on,
      retentionDays: settings?.retentionDays ?? 90,
      forward: forward as ForwardSettings,
    },
    problems,
  };
}

/**
 * A platform's forward settings with its pixel's id, where it has a pixel
 * (PIXEL_FIELDS): its own field, else the pixel's setting; without either,
 * undefined and a problem in words.
 */
function withPixel(
  platform: PlatformName,
  given: object,
  pixels: ResolvedPixels,
  problems: string[],
): object | undefined {
  if (!(platform in PIXEL_FIELDS)) return given;
  const pixel = platform as keyof typeof PIXEL_FIELDS;
  const field = PIXEL_FIELDS[pixel];
  const id =
    (given as Record<string, string | undefined>)[field] ?? pixels[pixel];
  if (id) return { ...given, [field]: id };
  problems.push(
    `ledger.forward.${platform}: needs ${field}, or measurement.pixels.${platform}`,
  );
  return undefined;
}
