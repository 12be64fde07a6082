import { aTicket, aTicketListItem, aTicketPage } from '@expertos/domain/testing/tickets';
import type { Ticket, TicketListItem } from '@expertos/domain/ticket.schema';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { ticketKeys, ticketScopes } from '@/shared/api/ticket-keys';
import { putTicket, reshapeView, settleTicketEdit, showTicketEdit, undoTicketEdit } from './ticket-cache';

const scope = ticketScopes.workspace;
const tableKey = ticketKeys.list('w1', scope, {});
const calendarKey = ticketKeys.calendarWindow('w1', scope, { date_from: '2030-01-01' });
const otherWorkspaceKey = ticketKeys.list('w2', scope, {});
const detailKey = ticketKeys.ticket('t1');

let client: QueryClient;
beforeEach(() => {
  client = createQueryClient();
  const rows = [aTicketListItem({ id: 1 }), aTicketListItem({ id: 2 })];
  client.setQueryData(tableKey, { pages: [aTicketPage(rows)], pageParams: [null] });
  client.setQueryData(calendarKey, { items: rows, truncated: false });
  client.setQueryData(otherWorkspaceKey, {
    pages: [aTicketPage([aTicketListItem({ id: 1 })])],
    pageParams: [null],
  });
  client.setQueryData(detailKey, aTicket({ id: 1, description: 'Old words' }));
});

function row(key: QueryKey, uid = 't1'): TicketListItem | undefined {
  const data = client.getQueryData<{ pages?: { items: TicketListItem[] }[]; items?: TicketListItem[] }>(key);
  return (data?.pages?.flatMap((page) => page.items) ?? data?.items ?? []).find((item) => item.uid === uid);
}
const detail = () => client.getQueryData<Ticket>(detailKey);

describe('one change of a ticket in every cached view', () => {
  it("shows in the workspace's table pages, calendar windows and the detail, and leaves other tickets and workspaces alone", () => {
    showTicketEdit(client, 'w1', 't1', { status: 'done', description: 'New words' });
    expect(row(tableKey)?.status).toBe('done');
    expect(row(calendarKey)?.status).toBe('done');
    expect(detail()?.status).toBe('done');
    expect(detail()?.description).toBe('New words');
    // A row shows only the fields a row has.
    expect(row(tableKey)).not.toHaveProperty('description');
    expect(row(tableKey, 't2')?.status).toBe('todo');
    expect(row(otherWorkspaceKey)?.status).toBe('todo');
  });

  it('goes back everywhere when refused', () => {
    const edit = showTicketEdit(client, 'w1', 't1', { status: 'done', description: 'New words' });
    undoTicketEdit(client, edit);
    expect(row(tableKey)?.status).toBe('todo');
    expect(row(calendarKey)?.status).toBe('todo');
    expect(detail()?.status).toBe('todo');
    expect(detail()?.description).toBe('Old words');
  });

  it('puts back only the fields no change still in flight has set since', () => {
    const first = showTicketEdit(client, 'w1', 't1', { status: 'in_progress', priority: '3' });
    showTicketEdit(client, 'w1', 't1', { status: 'done' });
    undoTicketEdit(client, first);
    expect(row(tableKey)?.status).toBe('done');
    expect(row(tableKey)?.priority).toBe(aTicketListItem().priority);
    expect(detail()?.status).toBe('done');
  });

  it("lays the server's reply under the changes still in flight, and only where the detail is cached", () => {
    const first = showTicketEdit(client, 'w1', 't1', { priority: '3' });
    showTicketEdit(client, 'w1', 't1', { status: 'done' });
    settleTicketEdit(client, first, aTicket({ id: 1, priority: '3', updated: '2030-01-05T10:00:00.000Z' }));
    expect(detail()?.updated).toBe('2030-01-05T10:00:00.000Z');
    expect(detail()?.status).toBe('done');

    client.removeQueries({ queryKey: detailKey });
    const edit = showTicketEdit(client, 'w1', 't1', { priority: '2' });
    settleTicketEdit(client, edit, aTicket({ id: 1 }));
    expect(detail()).toBeUndefined();
  });

  it("puts a view the caller reshaped back whole (a board's card back in its column)", () => {
    const edit = showTicketEdit(client, 'w1', 't1', { status: 'done' });
    reshapeView<{ items: TicketListItem[] }>(client, edit, calendarKey, (data) =>
      data ? { ...data, items: data.items.filter((item) => item.uid !== 't1') } : data,
    );
    expect(row(calendarKey)).toBeUndefined();
    undoTicketEdit(client, edit);
    expect(row(calendarKey)?.status).toBe('todo');
  });

  it('puts a whole ticket the server answered in place under the changes in flight', () => {
    showTicketEdit(client, 'w1', 't1', { status: 'done' });
    putTicket(client, aTicket({ id: 1, description: 'Their words' }));
    expect(detail()?.description).toBe('Their words');
    expect(detail()?.status).toBe('done');
  });
});
