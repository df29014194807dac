import { StickyBuyBar } from "@/components/product/sticky-buy-bar";
import { island } from "./island";

/**
 * The product page's sticky buy bar island (client:intent, on the first
 * scroll), with the price and BUY NOW as its static slot.
 */
export const StickyBuyBarIsland = island(StickyBuyBar);
