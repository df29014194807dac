import { buyNowProps, type BuyNowProps } from "@/lib/measurement";
import { rootData } from "@/lib/root-data";
import { PLACEMENT } from "./buy-now-link";

/**
 * What a click on a BUY NOW link counts as: which button, the colour chosen
 * in the gallery, the currency prices show in, the visit's campaign, and
 * the split-test variant the page is, if any.
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
    placement: link.getAttribute(PLACEMENT) === "sticky" ? "sticky" : "main",
    colour: colour ?? "none",
    currency: rootData(doc).currency ?? fallbackCurrency,
    search: doc.location?.search ?? "",
    variant: rootData(doc).variant,
  });
}
