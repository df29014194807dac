/**
 * The ad platforms the sales ledger serves, one line each. Every list that
 * names platforms is derived from this registry (platform.ts): add a
 * platform with its folder and one line here (docs/sales-ledger.md, "Add a
 * platform").
 */
import type { z } from "astro/zod";
import type { AnyPlatform, SpendExport } from "./platform.ts";
import type { AnyPixel } from "./pixel.ts";
import type { PixelName } from "./pixels.ts";
import { google } from "./google/index.ts";
import { meta } from "./meta/index.ts";
import { microsoft } from "./microsoft/index.ts";
import { pinterest } from "./pinterest/index.ts";
import { native } from "./native/index.ts";
import { tiktok } from "./tiktok/index.ts";

export const PLATFORMS = {
  meta,
  tiktok,
  google,
  microsoft,
  pinterest,
  native,
} as const satisfies Record<string, AnyPlatform>;

type Platforms = typeof PLATFORMS;
export type PlatformName = keyof Platforms;

/** Every ad platform, in the order the report and the docs list them. */
export const PLATFORM_NAMES = Object.keys(PLATFORMS) as PlatformName[];

/** The platforms with a part of the given kind. */
type With<Part extends string> = {
  [Name in PlatformName]: Platforms[Name] extends Record<Part, object>
    ? Name
    : never;
}[PlatformName];

/** The platforms sales are reported to (`ledger.forward`). */
export type ForwardName = With<"forward">;
/** The platforms whose spend is pulled (`ledger.spend`). */
export type SpendName = With<"spend">;

type ForwardOf<Name extends ForwardName> = Platforms[Name]["forward"];

/** A platform's forward settings once its pixel's id is resolved (resolve.ts). */
export type ForwardSettings = {
  [Name in ForwardName]?: z.output<ForwardOf<Name>["settings"]> &
    (ForwardOf<Name> extends { pixelField: infer Field extends string }
      ? Record<Field, string>
      : unknown);
};

/** A platform's spend settings. */
export type SpendSettings = {
  [Name in SpendName]?: z.output<Platforms[Name]["spend"]["settings"]>;
};

/** The platforms with forward settings, and with a spend pull. */
export const FORWARD_NAMES = PLATFORM_NAMES.filter(
  (name): name is ForwardName => "forward" in PLATFORMS[name],
);
export const SPEND_NAMES = PLATFORM_NAMES.filter(
  (name): name is SpendName => "spend" in PLATFORMS[name],
);

/** The platforms whose exports are read, in the order a header is tried: the plainest last. */
export const EXPORT_NAMES = PLATFORM_NAMES.filter(
  (name) => "exports" in PLATFORMS[name],
).sort(
  (a, b) =>
    Number(exportOf(a)?.last ?? false) - Number(exportOf(b)?.last ?? false),
);

/** A platform's spend export, if it has one. */
export function exportOf(name: PlatformName): SpendExport | undefined {
  const platform: AnyPlatform = PLATFORMS[name];
  return platform.exports;
}

type UnionToIntersection<Union> = (
  Union extends unknown ? (value: Union) => void : never
) extends (value: infer Both) => void
  ? Both
  : never;

/** Every platform's host variables, each with its rule (src/schemas/host-env.ts). */
export type PlatformHost = UnionToIntersection<Platforms[PlatformName]["host"]>;
export const PLATFORM_HOST = Object.assign(
  {},
  ...PLATFORM_NAMES.map((name) => PLATFORMS[name].host),
) as PlatformHost;

/** The pixels the platform modules reference, by key. */
type ReferencedPixel = {
  [Name in PlatformName]: Platforms[Name] extends {
    pixel: infer Pixel extends AnyPixel;
  }
    ? Pixel["key"]
    : never;
}[PlatformName];

/**
 * The browser's registry (pixels.ts) holds exactly the pixels the modules
 * reference: a type error names a pixel registered for no platform, or a
 * platform's pixel missing from the browser's list.
 */
const everyPixelHasItsPlatform: [Exclude<PixelName, ReferencedPixel>] extends [
  never,
]
  ? true
  : Exclude<PixelName, ReferencedPixel> = true;
const everyPlatformsPixelLoads: [Exclude<ReferencedPixel, PixelName>] extends [
  never,
]
  ? true
  : Exclude<ReferencedPixel, PixelName> = true;
void everyPixelHasItsPlatform;
void everyPlatformsPixelLoads;

/** A forward that falls back to a pixel's id (pixelField) needs its module's pixel. */
type PixelFieldWithoutPixel = {
  [Name in ForwardName]: ForwardOf<Name> extends { pixelField: string }
    ? Platforms[Name] extends { pixel: AnyPixel }
      ? never
      : Name
    : never;
}[ForwardName];
const everyPixelFieldHasItsPixel: [PixelFieldWithoutPixel] extends [never]
  ? true
  : PixelFieldWithoutPixel = true;
void everyPixelFieldHasItsPixel;
