import { describe, expect, it } from 'vitest';
import { createReplyStore } from './ticket-list.cache.js';

describe('the list reply store', () => {
  it('gives a reply back only at the version it was kept at', () => {
    const store = createReplyStore(1_000);
    store.set('a', '7', '{"items":[]}');
    expect(store.get('a', '7')).toBe('{"items":[]}');
    expect(store.get('a', '8')).toBeUndefined();
    // A reply of an older version is dropped, not kept beside the new one.
    expect(store.get('a', '7')).toBeUndefined();
    expect(store.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('drops the least recently used replies once they take more than its room', () => {
    const store = createReplyStore(100);
    store.set('a', '1', 'x'.repeat(10));
    store.set('b', '1', 'x'.repeat(10));
    for (let i = 0; i < 8; i += 1) store.set(`filler-${i}`, '1', 'y'.repeat(10));
    expect(store.size().bytes).toBe(100);
    store.get('a', '1'); // now the most recently used
    store.set('c', '1', 'z'.repeat(10));
    expect(store.get('a', '1')).toBe('x'.repeat(10));
    expect(store.get('b', '1')).toBeUndefined();
    expect(store.size().bytes).toBeLessThanOrEqual(100);
  });

  it('keeps no reply larger than an eighth of its room, and nothing with no room', () => {
    const store = createReplyStore(80);
    store.set('big', '1', 'x'.repeat(11));
    expect(store.get('big', '1')).toBeUndefined();
    const none = createReplyStore(0);
    none.set('a', '1', '{}');
    expect(none.get('a', '1')).toBeUndefined();
  });

  it('replaces a key kept again, counting its bytes once', () => {
    const store = createReplyStore(1_000);
    store.set('a', '1', 'x'.repeat(10));
    store.set('a', '2', 'y'.repeat(20));
    expect(store.size()).toEqual({ entries: 1, bytes: 20 });
    expect(store.get('a', '2')).toBe('y'.repeat(20));
  });
});
