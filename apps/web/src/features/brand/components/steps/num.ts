/** A Mantine NumberInput's value as a number, or null when cleared. */
export function numberOrNull(value: string | number): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A text field's value as text, or null when blank. */
export function textOrNull(value: string): string | null {
  return value.trim() === '' ? null : value.trim();
}
