/**
 * How many gallery images and colours a product page can show. The
 * stylesheet shows the checked image and colour name with one rule per
 * position (src/styles/gallery.ts writes them from these numbers), and the
 * product schema refuses more than these, so an image or colour past them
 * fails the build rather than never showing. No zod here: the stylesheet's
 * plugin reads it too.
 */
export const GALLERY_LIMITS = {
  /** Images in `gallery`. */
  images: 12,
  /** Entries in `colours`. */
  colours: 8,
} as const;
