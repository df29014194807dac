import type { ReviewsCopy } from "@/lib/content";
import { plural } from "@/lib/plural";

/** "All" first, then the highest rating down. */
const OPTIONS: readonly (number | null)[] = [null, 5, 4, 3, 2, 1];

/** The radios' value: "all" or the number of stars. */
export const filterValue = (rating: number | null) =>
  rating === null ? "all" : String(rating);

/**
 * All, 5, 4, 3, 2 or 1 stars, as a group of native radios shown as chips. A
 * radio chosen before the island wakes stays checked; the section reads it.
 */
export function ReviewFilter({
  copy,
  value,
  onChange,
  ref,
}: {
  copy: Pick<ReviewsCopy, "filterLabel" | "allLabel" | "starLabel">;
  value: number | null;
  onChange: (value: number | null) => void;
  ref?: React.Ref<HTMLFieldSetElement>;
}) {
  return (
    <fieldset ref={ref}>
      <legend className="text-sm font-medium">{copy.filterLabel}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {OPTIONS.map((option) => (
          <label key={filterValue(option)} className="cursor-pointer">
            <input
              type="radio"
              name="review-filter"
              value={filterValue(option)}
              className="peer sr-only"
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span className="block rounded-full border border-line-strong px-4 py-2 text-sm font-medium peer-checked:border-brand peer-checked:bg-brand peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand hover:bg-surface peer-checked:hover:bg-brand-strong">
              {option === null ? (
                copy.allLabel
              ) : (
                <>
                  <span aria-hidden="true">{`${option} ★`}</span>
                  <span className="sr-only">
                    {plural(copy.starLabel, option)}
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
