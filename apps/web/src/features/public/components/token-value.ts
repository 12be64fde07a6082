const ROOT_FONT_SIZE_PX = 16;

/** 'calc(0.625rem * var(--mantine-scale))' → '0.625rem · 10px'; other values as they are. */
export function describeTokenValue(value: string): string {
  const rem = /(-?\d*\.?\d+)rem/.exec(value);
  if (!rem?.[1]) return value;
  const amount = Number.parseFloat(rem[1]);
  return `${amount}rem · ${Math.round(amount * ROOT_FONT_SIZE_PX * 100) / 100}px`;
}
