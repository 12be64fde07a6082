import { useEffect, useState } from 'react';

/**
 * The current time, re-read every `intervalMs` while `active` (a running clock ticks locally:
 * no request per second). Inactive, it stays at the time of the last render that read it.
 */
export function useNow(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return active ? now : Date.now();
}
