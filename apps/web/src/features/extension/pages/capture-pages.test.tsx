import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import * as capture from '../api/capture';
import { BexTextHighlightPage } from './BexTextHighlightPage';

afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  signIn();
  useWorkspaceStore.getState().setProjects([aProject({ uid: 'p1', name: 'Acme', slug: 'acme' })]);
});

const address =
  '/bex/text-highlight?text=Matcha%20is%20back&url=https%3A%2F%2Fshop.example%2Ftea&title=Tea%20shop';

describe('/bex/text-highlight', () => {
  it('makes the selection a ticket of the chosen brand, its reference keeping the source link', async () => {
    const create = vi.spyOn(capture, 'createCapturedTicket').mockResolvedValue({
      uid: 't1',
      id: 42,
      project: { uid: 'p1', name: 'Acme', slug: 'acme' },
    } as never);
    renderPageAt(address, [{ path: '/bex/text-highlight', element: <BexTextHighlightPage /> }]);
    expect(await screen.findByRole('textbox', { name: 'Summary' })).toHaveValue('Matcha is back');
    await userEvent.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(create).toHaveBeenCalledWith('p1', {
      summary: 'Matcha is back',
      ticket_type: 'task',
      priority: '1',
      due_date: null,
      reference_content: 'Matcha is back\n\nSource: Tea shop — https://shop.example/tea',
      status: 'todo',
    });
    expect(await screen.findByText('Ticket #42 created.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open it in the app' })).toHaveAttribute(
      'href',
      '/brand/acme/tasks/t1',
    );
  });

  it('asks for the brand when there are several, before sending anything', async () => {
    useWorkspaceStore
      .getState()
      .setProjects([aProject({ uid: 'p1', name: 'Acme' }), aProject({ uid: 'p2', name: 'Beta' })]);
    const create = vi.spyOn(capture, 'createCapturedTicket');
    renderPageAt(address, [{ path: '/bex/text-highlight', element: <BexTextHighlightPage /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Create ticket' }));
    expect(screen.getByText('Choose the brand the ticket is for.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
