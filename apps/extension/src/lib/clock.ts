/** A duration as a clock shows it, the same in every language: 83 s → "1:23". */
export const clock = (ms: number): string =>
  `${Math.floor(ms / 60_000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`;
