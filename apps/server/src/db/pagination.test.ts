import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, toPage } from './pagination.js';

describe('cursors', () => {
  it('round-trip the key of the last row', () => {
    const key = { createdAt: '2024-05-01T10:00:00.000Z', id: 'abc' };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
  });

  it.each([
    '',
    'not base64 json',
    Buffer.from('{"a":1}').toString('base64url'),
    Buffer.from('[1,2]').toString('base64url'),
    // A NUL or an over-long key would only reach the database to fail there.
    Buffer.from('["2024-05-01T10:00:00.000Z","a\\u0000b"]').toString('base64url'),
    Buffer.from(JSON.stringify(['2024-05-01T10:00:00.000Z', 'x'.repeat(65)])).toString('base64url'),
  ])('refuse anything that is not one of ours (%s)', (text) => {
    expect(decodeCursor(text)).toBeNull();
  });
});

describe('toPage', () => {
  const rows = [1, 2, 3].map((n) => ({ id: `id${n}`, created_at: `2024-01-0${n}T00:00:00.000Z` }));

  it('gives a cursor to the last item shown when one more row was fetched', () => {
    const page = toPage(rows, 2);
    expect(page.items.map((r) => r.id)).toEqual(['id1', 'id2']);
    expect(decodeCursor(page.nextCursor!)).toEqual({ createdAt: rows[1]!.created_at, id: 'id2' });
  });

  it('has no next cursor on the last page', () => {
    expect(toPage(rows, 3).nextCursor).toBeNull();
  });
});
