/**
 * The ledger's settings as a build resolves them (src/lib/config.ts),
 * apart from manifest.ts, whose constants the page script reads.
 */
import { DEFAULT_FILTER, type LedgerSettings } from "./settings.ts";
import type { LedgerConfig } from "./manifest.ts";
import {
  FORWARD_NAMES,
  PLATFORMS,
  type ForwardName,
  type ForwardSettings,
} from "./platforms/index.ts";
import type { AnyPlatform } from "./platforms/platform.ts";

/** Whether any platform is set up to receive sales. */
export const forwardsSales = (ledger: LedgerConfig): boolean =>
  ledger.on && FORWARD_NAMES.some((name) => ledger.forward[name]);

/**
 * The measurement pixels' ids a platform's forwarding falls back to, by
 * its pixel's key (`measurement.pixels.meta` for Meta).
 */
type ResolvedPixels = Partial<Record<string, string>>;

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
  // A platform whose settings only list where sales may go (native
  // networks' templates) may keep them while the ledger is off.
  const sends = (name: ForwardName) =>
    given[name] &&
    !(PLATFORMS[name].forward as AnyPlatform["forward"])?.listsOnly;
  if (!on && FORWARD_NAMES.some(sends))
    problems.push(
      "ledger.forward: sales are forwarded only while the ledger is on (ledger.on: true)",
    );
  const forward: Record<string, unknown> = {};
  for (const name of FORWARD_NAMES) {
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
      spend: settings?.spend ?? {},
      report: settings?.report ?? { rates: {} },
      filter: settings?.filter ?? DEFAULT_FILTER,
    },
    problems,
  };
}

/**
 * A platform's forward settings with its pixel's id, where it has a pixel
 * (its module's pixelField): its own field, else the pixel's setting;
 * without either, undefined and a problem in words.
 */
function withPixel(
  platform: ForwardName,
  given: object,
  pixels: ResolvedPixels,
  problems: string[],
): object | undefined {
  const { forward, pixel }: AnyPlatform = PLATFORMS[platform];
  const field = forward?.pixelField;
  if (!field) return given;
  const key = pixel?.key ?? platform;
  const id =
    (given as Record<string, string | undefined>)[field] ?? pixels[key];
  if (id) return { ...given, [field]: id };
  problems.push(
    `ledger.forward.${platform}: needs ${field}, or measurement.pixels.${key}`,
  );
  return undefined;
}
