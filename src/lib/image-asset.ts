/**
 * An image ready for <img>/<picture>: what the build made of a content image.
 * Islands receive it as plain data.
 */
export type ImageAsset = {
  /** The file itself (SVG), or a photo's one fallback for browsers without AVIF and WebP. */
  src: string;
  /** Modern formats (AVIF, WebP) the browser picks from first, for raster photos. */
  sources?: readonly { type: string; srcSet: string }[];
  /** Describes the image; "" only for decorative images. */
  alt: string;
  /** Intrinsic size in pixels, so the page never shifts while it loads. */
  width: number;
  height: number;
};
