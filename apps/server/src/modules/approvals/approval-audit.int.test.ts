import { CSV_BOM } from '@expertos/domain/csv';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import type { Persona } from '../../test/world.js';
import { createTimersTestContext, type TimersTestContext } from './round-timers.fixtures.js';

/**
 * The approval audit export (docs/product.md#approvals): every decision of the brand's rounds,
 * as it was kept, for its brand admins; formula-like text escaped; a date range of UTC days.
 */
describe(`GET /api/projects/:projectId/approval-audit.csv on ${testDialect}`, () => {
  let t: TimersTestContext;

  beforeAll(async () => {
    t = await createTimersTestContext();
  });
  beforeEach(() => t.reset());
  afterAll(() => t?.close());

  const exportAs = (persona: Persona, query = '') =>
    t.call(persona, 'GET', `/api/projects/${t.world.a.projectId}/approval-audit.csv${query}`);
  const rows = (body: string) =>
    body
      .replace(CSV_BOM, '')
      .split('\r\n')
      .filter((line) => line !== '');

  /** A two-step round: the admin approves on Monday, the owner asks for changes on Wednesday. */
  async function decided() {
    await t.workflow({
      mode: 'multi_step',
      steps: [
        { kind: 'internal', approvers: [t.world.a.memberIds.admin] },
        { kind: 'internal', approvers: [t.world.a.memberIds.owner] },
      ],
    });
    const ticket = await t.askedPost('Spring launch');
    const version = (await t.round(ticket)).version;
    await t.decide('admin', ticket, 'approved');
    await t.at('2026-05-06T09:00:00Z');
    await t.decide('owner', ticket, 'changes_requested', '=HYPERLINK("http://evil.example","click")');
    return { ticket, version, round: (await t.round(ticket)).uid };
  }

  it('lists every decision with its round, step, person, version, time and channel', async () => {
    const { version, round } = await decided();
    const res = await exportAs('admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${t.world.a.projectSlug}-approvals-start-to-2026-05-06\\.csv"$`),
    );
    expect(res.body.startsWith(CSV_BOM)).toBe(true);
    const [header, first, second, ...more] = rows(res.body);
    expect(header).toBe(
      'Round,Post,Step,Step kind,By,Member or contact,Decision,Comment,Version,Time (UTC),Channel',
    );
    expect(more).toEqual([]);
    // People by the name they had when they decided (every test account is named so).
    expect(first).toBe(
      `${round},#1 Spring launch,1,Team,Ada Lovelace,Member,Approved,,${version},2026-05-04T10:00:00.000Z,App`,
    );
    // Text that a spreadsheet would run as a formula is written as text.
    expect(second).toBe(
      `${round},#1 Spring launch,2,Team,Ada Lovelace,Member,Changes requested,"'=HYPERLINK(""http://evil.example"",""click"")",${version},2026-05-06T09:00:00.000Z,App`,
    );
  });

  it('narrows to a range of UTC days, both ends included', async () => {
    await decided();
    const from = await exportAs('admin', '?from=2026-05-05');
    expect(rows(from.body)).toHaveLength(2);
    expect(rows(from.body)[1]).toContain('Changes requested');
    const to = await exportAs('admin', '?from=2026-05-04&to=2026-05-04');
    expect(rows(to.body)).toHaveLength(2);
    expect(rows(to.body)[1]).toContain('Approved');
    expect(to.headers['content-disposition']).toContain('-approvals-2026-05-04-to-2026-05-04.csv');
    expect(rows((await exportAs('admin', '?to=2026-05-03')).body)).toHaveLength(1);
  });

  it('answers 400 for a day that does not exist, a far one, a range the wrong way round', async () => {
    for (const query of [
      '?from=2026-02-31',
      '?to=9999-12-31',
      '?from=0001-01-01',
      '?from=yesterday',
      '?from=2026-05-06&to=2026-05-05',
    ]) {
      const res = await exportAs('admin', query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
  });

  it('is for brand admins only; another workspace’s admin gets nothing', async () => {
    await decided();
    expect((await exportAs('owner')).statusCode).toBe(200);
    for (const persona of ['member', 'external', 'outsider'] as const)
      expect((await exportAs(persona)).statusCode, persona).toBe(403);
    const other = await t.call('outsider', 'GET', `/api/projects/${t.world.b.projectId}/approval-audit.csv`);
    expect(other.statusCode).toBe(200);
    expect(rows(other.body)).toHaveLength(1);
  });
});
