import { describe, expect, it } from 'vitest';
import { fillPattern, isoWeek, templateBodySchema } from './templates';

const values = {
  date: 'May 6, 2030',
  week: '19',
  n: '3',
  brand: 'Acme',
  title: 'A page',
  url: 'https://a.example/',
};

describe('templates', () => {
  it('numbers weeks as ISO 8601 does, across the turn of the year', () => {
    expect(
      ['2026-01-01', '2026-12-28', '2026-12-31', '2027-01-03', '2027-01-04', '2021-01-03', '2020-12-31'].map(
        isoWeek,
      ),
    ).toEqual([1, 53, 53, 53, 1, 53, 53]);
    expect(isoWeek('2030-05-06')).toBe(19);
  });

  it('fills known placeholders, keeps unknown ones, and never leaves an empty summary', () => {
    expect(fillPattern('Tip #{n}: {brand} ({date}, week {week})', values)).toBe(
      'Tip #3: Acme (May 6, 2030, week 19)',
    );
    expect(fillPattern('Clip {title} {url} {unknown}', values)).toBe(
      'Clip A page https://a.example/ {unknown}',
    );
    expect(fillPattern('{title}', { ...values, title: '' })).toBe('{title}');
    expect(fillPattern(`${'x'.repeat(290)} {url}`, values)).toHaveLength(300);
  });

  it('reads a bare template with its defaults: nobody, no dates, no checklist or subtasks', () => {
    expect(templateBodySchema.parse({ summary: 'Report' })).toEqual({
      summary: 'Report',
      fields: {},
      assignee: { rule: 'nobody' },
      film: null,
      due: null,
      remind: null,
      checklist: [],
      subtasks: [],
    });
    expect(templateBodySchema.safeParse({ summary: 'x', assignee: { rule: 'member' } }).success).toBe(false);
  });
});
