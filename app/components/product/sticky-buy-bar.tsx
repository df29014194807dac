import { useEffect, useState } from "react";

const FAR = 1_000_000;

/**
 * On phones, a slim bar with the price and BUY NOW once the main button has
 * scrolled up out of view; it steps aside once the footer is in view, so it never
 * covers the footer's content.
 */
export function StickyBuyBar({
  target,
  children,
}: {
  /** The main BUY NOW button. */
  target: React.RefObject<HTMLElement | null>;
  children: React.ReactNode;
}) {
  const [targetAbove, setTargetAbove] = useState(false);
  const [footerVisible, setFooterVisible] = useState(false);

  useEffect(() => {
    const button = target.current;
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
  }, [target]);

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
