/** A point of a line: a time (ms) and its value; null for a gap (no figure that day). */
export interface LinePoint {
  at: number;
  value: number | null;
}

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

/** The runs of points with a value: a gap ends one run, so the line breaks there. */
function runsOf(points: readonly LinePoint[]): { at: number; value: number }[][] {
  const runs: { at: number; value: number }[][] = [[]];
  for (const point of points) {
    if (point.value === null) {
      if (runs.at(-1)!.length > 0) runs.push([]);
    } else runs.at(-1)!.push({ at: point.at, value: point.value });
  }
  return runs.filter((run) => run.length > 0);
}

/**
 * A plain SVG line over time with a dot per point. A point without a value is a gap: the line
 * breaks there rather than falling to 0 or bridging it. The page offers the same points as a
 * table, so the picture carries a summary label. `zeroBased: false` scales from the lowest value
 * (a follower count moves by a few in thousands; from 0 it would look flat).
 */
export function LineChart({
  points,
  label,
  zeroBased = true,
}: {
  points: readonly LinePoint[];
  label: string;
  zeroBased?: boolean;
}) {
  const times = points.map((point) => point.at);
  const values = points.flatMap((point) => (point.value === null ? [] : [point.value]));
  const [first, last] = [Math.min(...times), Math.max(...times)];
  const bottom = zeroBased || values.length === 0 ? 0 : Math.min(...values);
  const top = zeroBased ? Math.max(1, ...values) : Math.max(bottom + 1, ...values);
  const x = (at: number) =>
    last === first ? WIDTH / 2 : PAD + ((at - first) / (last - first)) * (WIDTH - 2 * PAD);
  const y = (value: number) => HEIGHT - PAD - ((value - bottom) / (top - bottom)) * (HEIGHT - 2 * PAD);
  const runs = runsOf(points);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      style={{ display: 'block' }}
      role="img"
      aria-label={label}
    >
      <line
        x1={PAD}
        y1={HEIGHT - PAD}
        x2={WIDTH - PAD}
        y2={HEIGHT - PAD}
        stroke="var(--mantine-color-gray-3)"
      />
      {runs
        .filter((run) => run.length > 1)
        .map((run) => (
          <polyline
            key={run[0]!.at}
            points={run.map((point) => `${x(point.at)},${y(point.value)}`).join(' ')}
            fill="none"
            stroke="var(--mantine-color-brand-6)"
            strokeWidth={2}
          />
        ))}
      {runs.flat().map((point) => (
        <circle
          key={point.at}
          cx={x(point.at)}
          cy={y(point.value)}
          r={3}
          fill="var(--mantine-color-brand-7)"
        />
      ))}
    </svg>
  );
}
