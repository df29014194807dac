import { cn } from "@/components/ui/cn";
import { STAR_SIZE, STAR_STEP, STARS_WIDTH } from "@/styles/star-shape";

/**
 * Five stars filled to the rating, read out as `label` (copy's
 * `ratedLabel`, "Rated 4.9 out of 5", in the page's language). The
 * stylesheet's five-star shape (`stars-row`) over the empty row's colour, and
 * one bar for the filled part: the star shape is drawn once for the whole
 * page, and the filled width is an SVG attribute, as the CSP allows no
 * inline style.
 */
export function Stars({
  rating,
  label,
  className = "h-4",
}: {
  rating: number;
  label: string;
  /** The height; the width follows. */
  className?: string;
}) {
  const clamped = Math.max(0, Math.min(5, rating));
  const whole = Math.floor(clamped);
  const filled =
    Math.round((whole * STAR_STEP + (clamped - whole) * STAR_SIZE) * 10) / 10;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${STARS_WIDTH} ${STAR_SIZE}`}
      className={cn("stars-row", className)}
    >
      <rect
        width={Math.min(filled, STARS_WIDTH)}
        height={STAR_SIZE}
        className="fill-star"
      />
    </svg>
  );
}
