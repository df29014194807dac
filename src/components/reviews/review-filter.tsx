import type { ReviewsCopy } from "@/lib/content";
import { formatNumber } from "@/lib/numbers";
import { plural } from "@/lib/plural";
import { FILTER_ALL, FILTER_NAME } from "./reviews-ids";

/** "All" first, then the highest rating down. */
const OPTIONS: readonly (number | null)[] = [null, 5, 4, 3, 2, 1];

/** The radios' value: "all" or the number of stars. */
const filterValue = (rating: number | null) =>
  rating === null ? FILTER_ALL : String(rating);

/**
 * All, 5, 4, 3, 2 or 1 stars, as a group of native radios shown as chips,
 * "All" checked. The section's element shows the reviews of the checked one
 * (reviews-section-element.ts), a choice made before it ran included.
 */
export function ReviewFilter({
  copy,
  locale,
}: {
  copy: Pick<ReviewsCopy, "filterLabel" | "allLabel" | "starLabel">;
  /** The page's language, which writes the numbers of stars. */
  locale: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{copy.filterLabel}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {OPTIONS.map((option) => (
          <label key={filterValue(option)} className="cursor-pointer">
            <input
              type="radio"
              name={FILTER_NAME}
              value={filterValue(option)}
              className="peer sr-only"
              defaultChecked={option === null}
            />
            <span className="filter-chip">
              {option === null ? (
                copy.allLabel
              ) : (
                <>
                  <span aria-hidden="true">{`${formatNumber(option, locale)} ★`}</span>
                  <span className="sr-only">
                    {plural(copy.starLabel, option, locale)}
                  </span>
                </>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
