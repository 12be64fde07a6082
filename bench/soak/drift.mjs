// How much an action's p99 drifted over a soak: the trend of its per-interval p99s, not the
// ratio of two of them. On two shared cores one interval's p99 is set by its few slowest answers
// (a third of a 15-minute run held 400–1,600 answers, its p99 the 4–16 slowest), and measured
// p99s swung 92–330 ms from minute to minute with no trend, so comparing the first third's
// p99 with the last third's failed runs on noise. The Theil–Sen line (the median of the slopes
// between every pair of intervals, then the median intercept) follows a steady rise and ignores
// up to about three intervals in ten that are far off, in either direction.

/** Intervals with fewer answers than this say too little about their p99 to enter the line. */
export const MIN_ANSWERS_PER_INTERVAL = 20;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The drift of `points` (`{ at: minutes, p99: ms, count: answers }`, one per interval): the
 * fitted p99 at the first and the last interval and their ratio less one, or null when fewer
 * than three intervals have enough answers.
 */
export function p99Trend(points) {
  const used = points.filter(
    (point) => point.count >= MIN_ANSWERS_PER_INTERVAL && Number.isFinite(point.p99),
  );
  if (used.length < 3) return null;
  const slopes = [];
  for (let i = 0; i < used.length; i++)
    for (let j = i + 1; j < used.length; j++)
      if (used[j].at !== used[i].at) slopes.push((used[j].p99 - used[i].p99) / (used[j].at - used[i].at));
  const slope = median(slopes);
  const intercept = median(used.map((point) => point.p99 - slope * point.at));
  const start = intercept + slope * used[0].at;
  const end = intercept + slope * used.at(-1).at;
  return { start, end, drift: end / start - 1, intervals: used.length };
}
