export type StickyBuyBarProps = {
  /** Id of the main BUY NOW link the bar stands in for. */
  targetId: string;
  /** The price and BUY NOW. */
  children?: React.ReactNode;
};

/**
 * On phones, a slim bar with the price and BUY NOW, static markup. The page
 * script shows it once the main button has scrolled up out of view and
 * hides it again while the footer is in view (src/browser/sticky-bar.ts,
 * which finds it by `data-sticky-bar`). Without JavaScript it stays hidden;
 * the main BUY NOW is a plain link.
 */
export function StickyBuyBar({ targetId, children }: StickyBuyBarProps) {
  return (
    <div
      hidden
      data-sticky-bar={targetId}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-canvas/95 px-4 py-2.5 shadow-bar backdrop-blur md:hidden"
    >
      <div className="flex items-center justify-between gap-4">{children}</div>
    </div>
  );
}
