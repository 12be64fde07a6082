import type { Checklist, ChecklistItem } from '@expertos/domain/checklist';
import { describe, expect, it } from 'vitest';
import { movedItem, orderOf, withItem, withoutItem } from './checklist-changes';

const item = (uid: string, done = false): ChecklistItem => ({
  uid,
  text: uid,
  done,
  done_by: null,
  done_at: null,
  assignee: null,
  due_date: null,
  position: 0,
});
const list: Checklist = { items: [item('a', true), item('b'), item('c')], done: 1, total: 3 };

describe('a checklist change as shown before the answer', () => {
  it('moves an item to its new place, numbering the places again', () => {
    const moved = movedItem(list, 'a', 2);
    expect(orderOf(moved)).toEqual(['b', 'c', 'a']);
    expect(moved.items.map((entry) => entry.position)).toEqual([0, 1, 2]);
    expect(orderOf(movedItem(list, 'c', 0))).toEqual(['c', 'a', 'b']);
  });

  it('leaves the list as it is for a move to where the item already is, or past either end', () => {
    expect(movedItem(list, 'a', -1)).toBe(list);
    expect(movedItem(list, 'c', 3)).toBe(list);
    expect(movedItem(list, 'x', 0)).toBe(list);
  });

  it('counts the progress again after a tick or a deletion', () => {
    expect(withItem(list, 'b', { done: true })).toMatchObject({ done: 2, total: 3 });
    expect(withoutItem(list, 'a')).toMatchObject({ done: 0, total: 2 });
  });
});
