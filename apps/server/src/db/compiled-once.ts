import { randomUUID } from 'node:crypto';
import { type Compilable, CompiledQuery, type Kysely } from 'kysely';

/**
 * A statement whose shape never changes with its arguments, built and compiled by Kysely once
 * instead of on every call. Building and compiling a statement of many subqueries (the ticket
 * read, the ticket guard's member statement) costs more server CPU than SQLite takes to run it:
 * Kysely makes, freezes and walks a tree of nodes each time (docs/architecture.md#the-ticket-read).
 *
 * `build` is called once with a marker string for each argument; every parameter the compiled
 * statement binds to a marker is replaced by that call's argument, the others (constants the
 * statement names) are kept. So `build` must bind each argument as a value (never inline it or
 * let it change the statement's shape: an `in` list of varying length does not fit), which
 * creation checks: a marker found nowhere, or written into the text, throws.
 */
export function compiledOnce<Tables, Args extends string[], Row>(
  db: Kysely<Tables>,
  arity: Args['length'],
  build: (...args: Args) => Compilable<Row>,
): (...args: Args) => Promise<Row[]> {
  const nonce = randomUUID();
  const markers = Array.from({ length: arity }, (_, i) => `compiled-once:${nonce}:${i}`) as Args;
  const compiled = build(...markers).compile();
  // For each bound parameter, the argument it takes (-1: a constant of the statement).
  const slots = compiled.parameters.map((value) => markers.indexOf(value as string));
  markers.forEach((marker, i) => {
    if (compiled.sql.includes(marker))
      throw new Error(`compiledOnce: argument ${i} is written into the text`);
    if (!slots.includes(i)) throw new Error(`compiledOnce: argument ${i} is bound nowhere`);
  });
  return async (...args) => {
    const parameters = compiled.parameters.map((value, j) => (slots[j]! < 0 ? value : args[slots[j]!]));
    const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  };
}
