import { ApiError } from '@expertos/api-client/client';
import type { BrandPublication, Publication } from '@expertos/domain/publishing/publication.schema';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarLayerEvent } from '@/shared/ui/slots';
import { OPEN_TASK_EVENT } from '@/shared/ui/task-dialog/open-task-dialog';
import { renderWithProviders } from '@/test/render';
import * as calendarApi from './calendar-api';
import { ScheduledPostsLayer } from './ScheduledPostsLayer';

function aPost(overrides: Partial<BrandPublication> = {}): BrandPublication {
  return {
    uid: 'p1',
    channel_uid: 'c1',
    network: 'bluesky',
    handle: 'acme.bsky.social',
    state: 'scheduled',
    // Friday 18 January 2030, 09:30 in Paris.
    due_at: '2030-01-18T08:30:00.000Z',
    attempts: 0,
    version: 2,
    remote_url: null,
    error_message: null,
    published_at: null,
    ticket_uid: 't1',
    ticket_title: 'Spring blend',
    excerpt: 'Spring is here',
    ...overrides,
  };
}

const start = new Date(2029, 11, 30);
const end = new Date(2030, 1, 10);

function renderLayer() {
  let latest: CalendarLayerEvent[] = [];
  const onEvents = vi.fn((events: CalendarLayerEvent[]) => {
    latest = events;
  });
  renderWithProviders(
    <ScheduledPostsLayer
      workspaceUid="w1"
      project={{ uid: 'pr1', slug: 'acme' }}
      start={start}
      end={end}
      onEvents={onEvents}
    />,
  );
  return { events: () => latest, onEvents };
}

describe('ScheduledPostsLayer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-15T12:00:00Z'));
    vi.spyOn(calendarApi, 'fetchQueueSettings').mockResolvedValue({
      time_zone: 'Europe/Paris',
      slots: [],
      require_approval: false,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('hands the window’s posts to the calendar: only those not out yet (or failed) move', async () => {
    const list = vi
      .spyOn(calendarApi, 'fetchBrandPublications')
      .mockResolvedValue([
        aPost(),
        aPost({ uid: 'p2', state: 'failed' }),
        aPost({ uid: 'p3', state: 'published', remote_url: 'https://bsky.app/profile/acme/post/1' }),
        aPost({ uid: 'p4', state: 'handed_off', network: 'instagram' }),
      ]);
    const layer = renderLayer();
    await waitFor(() => expect(layer.events()).toHaveLength(4));
    await waitFor(() => expect(layer.events()[0]?.movable).toBe(true));
    expect(list).toHaveBeenCalledWith('pr1', start.toISOString(), end.toISOString(), expect.anything());
    expect(layer.events().map((e) => [e.id, e.start, e.movable, e.className, e.color])).toEqual([
      ['post-p1', '2030-01-18T08:30:00.000Z', true, 'post-event post-event--scheduled', 'indigo'],
      ['post-p2', '2030-01-18T08:30:00.000Z', true, 'post-event post-event--failed', 'red'],
      ['post-p3', '2030-01-18T08:30:00.000Z', false, 'post-event post-event--published', 'green'],
      ['post-p4', '2030-01-18T08:30:00.000Z', false, 'post-event post-event--handed_off', 'grape'],
    ]);
    expect(layer.events()[0]?.data).toEqual({ publicationUid: 'p1', ticketUid: 't1', state: 'scheduled' });
  });

  it('refuses a day already past, and a time past today', async () => {
    vi.spyOn(calendarApi, 'fetchBrandPublications').mockResolvedValue([aPost()]);
    const layer = renderLayer();
    await waitFor(() => expect(layer.events()[0]?.movable).toBe(true));
    const [post] = layer.events();
    expect(post?.canMove(1)).toBe(true);
    // The 15th: 09:30 in Paris was 08:30 UTC, before noon UTC today.
    expect(post?.canMove(-3)).toBe(false);
    expect(post?.canMove(-4)).toBe(false);
  });

  it('moves a post to another day at the same time in the brand’s zone, on the copy seen', async () => {
    vi.spyOn(calendarApi, 'fetchBrandPublications').mockResolvedValue([aPost()]);
    const moved = vi
      .spyOn(calendarApi, 'reschedulePublication')
      .mockResolvedValue([{ uid: 'p1', due_at: '2030-01-21T08:30:00.000Z', version: 3 } as Publication]);
    const layer = renderLayer();
    await waitFor(() => expect(layer.events()[0]?.movable).toBe(true));
    await expect(layer.events()[0]!.move(3)).resolves.toBe(true);
    expect(moved).toHaveBeenCalledWith('t1', 'p1', { due_at: '2030-01-21T08:30:00.000Z', version: 2 });
  });

  it('says a post changed meanwhile, puts it back and reads the window again', async () => {
    const list = vi.spyOn(calendarApi, 'fetchBrandPublications').mockResolvedValue([aPost()]);
    vi.spyOn(calendarApi, 'reschedulePublication').mockRejectedValue(
      new ApiError({ status: 409, code: 'conflict', message: 'Changed' }),
    );
    const layer = renderLayer();
    await waitFor(() => expect(layer.events()[0]?.movable).toBe(true));
    await expect(layer.events()[0]!.move(1)).resolves.toBe(false);
    expect(await screen.findByText(/This post changed meanwhile/)).toBeInTheDocument();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('opens the post’s ticket', async () => {
    vi.spyOn(calendarApi, 'fetchBrandPublications').mockResolvedValue([aPost()]);
    const opened = vi.fn();
    window.addEventListener(OPEN_TASK_EVENT, opened);
    const layer = renderLayer();
    await waitFor(() => expect(layer.events()).toHaveLength(1));
    layer.events()[0]?.open();
    expect((opened.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      taskId: 't1',
      projectSlug: 'acme',
      title: 'Spring blend',
    });
    window.removeEventListener(OPEN_TASK_EVENT, opened);
  });

  it('on the workspace’s calendar: every brand’s posts the person sees, each opening in its brand, none moved there', async () => {
    const list = vi.spyOn(calendarApi, 'fetchWorkspacePublications').mockResolvedValue([
      { ...aPost(), project_uid: 'pr1', project_slug: 'acme', project_name: 'Acme' },
      {
        ...aPost({ uid: 'p2', ticket_uid: 't2' }),
        project_uid: 'pr2',
        project_slug: 'beans',
        project_name: 'Beans',
      },
    ]);
    let latest: CalendarLayerEvent[] = [];
    renderWithProviders(
      <ScheduledPostsLayer
        workspaceUid="w1"
        project={null}
        start={start}
        end={end}
        onEvents={(events) => {
          latest = events;
        }}
      />,
    );
    await waitFor(() => expect(latest).toHaveLength(2));
    expect(list).toHaveBeenCalledWith('w1', start.toISOString(), end.toISOString(), expect.anything());
    expect(latest.map((e) => e.movable)).toEqual([false, false]);
    await expect(latest[0]!.move(1)).resolves.toBe(false);
    const opened = vi.fn();
    window.addEventListener(OPEN_TASK_EVENT, opened);
    latest[1]?.open();
    window.removeEventListener(OPEN_TASK_EVENT, opened);
    expect((opened.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toMatchObject({
      taskId: 't2',
      projectSlug: 'beans',
    });
  });

  it('shows the network, the state in words and, once out, where it is live', async () => {
    const url = 'https://bsky.app/profile/acme/post/1';
    vi.spyOn(calendarApi, 'fetchBrandPublications').mockResolvedValue([
      aPost({ state: 'published', remote_url: url }),
      aPost({ uid: 'p2', state: 'needs_attention', network: 'mastodon' }),
    ]);
    const layer = renderLayer();
    await waitFor(() => expect(layer.events()).toHaveLength(2));
    const [published, waiting] = layer.events();
    const agenda = render(<div>{published?.render(true)}</div>);
    expect(agenda.container).toHaveTextContent(
      /^BlueskyPublished\d{1,2}:\d{2}.*Spring blendlive at bsky\.app$/,
    );
    expect(agenda.container.querySelector(`[title="${url}"]`)).not.toBeNull();
    agenda.unmount();
    const grid = render(<div>{waiting?.render(false)}</div>);
    // The grid shows the time and the title; the network and the state are there for screen readers.
    expect(grid.container).toHaveTextContent(/^MastodonNeeds attention\d{1,2}:\d{2}.*Spring blend$/);
  });
});
