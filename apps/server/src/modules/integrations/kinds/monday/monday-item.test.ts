import {
  type MondayIntegrationConfig,
  mondayIntegrationConfigSchema,
  mondaySecretSchema,
} from '@expertos/domain/monday.schema';
import { TICKET_STATUS_LABELS } from '@expertos/domain/tickets';
import { describe, expect, it } from 'vitest';
import {
  MONDAY_ITEM_NAME_MAX,
  MONDAY_TEXT_MAX,
  type MondayTicket,
  mondayColumnValues,
  mondayItemChanges,
  mondayItemName,
  mondayMappingProblems,
  mondayNewItem,
} from './monday-item.js';

/** The pure mapping from a ticket to a monday item, and the settings it reads. */

const ticket: MondayTicket = {
  uid: 't_1',
  number: 7,
  summary: 'Spring campaign\nlaunch   video',
  status: 'todo',
  ticket_type: 'task',
  due_date: '2026-04-01',
  assignee: 'Anna',
  caption: 'Shoot on the roof.\nTwo takes.',
  project: { uid: 'p_1', name: 'Acme', slug: 'acme' },
  url: 'http://localhost:3000/brand/acme/tasks?task=t_1',
  updated_at: '2026-03-01T09:00:00.000Z',
};

const config = (overrides: Partial<MondayIntegrationConfig> = {}): MondayIntegrationConfig =>
  mondayIntegrationConfigSchema.parse({
    board_id: '1800000001',
    group_id: 'topics',
    columns: { status: 'status', date: 'date4', person: 'person', text: 'text' },
    event_types: [],
    ...overrides,
  });

describe('mondayItemName', () => {
  it('folds the summary onto one line', () => {
    expect(mondayItemName(ticket.summary)).toBe('Spring campaign launch video');
  });

  it('cuts a long summary with an ellipsis and names an empty one', () => {
    const name = mondayItemName('x'.repeat(400));
    expect(name).toHaveLength(MONDAY_ITEM_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
    expect(mondayItemName('  \n ')).toBe('(no summary)');
  });
});

describe('mondayColumnValues', () => {
  it('fills each mapped column in its type’s shape', () => {
    expect(mondayColumnValues({ ...ticket, monday_assignee_id: '4616627' }, config())).toEqual({
      status: { label: TICKET_STATUS_LABELS.todo },
      date4: { date: '2026-04-01' },
      person: { personsAndTeams: [{ id: 4616627, kind: 'person' }] },
      text: `Shoot on the roof. Two takes. — Ticket #7 in Acme: ${ticket.url}`,
    });
  });

  it("uses monday's own default labels where they mean the same, and the board's own when set", () => {
    const values = (status: MondayTicket['status'], c = config()) =>
      mondayColumnValues({ ...ticket, status }, c).status;
    expect(values('in_progress')).toEqual({ label: 'Working on it' });
    expect(values('blocked')).toEqual({ label: 'Stuck' });
    expect(values('done')).toEqual({ label: 'Done' });
    expect(values('needs_approval')).toEqual({ label: TICKET_STATUS_LABELS.needs_approval });
    expect(
      values('needs_approval', config({ status_labels: { needs_approval: 'Waiting on client' } })),
    ).toEqual({ label: 'Waiting on client' });
  });

  it('leaves out a due date the ticket lacks and a person without a usable monday id', () => {
    for (const id of [undefined, null, '', 'anna@acme.test', '0'])
      expect(
        mondayColumnValues({ ...ticket, due_date: null, monday_assignee_id: id }, config()),
      ).not.toHaveProperty('person');
    expect(mondayColumnValues({ ...ticket, due_date: null }, config())).not.toHaveProperty('date4');
  });

  it('writes nothing for unmapped columns', () => {
    const none = config({
      columns: { status: null, date: null, person: null, text: null, text_type: 'text' },
    });
    expect(mondayColumnValues({ ...ticket, monday_assignee_id: '1' }, none)).toEqual({});
  });

  it('writes the caption and link as {text} to a long text column, keeping the lines', () => {
    const c = config({
      columns: { status: null, date: null, person: null, text: 'long_text', text_type: 'long_text' },
    });
    expect(mondayColumnValues(ticket, c)).toEqual({
      long_text: { text: `Shoot on the roof.\nTwo takes.\n\nTicket #7 in Acme: ${ticket.url}` },
    });
  });

  it('writes {url, text} to a link column', () => {
    const c = config({
      columns: { status: null, date: null, person: null, text: 'link', text_type: 'link' },
    });
    expect(mondayColumnValues(ticket, c)).toEqual({ link: { url: ticket.url, text: 'Ticket #7 in Acme' } });
  });

  it('cuts a long caption, never the link', () => {
    const text = mondayColumnValues({ ...ticket, caption: 'word '.repeat(1000) }, config()).text as string;
    expect(text.length).toBeLessThanOrEqual(MONDAY_TEXT_MAX);
    expect(text.endsWith(ticket.url)).toBe(true);
    expect(text).toContain('…');
    expect(mondayColumnValues({ ...ticket, caption: null }, config()).text).toBe(
      `Ticket #7 in Acme: ${ticket.url}`,
    );
  });
});

describe('mondayNewItem and mondayItemChanges', () => {
  it('names a new item by the summary and sends the columns apart', () => {
    const item = mondayNewItem(ticket, config());
    expect(item.name).toBe('Spring campaign launch video');
    expect(item.columnValues).not.toHaveProperty('name');
  });

  it('renames an item through the name column on update', () => {
    expect(mondayItemChanges({ ...ticket, status: 'done' }, config())).toMatchObject({
      name: 'Spring campaign launch video',
      status: { label: 'Done' },
    });
  });
});

describe('mondayMappingProblems', () => {
  const board = {
    id: '1800000001',
    groups: [{ id: 'topics', title: 'Group Title' }],
    columns: [
      { id: 'status', title: 'Status', type: 'status' },
      { id: 'old_status', title: 'Old', type: 'color' },
      { id: 'date4', title: 'Due', type: 'date' },
      { id: 'person', title: 'Owner', type: 'people' },
      { id: 'text', title: 'Text', type: 'text' },
    ],
  };

  it('finds nothing wrong when the group and columns fit', () => {
    expect(mondayMappingProblems(config(), board)).toEqual([]);
    const legacy = config({
      columns: { status: 'old_status', date: null, person: null, text: null, text_type: 'text' },
    });
    expect(mondayMappingProblems(legacy, board)).toEqual([]);
  });

  it('names a missing group, a missing column and a column of the wrong type', () => {
    const c = config({
      group_id: 'gone',
      columns: { status: 'status', date: 'person', person: 'people9', text: 'text', text_type: 'link' },
    });
    expect(mondayMappingProblems(c, board)).toEqual([
      'group gone is not on board 1800000001',
      'date column person is a people column, not date',
      'person column people9 is not on board 1800000001',
      'text column text is a text column, not link',
    ]);
  });
});

describe('mondayIntegrationConfigSchema and mondaySecretSchema', () => {
  it('fills the text type and label overrides when left out', () => {
    const parsed = config();
    expect(parsed.columns.text_type).toBe('text');
    expect(parsed.status_labels).toEqual({});
  });

  it.each([
    ['a board id that is not a number', { board_id: 'board-1' }],
    ['one column for two facts', { columns: { status: 'x', date: 'x', person: null, text: null } }],
    ['the name column', { columns: { status: null, date: null, person: null, text: 'name' } }],
    ['a label for a status we do not have', { status_labels: { maybe: 'Maybe' } }],
    ['an event type we do not send', { event_types: ['ticket.sent'] }],
  ])('refuses %s', (_what, overrides) => {
    const input = {
      board_id: '1',
      group_id: null,
      columns: { status: null, date: null, person: null, text: null },
      event_types: [],
      ...overrides,
    };
    expect(mondayIntegrationConfigSchema.safeParse(input).success).toBe(false);
  });

  it('takes an API token and nothing else as the secret', () => {
    expect(mondaySecretSchema.parse({ auth: 'api_token', api_token: ' eyJ.tok ' })).toEqual({
      auth: 'api_token',
      api_token: 'eyJ.tok',
    });
    expect(mondaySecretSchema.safeParse({ auth: 'api_token', api_token: '' }).success).toBe(false);
    expect(mondaySecretSchema.safeParse({ auth: 'oauth', access_token: 'x' }).success).toBe(false);
  });
});
