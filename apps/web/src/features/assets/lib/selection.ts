/**
 * Multi-select over the assets shown, as in a file manager: a click toggles one; a shift-click
 * sets every asset from the last one clicked (the anchor) to this one to this one's new state.
 */
export function toggleSelection(
  selected: ReadonlySet<string>,
  shown: readonly string[],
  anchor: string | null,
  uid: string,
  shift: boolean,
): Set<string> {
  const next = new Set(selected);
  const on = !selected.has(uid);
  const from = anchor === null ? -1 : shown.indexOf(anchor);
  const to = shown.indexOf(uid);
  if (shift && from >= 0 && to >= 0) {
    const [start, end] = from < to ? [from, to] : [to, from];
    for (const item of shown.slice(start, end + 1)) {
      if (on) next.add(item);
      else next.delete(item);
    }
    return next;
  }
  if (on) next.add(uid);
  else next.delete(uid);
  return next;
}
