import { useId } from "react";
import { cn } from "@/components/ui/cn";

const STAR_PATH =
  "M12 2.5l2.9 6.06 6.6.77-4.88 4.53 1.3 6.54L12 17.1l-5.92 3.3 1.3-6.54L2.5 9.33l6.6-.77z";
/** A 24-unit star and a 3-unit gap. */
const STEP = 27;
const WIDTH = 4 * STEP + 24;
const POSITIONS = [0, 1, 2, 3, 4].map((index) => index * STEP);

/**
 * Five stars filled to the rating, read out as "Rated N out of 5". One small
 * SVG: the star is drawn once and reused, and the filled row is clipped to
 * the rating (SVG attributes, as the CSP allows no inline styles).
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
  const id = useId();
  const clamped = Math.max(0, Math.min(5, rating));
  const whole = Math.floor(clamped);
  const filled = whole * STEP + (clamped - whole) * 24;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} 24`}
      className={cn("w-auto shrink-0", className)}
    >
      <defs>
        <path id={`${id}star`} d={STAR_PATH} />
        <clipPath id={`${id}fill`}>
          <rect width={filled} height="24" />
        </clipPath>
      </defs>
      <g className="fill-line">
        {POSITIONS.map((x) => (
          <use key={x} href={`#${id}star`} x={x} />
        ))}
      </g>
      <g className="fill-star" clipPath={`url(#${id}fill)`}>
        {POSITIONS.map((x) => (
          <use key={x} href={`#${id}star`} x={x} />
        ))}
      </g>
    </svg>
  );
}
