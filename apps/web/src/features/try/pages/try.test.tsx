import type { TryDraft } from '@expertos/domain/try.schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tryDraftStore } from '@/shared/lib/try-draft-store';
import { renderPageAt } from '@/test/render';
import * as calls from '../api/try';
import { TryNextStepsPage } from './TryNextStepsPage';
import { TryPage } from './TryPage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const draft: TryDraft = {
  uid: 'd'.repeat(24),
  brand_name: 'Leaf & Co',
  handle: 'leafco',
  source: 'template',
  voice: { description: 'Leaf & Co sounds warm.', tone: ['warm'], do_say: ['matcha'], dont_say: ['act now'] },
  pillars: [
    { name: 'Matcha', why: 'It comes up in 2 of the 2 posts.' },
    { name: 'Behind the scenes', why: '' },
    { name: 'Tips and how-tos', why: '' },
  ],
  audience: { name: '@leafco followers', description: 'People who brew at home.', interests: ['matcha'] },
  created_at: '2026-11-27T10:00:00.000Z',
  expires_at: '2026-11-28T10:00:00.000Z',
};

const renderTry = () =>
  renderPageAt('/try', [
    { path: '/try', element: <TryPage /> },
    { path: '/try/next-steps', element: <TryNextStepsPage /> },
  ]);

describe('/try', () => {
  it('asks for the brand name before sending anything', async () => {
    const create = vi.spyOn(calls, 'createTryDraft');
    renderTry();
    await userEvent.click(screen.getByRole('button', { name: 'Draft my brand' }));
    expect(screen.getByText('Give the brand’s name.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the name, handle and the posts given, shows the draft and keeps it for sign-up', async () => {
    const create = vi.spyOn(calls, 'createTryDraft').mockResolvedValue(draft);
    renderTry();
    await userEvent.type(screen.getByRole('textbox', { name: 'Brand name' }), 'Leaf & Co');
    await userEvent.type(screen.getByRole('textbox', { name: 'Handle' }), '@leafco');
    await userEvent.type(screen.getByRole('textbox', { name: 'Post 1' }), 'Matcha mornings');
    await userEvent.click(screen.getByRole('button', { name: 'Add a post' }));
    await userEvent.click(screen.getByRole('button', { name: 'Draft my brand' }));
    // The empty second post is not sent.
    expect(create).toHaveBeenCalledWith({
      brand_name: 'Leaf & Co',
      handle: '@leafco',
      captions: ['Matcha mornings'],
    });
    expect(await screen.findByRole('heading', { name: 'A first draft of Leaf & Co' })).toBeInTheDocument();
    expect(screen.getByText('@leafco followers')).toBeInTheDocument();
    expect(tryDraftStore.read()).toEqual({ uid: draft.uid, brand_name: 'Leaf & Co' });
    expect(screen.getByRole('link', { name: 'Keep it: next steps' })).toHaveAttribute(
      'href',
      `/try/next-steps?draft=${draft.uid}`,
    );
  });

  it('keeps what was typed across a reload of the tab', async () => {
    const first = renderTry();
    await userEvent.type(screen.getByRole('textbox', { name: 'Brand name' }), 'Nova');
    first.unmount();
    renderTry();
    expect(screen.getByRole('textbox', { name: 'Brand name' })).toHaveValue('Nova');
  });
});

describe('/try/next-steps', () => {
  it('says plainly when the draft is gone, and forgets it', async () => {
    tryDraftStore.keep(draft);
    vi.spyOn(calls, 'getTryDraft').mockRejectedValue(new Error('gone'));
    renderPageAt('/try/next-steps', [{ path: '/try/next-steps', element: <TryNextStepsPage /> }]);
    expect(await screen.findByText(/There is no draft here/)).toBeInTheDocument();
    expect(tryDraftStore.read()).toBeNull();
  });
});
