import { type Expression, sql } from 'kysely';
import type { Dialect } from './database.js';

/**
 * Small helpers that keep SQL portable between SQLite and PostgreSQL. Timestamps are stored
 * as ISO-8601 UTC text (sorts correctly on both), booleans as 0/1 integers, JSON as text.
 */
export const nowIso = (): string => new Date().toISOString();

export const toDbBoolean = (value: boolean): number => (value ? 1 : 0);
export const fromDbBoolean = (value: number | boolean | null | undefined): boolean =>
  value === 1 || value === true;

export const toDbJson = (value: unknown): string => JSON.stringify(value);
export function fromDbJson<T>(value: string | null | undefined, fallback: T): T {
  if (value == null || value === '') return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/** Case-insensitive LIKE: ILIKE on PostgreSQL, LIKE (already case-insensitive for ASCII) on SQLite. */
export function likeOperator(dialect: Dialect) {
  return dialect === 'postgres' ? sql.raw('ilike') : sql.raw('like');
}

/**
 * `expression LIKE pattern ESCAPE '\'`, case-insensitive on both databases (ILIKE on
 * PostgreSQL). SQLite has no default escape character, so without the ESCAPE clause an
 * escaped `%` or `_` from {@link escapeLike} would still act as a wildcard there.
 */
export function likeInsensitive(dialect: Dialect, expression: Expression<unknown>, pattern: string) {
  return sql<boolean>`${expression} ${likeOperator(dialect)} ${pattern} escape '\\'`;
}

/** Escapes %, _ and \ so user text is matched literally inside a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Runs `query` over `ids` in chunks small enough for every database's parameter limit
 * (SQLite's is the smaller), and gathers the rows.
 */
export async function inChunks<T>(
  ids: readonly string[],
  query: (chunk: string[]) => Promise<T[]>,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += 500) out.push(...(await query(ids.slice(i, i + 500))));
  return out;
}
