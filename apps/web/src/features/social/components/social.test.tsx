import type { FeedItem } from '@expertos/domain/brand.schema';
import type { Job } from '@expertos/domain/job.schema';
import type { SocialConnection, SocialInsights } from '@expertos/domain/social.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt } from '@/test/render';
import * as calls from '../api/social';
import { FeedItemActions } from './FeedItemActions';
import { ImportProgress } from './ImportProgress';
import { SocialAccountsCard } from './SocialAccountsCard';
import { SocialAnalytics } from './SocialAnalytics';

const connection: SocialConnection = {
  provider: 'instagram',
  account_id: '1784',
  account_name: 'acme.studio',
  account_url: 'https://www.instagram.com/acme.studio/',
  state: 'connected',
  last_error: null,
  profile: {
    name: 'Acme',
    biography: null,
    website: null,
    picture_url: null,
    followers: 12_345,
    follows: 3,
    media_count: 30,
    views: null,
  },
  import_job_id: null,
  last_import_at: '2026-01-02T10:00:00.000Z',
  imported_posts: 30,
  connected_at: '2026-01-01T10:00:00.000Z',
};

const aJob = (fields: Partial<Job>): Job => ({
  id: 'job-1',
  type: 'social.import',
  status: 'running',
  attempts: 1,
  max_attempts: 8,
  run_at: '2026-01-02T10:00:00.000Z',
  last_error: null,
  progress: { done: 10, total: 40, message: 'Imported 10 posts' },
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
  ...fields,
});

const renderAt = (element: React.ReactNode, path = '/brand/acme/settings/connect-instagram') =>
  renderPageAt(path, [{ path: '/brand/:projectSlug/settings/:page', element }]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('connect step accounts', () => {
  it('says the administrator must configure a provider the server has no app for', async () => {
    vi.spyOn(calls, 'fetchSocial').mockResolvedValue({
      instagram: { available: false, connection: null },
      youtube: { available: true, connection: null },
    });
    renderAt(<SocialAccountsCard workspaceUid="w1" projectUid="p1" canEdit />);
    expect(
      await screen.findByText(/Instagram cannot be connected here yet: the administrator must configure it/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Instagram' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Connect YouTube' })).toBeInTheDocument();
  });

  it('starts connecting on the provider’s page', async () => {
    vi.spyOn(calls, 'fetchSocial').mockResolvedValue({
      instagram: { available: true, connection: null },
      youtube: { available: true, connection: null },
    });
    const start = vi
      .spyOn(calls, 'startSocialConnect')
      .mockResolvedValue('https://www.instagram.com/oauth/authorize?x=1');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    renderAt(<SocialAccountsCard workspaceUid="w1" projectUid="p1" canEdit />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Instagram' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.instagram.com/oauth/authorize?x=1'));
    expect(start).toHaveBeenCalledWith('w1', 'p1', 'instagram');
  });

  it('shows the connected account, its figures, and the result the redirect brought back', async () => {
    vi.spyOn(calls, 'fetchSocial').mockResolvedValue({
      instagram: { available: true, connection },
      youtube: { available: true, connection: null },
    });
    renderAt(
      <SocialAccountsCard workspaceUid="w1" projectUid="p1" canEdit />,
      '/brand/acme/settings/connect-instagram?social=ok&provider=instagram',
    );
    expect(await screen.findByText('Connected as acme.studio')).toBeInTheDocument();
    expect(screen.getByText('12,345')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Instagram is connected');
    expect(screen.getByRole('button', { name: 'Import new posts' })).toBeEnabled();
  });

  it('asks to reconnect when the provider refused the token', async () => {
    vi.spyOn(calls, 'fetchSocial').mockResolvedValue({
      instagram: { available: true, connection: { ...connection, state: 'reconnect' } },
      youtube: { available: true, connection: null },
    });
    renderAt(<SocialAccountsCard workspaceUid="w1" projectUid="p1" canEdit />);
    expect(await screen.findByText(/no longer accepts this connection/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Instagram again' })).toBeInTheDocument();
  });

  it('finds the running import again after a reload and shows its progress', async () => {
    vi.spyOn(calls, 'fetchSocial').mockResolvedValue({
      instagram: { available: true, connection: { ...connection, import_job_id: 'job-1' } },
      youtube: { available: true, connection: null },
    });
    vi.spyOn(calls, 'fetchJob').mockResolvedValue(aJob({}));
    renderAt(<SocialAccountsCard workspaceUid="w1" projectUid="p1" canEdit />);
    expect(await screen.findByText('10 of 40 posts')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Importing posts…' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByRole('button', { name: 'Import new posts' })).toBeDisabled();
  });
});

describe('import progress bar', () => {
  it('calls back when the import is done, and says why it stopped when it died', async () => {
    const finished = vi.fn();
    vi.spyOn(calls, 'fetchJob').mockResolvedValue(aJob({ status: 'done' }));
    const { unmount } = renderAt(<ImportProgress workspaceUid="w1" jobId="job-1" onFinished={finished} />);
    await waitFor(() => expect(finished).toHaveBeenCalled());
    unmount();
    vi.spyOn(calls, 'fetchJob').mockResolvedValue(
      aJob({ id: 'job-2', status: 'dead', last_error: 'Instagram answered HTTP 400' }),
    );
    renderAt(<ImportProgress workspaceUid="w1" jobId="job-2" onFinished={finished} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The import stopped: Instagram answered HTTP 400',
    );
  });
});

describe('analytics', () => {
  const insights: SocialInsights = {
    followers: 12_345,
    media_count: 30,
    account: { reach: 4200, views: 9800, accounts_engaged: 610, total_interactions: 1500 },
    engagement_rate: 1.05,
    recent: [
      { uid: 'a', published_at: '2026-01-03T10:00:00Z', likes: 130, comments: 2, reach: 1030 },
      { uid: 'b', published_at: '2026-01-02T10:00:00Z', likes: 120, comments: 5, reach: 900 },
      { uid: 'c', published_at: '2026-01-01T10:00:00Z', likes: 90, comments: 1, reach: 700 },
    ],
  };

  it('charts the headline figures and the recent posts’ engagement', async () => {
    vi.spyOn(calls, 'fetchSocialInsights').mockResolvedValue(insights);
    renderAt(<SocialAnalytics workspaceUid="w1" projectUid="p1" />, '/brand/acme/settings/analytics');
    expect(await screen.findByText('12,345')).toBeInTheDocument();
    expect(screen.getByText('4,200')).toBeInTheDocument();
    expect(screen.getByText('1.05 %')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Likes and comments per post/ })).toBeInTheDocument();
    expect(screen.getAllByTestId('engagement-bar')).toHaveLength(3);
  });

  it('invites to connect when there is nothing yet', async () => {
    vi.spyOn(calls, 'fetchSocialInsights').mockResolvedValue({
      followers: null,
      media_count: null,
      account: null,
      engagement_rate: null,
      recent: [],
    });
    renderAt(<SocialAnalytics workspaceUid="w1" projectUid="p1" />, '/brand/acme/settings/analytics');
    expect(await screen.findByText('Connect Instagram to see its figures here.')).toBeInTheDocument();
  });
});

describe('feed item actions', () => {
  const item: FeedItem = {
    source: 'instagram',
    uid: 'post-1',
    id: null,
    summary: 'Post 30',
    caption: 'Post 30',
    status: null,
    post_platform: 'instagram',
    post_format: null,
    post_audience: null,
    posted_date: '2026-01-03',
    live_link: 'https://www.instagram.com/p/1/',
    image_url: null,
    updated_at: '2026-01-03T10:00:00Z',
    published_at: '2026-01-03T10:00:00Z',
    metrics: { likes: 1, comments: 2, views: null, reach: null, saved: null, shares: null },
    ticket_uid: null,
  };

  it('makes a post ticket and uses the post as a voice sample', async () => {
    const make = vi.spyOn(calls, 'makePostTicket').mockResolvedValue({ ticket_uid: 't1', ticket_id: 42 });
    const sample = vi
      .spyOn(calls, 'addVoiceSample')
      .mockResolvedValue({ voice_uid: 'v1', voice_name: 'Brand voice' });
    renderAt(<FeedItemActions workspaceUid="w1" projectUid="p1" item={item} />, '/brand/acme/settings/feed');
    await userEvent.click(screen.getByRole('button', { name: 'Make a post ticket' }));
    await waitFor(() => expect(make).toHaveBeenCalledWith('w1', 'p1', 'post-1'));
    await userEvent.click(screen.getByRole('button', { name: 'Use as voice sample' }));
    await waitFor(() => expect(sample).toHaveBeenCalledWith('w1', 'p1', 'post-1'));
  });

  it('offers no second ticket once one was made', () => {
    renderAt(
      <FeedItemActions workspaceUid="w1" projectUid="p1" item={{ ...item, ticket_uid: 't1' }} />,
      '/brand/acme/settings/feed',
    );
    expect(screen.queryByRole('button', { name: 'Make a post ticket' })).toBeNull();
  });
});
