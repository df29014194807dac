import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { DescriptionTab } from "~/content/types";

/**
 * The WAI-ARIA tabs pattern (automatic activation): arrow keys move between
 * tabs with a roving tabindex, Home and End jump to the ends, and the
 * previous/next buttons cycle with wrap-around. Every panel is in the HTML.
 */
export function DescriptionTabs({
  tabs,
  label,
  previousLabel,
  nextLabel,
}: {
  tabs: readonly DescriptionTab[];
  label: string;
  previousLabel: string;
  nextLabel: string;
}) {
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const count = tabs.length;

  const select = (index: number, focus: boolean) => {
    const next = (index + count) % count;
    setActive(next);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  const arrowClass =
    "grid size-10 shrink-0 place-items-center rounded-full border border-line-strong bg-canvas text-ink hover:bg-surface";

  return (
    <section aria-label={label} className="rounded-card border border-line">
      <div className="flex items-center gap-2 border-b border-line p-2">
        <button
          type="button"
          className={arrowClass}
          aria-label={previousLabel}
          onClick={() => select(active - 1, false)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div
          role="tablist"
          aria-label={label}
          className="flex min-w-0 flex-1 gap-1 overflow-x-auto"
        >
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={index === active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={index === active ? 0 : -1}
              onClick={() => select(index, false)}
              onKeyDown={onKeyDown}
              className="shrink-0 rounded-control px-3 py-2.5 text-xs font-bold tracking-wider whitespace-nowrap text-ink-muted hover:bg-surface hover:text-ink aria-selected:bg-brand-soft aria-selected:text-brand-strong sm:text-sm"
            >
              {tab.label}
            </button>
          ))}
        </div>
        <button
          type="button"
          className={arrowClass}
          aria-label={nextLabel}
          onClick={() => select(active + 1, false)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== active}
          tabIndex={0}
          className="p-5 md:p-8"
        >
          <h2 className="text-xl font-semibold tracking-tight md:text-2xl">
            {tab.heading}
          </h2>
          <div className="mt-4 max-w-prose space-y-4 leading-relaxed text-ink-muted">
            {tab.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {tab.points ? (
              <ul className="list-disc space-y-1.5 pl-5 marker:text-brand">
                {tab.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      ))}
    </section>
  );
}
