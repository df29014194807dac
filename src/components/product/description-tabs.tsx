import { useId } from "react";
import { cn } from "@/components/ui/cn";
import { StepButton } from "@/components/ui/step-button";
import type { DescriptionTab } from "@/lib/content";

/**
 * Panel i's content is the Astro slot `panel{i}` (static HTML, rendered with
 * <TabPanelContent>).
 */
type PanelSlots = { [slot: `panel${number}`]: React.ReactNode };

export type DescriptionTabsProps = PanelSlots & {
  tabs: readonly Pick<DescriptionTab, "id" | "label">[];
  /** The tab list's accessible name, e.g. "Product details". */
  label: string;
  previousLabel: string;
  nextLabel: string;
};

const arrowClass =
  "grid size-10 shrink-0 place-items-center rounded-full border border-line-strong bg-canvas text-ink hover:bg-surface";

/**
 * The description, shipping, returns and guarantee tabs: the WAI-ARIA tabs
 * pattern's markup, the first tab selected. Static, the root a `<store-tabs>`
 * that selects (description-tabs-element.ts), from its first tap on. Every
 * panel is in the HTML:
 * without JavaScript all of them show and the tab row is hidden; with it,
 * CSS shows only the panel marked `data-active`.
 */
export function DescriptionTabs({
  tabs,
  label,
  previousLabel,
  nextLabel,
  ...panels
}: DescriptionTabsProps) {
  const baseId = useId();
  return (
    <store-tabs className="block">
      <section aria-label={label} className="rounded-card border border-line">
        <div className="flex items-center gap-2 border-b border-line p-2 nojs:hidden">
          <StepButton
            className={arrowClass}
            aria-label={previousLabel}
            value="-1"
            iconClassName="size-5"
          />
          <div
            role="tablist"
            aria-label={label}
            className="flex min-w-0 flex-1 gap-1 scroller-x"
          >
            {tabs.map((tab, index) => (
              <button
                key={tab.id}
                type="button"
                role="tab"
                id={`${baseId}-tab-${tab.id}`}
                aria-selected={index === 0}
                aria-controls={`${baseId}-panel-${tab.id}`}
                tabIndex={index === 0 ? 0 : -1}
                className="tab"
              >
                {tab.label}
              </button>
            ))}
          </div>
          <StepButton
            className={arrowClass}
            aria-label={nextLabel}
            value="1"
            iconClassName="size-5"
          />
        </div>
        {tabs.map((tab, index) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-panel-${tab.id}`}
            aria-labelledby={`${baseId}-tab-${tab.id}`}
            data-active={index === 0 ? "" : undefined}
            tabIndex={0}
            className={cn(
              "p-5 md:p-8 js:not-data-active:hidden",
              index > 0 && "nojs:border-t nojs:border-line",
            )}
          >
            {panels[`panel${index}`]}
          </div>
        ))}
      </section>
    </store-tabs>
  );
}

/** A panel's heading and text: static HTML, the content of its panel slot. */
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
      <div className="mt-4 max-w-prose space-y-4 text-base/relaxed text-ink-muted">
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
