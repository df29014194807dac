import { useEffect, useState } from "react";

/** Far enough past an edge of any screen to count as "beyond it". */
const FAR = 1_000_000;

export type StickyBuyBarProps = {
  /** Id of the main BUY NOW link the bar stands in for. */
  targetId: string;
  /** Astro slot: the price and BUY NOW, static HTML. */
  children?: React.ReactNode;
};

/**
 * On phones, a slim bar with the price and BUY NOW once the main button has
 * scrolled up out of view (the island src/islands/sticky-buy-bar-island.tsx). It steps aside once the
 * footer is in view, so it never covers the footer's content. Without
 * JavaScript it stays hidden; the main BUY NOW is a plain link.
 */
export function StickyBuyBar({ targetId, children }: StickyBuyBarProps) {
  const [targetAbove, setTargetAbove] = useState(false);
  const [footerVisible, setFooterVisible] = useState(false);

  useEffect(() => {
    const button = document.getElementById(targetId);
    const footer = document.querySelector("footer");
    if (!button || typeof IntersectionObserver === "undefined") return;
    // Each root is stretched far past one edge of the viewport, so that a jump
    // straight across it (a link to #reviews, the End key) still counts.
    const buttonObserver = new IntersectionObserver(
      ([entry]) => {
        if (entry) setTargetAbove(!entry.isIntersecting);
      },
      { rootMargin: `0px 0px ${FAR}px 0px` },
    );
    const footerObserver = new IntersectionObserver(
      ([entry]) => {
        if (entry) setFooterVisible(entry.isIntersecting);
      },
      { rootMargin: `${FAR}px 0px 0px 0px` },
    );
    buttonObserver.observe(button);
    if (footer) footerObserver.observe(footer);
    return () => {
      buttonObserver.disconnect();
      footerObserver.disconnect();
    };
  }, [targetId]);

  const shown = targetAbove && !footerVisible;
  return (
    <div
      hidden={!shown}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-canvas/95 px-4 py-2.5 shadow-bar backdrop-blur md:hidden"
    >
      <div className="flex items-center justify-between gap-4">{children}</div>
    </div>
  );
}
