import { AppError } from '../../platform/errors.js';

/**
 * Opaque page cursors of the Feed and the Library: the last row's sort key as base64url JSON
 * (like db/pagination.ts, with the parts each order needs). A text that is not one of ours is
 * a 400, never a 500.
 */

/** A key part as we write them: short and printable (a NUL would fail on PostgreSQL); may be empty. */
const isPart = (value: unknown): value is string =>
  typeof value === 'string' && /^[\x21-\x7e]{0,80}$/.test(value);

export function encodeKey(parts: string[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

function decodeKey(cursor: string, count: number): string[] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== count || !value.every(isPart)) return null;
    // Only the first part may be empty (an undated post); ids and timestamps never are.
    if (value.slice(1).some((part) => part === '')) return null;
    return value as string[];
  } catch {
    return null;
  }
}

/** The parts of a request's `cursor` (none on the first page); 400 validation_error when it is not ours. */
export function keyAfter(cursor: string | undefined, count: number): string[] | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const key = decodeKey(cursor, count);
  if (key) return key;
  throw new AppError('validation_error', {
    details: [
      { path: 'cursor', message: 'This page link is no longer valid. Start again from the first page.' },
    ],
  });
}
