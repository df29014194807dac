import { useEffect, useState, useSyncExternalStore } from "react";
import { IslandBoundary } from "@/components/ui/island-boundary";
import type { Chrome } from "@/lib/content";
import { fill } from "@/lib/template";

export type PromoBannerProps = Chrome["banner"] & {
  /** "Unexpected Application Error!", shown if the island throws. */
  errorHeading: string;
};

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToMotion(onChange: () => void) {
  const media = window.matchMedia(REDUCED_MOTION);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/** Whether the visitor asked for less motion; false in the pre-rendered HTML. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

const controlClass =
  "inline-flex size-8 shrink-0 items-center justify-center rounded-full text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-white";

/**
 * Rotating promotions, built on the WAI-ARIA carousel pattern: a pause/play
 * button, rotation that stops while the banner is hovered or focused (WCAG
 * 2.2.2), none under reduced motion, and a live region that speaks only when
 * the visitor changes the message.
 *
 * Every message is in the HTML, the first one shown. The island wakes after
 * `load`, in idle time (src/directives/intent.ts), and turns them from then
 * on; it alone does.
 */
function Carousel({
  label,
  messages,
  intervalMs,
  pauseLabel,
  playLabel,
  previousLabel,
  nextLabel,
  slideLabel,
}: Chrome["banner"]) {
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
          aria-label={autoplay ? pauseLabel : playLabel}
        >
          {autoplay ? (
            <span aria-hidden="true" className="icon-[lucide--pause] size-4" />
          ) : (
            <span aria-hidden="true" className="icon-[lucide--play] size-4" />
          )}
        </button>
        <button
          type="button"
          className={controlClass}
          onClick={() => step(-1)}
          aria-label={previousLabel}
        >
          <span
            aria-hidden="true"
            className="icon-[lucide--chevron-left] size-4"
          />
        </button>
        <div
          className="grid min-w-0 flex-1 text-center"
          aria-live={rotating ? "off" : "polite"}
          aria-atomic="true"
        >
          {/* One element per message in one grid cell, shown in turn: text
              replaced in place would count as a layout shift, as it is
              centred. */}
          {messages.map((message, n) => (
            <p
              key={message}
              hidden={n !== index}
              aria-roledescription="slide"
              aria-label={fill(slideLabel, { n: n + 1, total: count })}
              role="group"
              className="col-start-1 row-start-1 truncate text-xs font-semibold tracking-wide sm:text-sm"
            >
              {message}
            </p>
          ))}
        </div>
        <button
          type="button"
          className={controlClass}
          onClick={() => step(1)}
          aria-label={nextLabel}
        >
          <span
            aria-hidden="true"
            className="icon-[lucide--chevron-right] size-4"
          />
        </button>
      </div>
    </section>
  );
}

/** The promo banner island (client:intent); its pre-rendered HTML shows the first message. */
export function PromoBanner({ errorHeading, ...banner }: PromoBannerProps) {
  return (
    <IslandBoundary heading={errorHeading}>
      <Carousel {...banner} />
    </IslandBoundary>
  );
}
