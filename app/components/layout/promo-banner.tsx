import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import type { PromoBanner as PromoBannerContent } from "~/content/types";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion";

const controlClass =
  "inline-flex size-8 shrink-0 items-center justify-center rounded-full text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-white";

/**
 * Rotating promotions, built on the WAI-ARIA carousel pattern: a pause/play
 * button, rotation that stops while the banner is hovered or focused (WCAG
 * 2.2.2), none under reduced motion, and a live region that speaks only when
 * the visitor changes the message.
 */
export function PromoBanner({
  label,
  messages,
  intervalMs,
}: PromoBannerContent) {
  const [index, setIndex] = useState(0);
  // null until the visitor presses pause/play: then reduced motion decides.
  const [playing, setPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const autoplay = playing ?? !reducedMotion;
  const rotating = autoplay && !hovered && !focused;
  const count = messages.length;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(
      () => setIndex((i) => (i + 1) % count),
      intervalMs,
    );
    return () => clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="bg-brand-strong text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget))
          setFocused(false);
      }}
    >
      <div className="container-page flex h-10 items-center gap-1">
        <button
          type="button"
          className={controlClass}
          onClick={() => setPlaying(!autoplay)}
          aria-label={
            autoplay
              ? "Stop automatic slide show"
              : "Start automatic slide show"
          }
        >
          {autoplay ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
        </button>
        <button
          type="button"
          className={controlClass}
          onClick={() => step(-1)}
          aria-label="Previous message"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </button>
        <div
          className="min-w-0 flex-1 text-center"
          aria-live={rotating ? "off" : "polite"}
          aria-atomic="true"
        >
          <p
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            role="group"
            className="truncate text-xs font-semibold tracking-wide sm:text-sm"
          >
            {messages[index]}
          </p>
        </div>
        <button
          type="button"
          className={controlClass}
          onClick={() => step(1)}
          aria-label="Next message"
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
