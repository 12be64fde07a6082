import { type MondayIntegrationConfig, mondayStatusLabel } from '@expertos/domain/monday.schema';
import type { TicketSnapshot } from '../../delivery/adapter.js';

/**
 * How a ticket becomes a monday.com item (providers/monday.md §3): the item's name and the
 * `column_values` for the columns the integration mapped, each in the shape its column type
 * takes (status `{label}`, date `{date}`, people `{personsAndTeams}`, text a plain string,
 * long text `{text}`, link `{url, text}`). Pure: no call is made here.
 */

/**
 * What a monday delivery reads from the ticket beyond the shared snapshot, both optional so any
 * snapshot fits: the item the ticket already has on the board (kept from an earlier delivery's
 * answer) and the assignee's monday user id, when the service knows it.
 */
export interface MondayTicketFacts {
  /** The item id (`1234567890`) from the delivery that created it; updates go to it. */
  monday_item_id?: string | null;
  /** The assignee's monday user id; without it the people column is left alone. */
  monday_assignee_id?: string | null;
}
export type MondayTicket = TicketSnapshot & MondayTicketFacts;

/** Ours, not monday's: an item name is one line, and a summary longer than this is a paragraph. */
export const MONDAY_ITEM_NAME_MAX = 255;
/** Ours too: the caption is a preview on the board; the link leads to the whole ticket. */
export const MONDAY_TEXT_MAX = 2000;

export type MondayColumnValue =
  | string
  | { label: string }
  | { date: string }
  | { personsAndTeams: { id: number; kind: 'person' }[] }
  | { text: string }
  | { url: string; text: string };
/** Keyed by column id; sent JSON-encoded as the `column_values` string. */
export type MondayColumnValues = Record<string, MondayColumnValue>;

/** The column types each mapped fact may go to (`color` is how old API versions name status). */
export function mondayColumnTypesFor(
  role: 'status' | 'date' | 'person' | 'text',
  config: Pick<MondayIntegrationConfig, 'columns'>,
): readonly string[] {
  if (role === 'status') return ['status', 'color'];
  if (role === 'date') return ['date'];
  if (role === 'person') return ['people'];
  return [config.columns.text_type];
}

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** Newlines and runs of spaces folded, cut to one line of MONDAY_ITEM_NAME_MAX. */
export function mondayItemName(summary: string): string {
  return cut(summary.replace(/\s+/g, ' ').trim() || '(no summary)', MONDAY_ITEM_NAME_MAX);
}

function ticketLabel(ticket: TicketSnapshot): string {
  return `Ticket #${ticket.number} in ${ticket.project.name}`;
}

function linkLine(ticket: TicketSnapshot): string {
  return `${ticketLabel(ticket)}: ${ticket.url}`;
}

/** The caption, then the link back; the caption is what gets cut, never the link. */
function textValue(ticket: TicketSnapshot, multiline: boolean): string {
  const link = linkLine(ticket);
  const raw = ticket.caption?.trim() ?? '';
  const caption = multiline ? raw.replace(/\r\n/g, '\n') : raw.replace(/\s+/g, ' ');
  if (caption === '') return cut(link, MONDAY_TEXT_MAX);
  const separator = multiline ? '\n\n' : ' — ';
  const room = MONDAY_TEXT_MAX - link.length - separator.length;
  if (room < 20) return cut(link, MONDAY_TEXT_MAX);
  return `${cut(caption, room)}${separator}${link}`;
}

/** A monday user id as the people column takes it (an integer), or null when unusable. */
function personId(id: string | null | undefined): number | null {
  const trimmed = id?.trim() ?? '';
  if (!/^[0-9]{1,16}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * The `column_values` for the mapped columns. A fact the ticket does not have (no due date, no
 * known assignee id) is left out rather than cleared: the item keeps what the board has.
 */
export function mondayColumnValues(
  ticket: MondayTicket,
  config: MondayIntegrationConfig,
): MondayColumnValues {
  const { columns } = config;
  const values: MondayColumnValues = {};
  if (columns.status)
    values[columns.status] = { label: mondayStatusLabel(ticket.status, config.status_labels) };
  if (columns.date && ticket.due_date) values[columns.date] = { date: ticket.due_date };
  const person = personId(ticket.monday_assignee_id);
  if (columns.person && person !== null)
    values[columns.person] = { personsAndTeams: [{ id: person, kind: 'person' }] };
  if (columns.text) {
    if (columns.text_type === 'link')
      values[columns.text] = { url: ticket.url, text: cut(ticketLabel(ticket), MONDAY_ITEM_NAME_MAX) };
    else if (columns.text_type === 'long_text') values[columns.text] = { text: textValue(ticket, true) };
    else values[columns.text] = textValue(ticket, false);
  }
  return values;
}

/** What `create_item` takes: the name, and the mapped columns. */
export function mondayNewItem(
  ticket: MondayTicket,
  config: MondayIntegrationConfig,
): { name: string; columnValues: MondayColumnValues } {
  return { name: mondayItemName(ticket.summary), columnValues: mondayColumnValues(ticket, config) };
}

/**
 * What `change_multiple_column_values` takes for an update: the mapped columns, and the name
 * through monday's `name` column, so a renamed ticket renames its item.
 */
export function mondayItemChanges(ticket: MondayTicket, config: MondayIntegrationConfig): MondayColumnValues {
  return { name: mondayItemName(ticket.summary), ...mondayColumnValues(ticket, config) };
}

/** A board as the boards query lists it: enough to check the mapping against. */
export interface MondayBoardShape {
  id: string;
  groups: { id: string; title: string }[];
  columns: { id: string; title: string; type: string }[];
}

/**
 * Why the integration's settings do not fit the board, one line each (empty when they do): a
 * group or column that is not there, or a column of a type that cannot take its fact.
 */
export function mondayMappingProblems(config: MondayIntegrationConfig, board: MondayBoardShape): string[] {
  const problems: string[] = [];
  if (config.group_id && !board.groups.some((g) => g.id === config.group_id))
    problems.push(`group ${config.group_id} is not on board ${board.id}`);
  const roles = ['status', 'date', 'person', 'text'] as const;
  for (const role of roles) {
    const id = config.columns[role];
    if (!id) continue;
    const column = board.columns.find((c) => c.id === id);
    const types = mondayColumnTypesFor(role, config);
    if (!column) problems.push(`${role} column ${id} is not on board ${board.id}`);
    else if (!types.includes(column.type))
      problems.push(`${role} column ${id} is a ${column.type} column, not ${types[0]}`);
  }
  return problems;
}
