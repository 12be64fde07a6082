import { ApiError } from '@expertos/api-client/api-error';
import type { Asset } from '@expertos/domain/assets';
import type { PublishingChannel } from '@expertos/domain/publishing/channel.schema';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aiStatusCalls } from '@/shared/ai/ai-status';
import { formatDay } from '@/shared/lib/format';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as bestTimesApi from '../../api/best-times';
import * as channelsApi from '../../api/channels';
import * as libraryApi from '../../api/library';
import * as peopleApi from '../../api/people';
import * as publicationsApi from '../../api/publications';
import * as queueApi from '../../api/queue';
import { PublishSection } from '../PublishSection';

afterEach(() => vi.restoreAllMocks());

const bluesky: PublishingChannel = {
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
};

function anAsset(uid: string, name: string, rights: Partial<Asset['rights']> = {}): Asset {
  return {
    uid,
    project_uid: 'p1',
    folder_uid: null,
    name,
    kind: 'image',
    source: 'upload',
    version: {
      uid: `${uid}-v1`,
      number: 1,
      content_type: 'image/jpeg',
      size: 200_000,
      sha256: 'abc',
      width: 1200,
      height: 800,
      duration_ms: null,
      // No preview: jsdom makes no object URLs of fetched previews.
      preview: 'none',
      preview_failure: null,
      uploader_uid: 'u1',
      created_at: '2030-01-01T10:00:00.000Z',
    },
    version_count: 1,
    tags: [],
    rights: {
      owner: null,
      licence: 'licensed',
      expires_on: null,
      networks: null,
      credit: null,
      notes: null,
      pull_policy: 'flag',
      state: 'ok',
      ...rights,
    },
    uploader_uid: 'u1',
    archived: false,
    use_count: 0,
    created_at: '2030-01-01T10:00:00.000Z',
    updated_at: '2030-01-01T10:00:00.000Z',
  };
}

const latte = anAsset('a-latte', 'Pumpkin latte');
const leaves = anAsset('a-leaves', 'Autumn leaves');
// Its rights end the day before the post goes out (1 June 2030, below).
const expired = anAsset('a-old', 'Summer campaign', { expires_on: '2030-05-31', state: 'ok' });
const mastodonOnly = anAsset('a-masto', 'Mastodon banner', { networks: ['mastodon'] });

/** The brand's composer with one Bluesky channel and a library; `page` answers the library's list. */
type LibraryPage = typeof libraryApi.fetchLibraryPage;
const wholeLibrary: LibraryPage = async () => ({
  items: [latte, leaves, expired, mastodonOnly],
  next_cursor: null,
});

function stubServer(page: LibraryPage = wholeLibrary) {
  vi.spyOn(publicationsApi, 'fetchSavedVariants').mockResolvedValue([]);
  vi.spyOn(publicationsApi, 'fetchPublications').mockResolvedValue([]);
  vi.spyOn(publicationsApi, 'fetchPublishableMedia').mockResolvedValue([]);
  vi.spyOn(aiStatusCalls, 'fetch').mockResolvedValue({
    enabled: false,
    model: null,
    daily_token_limit: 0,
    used_today: 0,
    reason: 'AI is off on this server.',
    setup_doc: 'README',
    setup_url: null,
  });
  vi.spyOn(channelsApi, 'fetchChannels').mockResolvedValue([bluesky]);
  vi.spyOn(queueApi, 'fetchQueue').mockResolvedValue({
    time_zone: 'UTC',
    slots: [],
    require_approval: false,
  });
  vi.spyOn(bestTimesApi, 'fetchBestTimes').mockResolvedValue({
    time_zone: 'UTC',
    window_days: 365,
    min_posts: 20,
    min_per_slot: 3,
    platforms: [],
  });
  vi.spyOn(peopleApi, 'fetchTeam').mockResolvedValue({ members: [], seats: { claimed: 1, pending: 0 } });
  vi.spyOn(libraryApi, 'fetchLibraryFolders').mockResolvedValue([
    { uid: 'f1', parent_uid: null, name: 'Shoots', open_to_externals: false, created_at: '2030-01-01' },
  ]);
  return vi.spyOn(libraryApi, 'fetchLibraryPage').mockImplementation(page);
}

/** The composer, its Bluesky variant chosen, scheduled for 1 June 2030; answers the variant's editor. */
async function openComposer() {
  signIn({ role: 'member' });
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
          post={{ hook: 'Autumn is here', caption: null }}
        />
      ),
    },
  ]);
  const user = setupUser();
  await user.click(await screen.findByRole('checkbox', { name: /Bluesky · acme\.bsky\.social/ }));
  await user.click(screen.getByRole('radio', { name: 'Schedule for…' }));
  await user.type(screen.getByLabelText(/^Date/), '2030-06-01');
  await user.type(screen.getByLabelText(/^Time/), '12:00');
  const editor = screen.getByRole('region', { name: /Bluesky acme\.bsky\.social/ });
  return { user, editor };
}

async function openPicker(user: ReturnType<typeof userEvent.setup>, editor: HTMLElement) {
  await user.click(within(editor).getByRole('button', { name: 'From library' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add from the brand’s library' });
  await within(dialog).findByRole('list', { name: 'Library assets' });
  return dialog;
}

describe('the composer’s "From library"', () => {
  it("lists the brand's images not archived, and searches them as the person types", async () => {
    const page = stubServer();
    const { user, editor } = await openComposer();
    const dialog = await openPicker(user, editor);
    expect(within(dialog).getByRole('checkbox', { name: 'Pumpkin latte' })).toBeEnabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Autumn leaves' })).toBeEnabled();
    expect(page).toHaveBeenLastCalledWith(
      { workspaceId: 'w1', projectId: 'p1' },
      { kind: 'image', folder: null, q: '' },
      null,
      expect.anything(),
    );

    page.mockImplementation(async (_brand, filter) => ({
      items: [latte, leaves].filter((a) => a.name.toLowerCase().includes(filter.q.toLowerCase())),
      next_cursor: null,
    }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search the library' }), 'latte');
    await waitFor(() =>
      expect(within(dialog).queryByRole('checkbox', { name: 'Autumn leaves' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Pumpkin latte' })).toBeInTheDocument();
    // Debounced: the library is asked for the whole word, not for each letter.
    const asked = page.mock.calls.map(([, filter]) => filter.q);
    expect(asked).toContain('latte');
    expect(asked).not.toContain('lat');

    await user.click(within(dialog).getByRole('combobox', { name: 'Folder' }));
    await user.click(within(dialog).getByRole('option', { name: 'Shoots' }));
    await waitFor(() =>
      expect(page).toHaveBeenLastCalledWith(
        expect.anything(),
        { kind: 'image', folder: 'f1', q: 'latte' },
        null,
        expect.anything(),
      ),
    );
  });

  it('offers an expired asset and one whose licence bars the network disabled, with why', async () => {
    stubServer();
    const { user, editor } = await openComposer();
    const dialog = await openPicker(user, editor);
    const old = within(dialog).getByRole('checkbox', { name: 'Summer campaign' });
    expect(old).toBeDisabled();
    expect(old).toHaveAccessibleDescription(`Its rights ended on ${formatDay('2030-05-31', 'en')}`);
    const banner = within(dialog).getByRole('checkbox', { name: 'Mastodon banner' });
    expect(banner).toBeDisabled();
    expect(banner).toHaveAccessibleDescription('Its licence does not allow Bluesky');
    expect(within(dialog).getByRole('checkbox', { name: 'Pumpkin latte' })).not.toHaveAccessibleDescription();
  });

  it('adds the two chosen to the variant, shows them with their names, and schedules them as `asset_uid`', async () => {
    stubServer();
    const schedule = vi.spyOn(publicationsApi, 'schedulePost').mockResolvedValue([]);
    const { user, editor } = await openComposer();
    const dialog = await openPicker(user, editor);
    // By keyboard: Space ticks the focused checkbox.
    within(dialog).getByRole('checkbox', { name: 'Autumn leaves' }).focus();
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pumpkin latte' }));
    expect(within(dialog).getByText('2 chosen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 files' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(within(editor).getByText(/^1\. Autumn leaves/)).toBeInTheDocument();
    expect(within(editor).getByText(/^2\. Pumpkin latte/)).toBeInTheDocument();
    // Removable like the ticket's files; the one removed can be picked again.
    await user.click(within(editor).getByRole('button', { name: 'Remove Pumpkin latte' }));
    expect(within(editor).queryByText(/Pumpkin latte/)).not.toBeInTheDocument();
    const again = await openPicker(user, editor);
    expect(within(again).getByRole('checkbox', { name: 'Autumn leaves' })).toHaveAccessibleDescription(
      'Already in this post',
    );
    await user.click(within(again).getByRole('checkbox', { name: 'Pumpkin latte' }));
    await user.click(within(again).getByRole('button', { name: 'Add 1 file' }));

    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(schedule).toHaveBeenCalled());
    const [ticket, request] = schedule.mock.calls[0] ?? [];
    expect(ticket).toBe('t1');
    expect(request?.due_at).toBe('2030-06-01T12:00:00.000Z');
    expect(request?.posts[0]?.variant.media).toEqual([
      expect.objectContaining({ asset_uid: 'a-leaves', alt: null }),
      expect.objectContaining({ asset_uid: 'a-latte', alt: null }),
    ]);
    expect(request?.posts[0]?.variant.media[0]).not.toHaveProperty('image_uid');
  });

  it('brings the next keyset page on "Load more"', async () => {
    const page = stubServer(async (_brand, _filter, cursor) =>
      cursor === 'next' ? { items: [leaves], next_cursor: null } : { items: [latte], next_cursor: 'next' },
    );
    const { user, editor } = await openComposer();
    const dialog = await openPicker(user, editor);
    expect(within(dialog).queryByRole('checkbox', { name: 'Autumn leaves' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Autumn leaves' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Pumpkin latte' })).toBeInTheDocument();
    expect(page).toHaveBeenLastCalledWith(expect.anything(), expect.anything(), 'next', expect.anything());
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says the server's refusal of a library asset, naming it, when scheduling", async () => {
    stubServer();
    const message =
      '“Pumpkin latte” may no longer be used: its rights have ended. Replace it or extend its rights.';
    vi.spyOn(publicationsApi, 'schedulePost').mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'asset_rights_expired',
        message,
        details: [{ path: 'variant.media', message: 'Pumpkin latte' }],
      }),
    );
    const { user, editor } = await openComposer();
    const dialog = await openPicker(user, editor);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pumpkin latte' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 file' }));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
