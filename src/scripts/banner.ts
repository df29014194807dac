const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Turns a promo banner's messages every `data-interval` ms while its island
 * sleeps (`data-rotator="page"`): the same rotation the island runs once
 * awake (src/components/layout/promo-banner.tsx), which adopts the message
 * shown then. Like the island, it rests while the banner is hovered or
 * focused and under reduced motion. Returns a function that stops it.
 */
export function turnBanner(root: HTMLElement): () => void {
  const interval = Number(root.dataset.interval);
  if (!Number.isFinite(interval) || interval <= 0) return () => {};
  const motion = window.matchMedia(REDUCED_MOTION);
  const timer = window.setInterval(() => {
    if (root.dataset.rotator !== "page") {
      window.clearInterval(timer);
      return;
    }
    if (motion.matches || root.matches(":hover, :focus-within")) return;
    const slides = [...root.querySelectorAll<HTMLElement>("[data-slide]")];
    const shown = slides.findIndex((slide) => !slide.hidden);
    const next = slides[(shown + 1) % slides.length];
    if (!next) return;
    for (const slide of slides) slide.hidden = slide !== next;
  }, interval);
  return () => window.clearInterval(timer);
}
