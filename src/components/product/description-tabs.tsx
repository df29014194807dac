import { useId, useRef, useState } from "react";
import { cn } from "@/components/ui/cn";
import { IslandBoundary } from "@/components/ui/island-boundary";
import type { DescriptionTab } from "@/lib/content";
import { useClientValue } from "./use-client-value";

/**
 * Panel i's content is the Astro slot `panel{i}` (static HTML, rendered with
 * <TabPanelContent>), so the island's props carry no text it never changes.
 */
type PanelSlots = { [slot: `panel${number}`]: React.ReactNode };

export type DescriptionTabsProps = PanelSlots & {
  tabs: readonly Pick<DescriptionTab, "id" | "label">[];
  /** The tab list's accessible name, e.g. "Product details". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** "Unexpected Application Error!", shown if the island throws. */
  errorHeading: string;
};

const arrowClass =
  "grid size-10 shrink-0 place-items-center rounded-full border border-line-strong bg-canvas text-ink hover:bg-surface";

const alwaysTrue = () => true;

/**
 * The WAI-ARIA tabs pattern (automatic activation): arrow keys move between
 * tabs with a roving tabindex, Home and End jump to the ends, and the
 * previous/next buttons cycle with wrap-around. Every panel is in the HTML:
 * without JavaScript all of them show and the tab row is hidden; with it,
 * CSS hides the inactive ones from first paint, before the island wakes.
 */
function Tabs({
  tabs,
  label,
  previousLabel,
  nextLabel,
  ...panels
}: Omit<DescriptionTabsProps, "errorHeading">) {
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  // The `hidden` attribute only once the island is awake: the pre-rendered
  // HTML must leave every panel readable without JavaScript.
  const awake = useClientValue(alwaysTrue, false);
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

  return (
    <section aria-label={label} className="rounded-card border border-line">
      <div className="flex items-center gap-2 border-b border-line p-2 nojs:hidden">
        <button
          type="button"
          className={arrowClass}
          aria-label={previousLabel}
          onClick={() => select(active - 1, false)}
        >
          <span
            aria-hidden="true"
            className="icon-[lucide--chevron-left] size-5"
          />
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
          <span
            aria-hidden="true"
            className="icon-[lucide--chevron-right] size-5"
          />
        </button>
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={awake ? index !== active : undefined}
          tabIndex={0}
          className={cn(
            "p-5 md:p-8",
            index !== active && "js:hidden",
            index > 0 && "nojs:border-t nojs:border-line",
          )}
        >
          {panels[`panel${index}`]}
        </div>
      ))}
    </section>
  );
}

/** Island (client:intent, on: "visible"): the description, shipping, returns and guarantee tabs. */
export function DescriptionTabs({
  errorHeading,
  ...props
}: DescriptionTabsProps) {
  return (
    <IslandBoundary heading={errorHeading}>
      <Tabs {...props} />
    </IslandBoundary>
  );
}

/** A panel's heading and text: static, passed to the island as its slot. */
export function TabPanelContent({
  tab,
}: {
  tab: Pick<DescriptionTab, "heading" | "paragraphs" | "points">;
}) {
  return (
    <>
      <h2 className="text-xl font-semibold tracking-tight md:text-2xl">
        {tab.heading}
      </h2>
      <div className="mt-4 max-w-prose space-y-4 leading-relaxed text-ink-muted">
        {tab.paragraphs.map((paragraph: string) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {tab.points ? (
          <ul className="list-disc space-y-1.5 pl-5 marker:text-brand">
            {tab.points.map((point: string) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}
