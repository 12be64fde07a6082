import type { RealtimeEventData } from '@expertos/domain/realtime';
import { aTicket, aTicketListItem, aTicketPage } from '@expertos/domain/testing/tickets';
import type { TicketListItem, TicketListQuery } from '@expertos/domain/ticket.schema';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { ticketKeys, ticketScopes } from '@/shared/api/ticket-keys';
import { LIVE_REFRESH_WINDOW_MS } from '@/shared/lib/live/live-refresh';
import { emitLive, isInvalidated, watchQuery } from '@/test/live';
import { registerTicketEvents } from './ticket-events';

type TicketEvent = RealtimeEventData<'ticket.updated'>;

const OLD = '2030-01-02T10:00:00.000Z';
const NEW = '2030-01-03T10:00:00.000Z';

function anEvent(change: Partial<TicketEvent> = {}): TicketEvent {
  return {
    workspace_uid: 'w1',
    project_uid: 'p1',
    ticket_uid: 't1',
    number: 1,
    status: 'done',
    changed: ['status'],
    actor_member_uid: 'm2',
    updated_at: NEW,
    ...change,
  };
}

const query: TicketListQuery = {} as TicketListQuery;
const tableKey = ticketKeys.list('w1', ticketScopes.workspace, query);
const boardKey = ticketKeys.boardColumn('w1', ticketScopes.workspace, { ...query, status: 'todo' });
const calendarKey = ticketKeys.calendarWindow('w1', ticketScopes.workspace, query);
const countsKey = ticketKeys.counts('w1', ticketScopes.workspace, query);
const otherWorkspaceKey = ticketKeys.list('w2', ticketScopes.workspace, query);

const table = (items: TicketListItem[]) => ({ pages: [aTicketPage(items)], pageParams: [null] });
const rows = (data: unknown) =>
  ((data as { pages?: { items: TicketListItem[] }[]; items?: TicketListItem[] }).pages?.flatMap(
    (p) => p.items,
  ) ?? (data as { items: TicketListItem[] }).items) as TicketListItem[];

let queryClient: QueryClient;
let unregister: () => void;
const stops: (() => void)[] = [];

function watch(key: QueryKey, data: unknown, options?: { shown?: boolean }) {
  const watched = watchQuery(queryClient, key, data, options);
  stops.push(watched.stop);
  return watched;
}

beforeEach(() => {
  vi.useFakeTimers();
  queryClient = createQueryClient();
  unregister = registerTicketEvents(queryClient);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  unregister();
  queryClient.clear();
});

const endOfWindow = () => vi.advanceTimersByTimeAsync(LIVE_REFRESH_WINDOW_MS);

describe('live ticket events', () => {
  it('shows a new status at once in every cached list of the workspace, before any refetch', () => {
    const t1 = aTicketListItem({ id: 1, updated: OLD });
    const t2 = aTicketListItem({ id: 2, updated: OLD });
    watch(tableKey, table([t1, t2]));
    watch(boardKey, table([t1]));
    watch(calendarKey, { items: [t1], truncated: false });
    watch(otherWorkspaceKey, table([{ ...t1, workspace_uid: 'w2' }]));

    emitLive('ticket.updated', anEvent({ status: 'in_progress' }));

    for (const key of [tableKey, boardKey, calendarKey]) {
      expect(rows(queryClient.getQueryData(key)).map((row) => [row.uid, row.status])).toContainEqual([
        't1',
        'in_progress',
      ]);
    }
    expect(rows(queryClient.getQueryData(tableKey))[1]?.status).toBe('todo');
    expect(rows(queryClient.getQueryData(otherWorkspaceKey))[0]?.status).toBe('todo');
  });

  it('does not put an older status over a list that is already newer', () => {
    watch(tableKey, table([aTicketListItem({ id: 1, status: 'approved', updated: NEW })]));
    emitLive('ticket.updated', anEvent({ status: 'in_progress', updated_at: OLD }));
    expect(rows(queryClient.getQueryData(tableKey))[0]?.status).toBe('approved');
  });

  it('refetches each shown list, count and ticket once for a burst of events in one window', async () => {
    const lists = [tableKey, boardKey, calendarKey, countsKey].map((key) =>
      watch(key, key === countsKey ? { todo: 2 } : table([aTicketListItem({ id: 1, updated: OLD })])),
    );
    const detail = watch(ticketKeys.ticket('t1'), aTicket({ id: 1, updated: OLD }));
    const activity = watch(ticketKeys.activity('t1'), { items: [] });
    const otherDetail = watch(ticketKeys.ticket('t2'), aTicket({ id: 2, updated: OLD }));
    const assignees = watch(ticketKeys.assignees('w1'), []);
    const otherWorkspace = watch(otherWorkspaceKey, table([]));
    const hidden = watch(ticketKeys.list('w1', ticketScopes.project('p1'), query), table([]), {
      shown: false,
    });

    for (let i = 0; i < 10; i++) {
      emitLive('ticket.updated', anEvent({ status: i % 2 ? 'done' : 'in_progress' }), String(20 + i));
      await vi.advanceTimersByTimeAsync(5);
    }
    for (const watched of [...lists, detail, activity]) expect(watched.queryFn).not.toHaveBeenCalled();

    await endOfWindow();
    for (const watched of [...lists, detail, activity]) expect(watched.queryFn).toHaveBeenCalledTimes(1);
    for (const watched of [otherDetail, assignees, otherWorkspace, hidden]) {
      expect(watched.queryFn).not.toHaveBeenCalled();
    }
    // Not shown: stale, read when it is shown again.
    expect(isInvalidated(queryClient, ticketKeys.list('w1', ticketScopes.project('p1'), query))).toBe(true);

    // The next window refetches again, once.
    emitLive('ticket.created', anEvent({ ticket_uid: 't9', changed: [] }));
    emitLive('ticket.created', anEvent({ ticket_uid: 't10', changed: [] }));
    await endOfWindow();
    for (const watched of lists) expect(watched.queryFn).toHaveBeenCalledTimes(2);
    expect(detail.queryFn).toHaveBeenCalledTimes(1);
  });

  it('does not read again a ticket already at this version (the change was made here)', async () => {
    const detail = watch(ticketKeys.ticket('t1'), aTicket({ id: 1, updated: NEW }));
    const activity = watch(ticketKeys.activity('t1'), { items: [] });
    emitLive('ticket.updated', anEvent({ changed: ['summary'] }));
    await endOfWindow();
    expect(detail.queryFn).not.toHaveBeenCalled();
    expect(activity.queryFn).toHaveBeenCalledTimes(1);
  });

  it("reads the ticket's checklist again when a change names it, unless a change of it is on its way here", async () => {
    const list = { items: [], done: 0, total: 0 };
    const checklist = watch(ticketKeys.checklist('t1'), list);
    emitLive('ticket.updated', anEvent({ changed: ['summary'] }));
    await endOfWindow();
    expect(checklist.queryFn).not.toHaveBeenCalled();

    emitLive('ticket.updated', anEvent({ changed: ['checklist'] }));
    await endOfWindow();
    expect(checklist.queryFn).toHaveBeenCalledTimes(1);

    let answer!: () => void;
    const change = queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationKey: ticketKeys.checklist('t1'),
        mutationFn: () => new Promise<void>((resolve) => (answer = resolve)),
      })
      .execute(undefined);
    emitLive('ticket.updated', anEvent({ changed: ['checklist'] }));
    await endOfWindow();
    expect(checklist.queryFn).toHaveBeenCalledTimes(1);
    answer();
    await change;
  });

  it('refetches the tag lists only when tags may have changed', async () => {
    const tags = watch(ticketKeys.tags('w1', ticketScopes.workspace), []);
    const milestones = watch(ticketKeys.milestones('w1', ticketScopes.workspace), []);
    emitLive('ticket.updated', anEvent({ changed: ['summary'] }));
    await endOfWindow();
    expect(tags.queryFn).not.toHaveBeenCalled();
    emitLive('ticket.updated', anEvent({ changed: ['tags'] }));
    await endOfWindow();
    expect(tags.queryFn).toHaveBeenCalledTimes(1);
    expect(milestones.queryFn).not.toHaveBeenCalled();
  });

  it('takes a deleted ticket out of every list and the cache at once', async () => {
    const t1 = aTicketListItem({ id: 1 });
    const t2 = aTicketListItem({ id: 2 });
    const list = watch(tableKey, table([t1, t2]));
    watch(calendarKey, { items: [t1], truncated: false }, { shown: false });
    queryClient.setQueryData(ticketKeys.ticket('t1'), aTicket({ id: 1 }));
    queryClient.setQueryData(ticketKeys.activity('t1'), { items: [] });

    emitLive('ticket.deleted', anEvent({ changed: [] }));

    expect(rows(queryClient.getQueryData(tableKey)).map((row) => row.uid)).toEqual(['t2']);
    expect(rows(queryClient.getQueryData(calendarKey))).toEqual([]);
    expect(queryClient.getQueryData(ticketKeys.ticket('t1'))).toBeUndefined();
    expect(queryClient.getQueryCache().findAll({ queryKey: ticketKeys.ticket('t1') })).toHaveLength(0);
    await endOfWindow();
    expect(list.queryFn).toHaveBeenCalledTimes(1);
  });

  it('empties a deleted ticket that is shown and asks again, so it says the ticket is gone', async () => {
    const detail = watch(ticketKeys.ticket('t1'), aTicket({ id: 1 }));
    detail.queryFn.mockRejectedValue(new Error('not found'));
    emitLive('ticket.deleted', anEvent({ changed: [] }));
    expect(queryClient.getQueryData(ticketKeys.ticket('t1'))).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(detail.queryFn).toHaveBeenCalledTimes(1);
  });

  it('refetches the assignees when the team changes, and everything of the workspace when access does', async () => {
    const assignees = watch(ticketKeys.assignees('w1'), []);
    const list = watch(tableKey, table([]));
    const detail = watch(ticketKeys.ticket('t1'), aTicket({ id: 1 }));
    const elsewhere = watch(ticketKeys.ticket('t2'), aTicket({ id: 2, workspace_uid: 'w2' }));

    emitLive('member.joined', { workspace_uid: 'w1', member_uid: 'm9' });
    await endOfWindow();
    expect(assignees.queryFn).toHaveBeenCalledTimes(1);
    expect(list.queryFn).not.toHaveBeenCalled();

    emitLive('access.changed', { workspace_uid: 'w1' });
    await endOfWindow();
    expect(assignees.queryFn).toHaveBeenCalledTimes(2);
    expect(list.queryFn).toHaveBeenCalledTimes(1);
    expect(detail.queryFn).toHaveBeenCalledTimes(1);
    expect(elsewhere.queryFn).not.toHaveBeenCalled();
  });
});
