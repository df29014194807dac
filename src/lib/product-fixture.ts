/** A product as the page hands it to the feeds and the structured data, for their tests. */
import type { FeedProduct } from "./product-feed";
import type { ProductForJsonLd } from "./structured-data";

export const PRODUCT: FeedProduct & ProductForJsonLd = {
  title: "Travel Backpack",
  description: "Expands from 36L to 60L.",
  colours: [
    { name: "Black", value: "black", swatch: "#111111", image: 0 },
    { name: "Army Green", value: "army-green", swatch: "#556b2f", image: 1 },
  ],
  gallery: [
    { src: { src: "/_astro/black.abc.jpg" } },
    { src: { src: "/_astro/green.def.jpg" } },
    { src: { src: "/_astro/inside.ghi.jpg" } },
  ],
  price: 14.95,
  originalPrice: 70,
  rating: 4.9,
  reviewCount: 439,
  availability: "in_stock",
  condition: "new",
};
