/**
 * The series' tickets in order with one moved to place `to` (0-based); null when it would not
 * move (already there, or a place outside the list).
 */
export function movedOrder(uids: readonly string[], uid: string, to: number): string[] | null {
  const from = uids.indexOf(uid);
  if (from < 0 || to < 0 || to >= uids.length || to === from) return null;
  const next = uids.filter((other) => other !== uid);
  next.splice(to, 0, uid);
  return next;
}
