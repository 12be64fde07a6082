import type { Checklist, ChecklistItem } from '@expertos/domain/checklist';

// How a change reads on the list before the server answers (the answer replaces it). Pure, so
// the section and its tests share them.

/** The list with its items in this order and its progress counted again. */
function counted(items: ChecklistItem[]): Checklist {
  const placed = items.map((item, position) => (item.position === position ? item : { ...item, position }));
  return { items: placed, done: placed.filter((item) => item.done).length, total: placed.length };
}

/** One item changed (ticked, renamed, assigned, dated). */
export function withItem(list: Checklist, uid: string, change: Partial<ChecklistItem>): Checklist {
  return counted(list.items.map((item) => (item.uid === uid ? { ...item, ...change } : item)));
}

export function withoutItem(list: Checklist, uid: string): Checklist {
  return counted(list.items.filter((item) => item.uid !== uid));
}

/** The item moved to place `to` (0-based, kept within the list). */
export function movedItem(list: Checklist, uid: string, to: number): Checklist {
  const from = list.items.findIndex((item) => item.uid === uid);
  const item = list.items[from];
  if (!item) return list;
  const place = Math.max(0, Math.min(list.items.length - 1, to));
  if (place === from) return list;
  const rest = list.items.filter((other) => other.uid !== uid);
  return counted([...rest.slice(0, place), item, ...rest.slice(place)]);
}

/** The order a move sends (`PUT …/order`): every item's uid once. */
export const orderOf = (list: Checklist) => list.items.map((item) => item.uid);
