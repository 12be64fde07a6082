import type { CalendarFeed } from '@expertos/domain/calendar.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { renderWithProviders } from '@/test/render';
import * as calls from '../api/feeds';
import { CalendarFeedCard } from './CalendarFeedCard';

const feed: CalendarFeed = {
  uid: 'f1',
  kind: 'brand',
  project_uid: 'p1',
  project_name: 'Leafco',
  url: 'http://localhost:3000/api/calendar-feeds/abc/calendar.ics',
  created_at: '2026-11-28T10:00:00.000Z',
};

beforeEach(() => {
  useWorkspaceStore.setState({ currentWorkspace: { uid: 'w1' } as never });
});
afterEach(() => {
  vi.restoreAllMocks();
  useWorkspaceStore.setState({ currentWorkspace: null } as never);
});

describe('calendar feed card', () => {
  it("makes the brand's address on request and shows it to copy", async () => {
    const list = vi.spyOn(calls, 'fetchFeeds').mockResolvedValueOnce([]).mockResolvedValue([feed]);
    const open = vi.spyOn(calls, 'openFeed').mockResolvedValue(feed);
    renderWithProviders(<CalendarFeedCard projectUid="p1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Get the calendar address' }));
    expect(open).toHaveBeenCalledWith('w1', 'p1');
    expect(await screen.findByRole('textbox', { name: 'Calendar address' })).toHaveValue(feed.url);
    expect(list).toHaveBeenCalledWith('w1');
  });

  it("does not show a brand's address as the person's own", async () => {
    vi.spyOn(calls, 'fetchFeeds').mockResolvedValue([feed]);
    renderWithProviders(<CalendarFeedCard />);
    expect(await screen.findByRole('button', { name: 'Get the calendar address' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('stops the address after asking', async () => {
    vi.spyOn(calls, 'fetchFeeds').mockResolvedValue([feed]);
    const revoke = vi.spyOn(calls, 'revokeFeed').mockResolvedValue();
    renderWithProviders(<CalendarFeedCard projectUid="p1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop this address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop this calendar address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop this address' }));
    expect(revoke).toHaveBeenCalledWith('w1', 'f1');
  });
});
