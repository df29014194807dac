import type { ImageAsset } from "@/lib/image-asset";

/**
 * An image from content: a <picture> whose AVIF source the browser picks from
 * by `sizes`, around the one fallback file (a large photo), or a plain <img>
 * (a small photo, SVG art). Width and height are always set, so the page
 * never shifts while it loads.
 */
export function Picture({
  image,
  sizes,
  alt = image.alt,
  className,
  ...props
}: {
  image: ImageAsset;
  /** Which width the image is shown at, for picking from the srcset. */
  sizes?: string;
  alt?: string;
} & Omit<
  React.ComponentProps<"img">,
  "src" | "srcSet" | "width" | "height" | "alt"
>) {
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      decoding="async"
      className={className}
      {...props}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  );
}
