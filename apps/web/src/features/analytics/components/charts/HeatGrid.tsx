/** One cell of a weekday × hour grid: a value to shade by and what it says in words. */
export interface HeatCellView {
  row: number;
  column: number;
  /** Shades the cell (0 to `max`); null for a cell with posts but no value yet (outlined only). */
  value: number | null;
  /** The cell's words ("Monday 09:00: 3 posts, median 4.2%"). */
  label: string;
}

const CELL = 'minmax(10px, 1fr)';

/**
 * A CSS grid of squares, shaded by value. Shade is never the only signal: each filled cell
 * carries its numbers as its label (and a tooltip), cells without posts are left blank, and the
 * page offers the same cells as a table.
 */
export function HeatGrid({
  rows,
  columns,
  cells,
  rowLabels,
  columnLabel,
  label,
}: {
  rows: number;
  columns: number;
  cells: readonly HeatCellView[];
  rowLabels: readonly string[];
  /** The label above a column, shown every few columns. */
  columnLabel: (column: number) => string | null;
  label: string;
}) {
  const max = Math.max(0, ...cells.map((cell) => cell.value ?? 0));
  const byPlace = new Map(cells.map((cell) => [`${cell.row}:${cell.column}`, cell]));
  const rowIndexes = Array.from({ length: rows }, (_, row) => row);
  const columnIndexes = Array.from({ length: columns }, (_, column) => column);
  return (
    <figure aria-label={label} style={{ margin: 0, overflowX: 'auto' }}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: `2.5rem repeat(${columns}, ${CELL})`,
          gap: 2,
          minWidth: 480,
          fontSize: 10,
        }}
      >
        <span aria-hidden />
        {columnIndexes.map((column) => (
          <span key={`h${column}`} aria-hidden>
            {columnLabel(column) ?? ''}
          </span>
        ))}
        {rowIndexes.flatMap((row) => [
          <span key={`r${row}`} aria-hidden>
            {rowLabels[row]}
          </span>,
          ...columnIndexes.map((column) => {
            const cell = byPlace.get(`${row}:${column}`);
            const box = { aspectRatio: '1', borderRadius: 2 } as const;
            if (!cell) {
              return (
                <span
                  key={`${row}:${column}`}
                  aria-hidden
                  style={{ ...box, border: '1px solid var(--mantine-color-gray-2)' }}
                />
              );
            }
            // At least a light shade, so a cell with posts never looks like an empty one.
            const shade = cell.value === null || max === 0 ? 0 : 0.15 + 0.85 * (cell.value / max);
            return (
              <span
                key={`${row}:${column}`}
                role="img"
                aria-label={cell.label}
                title={cell.label}
                style={{
                  ...box,
                  border: '1px solid var(--mantine-color-brand-7)',
                  background: `color-mix(in srgb, var(--mantine-color-brand-6) ${Math.round(shade * 100)}%, transparent)`,
                }}
              />
            );
          }),
        ])}
      </div>
    </figure>
  );
}
