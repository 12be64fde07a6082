import type { RecurringSeries } from '@expertos/domain/recurring.schema';

/** One of a series' next dates, on its rule's day. */
export const next = (day: string, index: number) => ({
  index,
  day,
  at: `${day}T09:00:00.000Z`,
  on: day,
  holiday: null,
  skipped: false,
});

export const aSeries = (change: Partial<RecurringSeries> = {}): RecurringSeries => ({
  uid: 's1',
  project_uid: 'p1',
  template_uid: null,
  body: {
    summary: 'Tip Tuesday #{n}',
    fields: {},
    assignee: { rule: 'nobody' },
    film: null,
    due: null,
    remind: null,
    checklist: ['Draft'],
    subtasks: [],
  },
  rule: 'FREQ=MONTHLY;BYDAY=2TU;COUNT=10',
  start: { day: '2030-01-08', time: '10:00' },
  zone: 'Europe/Berlin',
  status: 'active',
  paused_reason: null,
  holidays: null,
  split_from: null,
  made: 2,
  total: 10,
  next: [next('2030-03-12', 3), next('2030-04-09', 4)],
  created_by: null,
  created: '2030-01-01T00:00:00.000Z',
  ...change,
});
