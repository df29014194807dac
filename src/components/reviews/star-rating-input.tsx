import type { PluralForms } from "@/lib/plural";
import { plural } from "@/lib/plural";
import { STAR_RATINGS, type StarRating } from "@/lib/review-draft";

/**
 * Five stars to click, as a native radio group: the WAI-ARIA radio-group
 * pattern (Tab into the group, arrow keys move and choose) comes for free,
 * and the stars up to the chosen one fill in CSS.
 */
export function StarRatingInput({
  legend,
  starLabel,
  locale,
  value,
  onChange,
}: {
  legend: string;
  starLabel: PluralForms;
  /** The page's language, which writes the numbers of stars. */
  locale: string;
  value: StarRating | null;
  onChange: (value: StarRating) => void;
}) {
  return (
    <fieldset>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-1.5 flex gap-1">
        {STAR_RATINGS.map((stars) => (
          <label key={stars} className="star-choice">
            <input
              type="radio"
              name="rating"
              value={stars}
              required
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-label={plural(starLabel, stars, locale)}
              className="sr-only"
            />
            {/* Filled up to the checked star by CSS, so a tap shows at
                once, before the island wakes. */}
            <span className="star-choice-icon" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
