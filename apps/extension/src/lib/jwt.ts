/** Seconds left on a JWT, by its `exp` claim (no signature check: the server does that); 0 when unreadable. */
export function secondsLeft(token: string, nowMs: number): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' ? payload.exp - nowMs / 1000 : 0;
  } catch {
    return 0;
  }
}
