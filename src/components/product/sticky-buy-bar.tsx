export type StickyBuyBarProps = {
  /** Id of the main BUY NOW link the bar stands in for. */
  targetId: string;
  /** The price and BUY NOW. */
  children?: React.ReactNode;
};

/**
 * On phones, a slim bar with the price and BUY NOW, static markup: a
 * `<sticky-bar>` that shows itself once the main button has scrolled up out
 * of view and hides again while the footer is in view
 * (sticky-buy-bar-element.ts). Without JavaScript it stays hidden; the main
 * BUY NOW is a plain link.
 */
export function StickyBuyBar({ targetId, children }: StickyBuyBarProps) {
  return (
    <sticky-bar hidden data-button={targetId} className="sticky-buy-bar">
      <div className="flex items-center justify-between gap-4">{children}</div>
    </sticky-bar>
  );
}
