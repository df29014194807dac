import { cn } from "@/components/ui/cn";

/** Five 24-unit stars with 3-unit gaps: the row's width in those units. */
const WIDTH = 4 * 27 + 24;
const STEP = 27;

/**
 * Five stars filled to the rating, read out as "Rated N out of 5". The
 * stylesheet's five-star mask (`stars-row`) over the empty row's colour, and
 * one bar for the filled part: the star shape is drawn once for the whole
 * page, and the filled width is an SVG attribute, as the CSP allows no
 * inline style.
 */
export function Stars({
  rating,
  label = `Rated ${rating} out of 5`,
  className = "h-4",
}: {
  rating: number;
  label?: string;
  /** The height; the width follows. */
  className?: string;
}) {
  const clamped = Math.max(0, Math.min(5, rating));
  const whole = Math.floor(clamped);
  const filled = Math.round((whole * STEP + (clamped - whole) * 24) * 10) / 10;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} 24`}
      className={cn("stars-row", className)}
    >
      <rect width={Math.min(filled, WIDTH)} height="24" className="fill-star" />
    </svg>
  );
}
