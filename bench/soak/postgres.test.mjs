import { describe, expect, it } from 'vitest';
import {
  averageWaits,
  describePostgres,
  describeSettings,
  describeStatementDrift,
  statementDeltas,
  statementDrift,
  waitKey,
} from './postgres.mjs';

describe('the soak’s PostgreSQL waits', () => {
  it('counts a running backend with no wait as CPU, and an open transaction the app holds apart', () => {
    expect(waitKey({ state: 'active', wait_event_type: null, wait_event: null })).toBe('CPU');
    expect(waitKey({ state: 'active', wait_event_type: 'Lock', wait_event: 'transactionid' })).toBe(
      'Lock:transactionid',
    );
    expect(
      waitKey({ state: 'idle in transaction', wait_event_type: 'Client', wait_event: 'ClientRead' }),
    ).toBe('idle in transaction');
  });

  it('averages each wait over the samples taken, largest first, and drops the negligible', () => {
    const counts = new Map([
      ['CPU', 120],
      ['Lock:transactionid', 360],
      ['IO:DataFileRead', 1],
    ]);
    expect(averageWaits(counts, 240)).toEqual([
      ['Lock:transactionid', 1.5],
      ['CPU', 0.5],
    ]);
  });

  it('names the busiest tables with their dead rows and the vacuums the interval saw', () => {
    const [waits, tables] = describePostgres({
      waits: [['CPU', 0.42]],
      samples: 240,
      walBytes: 2048,
      walRecords: 10,
      checkpoints: 1,
      tables: [
        { name: 'tickets', changed: 30, live: 20000, dead: 120, bytes: 10240, vacuums: 1, analyzes: 0 },
        { name: 'brands', changed: 0, live: 3, dead: 0, bytes: 8192, vacuums: 0, analyzes: 0 },
      ],
    });
    expect(waits).toBe('backends waiting (average over 240 samples): CPU 0.42');
    expect(tables).toBe(
      'WAL 2 KB in 10 records, 1 checkpoints; tickets +30 rows 20000 live/120 dead 10 KB vacuum×1',
    );
  });

  it('says when autovacuum is off, since dead rows then pile up all run', () => {
    expect(describeSettings({ autovacuum: 'off', fsync: 'on' })).toBe(
      'autovacuum off, fsync on; autovacuum is off on this server, so no dead row is cleaned during the run as a production server would',
    );
    expect(describeSettings({ autovacuum: 'on', fsync: 'on' })).toBe('autovacuum on, fsync on');
  });
});

describe('the soak’s per-statement figures', () => {
  const row = (query, calls, ms, rows, blocks) => ({ query, calls, ms, rows, blocks });

  it('takes an interval’s work per statement from two cumulative readings, and drops the idle ones', () => {
    const before = new Map([
      ['1', row('select a', 10, 20, 10, 100)],
      ['2', row('select b', 5, 5, 5, 5)],
    ]);
    const now = new Map([
      ['1', row('select a', 30, 80, 30, 400)],
      ['2', row('select b', 5, 5, 5, 5)],
      ['3', row('insert c', 2, 1, 2, 8)],
    ]);
    expect(statementDeltas(before, now)).toEqual(
      new Map([
        ['1', row('select a', 20, 60, 20, 300)],
        ['3', row('insert c', 2, 1, 2, 8)],
      ]),
    );
  });

  it('puts the costliest statements first and tells a statement that reads more from one that only runs slower', () => {
    // "select a" doubles its pages per call (it reads more); "select b" takes longer on the same pages.
    const early = [
      new Map([
        ['a', row('select a', 100, 100, 100, 1000)],
        ['b', row('select b', 100, 50, 100, 200)],
      ]),
    ];
    const late = [
      new Map([
        ['a', row('select a', 50, 100, 50, 1000)],
        ['b', row('select b', 50, 40, 50, 100)],
      ]),
      new Map([
        ['a', row('select a', 50, 100, 50, 1000)],
        ['b', row('select b', 50, 40, 50, 100)],
      ]),
    ];
    const [a, b] = statementDrift(early, late);
    expect(a).toMatchObject({ id: 'a', calls: [100, 100], msPerCall: [1, 2], blocksPerCall: [10, 20] });
    expect(b).toMatchObject({ id: 'b', calls: [100, 100], msPerCall: [0.5, 0.8], blocksPerCall: [2, 2] });
    expect(describeStatementDrift([b])[0]).toBe(
      '100 → 100 calls, ms/call 0.500 → 0.800 (60 %), pages/call 2.0 → 2.0 (0 %), rows/call 1.0 → 1.0 (0 %)',
    );
  });

  it('keeps a statement seen only late, with no early figure to compare', () => {
    const [only] = statementDrift([new Map()], [new Map([['n', row('select n', 4, 8, 4, 4)]])]);
    expect(only.calls).toEqual([0, 4]);
    expect(only.msPerCall[0]).toBeNaN();
    expect(only.msPerCall[1]).toBe(2);
  });
});
