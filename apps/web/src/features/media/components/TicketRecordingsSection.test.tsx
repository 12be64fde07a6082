import type { Video } from '@expertos/domain/media.schema';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt } from '@/test/render';
import * as calls from '../api/videos';
import { TicketRecordingsSection } from './TicketRecordingsSection';

afterEach(() => vi.restoreAllMocks());

const ready: Video = {
  uid: 'v1',
  project_uid: 'p1',
  ticket_uid: 't1',
  content_type: 'video/webm',
  size: 40_000,
  received: 40_000,
  status: 'ready',
  duration_ms: 125_000,
  shared: true,
  created_at: '2026-11-28T10:00:00.000Z',
  updated_at: '2026-11-28T10:00:00.000Z',
};

const renderSection = () =>
  renderPageAt('/task', [
    {
      path: '/task',
      element: <TicketRecordingsSection ticketUid="t1" workspaceUid="w1" totalSpent={0} headingOrder={2} />,
    },
  ]);

describe("a ticket's recordings", () => {
  it('links each finished recording to its player, with its length', async () => {
    vi.spyOn(calls, 'fetchTicketVideos').mockResolvedValue([ready]);
    renderSection();
    expect(await screen.findByRole('link', { name: 'Screen recording' })).toHaveAttribute('href', '/play/v1');
    expect(screen.getByText('2:05')).toBeInTheDocument();
    expect(screen.getByText('Shared')).toBeInTheDocument();
  });

  it('shows how far an upload has got, without a link yet', async () => {
    vi.spyOn(calls, 'fetchTicketVideos').mockResolvedValue([
      { ...ready, uid: 'v2', status: 'uploading', received: 10_000, duration_ms: null, shared: false },
    ]);
    renderSection();
    expect(await screen.findByRole('progressbar', { name: 'Uploading: 25%' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says how to make one when there is none', async () => {
    vi.spyOn(calls, 'fetchTicketVideos').mockResolvedValue([]);
    renderSection();
    expect(
      await screen.findByText('No recordings yet. Record one with the browser extension.'),
    ).toBeInTheDocument();
  });
});
