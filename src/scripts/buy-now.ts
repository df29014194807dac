import { buyNowProps, type BuyNowProps } from "@/lib/measurement";

/** BUY NOW links, named by placement: data-partner-link="main" or "sticky". */
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

/**
 * What a click on a BUY NOW link counts as: which button, the colour chosen
 * in the gallery, the currency prices show in, and the visit's campaign.
 */
export function clickProps(
  link: Element,
  doc: Document,
  fallbackCurrency: string,
): BuyNowProps {
  const colour = doc.querySelector<HTMLInputElement>(
    'input[name="colour"]:checked',
  )?.value;
  return buyNowProps({
    placement:
      link.getAttribute("data-partner-link") === "sticky" ? "sticky" : "main",
    colour: colour ?? "none",
    currency: doc.documentElement.dataset.currency ?? fallbackCurrency,
    search: doc.location?.search ?? "",
  });
}
