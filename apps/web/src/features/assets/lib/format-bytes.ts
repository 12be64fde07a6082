const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size for people: '820 KB', '1.4 GB' (1024-based, as the limits are written). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${Number(value.toFixed(digits))} ${UNITS[unit]}`;
}
