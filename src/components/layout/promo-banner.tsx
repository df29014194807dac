import type { Chrome } from "@/lib/content";
import { position } from "@/lib/numbers";
import { fill } from "@/lib/template";
import { StepButton } from "@/components/ui/step-button";

export type PromoBannerProps = Chrome["banner"] & {
  /** The page's language, which writes the slides' numbers. */
  locale: string;
};

const controlClass =
  "inline-flex size-8 shrink-0 items-center justify-center rounded-full text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-white";

/** The banner's "Previous message" (-1) and "Next message" (1). */
const BannerStep = ({ value, label }: { value: "-1" | "1"; label: string }) => (
  <StepButton
    className={controlClass}
    value={value}
    aria-label={label}
    iconClassName="size-4"
  />
);

/**
 * Rotating promotions, built on the WAI-ARIA carousel pattern: every message
 * is in the HTML, the first one shown, with a pause/play button and
 * previous/next buttons. Static markup, the root a `<promo-banner>` that
 * turns the messages (promo-banner-element.ts), from its first tap on.
 */
export function PromoBanner({
  label,
  messages,
  intervalMs,
  pauseLabel,
  playLabel,
  previousLabel,
  nextLabel,
  slideLabel,
  locale,
}: PromoBannerProps) {
  return (
    <promo-banner className="block" data-interval={intervalMs}>
      <section
        aria-roledescription="carousel"
        aria-label={label}
        className="bg-brand-strong text-white"
      >
        <div className="container-page flex h-10 items-center gap-1">
          <button
            type="button"
            className={`group ${controlClass}`}
            data-play=""
            data-playing="true"
            data-pause-label={pauseLabel}
            data-play-label={playLabel}
            aria-label={pauseLabel}
          >
            <span
              aria-hidden="true"
              className="icon-[lucide--pause] size-4 group-data-[playing=false]:hidden"
            />
            <span
              aria-hidden="true"
              className="icon-[lucide--play] size-4 group-data-[playing=true]:hidden"
            />
          </button>
          <BannerStep value="-1" label={previousLabel} />
          <div
            className="grid min-w-0 flex-1 text-center"
            aria-live="off"
            aria-atomic="true"
          >
            {/* One element per message in one grid cell, shown in turn: text
              replaced in place would count as a layout shift, as it is
              centred. */}
            {messages.map((message, n) => (
              <p
                key={message}
                hidden={n !== 0}
                aria-roledescription="slide"
                aria-label={fill(
                  slideLabel,
                  position(n, messages.length, locale),
                )}
                role="group"
                className="col-start-1 row-start-1 truncate text-xs font-semibold tracking-wide sm:text-sm"
              >
                {message}
              </p>
            ))}
          </div>
          <BannerStep value="1" label={nextLabel} />
        </div>
      </section>
    </promo-banner>
  );
}
