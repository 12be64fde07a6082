import type { SelectQueryBuilder } from 'kysely';
import { AppError } from '../platform/errors.js';
import type { DatabaseSchema } from './schema.js';

/**
 * Keyset pagination for lists ordered newest first by (created_at, id). The cursor is the
 * last row's key, opaque to clients (base64url JSON), so a page never skips or repeats a row
 * when rows are added meanwhile, and the query stays an index range scan at any depth.
 */
export interface PageKey {
  createdAt: string;
  id: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.createdAt, key.id])).toString('base64url');
}

/** A timestamp or an id as we write them: short, printable (a NUL would fail on PostgreSQL). */
const isKeyPart = (value: unknown): value is string =>
  typeof value === 'string' && /^[\x21-\x7e]{1,64}$/.test(value);

/** The key inside a cursor, or null when the text is not a cursor of ours. */
export function decodeCursor(cursor: string): PageKey | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, id] = value as unknown[];
    if (!isKeyPart(createdAt) || !isKeyPart(id)) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/** The key of a request's `cursor` (none on the first page); 400 validation_error when it is not ours. */
export function pageAfter(cursor: string | undefined): PageKey | undefined {
  if (cursor === undefined) return undefined;
  const key = decodeCursor(cursor);
  if (key) return key;
  throw new AppError('validation_error', {
    details: [
      { path: 'cursor', message: 'This page link is no longer valid. Start again from the first page.' },
    ],
  });
}

/**
 * Repositories fetch `limit + 1` rows; the extra row only tells whether a next page exists.
 */
export function toPage<T extends { created_at: string; id: string }>(rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor:
      rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

/** Tables listed newest first by (created_at, id). */
type KeyedTable = {
  [T in keyof DatabaseSchema]: DatabaseSchema[T] extends { created_at: string; id: string } ? T : never;
}[keyof DatabaseSchema];

/**
 * The page query: rows after the cursor's key, newest first, `limit + 1` of them
 * (see `toPage`). One definition, so every list pages the same way.
 */
export function newestFirstAfter<T extends KeyedTable, O>(
  query: SelectQueryBuilder<DatabaseSchema, T, O>,
  after: PageKey | undefined,
  limit: number,
): SelectQueryBuilder<DatabaseSchema, T, O> {
  // Kysely cannot follow column names through a generic table; the columns are checked by KeyedTable.
  const q = query as unknown as SelectQueryBuilder<DatabaseSchema, 'jobs', O>;
  const filtered = after
    ? q.where((eb) =>
        eb.or([
          eb('created_at', '<', after.createdAt),
          eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
        ]),
      )
    : q;
  return filtered
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1) as unknown as SelectQueryBuilder<DatabaseSchema, T, O>;
}
