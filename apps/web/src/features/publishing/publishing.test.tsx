import { ApiError } from '@expertos/api-client/api-error';
import type { AiStatus } from '@expertos/domain/ai.schema';
import type { BestTimesAnswer } from '@expertos/domain/analytics/learn';
import { APPROVAL_MESSAGES } from '@expertos/domain/approvals/messages';
import type { PublishingChannel } from '@expertos/domain/publishing/channel.schema';
import type { Publication } from '@expertos/domain/publishing/publication.schema';
import type { SavedVariant } from '@expertos/domain/publishing/saved-variants';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aiStatusCalls } from '@/shared/ai/ai-status';
import { aProjectUser } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as adaptApi from './api/adapt';
import * as bestTimesApi from './api/best-times';
import * as channelsApi from './api/channels';
import * as peopleApi from './api/people';
import * as publicationsApi from './api/publications';
import * as queueApi from './api/queue';
import { PublishingChannelsCard } from './components/channels/PublishingChannelsCard';
import { PublishSection } from './components/PublishSection';
import * as jpegCopy from './lib/jpeg-copy';

afterEach(() => vi.restoreAllMocks());

const aChannel = (change: Partial<PublishingChannel> = {}): PublishingChannel => ({
  uid: 'c-sky',
  network: 'bluesky',
  mode: 'api',
  host: 'https://bsky.social',
  handle: 'acme.bsky.social',
  display_name: 'Acme Coffee',
  avatar_url: null,
  state: 'connected',
  state_reason: null,
  created_at: '2030-01-01T10:00:00.000Z',
  ...change,
});
const masto = aChannel({
  uid: 'c-masto',
  network: 'mastodon',
  host: 'https://social.example',
  handle: 'acme',
  display_name: 'Acme on Mastodon',
});
const aPublication = (change: Partial<Publication> = {}): Publication => ({
  uid: 'p1',
  channel_uid: 'c-sky',
  network: 'bluesky',
  handle: 'acme.bsky.social',
  state: 'scheduled',
  due_at: '2030-01-08T08:30:00.000Z',
  attempts: 0,
  version: 3,
  remote_url: null,
  error_message: null,
  published_at: null,
  variant: { text: 'Hi', media: [] },
  timeline: [
    { kind: 'scheduled', state: 'scheduled', at: '2030-01-01T10:00:00.000Z', actor_uid: 'm1', detail: null },
  ],
  ...change,
});

const aiOff: AiStatus = {
  enabled: false,
  model: null,
  daily_token_limit: 0,
  used_today: 0,
  reason: 'AI is off on this server.',
  setup_doc: 'README',
  setup_url: null,
};

const noBestTimes: BestTimesAnswer = {
  time_zone: 'Europe/Berlin',
  window_days: 365,
  min_posts: 20,
  min_per_slot: 3,
  platforms: [],
};

function stubServer({
  channels = [aChannel()],
  publications = [] as Publication[],
  zone = 'Europe/Berlin',
  ai = aiOff,
  bestTimes = noBestTimes,
  saved = [] as SavedVariant[],
} = {}) {
  vi.spyOn(publicationsApi, 'fetchSavedVariants').mockResolvedValue(saved);
  vi.spyOn(aiStatusCalls, 'fetch').mockResolvedValue(ai);
  vi.spyOn(channelsApi, 'fetchChannels').mockResolvedValue(channels);
  vi.spyOn(queueApi, 'fetchQueue').mockResolvedValue({
    time_zone: zone,
    slots: [{ day: 'mon', time: '09:30' }],
    require_approval: false,
  });
  vi.spyOn(publicationsApi, 'fetchPublishableMedia').mockResolvedValue([]);
  vi.spyOn(bestTimesApi, 'fetchBestTimes').mockResolvedValue(bestTimes);
  vi.spyOn(peopleApi, 'fetchTeam').mockResolvedValue({
    members: [
      {
        uid: 'm1',
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        role: 'member',
        status: 'joined',
        project_uids: [],
        invite_uid: null,
      },
    ],
    seats: { claimed: 1, pending: 0 },
  });
  return vi.spyOn(publicationsApi, 'fetchPublications').mockResolvedValue(publications);
}

function renderSection(role = 'member') {
  signIn({ role });
  renderPageAt('/t', [
    {
      path: '/t',
      element: (
        <PublishSection
          ticketUid="t1"
          workspaceUid="w1"
          totalSpent={0}
          headingOrder={2}
          project={{ uid: 'p1', slug: 'acme' }}
          ticketType="post"
          post={{ hook: 'One sip of autumn', caption: 'Our pumpkin latte is back.' }}
        />
      ),
    },
  ]);
  return setupUser();
}

describe("a brand's publishing channels", () => {
  it('shows members each account and why one needs reconnecting, without the admin actions', async () => {
    stubServer({
      channels: [
        aChannel(),
        aChannel({
          uid: 'c2',
          handle: 'old.bsky.social',
          display_name: null,
          state: 'needs_reconnecting',
          state_reason: 'Token has been revoked.',
        }),
        aChannel({
          uid: 'c3',
          network: 'instagram',
          mode: 'handoff',
          host: '',
          handle: '@acme',
          display_name: null,
        }),
      ],
    });
    vi.spyOn(peopleApi, 'fetchBrandPeople').mockResolvedValue([
      aProjectUser({ member_uid: 'm1', role: 'member' }),
    ]);
    signIn({ role: 'member' });
    renderPageAt('/brand/acme/integrations', [
      { path: '/brand/:projectSlug/integrations', element: <PublishingChannelsCard projectUid="p1" /> },
    ]);
    const old = await screen.findByRole('listitem', { name: 'Bluesky old.bsky.social' });
    expect(within(old).getByText('Needs reconnecting')).toBeInTheDocument();
    expect(within(old).getByText(/Token has been revoked\./)).toBeInTheDocument();
    const phone = screen.getByRole('listitem', { name: 'Instagram @acme' });
    expect(within(phone).getByText('Phone hand-off')).toBeInTheDocument();
    expect(await screen.findByText('Only brand admins connect and disconnect channels.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Bluesky' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Disconnect/ })).not.toBeInTheDocument();
  });

  it('lets an admin connect Bluesky with an app password, and says what the network refused', async () => {
    stubServer({ channels: [] });
    const connect = vi
      .spyOn(channelsApi, 'connectBluesky')
      .mockRejectedValueOnce(
        new ApiError({ status: 422, code: 'publishing_account_refused', message: 'refused' }),
      )
      .mockResolvedValueOnce(aChannel());
    signIn({ role: 'admin' });
    renderPageAt('/brand/acme/integrations', [
      { path: '/brand/:projectSlug/integrations', element: <PublishingChannelsCard projectUid="p1" /> },
    ]);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Connect Bluesky' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect Bluesky' });
    expect(within(dialog).getByText(/make an app password in Bluesky/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Handle or e-mail/ }), 'acme.bsky.social');
    await user.type(within(dialog).getByLabelText(/App password/), 'abcd-efgh-ijkl-mnop');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The network refused this account. Check the handle and the app password, then try again.',
    );
    vi.mocked(channelsApi.fetchChannels).mockResolvedValue([aChannel()]);
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(connect).toHaveBeenLastCalledWith('p1', {
      identifier: 'acme.bsky.social',
      app_password: 'abcd-efgh-ijkl-mnop',
    });
    expect(await screen.findByRole('listitem', { name: 'Bluesky acme.bsky.social' })).toBeInTheDocument();
  });

  it('says how connecting Mastodon went on the way back', async () => {
    stubServer();
    signIn({ role: 'admin' });
    renderPageAt('/brand/acme/integrations?connect_error=The%20server%20refused.', [
      { path: '/brand/:projectSlug/integrations', element: <PublishingChannelsCard projectUid="p1" /> },
    ]);
    expect(await screen.findByText('The account was not connected: The server refused.')).toBeInTheDocument();
  });
});

describe("a post's composer", () => {
  it('opens on the post’s saved variants, and saves the chosen ones for review', async () => {
    stubServer({
      channels: [aChannel(), masto],
      saved: [
        {
          channel_uid: 'c-masto',
          network: 'mastodon',
          variant: { text: 'Saved for Mastodon', media: [], visibility: 'unlisted', first_comment: '#latte' },
          updated_at: '2030-01-01T00:00:00Z',
        },
      ],
    });
    const save = vi.spyOn(publicationsApi, 'saveVariants').mockImplementation(async (_ticket, input) =>
      input.variants.map((v) => ({
        ...v,
        network: v.channel_uid === 'c-masto' ? ('mastodon' as const) : ('bluesky' as const),
        updated_at: '2030-01-02T00:00:00Z',
      })),
    );
    const user = renderSection();
    const mastodon = await screen.findByRole('region', { name: /Mastodon acme/ });
    expect(within(mastodon).getByRole('textbox', { name: 'Text' })).toHaveValue('Saved for Mastodon');
    expect(screen.getByRole('checkbox', { name: /Mastodon/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Bluesky/ })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: /Bluesky/ }));
    await user.click(screen.getByRole('button', { name: 'Save for review' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[1]).toEqual({
      variants: [
        // In the order the brand lists its channels.
        expect.objectContaining({
          channel_uid: 'c-sky',
          variant: expect.objectContaining({ text: 'One sip of autumn\n\nOur pumpkin latte is back.' }),
        }),
        expect.objectContaining({
          channel_uid: 'c-masto',
          variant: expect.objectContaining({
            text: 'Saved for Mastodon',
            visibility: 'unlisted',
            first_comment: '#latte',
          }),
        }),
      ],
    });
    expect(
      await screen.findByText('Saved: reviewers approve these words with the post.'),
    ).toBeInTheDocument();
  });

  it('says at its variant what approvals refused when scheduling', async () => {
    stubServer();
    vi.spyOn(publicationsApi, 'schedulePost').mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'publishing_needs_approval',
        message: 'This brand requires approval.',
        details: [{ path: 'posts.0.variant.text', message: APPROVAL_MESSAGES.variantNotApproved }],
      }),
    );
    const user = renderSection();
    await user.click(await screen.findByRole('checkbox', { name: /Bluesky · acme\.bsky\.social/ }));
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    const editor = screen.getByRole('region', { name: /Bluesky acme\.bsky\.social/ });
    expect(await within(editor).findByText(APPROVAL_MESSAGES.variantNotApproved)).toBeInTheDocument();
  });

  it('starts each variant from the hook and caption, and names the rule the text breaks as it is typed', async () => {
    stubServer();
    const schedule = vi.spyOn(publicationsApi, 'schedulePost');
    const user = renderSection();
    await user.click(await screen.findByRole('checkbox', { name: /Bluesky · acme\.bsky\.social/ }));
    const editor = screen.getByRole('region', { name: /Bluesky acme\.bsky\.social/ });
    const text = within(editor).getByRole('textbox', { name: 'Text' });
    expect(text).toHaveValue('One sip of autumn\n\nOur pumpkin latte is back.');
    expect(within(editor).getByTestId('length-counter')).toHaveTextContent('45 / 300');
    expect(within(editor).getByTestId('preview-text')).toHaveTextContent('One sip of autumn');

    await user.clear(text);
    await user.click(text);
    await user.paste('a'.repeat(301));
    expect(within(editor).getByTestId('length-counter')).toHaveTextContent('301 / 300');
    expect(within(editor).getByText('Bluesky allows 300 characters; this has 301.')).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Fix what is marked before publishing.')).toBeInTheDocument();
    expect(schedule).not.toHaveBeenCalled();
  });

  it('asks who can see a TikTok post from the levels the account offers, none chosen for the person, interactions off', async () => {
    const tiktok = aChannel({
      uid: 'c-tt',
      network: 'tiktok',
      host: '',
      handle: '@acme',
      display_name: 'Acme',
    });
    stubServer({ channels: [tiktok] });
    vi.spyOn(channelsApi, 'fetchCreatorInfo').mockResolvedValue({
      username: 'acme',
      nickname: 'Acme Coffee',
      privacy_levels: ['PUBLIC_TO_EVERYONE', 'SELF_ONLY'],
      comment_disabled: false,
      duet_disabled: true,
      stitch_disabled: false,
      max_video_seconds: 600,
    });
    vi.spyOn(publicationsApi, 'fetchPublishableMedia').mockResolvedValue([
      {
        kind: 'video',
        video_uid: 'v1',
        file_name: 'latte.mp4',
        mime_type: 'video/mp4',
        bytes: 4_000_000,
        duration_ms: 20_000,
        on_ticket: true,
        url: '/files/latte.mp4',
      },
    ]);
    const schedule = vi.spyOn(publicationsApi, 'schedulePost').mockResolvedValue([]);
    const user = renderSection();
    await user.click(await screen.findByRole('checkbox', { name: /TikTok · @acme/ }));
    const editor = screen.getByRole('region', { name: /TikTok @acme/ });
    await user.click(within(editor).getByRole('button', { name: 'Add latte.mp4' }));
    expect(await within(editor).findByText('Posting as Acme Coffee (@acme).')).toBeInTheDocument();
    const who = within(editor).getByRole('radiogroup', { name: /Who can see this post/ });
    // Only the account's levels, none preselected.
    expect(
      within(who)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['PUBLIC_TO_EVERYONE', 'SELF_ONLY']);
    expect(
      within(who)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    expect(within(editor).getByRole('checkbox', { name: 'Comment' })).not.toBeChecked();
    expect(within(editor).getByRole('checkbox', { name: /Duet/ })).toBeDisabled();
    expect(within(editor).getByText(/Choose who can see this TikTok post\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(schedule).not.toHaveBeenCalled();

    // Branded content cannot be private: "Only me" is not offered with it.
    await user.click(within(editor).getByRole('checkbox', { name: /paid partnership/ }));
    expect(within(who).getByRole('radio', { name: 'Only me' })).toBeDisabled();
    await user.click(within(who).getByRole('radio', { name: 'Everyone' }));
    await user.click(within(editor).getByRole('checkbox', { name: 'Comment' }));
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(schedule).toHaveBeenCalled());
    const [, request] = schedule.mock.calls[0] ?? [];
    expect(request?.posts[0]?.variant).toMatchObject({
      privacy_level: 'PUBLIC_TO_EVERYONE',
      allow_comments: true,
      allow_duet: false,
      allow_stitch: false,
      brand_content: true,
      brand_organic: false,
      tiktok_mode: 'direct',
    });
  });

  it('asks which of the account’s boards a Pin goes on, none chosen for the person, and sends its title and link', async () => {
    const pinterest = aChannel({
      uid: 'c-pin',
      network: 'pinterest',
      host: 'https://www.pinterest.com',
      handle: '@acme',
      display_name: 'Acme',
    });
    stubServer({ channels: [pinterest] });
    const boards = vi.spyOn(channelsApi, 'fetchBoards').mockResolvedValue([
      { id: '549755885175', name: 'Autumn drinks', privacy: 'PUBLIC' },
      { id: '549755885176', name: 'Drafts', privacy: 'SECRET' },
    ]);
    vi.spyOn(publicationsApi, 'fetchPublishableMedia').mockResolvedValue([
      {
        kind: 'image',
        image_uid: 'i1',
        file_name: 'latte.jpg',
        mime_type: 'image/jpeg',
        bytes: 400_000,
        duration_ms: null,
        on_ticket: true,
        url: '/files/latte.jpg',
      },
    ]);
    const schedule = vi.spyOn(publicationsApi, 'schedulePost').mockResolvedValue([]);
    const user = renderSection();
    await user.click(await screen.findByRole('checkbox', { name: /Pinterest · @acme/ }));
    const editor = screen.getByRole('region', { name: /Pinterest @acme/ });
    const board = await within(editor).findByRole('combobox', { name: /Board/ });
    expect(boards).toHaveBeenCalledWith('p1', 'c-pin', expect.anything());
    // No board is chosen for the person, and the Pin cannot go without one.
    expect(board).toHaveValue('');
    expect(within(editor).getByText('Choose the board this Pin goes on.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(schedule).not.toHaveBeenCalled();

    await user.click(board);
    expect(await screen.findByRole('option', { name: 'Drafts (secret)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Autumn drinks' }));
    await user.type(within(editor).getByRole('textbox', { name: 'Title' }), 'Pumpkin latte is back');
    await user.type(
      within(editor).getByRole('textbox', { name: 'Destination link' }),
      'https://acme.example/latte',
    );
    expect(within(editor).queryByRole('textbox', { name: 'First comment' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(schedule).toHaveBeenCalled());
    const [, request] = schedule.mock.calls[0] ?? [];
    expect(request?.posts[0]?.variant).toMatchObject({
      text: 'One sip of autumn\n\nOur pumpkin latte is back.',
      board_id: '549755885175',
      title: 'Pumpkin latte is back',
      link: 'https://acme.example/latte',
      media: [{ image_uid: 'i1' }],
    });
  });

  it("schedules at a time said in the brand's zone, and puts what the server refused at its variant", async () => {
    stubServer({ channels: [aChannel(), masto] });
    const schedule = vi.spyOn(publicationsApi, 'schedulePost').mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'validation_error',
        message: 'Invalid',
        details: [
          { path: 'posts.1.variant.text', message: 'This server allows 100 characters; this has 120.' },
        ],
      }),
    );
    const user = renderSection();
    await user.click(await screen.findByRole('checkbox', { name: /Bluesky/ }));
    await user.click(screen.getByRole('checkbox', { name: /Mastodon/ }));
    await user.click(screen.getByRole('radio', { name: 'Schedule for…' }));
    await user.type(screen.getByLabelText(/^Date/), '2030-01-08');
    await user.type(screen.getByLabelText(/^Time/), '09:30');
    expect(screen.getByTestId('schedule-lines')).toHaveTextContent(
      /Goes out Tue, Jan 8, 2030, 9:30\sAM GMT\+1/,
    );
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(schedule).toHaveBeenCalled());
    expect(schedule.mock.calls[0]?.[1]).toMatchObject({
      due_at: '2030-01-08T08:30:00.000Z',
      queue: false,
      posts: [{ channel_uid: 'c-sky' }, { channel_uid: 'c-masto', variant: { visibility: 'public' } }],
    });
    const mastodon = screen.getByRole('region', { name: /Mastodon acme/ });
    expect(
      await within(mastodon).findByText('This server allows 100 characters; this has 120.'),
    ).toBeInTheDocument();
    const bluesky = screen.getByRole('region', { name: /Bluesky acme\.bsky\.social/ });
    expect(within(bluesky).queryByText(/This server allows/)).not.toBeInTheDocument();
  });
});

describe("the composer's best times", () => {
  const learned: BestTimesAnswer = {
    ...noBestTimes,
    platforms: [
      {
        network: 'bluesky',
        enough: true,
        posts: 24,
        slots: [
          { weekday: 1, hour: 18, median: 0.08, posts: 4 },
          { weekday: 3, hour: 12, median: 0.05, posts: 3 },
        ],
      },
      { network: 'mastodon', enough: false, posts: 3, slots: [] },
    ],
  };

  it("suggests the chosen network's best times, and a click schedules the post for the next one", async () => {
    stubServer({ bestTimes: learned });
    const user = renderSection();
    await user.click(await screen.findByRole('checkbox', { name: /Bluesky/ }));
    const times = await screen.findByRole('group', { name: 'Best times on Bluesky:' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Tue 18:00', 'Thu 12:00']);
    expect(screen.queryByRole('button', { name: /to the queue/ })).not.toBeInTheDocument();

    await user.click(within(times).getByRole('button', { name: 'Schedule for Tue 18:00' }));
    expect(screen.getByRole('radio', { name: 'Schedule for…' })).toBeChecked();
    expect(screen.getByLabelText(/^Time/)).toHaveValue('18:00');
    const date = (screen.getByLabelText(/^Date/) as HTMLInputElement).value;
    expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(2);
    expect(Date.parse(`${date}T23:59:59Z`)).toBeGreaterThan(Date.now());
    expect(screen.getByTestId('schedule-lines')).toHaveTextContent(/Goes out Tue, .+ 6:00\sPM GMT\+[12]/);
  });

  it('says plainly when a network has not enough data yet', async () => {
    stubServer({ channels: [aChannel(), masto], bestTimes: learned });
    const user = renderSection();
    await user.click(await screen.findByRole('checkbox', { name: /Mastodon/ }));
    expect(
      await screen.findByText('Best times on Mastodon: not enough data yet (3 of 20 posts with results).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Schedule for / })).not.toBeInTheDocument();
  });

  it("offers brand admins to add them to the queue's weekly times, through the queue's own save", async () => {
    stubServer({ bestTimes: learned });
    const save = vi.spyOn(queueApi, 'saveQueue').mockImplementation(async (_project, settings) => settings);
    const user = renderSection('admin');
    await user.click(await screen.findByRole('checkbox', { name: /Bluesky/ }));
    await user.click(await screen.findByRole('button', { name: 'Add these 2 times to the queue' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[1]).toEqual({
      time_zone: 'Europe/Berlin',
      require_approval: false,
      slots: [
        { day: 'mon', time: '09:30' },
        { day: 'tue', time: '18:00' },
        { day: 'thu', time: '12:00' },
      ],
    });
    expect(await screen.findByText('These times are in the queue.')).toBeInTheDocument();
  });
});

describe("preparing a post's files for its network, only when asked", () => {
  const webm = {
    kind: 'video' as const,
    video_uid: 'v1',
    file_name: 'recording-2030-01-01.webm',
    mime_type: 'video/webm',
    bytes: 4_000_000,
    duration_ms: 20_000,
    width: 1280,
    height: 720,
    on_ticket: true,
    url: '/files/v1',
  };
  const copyOf = (status: 'processing' | 'ready' | 'failed', failure: string | null = null) => ({
    uid: 'v2',
    project_uid: 'p1',
    ticket_uid: 't1',
    content_type: 'video/mp4' as const,
    size: 3_000_000,
    received: status === 'ready' ? 3_000_000 : 0,
    status,
    duration_ms: status === 'ready' ? 20_000 : null,
    shared: false,
    source_uid: 'v1',
    failure,
    created_at: '2030-01-01T10:00:00.000Z',
    updated_at: '2030-01-01T10:00:00.000Z',
  });

  /** The composer with one channel checked and `name` among its files. */
  async function chooseFile(
    user: ReturnType<typeof userEvent.setup>,
    [box, region]: [RegExp, RegExp],
    name: string,
  ) {
    await user.click(await screen.findByRole('checkbox', { name: box }));
    const editor = screen.getByRole('region', { name: region });
    const add = await within(editor)
      .findByRole('button', { name: `Add ${name}` }, { timeout: 500 })
      .catch(() => null);
    if (add) await user.click(add);
    return editor;
  }

  it('makes an MP4 copy of a WebM recording on request, shows it being made, and swaps it in on a click', async () => {
    stubServer();
    let copyReady = false;
    vi.spyOn(publicationsApi, 'fetchPublishableMedia').mockImplementation(async () =>
      copyReady
        ? [
            webm,
            {
              ...webm,
              video_uid: 'v2',
              file_name: 'recording-2030-01-01-mp4-copy.mp4',
              mime_type: 'video/mp4',
              source_video_uid: 'v1',
              url: '/files/v2',
            },
          ]
        : [webm],
    );
    const current = vi.spyOn(publicationsApi, 'fetchMp4Copy').mockResolvedValue(null);
    const ask = vi.spyOn(publicationsApi, 'requestMp4Copy').mockResolvedValue(copyOf('processing'));
    const schedule = vi.spyOn(publicationsApi, 'schedulePost').mockResolvedValue([]);
    const user = renderSection();
    const editor = await chooseFile(user, [/Bluesky/, /Bluesky acme\.bsky\.social/], webm.file_name);
    expect(await within(editor).findByText(/Bluesky takes videos as MP4\./)).toBeInTheDocument();
    // Nothing is converted until the person asks.
    expect(ask).not.toHaveBeenCalled();
    const make = await within(editor).findByRole('button', { name: 'Make an MP4 copy' });
    make.focus();
    await user.keyboard('{Enter}');
    expect(ask).toHaveBeenCalledWith('p1', 'v1');
    expect(await within(editor).findByRole('status')).toHaveTextContent(/Making an MP4 copy…/);

    current.mockResolvedValue(copyOf('ready'));
    copyReady = true;
    const use = await within(editor).findByRole('button', { name: 'Use the MP4 copy' }, { timeout: 6000 });
    // Ready, but still the WebM until the person chooses the copy.
    expect(within(editor).getByText(/Bluesky takes videos as MP4\./)).toBeInTheDocument();
    await user.click(use);
    await waitFor(() => expect(within(editor).queryByText(/Bluesky takes videos as MP4\./)).toBeNull());
    expect(within(editor).getByText(/^1\. recording-2030-01-01-mp4-copy\.mp4/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(schedule).toHaveBeenCalled());
    expect(schedule.mock.calls[0]?.[1].posts[0]?.variant.media).toMatchObject([{ video_uid: 'v2' }]);
  }, 15_000);

  it("says ffmpeg's reason when the copy could not be made, and asks again on request", async () => {
    stubServer();
    vi.spyOn(publicationsApi, 'fetchPublishableMedia').mockResolvedValue([webm]);
    vi.spyOn(publicationsApi, 'fetchMp4Copy').mockResolvedValue(
      copyOf('failed', 'ffmpeg failed: Invalid data found when processing input'),
    );
    const ask = vi.spyOn(publicationsApi, 'requestMp4Copy').mockResolvedValue(copyOf('processing'));
    const user = renderSection();
    const editor = await chooseFile(user, [/Bluesky/, /Bluesky acme\.bsky\.social/], webm.file_name);
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'The MP4 copy could not be made: ffmpeg failed: Invalid data found when processing input',
    );
    await user.click(within(editor).getByRole('button', { name: 'Try again' }));
    expect(ask).toHaveBeenCalledWith('p1', 'v1');
  });

  it('saves a JPEG copy of a PNG for Instagram in the browser, through the upload, and swaps it in on a click', async () => {
    const instagram = aChannel({ uid: 'c-ig', network: 'instagram', host: '', handle: '@acme' });
    stubServer({ channels: [instagram] });
    const png = {
      kind: 'image' as const,
      image_uid: 'i1',
      file_name: 'latte.png',
      mime_type: 'image/png',
      bytes: 200_000,
      duration_ms: null,
      width: 1080,
      height: 1080,
      on_ticket: true,
      url: '/files/i1',
    };
    const jpg = {
      ...png,
      image_uid: 'i2',
      file_name: 'latte.jpg',
      mime_type: 'image/jpeg',
      url: '/files/i2',
    };
    let uploaded = false;
    vi.spyOn(publicationsApi, 'fetchPublishableMedia').mockImplementation(async () =>
      uploaded ? [png, jpg] : [png],
    );
    const original = new Blob(['png'], { type: 'image/png' });
    const fetchFile = vi.spyOn(publicationsApi, 'fetchMediaFile').mockResolvedValue(original);
    const jpeg = new File(['jpg'], 'latte.jpg', { type: 'image/jpeg' });
    const convert = vi.spyOn(jpegCopy, 'toJpegFile').mockResolvedValue(jpeg);
    const upload = vi.spyOn(publicationsApi, 'uploadPostImage').mockImplementation(async () => {
      uploaded = true;
    });
    const user = renderSection();
    const editor = await chooseFile(user, [/Instagram · @acme/, /Instagram @acme/], png.file_name);
    expect(
      await within(editor).findByText(/Instagram takes images as JPEG\. Save it as a JPEG first\./),
    ).toBeInTheDocument();
    expect(convert).not.toHaveBeenCalled();
    await user.click(within(editor).getByRole('button', { name: 'Save a JPEG copy' }));
    await user.click(await within(editor).findByRole('button', { name: 'Use the JPEG copy' }));
    expect(fetchFile).toHaveBeenCalledWith('/files/i1');
    expect(convert).toHaveBeenCalledWith(original, 'latte.png');
    expect(upload).toHaveBeenCalledWith('t1', jpeg);
    await waitFor(() =>
      expect(within(editor).queryByText(/Instagram takes images as JPEG/)).not.toBeInTheDocument(),
    );
    expect(within(editor).getByText(/^1\. latte\.jpg/)).toBeInTheDocument();
  });
});

describe("adapting a variant's text with AI", () => {
  it("rewrites it for the network's limit in the brand's voice, and gives the old text back on request", async () => {
    stubServer({ ai: { ...aiOff, enabled: true, model: 'm', reason: null } });
    const adapt = vi.spyOn(adaptApi, 'adaptText').mockResolvedValue('“Autumn, in one sip. 🎃”');
    const user = renderSection();
    await user.click(await screen.findByRole('checkbox', { name: /Bluesky/ }));
    const editor = screen.getByRole('region', { name: /Bluesky acme\.bsky\.social/ });
    await user.click(await within(editor).findByRole('button', { name: 'Adapt for Bluesky' }));
    expect(adapt.mock.calls[0]?.[0]).toBe('p1');
    expect(adapt.mock.calls[0]?.[1]).toMatch(
      /for Bluesky.*at most 300 characters[\s\S]*One sip of autumn\n\nOur pumpkin latte is back\.$/,
    );
    const text = within(editor).getByRole('textbox', { name: 'Text' });
    await waitFor(() => expect(text).toHaveValue('Autumn, in one sip. 🎃'));
    await user.click(within(editor).getByRole('button', { name: 'Take the old text back' }));
    expect(text).toHaveValue('One sip of autumn\n\nOur pumpkin latte is back.');
  });

  it('is off, with the reason, when AI cannot be used', async () => {
    stubServer();
    const user = renderSection();
    await user.click(await screen.findByRole('checkbox', { name: /Bluesky/ }));
    const editor = screen.getByRole('region', { name: /Bluesky acme\.bsky\.social/ });
    expect(await within(editor).findByText(/AI is off on this server/)).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Adapt for Bluesky' })).toBeDisabled();
  });
});

describe("a post's publications", () => {
  it('shows a failure in plain words with its timeline, and publishes it again on request', async () => {
    const fetch = stubServer({
      publications: [
        aPublication({
          state: 'failed',
          version: 5,
          error_message: 'Bluesky refused the image: it is too large.',
          timeline: [
            {
              kind: 'scheduled',
              state: 'scheduled',
              at: '2030-01-01T10:00:00.000Z',
              actor_uid: 'm1',
              detail: null,
            },
            {
              kind: 'started',
              state: 'publishing',
              at: '2030-01-08T08:30:00.000Z',
              actor_uid: null,
              detail: null,
            },
            {
              kind: 'failed',
              state: 'failed',
              at: '2030-01-08T08:30:01.000Z',
              actor_uid: null,
              detail: 'Bluesky refused the image: it is too large.',
            },
          ],
        }),
      ],
    });
    const going = [aPublication({ state: 'publishing', version: 6 })];
    const retry = vi.spyOn(publicationsApi, 'retryPublication').mockResolvedValue(going);
    const user = renderSection();
    const item = await screen.findByRole('listitem', { name: 'Bluesky acme.bsky.social' });
    // The badge, and the timeline's last step.
    expect(within(item).getAllByText('Failed')).toHaveLength(2);
    expect(within(item).getAllByText('Bluesky refused the image: it is too large.')).toHaveLength(2);
    const timeline = within(item).getByTestId('publication-timeline');
    expect(within(timeline).getByText('Scheduled')).toBeInTheDocument();
    expect(await within(timeline).findByText(/Ada Lovelace/)).toBeInTheDocument();
    expect(within(timeline).getByText('Started publishing')).toBeInTheDocument();
    fetch.mockResolvedValue(going);
    await user.click(within(item).getByRole('button', { name: 'Publish now' }));
    expect(retry).toHaveBeenCalledWith('t1', 'p1', 5);
    expect(await within(item).findByText('Publishing')).toBeInTheDocument();
  });

  it('offers the library’s newer version of a waiting post’s asset, and says why the server refused it', async () => {
    const newer = [{ asset_uid: 'a1', asset_name: 'menu.png', kept_number: 1, current_number: 2 }];
    const fetch = stubServer({ publications: [aPublication({ version: 3, newer_assets: newer })] });
    const take = vi
      .spyOn(publicationsApi, 'takeNewerAssets')
      .mockRejectedValueOnce(
        new ApiError({ status: 409, code: 'publishing_newer_uploaded', message: 'The network has them' }),
      );
    const user = renderSection();
    const item = await screen.findByRole('listitem', { name: 'Bluesky acme.bsky.social' });
    expect(
      within(item).getByText(
        '“menu.png” has a newer version in the library (version 2); this post keeps version 1.',
      ),
    ).toBeInTheDocument();
    const use = within(item).getByRole('button', {
      name: 'Use the newer library version of “menu.png” in this post',
    });
    await user.click(use);
    expect(take).toHaveBeenCalledWith('t1', 'p1', 3);
    expect(await screen.findByText(/The network has this post’s files already/)).toBeInTheDocument();

    const taken = [aPublication({ version: 4, newer_assets: [] })];
    take.mockResolvedValueOnce(taken);
    fetch.mockResolvedValue(taken);
    await user.click(use);
    expect(await screen.findByText('The post now uses the newer version.')).toBeInTheDocument();
    expect(within(item).queryByTestId('publication-newer')).not.toBeInTheDocument();
  });

  it('says when someone changed a publication first, and shows how it stands now', async () => {
    const fetch = stubServer({ publications: [aPublication()] });
    vi.spyOn(publicationsApi, 'unschedulePublication').mockRejectedValue(
      new ApiError({ status: 409, code: 'conflict', message: 'Conflict' }),
    );
    const user = renderSection();
    const item = await screen.findByRole('listitem', { name: 'Bluesky acme.bsky.social' });
    fetch.mockResolvedValue([aPublication({ state: 'publishing', version: 4 })]);
    await user.click(within(item).getByRole('button', { name: 'Unschedule' }));
    const sure = await screen.findByRole('dialog', { name: 'Take it off the schedule?' });
    await user.click(within(sure).getByRole('button', { name: 'Unschedule' }));
    expect(
      await screen.findByText('Someone changed this publication meanwhile: here is how it stands now.'),
    ).toBeInTheDocument();
    expect(await within(item).findByText('Publishing')).toBeInTheDocument();
  });
});
