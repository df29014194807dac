import type { ProductHeroProps } from "@/components/product/product-hero";
import type { IslandProps } from "@/components/ui/island-boundary";
import { getCopy, getProduct } from "@/lib/content";
import { THUMBNAIL, imageAsset } from "@/lib/image-pipeline";
import { inEachLocaleOf, type Locale } from "@/lib/locales";

/** What the hero island needs besides its slots. */
export type ProductHeroData = IslandProps<
  Omit<ProductHeroProps, "summary" | "purchase">
>;

/**
 * The gallery images through the image pipeline, the colours and the
 * texts of the gallery and colour picker, built at build time from content
 * (product-hero-island.tsx).
 */
export async function productHeroData(
  locale: Locale,
): Promise<ProductHeroData> {
  const [product, copy] = await Promise.all([
    getProduct(locale),
    getCopy(locale),
  ]);
  const text = copy.product;
  return {
    images: await Promise.all(
      product.gallery.map((image) => imageAsset(image.src, image.alt)),
    ),
    thumbnails: await Promise.all(
      product.gallery.map((image) =>
        imageAsset(image.src, image.alt, THUMBNAIL),
      ),
    ),
    colours: product.colours,
    copy: {
      galleryLabel: text.galleryLabel,
      thumbnailLabel: text.thumbnailLabel,
      previousImage: text.previousImage,
      nextImage: text.nextImage,
      openZoom: text.openZoom,
      zoomLabel: text.zoomLabel,
      closeZoom: text.closeZoom,
      colourLabel: text.colourLabel,
    },
    locale,
    errorHeading: copy.error.heading,
  };
}

/** The hero island's data in each language the product page is built in. */
export const productHeroDataByLocale = () =>
  inEachLocaleOf("/", productHeroData);
