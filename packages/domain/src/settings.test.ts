import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TASK_FILTERS,
  MEMBER_STATUS_JOINED,
  MEMBER_STATUSES,
  SLATE_DEFAULTS,
  SLATE_FIELD_BY_PURPOSE,
  TASK_DEFAULTS,
  teamFilterQuery,
} from './settings';
import { slateSettingsSchema, taskFiltersSchema } from './settings.schema';
import { POST_PURPOSES } from './tickets';

describe('teamFilterQuery', () => {
  it.each([
    [{ role: 'All', status: 'All', search: '' }, {}],
    [{}, {}],
    [{ role: null, status: null, search: null }, {}],
    [{ role: 'all', status: 'ALL', search: '   ' }, {}],
    [{ role: 'Admin', status: 'All', search: '' }, { role: 'Admin' }],
    [{ role: 'All', status: 'joined' }, { status: 'joined' }],
    [{ search: '  Jane.DOE@Example.com ' }, { search: 'jane.doe@example.com' }],
    [
      { role: ' member ', status: 'invited', search: 'Ann' },
      { role: 'member', status: 'invited', search: 'ann' },
    ],
    [{ role: '', status: '  ' }, {}],
  ])('%j → %j', (input, query) => {
    expect(teamFilterQuery(input)).toStrictEqual(query);
  });

  it('sends nothing for a value the user did not set (no undefined keys)', () => {
    expect(Object.keys(teamFilterQuery({ role: 'All', search: 'x' }))).toEqual(['search']);
  });
});

describe('DEFAULT_TASK_FILTERS', () => {
  it('is a valid filter set showing everything', () => {
    expect(taskFiltersSchema.parse(DEFAULT_TASK_FILTERS)).toEqual({
      status: 'all',
      tags: [],
      projectFilter: [],
      milestones: [],
      teamFilter: [],
      userFilter: [],
      filter: '',
      ticket_type: [],
      updatedDateRange: null,
      dueDateRange: null,
      post_platform: [],
    });
  });

  it('cannot be changed in place, so every reset starts clean', () => {
    expect(() => DEFAULT_TASK_FILTERS.tags.push('x')).toThrow(TypeError);
    expect(Object.isFrozen(DEFAULT_TASK_FILTERS)).toBe(true);
    expect(DEFAULT_TASK_FILTERS.tags).toEqual([]);
  });

  it('rejects a status that is not a filter value', () => {
    expect(taskFiltersSchema.safeParse({ ...DEFAULT_TASK_FILTERS, status: 'All' }).success).toBe(false);
  });

  it('keeps the updated-date range to real calendar dates', () => {
    const range = (from: string | null, to: string | null) =>
      taskFiltersSchema.safeParse({ ...DEFAULT_TASK_FILTERS, updatedDateRange: { from, to } }).success;
    expect(range('2026-02-01', null)).toBe(true);
    expect(range('2026-02-31', null)).toBe(false);
    expect(range(null, '9999-12-31')).toBe(false);
  });
});

describe('TASK_DEFAULTS', () => {
  it('holds the product defaults', () => {
    expect(TASK_DEFAULTS).toEqual({
      priority: '1',
      dueDate: null,
      source: 'screen',
      projectIntegrations: [],
      preferedCamera: null,
      autoRecord: false,
    });
  });
});

describe('slate', () => {
  it('defaults pass the slate schema', () => {
    expect(slateSettingsSchema.parse(SLATE_DEFAULTS)).toEqual(SLATE_DEFAULTS);
  });

  it.each([-1, 1.5, Number.NaN])('rejects the count %s', (count) => {
    expect(slateSettingsSchema.safeParse({ ...SLATE_DEFAULTS, slate_growth_content: count }).success).toBe(
      false,
    );
  });

  it('maps every post purpose to a slate count field', () => {
    for (const purpose of POST_PURPOSES) {
      expect(SLATE_DEFAULTS[SLATE_FIELD_BY_PURPOSE[purpose]]).toBe(0);
    }
  });
});

describe('member statuses', () => {
  it('include joined', () => {
    expect(MEMBER_STATUSES).toContain(MEMBER_STATUS_JOINED);
  });
});
