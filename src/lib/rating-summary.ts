/**
 * A rating summary computed from ratings: the average to one decimal, the
 * count per star (5 first), and percentages that add up to exactly 100
 * (largest remainder: each row takes its rounded-down share, and the rows
 * that lost most to rounding take the points left over).
 */
export function summarise(ratings: readonly number[]) {
  const total = ratings.length;
  const counts = [5, 4, 3, 2, 1].map(
    (stars) => ratings.filter((rating) => rating === stars).length,
  );
  const exact = counts.map((count) =>
    total === 0 ? 0 : (count * 100) / total,
  );
  const percents = exact.map(Math.floor);
  const left = total === 0 ? 0 : 100 - percents.reduce((sum, p) => sum + p, 0);
  exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
    .slice(0, left)
    .forEach(({ index }) => (percents[index] = (percents[index] ?? 0) + 1));
  const sum = ratings.reduce((all, rating) => all + rating, 0);
  return {
    average: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
    total,
    breakdown: counts.map((count, index) => ({
      stars: 5 - index,
      count,
      percent: percents[index] ?? 0,
    })),
  };
}

/** rating-summary.yaml's entry, as its schema gives it. */
type SummaryEntry = {
  source: "fixed" | "reviews";
  average?: number;
  total?: number;
  breakdown?: { stars: number; count: number; percent: number }[];
};

/**
 * The rating figures the store shows: the entry's own, or computed from the
 * reviews' `ratings` when it says `source: reviews`.
 *
 * @throws when a fixed entry lacks a figure.
 */
export function ratingFigures(
  summary: SummaryEntry,
  ratings: readonly number[],
): ReturnType<typeof summarise> {
  if (summary.source === "reviews") return summarise(ratings);
  const { average, total, breakdown } = summary;
  if (average === undefined || total === undefined || breakdown === undefined)
    throw new Error(
      "rating-summary.yaml: average, total and breakdown are required with source: fixed",
    );
  return { average, total, breakdown };
}
