/**
 * A plain bar whose width is `value / max` of the box: the number beside it says the same, so
 * the bar is a picture of it, hidden from screen readers.
 */
export function InlineBar({
  value,
  max,
  width = 120,
  height = 10,
}: {
  value: number | null;
  max: number;
  width?: number;
  height?: number;
}) {
  const share = value !== null && max > 0 ? Math.max(0, Math.min(1, value / max)) : 0;
  return (
    <svg width={width} height={height} aria-hidden focusable="false" style={{ display: 'block' }}>
      <rect x={0} y={0} width={width} height={height} rx={2} fill="var(--mantine-color-gray-1)" />
      {share > 0 && (
        <rect x={0} y={0} width={share * width} height={height} rx={2} fill="var(--mantine-color-brand-6)" />
      )}
    </svg>
  );
}
