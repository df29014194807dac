/**
 * The pixels the store can load after consent, one line each: the browser's
 * registry of the platforms (index.ts is the server's). Each platform
 * module with a pixel references its `<name>/pixel.ts`, and index.ts holds
 * the two registries to the same pixels. Imports nothing but the pixels'
 * files, so the browser bundles only their loaders.
 */
import type { AnyPixel } from "./pixel.ts";
import { googlePixel } from "./google/pixel.ts";
import { metaPixel } from "./meta/pixel.ts";
import { pinterestPixel } from "./pinterest/pixel.ts";
import { tiktokPixel } from "./tiktok/pixel.ts";

const LIST = [
  googlePixel,
  metaPixel,
  tiktokPixel,
  pinterestPixel,
] as const satisfies readonly AnyPixel[];

type Listed = (typeof LIST)[number];

/** Every pixel, by its key under `measurement.pixels`. */
export const PIXELS = /* @__PURE__ */ Object.fromEntries(
  LIST.map((pixel) => [pixel.key, pixel]),
) as { readonly [P in Listed as P["key"]]: P };

export type PixelName = keyof typeof PIXELS;

/** The pixels' keys, in the registry's order. */
export const PIXEL_NAMES = /* @__PURE__ */ LIST.map(
  (pixel) => pixel.key,
) as PixelName[];
