import { describe, expect, it } from 'vitest';
import { withPreparedStatements } from './prepared-statements.js';

/** A stand-in for pg's pool that records what each query was sent as. */
function recordingPool() {
  const sent: unknown[] = [];
  const client = {
    query: async (first: unknown, values?: unknown[]) => {
      sent.push(values === undefined ? first : { text: first, values });
      return { rows: [], command: 'SELECT', rowCount: 0 };
    },
    release: () => {},
  };
  const pool = { connect: async () => client, end: async () => {} };
  return { sent, pool: pool as never };
}

describe('withPreparedStatements', () => {
  it('names each distinct data statement once, the same name for the same text', async () => {
    const { sent, pool } = recordingPool();
    const client = await withPreparedStatements(pool).connect();
    await client.query('select 1 where $1 = $1', [1]);
    await client.query('select 1 where $1 = $1', [2]);
    await client.query('  UPDATE t set a = $1', [3]);
    expect(sent).toEqual([
      { name: 'expertos_1', text: 'select 1 where $1 = $1', values: [1] },
      { name: 'expertos_1', text: 'select 1 where $1 = $1', values: [2] },
      { name: 'expertos_2', text: '  UPDATE t set a = $1', values: [3] },
    ]);
  });

  it('sends DDL, transaction control and several commands as they are', async () => {
    const { sent, pool } = recordingPool();
    const client = await withPreparedStatements(pool).connect();
    for (const text of ['begin', 'create table x (a int)', 'select 1; select 2', 'commit']) {
      await client.query(text, []);
    }
    expect(sent).toEqual(
      ['begin', 'create table x (a int)', 'select 1; select 2', 'commit'].map((text) => ({
        text,
        values: [],
      })),
    );
  });

  it('names no more than its bound of texts; later ones run unnamed', async () => {
    const { sent, pool } = recordingPool();
    const client = await withPreparedStatements(pool, 2).connect();
    for (const n of [1, 2, 3, 1]) await client.query(`select ${n}`, []);
    expect(sent).toEqual([
      { name: 'expertos_1', text: 'select 1', values: [] },
      { name: 'expertos_2', text: 'select 2', values: [] },
      { text: 'select 3', values: [] },
      { name: 'expertos_1', text: 'select 1', values: [] },
    ]);
  });
});
