import { describe, expect, it } from 'vitest';
import { averageWaits, describePostgres, describeSettings, waitKey } from './postgres.mjs';

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
