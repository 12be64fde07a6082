// How much an action's p99 drifted over a soak: the trend of its per-interval p99s, not the
// ratio of two of them. On two shared cores one interval's p99 is set by its few slowest answers
// (a third of a 15-minute run held 400–1,600 answers, its p99 the 4–16 slowest), and measured
// p99s swung 92–330 ms from minute to minute with no trend, so comparing the first third's
// p99 with the last third's failed runs on noise. The Theil–Sen line (the median of the slopes
// between every pair of intervals, then the median intercept) follows a steady rise and ignores
// up to about three intervals in ten that are far off, in either direction.
//
// Even so, one minute's p99 is close to its slowest answer or two (a minute held 40–140 answers
// of an action), and 30-minute runs on PostgreSQL read +20–36 % on one write and −8 % on the
// next in the same conditions, a different write each run. So the line comes with Sen's
// confidence range for its slope (the rank-based range over the pairwise slopes that goes with
// the Mann–Kendall trend test): a drift counts when it is over the limit *and* its range's lower
// end is above zero, i.e. the rise is there in the data and not in one minute's few answers.

/** Intervals with fewer answers than this say too little about their p99 to enter the line. */
export const MIN_ANSWERS_PER_INTERVAL = 20;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The standard normal distribution's CDF (Abramowitz and Stegun 7.1.26, error under 1.5e-7). */
export function normalCdf(x) {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The z whose upper tail holds `tail` of the standard normal distribution (by bisection). */
export function upperZ(tail) {
  let low = 0;
  let high = 10;
  for (let step = 0; step < 60; step++) {
    const mid = (low + high) / 2;
    if (1 - normalCdf(mid) > tail) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * The chance a run with no drift at all still fails on an action. One action judged alone takes a
 * one-sided 5 % risk (the range is a two-sided 90 % one); the soak judges eight, and at 5 % each
 * a run with nothing rising could fail about a third of the time (1 − 0.95⁸): PostgreSQL runs
 * failed on one or two actions each, different ones each run. So the risk is shared across the actions
 * judged together (Bonferroni: 5 % / k each), which bounds a whole run's risk by 5 % as far as
 * each line's range holds (it takes the minutes as independent; slow moments that span minutes
 * make it an underestimate).
 */
export const FALSE_ALARM = 0.05;

/**
 * Sen's range for the median slope of `sorted` (every pairwise slope of `n` points, ascending):
 * Gilbert (1987) §16.5, without the correction for ties (answers in ms rarely tie), at a
 * one-sided `FALSE_ALARM / family` on each end, `family` being how many lines are judged
 * together. Unbounded when there are too few points to say anything.
 */
export function slopeRange(sorted, n, family = 1) {
  const spread = upperZ(FALSE_ALARM / family) * Math.sqrt((n * (n - 1) * (2 * n + 5)) / 18);
  const low = Math.round((sorted.length - spread) / 2);
  const high = Math.round((sorted.length + spread) / 2);
  return {
    low: low >= 1 ? sorted[low - 1] : Number.NEGATIVE_INFINITY,
    high: high < sorted.length ? sorted[high] : Number.POSITIVE_INFINITY,
  };
}

/**
 * The drift of `points` (`{ at: minutes, p99: ms, count: answers }`, one per interval): the
 * fitted p99 at the first and the last interval and their ratio less one, with the range of
 * that ratio for Sen's range of the slope (`low`, `high`; see slopeRange for `family`); null
 * when fewer than three intervals have enough answers.
 */
export function p99Trend(points, family = 1) {
  const used = points.filter(
    (point) => point.count >= MIN_ANSWERS_PER_INTERVAL && Number.isFinite(point.p99),
  );
  if (used.length < 3) return null;
  const slopes = [];
  for (let i = 0; i < used.length; i++)
    for (let j = i + 1; j < used.length; j++)
      if (used[j].at !== used[i].at) slopes.push((used[j].p99 - used[i].p99) / (used[j].at - used[i].at));
  slopes.sort((a, b) => a - b);
  const slope = median(slopes);
  const intercept = median(used.map((point) => point.p99 - slope * point.at));
  const span = used.at(-1).at - used[0].at;
  const start = intercept + slope * used[0].at;
  const end = intercept + slope * used.at(-1).at;
  const range = slopeRange(slopes, used.length, family);
  return {
    start,
    end,
    drift: end / start - 1,
    low: (range.low * span) / start,
    high: (range.high * span) / start,
    intervals: used.length,
  };
}
