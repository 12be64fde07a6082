import type { TicketSortField } from '@expertos/domain/ticket.schema';
import { AppError } from '../../platform/errors.js';
import { NUMERIC_SORTS } from './ticket-list.repository.js';

/**
 * The list cursor: the last row's (sort value, ticket id) as base64url JSON, opaque to
 * clients. Keyset paging: a page never skips or repeats a row when others change meanwhile,
 * and the query stays an index range at any depth (no OFFSET).
 */
export type CursorKey = { value: string | number; id: string };

/** The longest text sort value: a summary (300 characters) with room to spare. */
const TEXT_VALUE_MAX = 400;

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify([key.value, key.id])).toString('base64url');
}

const invalidCursor = () =>
  new AppError('validation_error', {
    details: [
      { path: 'cursor', message: 'This page link is no longer valid. Start again from the first page.' },
    ],
  });

/** The key inside a cursor for this sort; 400 when it is not one of ours. */
export function decodeCursor(cursor: string, field: TicketSortField): CursorKey {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(value) || value.length !== 2) throw invalidCursor();
  const [sortValue, id] = value as unknown[];
  if (typeof id !== 'string' || id.length === 0 || id.length > 64) throw invalidCursor();
  const numeric = NUMERIC_SORTS.has(field);
  if (
    numeric
      ? !Number.isSafeInteger(sortValue)
      : typeof sortValue !== 'string' || sortValue.length > TEXT_VALUE_MAX
  ) {
    throw invalidCursor();
  }
  return { value: sortValue as string | number, id };
}
