const STAR_PATH =
  "M12 2.5l2.9 6.06 6.6.77-4.88 4.53 1.3 6.54L12 17.1l-5.92 3.3 1.3-6.54L2.5 9.33l6.6-.77z";

/** Five stars filled to the rating, read out as "Rated N out of 5". */
export function Stars({
  rating,
  label = `Rated ${rating} out of 5`,
  className = "size-4",
}: {
  rating: number;
  label?: string;
  className?: string;
}) {
  return (
    <span
      role="img"
      aria-label={label}
      className="inline-flex shrink-0 items-center gap-0.5"
    >
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, rating - index));
        return (
          <svg
            key={index}
            viewBox="0 0 24 24"
            aria-hidden="true"
            className={className}
          >
            <path d={STAR_PATH} className="fill-line" />
            {fill > 0 ? (
              // A nested <svg> clips to its width; the CSP allows no inline
              // styles, so no clip-path style.
              <svg width={24 * fill} height="24">
                <path d={STAR_PATH} className="fill-star" />
              </svg>
            ) : null}
          </svg>
        );
      })}
    </span>
  );
}
