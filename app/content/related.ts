import carryOn from "./images/related-carry-on.svg";
import duffel from "./images/related-duffel.svg";
import cubes from "./images/related-packing-cubes.svg";
import sling from "./images/related-sling.svg";
import type { RelatedProduct } from "./types";

const square = { width: 1200, height: 1200 } as const;

export const relatedHeading = "You will also like";

export const relatedProducts = [
  {
    id: 1,
    name: "Compression Packing Cubes, Set of 6",
    image: {
      src: cubes,
      alt: "Three blue compression packing cubes stacked",
      ...square,
    },
    rating: 4.8,
    reviewsCount: 212,
    price: 44.0,
    originalPrice: null,
    savings: null,
    colorsAvailable: "4 colours available",
  },
  {
    id: 2,
    name: "Hard-Shell Carry-On Spinner",
    image: {
      src: carryOn,
      alt: "A black hard-shell carry-on suitcase",
      ...square,
    },
    rating: 4.7,
    reviewsCount: 186,
    price: 157.0,
    originalPrice: null,
    savings: null,
    colorsAvailable: "3 colours available",
  },
  {
    id: 3,
    name: "Anti-Theft Sling Bag",
    image: {
      src: sling,
      alt: "A grey sling bag with a cross-body strap",
      ...square,
    },
    rating: 4.9,
    reviewsCount: 97,
    price: 49.0,
    originalPrice: 80.0,
    savings: 31.0,
    colorsAvailable: "2 colours available",
  },
  {
    id: 4,
    name: "Weekender Duffel, 45L",
    image: { src: duffel, alt: "An army green duffel bag", ...square },
    rating: 4.8,
    reviewsCount: 143,
    price: 113.0,
    originalPrice: null,
    savings: null,
    colorsAvailable: "3 colours available",
  },
] satisfies RelatedProduct[];
