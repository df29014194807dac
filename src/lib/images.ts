import { getImage } from "astro:assets";
import type { ImageAsset } from "@/lib/image";

/** Widths a photo is made at; the browser picks by `sizes`. */
const WIDTHS = [240, 480, 800, 1200];
const MODERN_FORMATS = ["avif", "webp"] as const;

/**
 * Runs a content image through Astro's image pipeline: a photo becomes AVIF,
 * WebP and its own format at each width (never wider than the original);
 * vector art (SVG) is served as it is.
 */
export async function imageAsset(
  image: ImageMetadata,
  alt: string,
): Promise<ImageAsset> {
  const base = { alt, width: image.width, height: image.height };
  if (image.format === "svg") return { ...base, src: image.src };
  const widths = WIDTHS.filter((width) => width < image.width).concat(
    image.width,
  );
  const made = (format?: string) =>
    getImage({ src: image, widths, format: format ?? image.format });
  const [fallback, ...modern] = await Promise.all([
    made(),
    ...MODERN_FORMATS.map((format) => made(format)),
  ]);
  return {
    ...base,
    src: fallback.src,
    srcSet: fallback.srcSet.attribute,
    sources: modern.map((result, index) => ({
      type: `image/${MODERN_FORMATS[index]}`,
      srcSet: result.srcSet.attribute,
    })),
  };
}
