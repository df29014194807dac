import { getImage } from "astro:assets";
import type { ImageAsset } from "@/lib/image-asset";

/**
 * The widths a photo is made at as AVIF, the browser picking by `sizes`,
 * and the width of the one WebP file a browser without AVIF gets.
 */
export type ImageVariant = { widths: readonly number[]; fallback: number };

/**
 * A photo shown large: the gallery and its zoom view. 800 px serves a phone
 * at 2x (and Lighthouse's at 1.75x), 1200 px a phone at 3x and the gallery
 * at 45vw on a 1280 px screen at 2x; a larger master is scaled down, never
 * served as it is.
 */
export const LARGE: ImageVariant = { widths: [800, 1200], fallback: 800 };

/**
 * A card in the "You will also like" grid, below the fold and lazy: at most
 * about 300 CSS px wide, one WebP file 600 px wide, and no AVIF set, which
 * would cost the home page's HTML more than it saves on the wire.
 */
export const CARD: ImageVariant = { widths: [], fallback: 600 };

/**
 * A thumbnail, never shown wider than about 100 CSS px: one WebP file, sharp
 * at 3x, and no AVIF set. Every candidate costs the HTML an address, and
 * the home page's HTML has a budget; a thumbnail saves more bytes there
 * than AVIF would on the wire.
 */
export const THUMBNAIL: ImageVariant = { widths: [], fallback: 320 };

/**
 * Runs a content image through Astro's image pipeline: a photo becomes AVIF
 * at each width of `variant` (never wider than the original), which every
 * current browser shows, plus one WebP file for the few that do not (or the
 * WebP alone, for a variant without widths); vector art (SVG) is served as
 * it is.
 */
export async function imageAsset(
  image: ImageMetadata,
  alt: string,
  variant: ImageVariant = LARGE,
): Promise<ImageAsset> {
  const base = { alt, width: image.width, height: image.height };
  if (image.format === "svg") return { ...base, src: image.src };
  const fallback = await getImage({
    src: image,
    width: Math.min(variant.fallback, image.width),
    format: "webp",
  });
  if (variant.widths.length === 0) return { ...base, src: fallback.src };
  const widths = variant.widths.filter((width) => width < image.width);
  if (widths.length < variant.widths.length) widths.push(image.width);
  const avif = await getImage({ src: image, widths, format: "avif" });
  return {
    ...base,
    src: fallback.src,
    sources: [{ type: "image/avif", srcSet: avif.srcSet.attribute }],
  };
}
