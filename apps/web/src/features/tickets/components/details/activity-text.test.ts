import type { TicketActivity } from '@expertos/domain/ticket.schema';
import { describe, expect, it } from 'vitest';
import { createI18n, i18n } from '@/shared/i18n/i18n';
import { catalogue as de } from '@/shared/i18n/locales/de/index';
import { describeActivity } from './activity-text';

const alex = { uid: 'm3', name: 'Alex', email: 'alex@example.com', image: null };
const entry = (change: Partial<TicketActivity>): TicketActivity => ({
  uid: 'a1',
  kind: 'status',
  field: 'status',
  from: null,
  to: null,
  actor: alex,
  via: null,
  via_name: null,
  created: '2030-01-01T10:00:00.000Z',
  ...change,
});
const t = i18n.t.bind(i18n);

describe('describeActivity', () => {
  it('reads statuses through their labels', () => {
    expect(describeActivity(entry({ from: 'todo', to: 'in_progress' }), t)).toBe(
      'Alex moved this from To Do to In Progress',
    );
  });

  it('says a change made through a workspace key was made via the key', () => {
    const zapier = { uid: 'm9', name: 'Zapier', email: '', image: null, via_key: true as const };
    expect(describeActivity(entry({ actor: zapier, from: 'todo', to: 'in_progress' }), t)).toBe(
      'Zapier (via key) moved this from To Do to In Progress',
    );
  });

  it('names Jira as who moved it when the change came through its webhook', () => {
    expect(describeActivity(entry({ actor: null, via: 'jira', from: 'todo', to: 'done' }), t)).toBe(
      'Jira moved this from To Do to Done',
    );
  });

  it('names the new assignee when known, and says when nobody is', () => {
    const grace = { uid: 'm2', name: 'Grace Hopper', email: 'grace@example.com', image: null };
    expect(describeActivity(entry({ kind: 'assignee', to: 'm2' }), t, [grace])).toBe(
      'Alex assigned this to Grace Hopper',
    );
    expect(describeActivity(entry({ kind: 'assignee', from: 'm2', to: null }), t)).toBe(
      'Alex removed the assignee',
    );
  });

  it('reads priorities through their labels and other fields by their names', () => {
    expect(describeActivity(entry({ kind: 'priority', from: '1', to: '3' }), t)).toBe(
      'Alex changed the priority from Normal to Urgent',
    );
    expect(describeActivity(entry({ kind: 'field', field: 'canva_url' }), t)).toBe(
      'Alex changed the review link',
    );
    expect(describeActivity(entry({ kind: 'created', actor: null }), t)).toBe('Someone created this ticket');
  });

  it('says how far the checklist moved, and names it by its label without the numbers', () => {
    expect(describeActivity(entry({ kind: 'field', field: 'checklist', from: '2/5', to: '3/5' }), t)).toBe(
      'Alex changed the checklist from 2/5 to 3/5',
    );
    expect(describeActivity(entry({ kind: 'field', field: 'checklist' }), t)).toBe(
      'Alex changed the checklist',
    );
    expect(t('ui.tickets.details.fields.checklist')).toBe('Checklist');
  });

  it('says a move under a parent or out again, the parents by number', () => {
    const parent = (from: string | null, to: string | null) =>
      describeActivity(entry({ kind: 'field', field: 'parent', from, to }), t);
    expect(parent(null, '#12')).toBe('Alex made this a subtask of #12');
    expect(parent('#12', '#14')).toBe('Alex moved this from #12 to #14');
    expect(parent('#12', null)).toBe('Alex made this a top-level ticket (it was a subtask of #12)');
  });

  it('reads statuses and priorities in the reader’s language, and a value it does not know as recorded', async () => {
    const german = createI18n();
    german.addResourceBundle('de', 'translation', de);
    await german.changeLanguage('de');
    const tDe = german.t.bind(german);
    expect(describeActivity(entry({ from: 'todo', to: 'in_progress' }), tDe)).toBe(
      'Alex hat es von Zu erledigen nach In Arbeit verschoben',
    );
    expect(describeActivity(entry({ kind: 'priority', from: '1', to: '3' }), tDe)).toBe(
      'Alex hat die Priorität von Normal auf Dringend geändert',
    );
    expect(describeActivity(entry({ from: 'archived', to: 'done' }), tDe)).toBe(
      'Alex hat es von archived nach Erledigt verschoben',
    );
  });
});
