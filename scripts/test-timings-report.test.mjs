import { describe, expect, it } from 'vitest';
import { tierOf, unitTimings } from './test-timings-report.mjs';

const file = (name, start, end, tests) => ({
  name: `/tmp/clone/${name}`,
  startTime: start,
  endTime: end,
  assertionResults: tests.map(([fullName, duration]) => ({ fullName, duration })),
});

describe('test timings', () => {
  it('puts each file in its tier by where it lives and its suffix', () => {
    expect(tierOf('apps/web/src/app/router.test.tsx')).toBe('web (component)');
    expect(tierOf('apps/server/src/modules/tickets/tickets-list.int.test.ts')).toBe(
      'server API (SQLite and PostgreSQL)',
    );
    expect(tierOf('apps/server/src/platform/spa.http.test.ts')).toBe('server HTTP');
    expect(tierOf('apps/server/src/db/migrate-concurrent.pg.test.ts')).toBe('server PostgreSQL only');
    expect(tierOf('apps/server/src/config.test.ts')).toBe('server unit');
    expect(tierOf('packages/domain/src/limits.test.ts')).toBe('domain, api-client, extension, scripts');
  });

  it('sums each tier, and ranks files and tests slowest first, named from the repository root', () => {
    const timings = unitTimings({
      testResults: [
        file('apps/web/src/a.test.tsx', 1_000, 4_000, [['a renders', 2_500]]),
        file('apps/server/src/b.int.test.ts', 2_000, 3_000, [['b lists', 900]]),
        file('apps/server/src/b.int.test.ts', 3_000, 9_000, [['b lists', 5_800]]),
      ],
    });
    expect(timings.wallSeconds).toBe(8);
    expect(timings.tiers).toEqual([
      ['server API (SQLite and PostgreSQL)', 7],
      ['web (component)', 3],
    ]);
    expect(timings.files.map((f) => [f.name, f.seconds])).toEqual([
      ['apps/server/src/b.int.test.ts', 6],
      ['apps/web/src/a.test.tsx', 3],
      ['apps/server/src/b.int.test.ts', 1],
    ]);
    expect(timings.tests[0]).toEqual({ name: 'apps/server/src/b.int.test.ts › b lists', seconds: 5.8 });
  });
});
