import { useState } from 'react';

/** False until `value` is first true, then true for good (mount a lazy part on first use). */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
