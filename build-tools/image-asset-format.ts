import type { OutputFormat } from "imagetools-core";

/**
 * An imagetools output format giving the shape of the store's ImageAsset
 * (minus alt): the largest fallback image as src with its intrinsic size, a
 * srcset of every width, and one <source> per modern format (AVIF, WebP).
 */
export const imageAssetFormat: OutputFormat = () => (metadatas) => {
  const formats = [...new Set(metadatas.map((meta) => String(meta.format)))];
  const fallback = formats.at(-1);
  const srcSetOf = (format: string) =>
    metadatas
      .filter((meta) => meta.format === format)
      .sort((a, b) => (a.width ?? 0) - (b.width ?? 0))
      .map((meta) => `${meta.src} ${meta.width}w`)
      .join(", ");
  const largest = metadatas
    .filter((meta) => meta.format === fallback)
    .reduce((best, meta) =>
      (meta.width ?? 0) > (best.width ?? 0) ? meta : best,
    );
  return {
    src: largest.src,
    width: largest.width,
    height: largest.height,
    srcSet: srcSetOf(fallback ?? ""),
    sources: formats
      .filter((format) => format !== fallback)
      .map((format) => ({ type: `image/${format}`, srcSet: srcSetOf(format) })),
  };
};

/** Raster images imported with ?responsive: three widths in AVIF, WebP and JPEG. */
export function responsiveDirectives(url: URL): URLSearchParams {
  if (!url.searchParams.has("responsive")) return new URLSearchParams();
  return new URLSearchParams({
    w: "480;800;1200",
    format: "avif;webp;jpg",
    as: "asset",
  });
}
