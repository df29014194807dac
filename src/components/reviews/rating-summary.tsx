import { Stars } from "@/components/ui/stars";
import type { RatingSummary as Summary, ReviewsCopy } from "@/lib/content";
import { formatNumber, formatPercent } from "@/lib/numbers";
import { plural } from "@/lib/plural";
import { fill } from "@/lib/template";

/** Average, total and the fixed per-star figures with their bars. */
export function RatingSummary({
  summary,
  copy,
  locale,
}: {
  summary: Summary;
  copy: Pick<
    ReviewsCopy,
    "basedOn" | "starLabel" | "countLabel" | "ratedLabel"
  >;
  /** The page's language, which writes the figures (4,9 in German). */
  locale: string;
}) {
  const average = formatNumber(summary.average, locale);
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:gap-10">
      <div className="text-center sm:text-left">
        <p className="text-5xl font-bold tracking-tight">{average}</p>
        <div className="mt-2 flex justify-center sm:justify-start">
          <Stars
            rating={summary.average}
            label={fill(copy.ratedLabel, { rating: average })}
            className="h-5"
          />
        </div>
        <p className="mt-2 text-sm text-ink-muted">
          {plural(copy.basedOn, summary.total, locale)}
        </p>
      </div>
      <ul className="grid flex-1 gap-2">
        {summary.breakdown.map(({ stars, count, percent }) => (
          <li
            key={stars}
            className="grid grid-cols-[4.5rem_1fr_3rem] items-center gap-3 text-sm"
          >
            <span>{plural(copy.starLabel, stars, locale)}</span>
            <span
              aria-hidden="true"
              className="h-2.5 overflow-hidden rounded-full bg-line"
            >
              {/* SVG attributes, not a style: the CSP allows no inline styles. */}
              <svg className="block size-full">
                <rect
                  width={`${percent}%`}
                  height="100%"
                  rx="5"
                  className="fill-star"
                />
              </svg>
            </span>
            <span className="text-right text-ink-muted tabular-nums">
              <span aria-hidden="true">{formatNumber(count, locale)}</span>
              <span className="sr-only">
                {plural(copy.countLabel, count, locale, {
                  percent: formatPercent(percent, locale),
                })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
