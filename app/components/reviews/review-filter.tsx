import type { StarRating } from "~/content/types";

const OPTIONS: readonly (StarRating | null)[] = [null, 5, 4, 3, 2, 1];

/** All, 5, 4, 3, 2 or 1 stars, as a group of native radios shown as chips. */
export function ReviewFilter({
  label,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: StarRating | null;
  onChange: (value: StarRating | null) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {OPTIONS.map((option) => (
          <label key={option ?? "all"} className="cursor-pointer">
            <input
              type="radio"
              name="review-filter"
              className="peer sr-only"
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span className="block rounded-full border border-line-strong px-4 py-2 text-sm font-medium peer-checked:border-brand peer-checked:bg-brand peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand hover:bg-surface peer-checked:hover:bg-brand-strong">
              {option === null ? (
                allLabel
              ) : (
                <>
                  {option} <span aria-hidden="true">★</span>
                  <span className="sr-only">
                    {option === 1 ? "star" : "stars"}
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
