/** A point of a line: a time (ms) and its value. */
export interface LinePoint {
  at: number;
  value: number;
}

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

/**
 * A plain SVG line over time with a dot per point. A point without a value is left out, not
 * drawn at 0. The page offers the same points as a table, so the picture carries a summary label.
 */
export function LineChart({ points, label }: { points: readonly LinePoint[]; label: string }) {
  const times = points.map((point) => point.at);
  const values = points.map((point) => point.value);
  const [first, last] = [Math.min(...times), Math.max(...times)];
  const top = Math.max(1, ...values);
  const x = (at: number) =>
    last === first ? WIDTH / 2 : PAD + ((at - first) / (last - first)) * (WIDTH - 2 * PAD);
  const y = (value: number) => HEIGHT - PAD - (value / top) * (HEIGHT - 2 * PAD);
  const line = points.map((point) => `${x(point.at)},${y(point.value)}`).join(' ');
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
      {points.length > 1 && (
        <polyline points={line} fill="none" stroke="var(--mantine-color-brand-6)" strokeWidth={2} />
      )}
      {points.map((point) => (
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
