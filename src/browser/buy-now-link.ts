/**
 * Which links are BUY NOW. This module imports nothing, so the inline click
 * log (click-log.ts) can bundle it without the store's other code.
 */

/** The attribute naming a BUY NOW link's placement: "main" or "sticky". */
export const PLACEMENT = "data-partner-link";

/** BUY NOW links, the main button and the sticky bar's: a[PLACEMENT], written out for the head script's bytes. */
export const BUY_NOW_LINKS = "a[data-partner-link]";

/**
 * The BUY NOW link a click or middle-click lands on, if any. A right-click
 * opens a menu, not the offer, and counts as nothing.
 */
export function buyNowLink(event: MouseEvent): Element | undefined {
  if (event.button > 1) return undefined;
  const target = event.target;
  if (!(target instanceof Element)) return undefined;
  return target.closest(BUY_NOW_LINKS) ?? undefined;
}
