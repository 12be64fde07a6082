import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/api/query-client';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject, aWorkspace } from '@/test/fixtures';
import * as ticketListsApi from './api/ticket-lists';
import { prefetchCalendarOnStart } from './calendar-on-start';
import { calendarKey } from './components/calendar/use-calendar-tickets';
import { DEFAULT_LIST_FILTERS, type TicketScope } from './components/ticket-scope';
import { listQueryOf, listViewKey } from './hooks/use-task-filters';

const acme = aProject({ uid: 'p1', slug: 'acme', name: 'Acme' });
const brandScope: TicketScope = {
  kind: 'project',
  workspaceUid: 'w1',
  projectUid: 'p1',
  projectSlug: 'acme',
};
/** The month grid of 15 January 2030 (weeks from Sunday, in English): 30 December to 9 February. */
const JANUARY = { date_from: '2029-12-30', date_to: '2030-02-09' };
const page = { items: [], next_cursor: null };

describe('a cold load of a calendar address (calendar-on-start.ts)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 0, 15, 12));
    // What this browser kept of its last visit: the workspace and its brands.
    useWorkspaceStore.setState({ currentWorkspace: aWorkspace({ uid: 'w1' }), projects: [acme] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    queryClient.clear();
  });

  it("asks for the brand's month once the session check has a token, under the calendar's own key", async () => {
    const list = vi.spyOn(ticketListsApi, 'fetchProjectTickets').mockResolvedValue(page);
    // App start: the session check is under way.
    useAuthStore.setState({ sessionChecked: false });
    prefetchCalendarOnStart({ pathname: '/brand/acme/tasks', search: '?view=tasks&viewMode=calendar' });
    // No token yet: nothing is sent that the API would refuse.
    expect(list).not.toHaveBeenCalled();

    useAuthStore.getState().setAuthToken('token');
    await waitFor(() =>
      expect(list).toHaveBeenCalledWith('p1', expect.objectContaining(JANUARY), expect.anything()),
    );
    // The calendar (useCalendarTickets) reads this entry: the list's default filters, this month.
    const key = calendarKey(brandScope, listQueryOf(DEFAULT_LIST_FILTERS, brandScope), JANUARY);
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('asks with the filters of the view last used for that list when the address has none', async () => {
    const list = vi.spyOn(ticketListsApi, 'fetchWorkspaceTickets').mockResolvedValue(page);
    useSettingsStore
      .getState()
      .rememberListView(listViewKey({ kind: 'workspace', workspaceUid: 'w1' }), 'tags=launch');
    useAuthStore.getState().setAuthToken('token');
    prefetchCalendarOnStart({ pathname: '/tasks', search: '?viewMode=calendar' });
    await waitFor(() =>
      expect(list).toHaveBeenCalledWith(
        'w1',
        expect.objectContaining({ ...JANUARY, tags: ['launch'] }),
        expect.anything(),
      ),
    );
  });

  it('asks for nothing but a calendar it can place, and nothing without a session', async () => {
    const brand = vi.spyOn(ticketListsApi, 'fetchProjectTickets').mockResolvedValue(page);
    const all = vi.spyOn(ticketListsApi, 'fetchWorkspaceTickets').mockResolvedValue(page);
    // The session check found no session: the token never comes.
    useAuthStore.getState().setSessionChecked(true);
    prefetchCalendarOnStart({ pathname: '/tasks', search: '?viewMode=calendar' });
    useAuthStore.setState({ sessionChecked: false });
    useAuthStore.getState().setAuthToken('token');
    // Another view, a brand this browser does not know, another page.
    prefetchCalendarOnStart({ pathname: '/brand/acme/tasks', search: '?viewMode=table' });
    prefetchCalendarOnStart({ pathname: '/brand/unknown/tasks', search: '?viewMode=calendar' });
    prefetchCalendarOnStart({ pathname: '/dashboard', search: '?viewMode=calendar' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(brand).not.toHaveBeenCalled();
    expect(all).not.toHaveBeenCalled();
  });
});
