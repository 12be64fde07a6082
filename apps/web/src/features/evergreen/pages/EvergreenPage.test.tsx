import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as brandPeopleApi from '../api/brand-people';
import * as evergreenApi from '../api/evergreen';
import { aPage, aPost, someSettings } from '../test/fixtures';
import { EvergreenPage } from './EvergreenPage';

afterEach(() => vi.restoreAllMocks());

function renderPage({
  role = 'admin',
  page = aPage(),
  failFirst = false,
}: {
  role?: string;
  page?: ReturnType<typeof aPage>;
  failFirst?: boolean;
} = {}) {
  signIn({ role });
  useWorkspaceStore.setState({ projects: [aProject({ uid: 'p1', name: 'Acme' })] });
  // A member of the brand who does not administer it.
  vi.spyOn(brandPeopleApi, 'fetchBrandPeople').mockResolvedValue([]);
  const fetch = vi.spyOn(evergreenApi, 'fetchEvergreenPage').mockResolvedValue(page);
  if (failFirst) fetch.mockRejectedValueOnce(new Error('down'));
  renderPageAt('/brand/acme/evergreen', [
    { path: '/brand/:projectSlug/evergreen', element: <EvergreenPage /> },
  ]);
  return { fetch, user: setupUser() };
}

describe("the brand's Evergreen page", { timeout: 20_000 }, () => {
  it('lists each post with its returns, last return and next day, or done', async () => {
    renderPage({
      page: aPage({
        items: [
          aPost(),
          aPost({
            ticket: { uid: 't2', id: 124, summary: 'Our story', status: 'posted' },
            repeats: 3,
            last_recycled: null,
            next_eligible: null,
            paused: true,
          }),
        ],
      }),
    });
    const first = await screen.findByRole('article', { name: '#123 Five tips for sourdough' });
    expect(within(first).getByRole('link', { name: '#123 Five tips for sourdough' })).toHaveAttribute(
      'href',
      '/brand/acme/tasks/t1',
    );
    expect(first).toHaveTextContent('Came back 1 of 3');
    expect(first).toHaveTextContent('Last came back Feb 1, 2030');
    expect(first).toHaveTextContent('May come back from May 2, 2030');
    expect(within(first).getByRole('switch', { name: 'Paused: Five tips for sourdough' })).not.toBeChecked();
    const second = screen.getByRole('article', { name: '#124 Our story' });
    expect(second).toHaveTextContent('Not back yet');
    expect(second).toHaveTextContent('Done: it came back as often as it may');
    expect(within(second).getByRole('switch', { name: 'Paused: Our story' })).toBeChecked();
  });

  it('pauses a post and unmarks one after asking', async () => {
    const { user } = renderPage();
    const update = vi.spyOn(evergreenApi, 'updateEvergreenPost').mockResolvedValue(aPost({ paused: true }));
    const unmark = vi.spyOn(evergreenApi, 'unmarkEvergreen').mockResolvedValue();
    await user.click(await screen.findByRole('switch', { name: 'Paused: Five tips for sourdough' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('t1', { paused: true }));
    await user.click(screen.getByRole('button', { name: 'Unmark Five tips for sourdough' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unmark “Five tips for sourdough”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unmark' }));
    await waitFor(() => expect(unmark).toHaveBeenCalledWith('t1'));
  });

  it('lets a brand admin save the settings', async () => {
    const { user } = renderPage();
    const save = vi
      .spyOn(evergreenApi, 'saveEvergreenSettings')
      .mockResolvedValue(someSettings({ cooldown_days: 30, approval_again: true }));
    const cooldown = await screen.findByRole('textbox', { name: /Days between returns/ });
    await user.clear(cooldown);
    await user.type(cooldown, '30');
    await user.click(screen.getByRole('switch', { name: /Copies wait for approval again/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith('p1', {
        cooldown_days: 30,
        max_repeats: 3,
        approval_again: true,
        paused: false,
      }),
    );
    expect(await screen.findByText('Evergreen settings saved.')).toBeInTheDocument();
  });

  it('keeps Save off for a number out of range', async () => {
    const { user } = renderPage();
    const repeats = await screen.findByRole('textbox', { name: /Most returns/ });
    await user.clear(repeats);
    await user.type(repeats, '0');
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  });

  it('shows a member the settings read-only, without Save or Fill', async () => {
    renderPage({ role: 'member' });
    expect(await screen.findByText('Only the brand’s admins change these.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Days between returns/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('switch', { name: /Pause all/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fill empty slots now' })).not.toBeInTheDocument();
  });

  it('says approval always applies where the brand requires it', async () => {
    renderPage({ page: aPage({ approval_required: true }) });
    expect(
      await screen.findByText('This brand requires approval: its copies always wait for it.'),
    ).toBeInTheDocument();
  });

  it('fills the empty slots now and says how many copies it made', async () => {
    const { user } = renderPage();
    const slot = {
      ticket_uid: 'c1',
      original_uid: 't1',
      slot: '2030-06-03T10:00:00.000Z',
      text_from: 'last_out' as const,
    };
    vi.spyOn(evergreenApi, 'fillEvergreenSlots').mockResolvedValue({
      made: [slot, { ...slot, ticket_uid: 'c2' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Fill empty slots now' }));
    expect(await screen.findByText('2 copies made for empty slots of the next 7 days.')).toBeInTheDocument();
  });

  it('says why a fill made none: no post may come back yet', async () => {
    const { user } = renderPage({ page: aPage({ items: [aPost({ next_eligible: '2999-01-05' })] }) });
    vi.spyOn(evergreenApi, 'fillEvergreenSlots').mockResolvedValue({ made: [] });
    await user.click(await screen.findByRole('button', { name: 'Fill empty slots now' }));
    expect(
      await screen.findByText('No copy made: no post may come back before Jan 5, 2999.'),
    ).toBeInTheDocument();
  });

  it('says why a fill made none: no slot free', async () => {
    const { user } = renderPage({ page: aPage({ items: [aPost({ next_eligible: '2020-01-05' })] }) });
    vi.spyOn(evergreenApi, 'fillEvergreenSlots').mockResolvedValue({ made: [] });
    await user.click(await screen.findByRole('button', { name: 'Fill empty slots now' }));
    expect(
      await screen.findByText('No copy made: no queue slot is free in the next 7 days.'),
    ).toBeInTheDocument();
  });

  it('explains how to mark a post when there is none', async () => {
    renderPage({ page: aPage({ items: [] }) });
    expect(await screen.findByText('No evergreen posts yet')).toBeInTheDocument();
    expect(screen.getByText(/choose “Mark evergreen” in its Evergreen section/)).toBeInTheDocument();
  });

  it('says when the page could not be loaded, and loads it again', async () => {
    const { user } = renderPage({ failFirst: true });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: '#123 Five tips for sourdough' })).toBeInTheDocument();
  });
});
