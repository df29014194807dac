/**
 * The rating star, for the stylesheet's star shapes (icons.ts) and for
 * <Stars>, which fills the row to a rating: one star in a 24-unit square,
 * five in a row 27 units apart.
 */
export const STAR_PATH =
  "M12 2.5l2.9 6.06 6.6.77-4.88 4.53 1.3 6.54L12 17.1l-5.92 3.3 1.3-6.54L2.5 9.33l6.6-.77z";
export const STAR_SIZE = 24;
export const STAR_STEP = 27;
/** The five-star row's width, in the same units. */
export const STARS_WIDTH = 4 * STAR_STEP + STAR_SIZE;
