import { ApiError } from '@expertos/api-client/client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/config/paths';
import * as sessionApi from '@/shared/api/session';
import { useAuthStore } from '@/shared/stores/auth-store';
import { renderPageAt, signIn } from '@/test/render';
import * as assigneesApi from '../api/assignees';
import * as checklistApi from '../api/checklist';
import * as milestonesApi from '../api/milestones';
import * as tagsApi from '../api/tags';
import * as ticketApi from '../api/ticket';
import * as ticketActivityApi from '../api/ticket-activity';
import * as ticketListsApi from '../api/ticket-lists';
import { aTicket } from '../components/details/ticket-fixture';
import { TaskDetailsPage } from './TaskDetailsPage';

function renderPage(path: string) {
  return renderPageAt(path, [{ path: ROUTES.brandTask, element: <TaskDetailsPage /> }]);
}

const apiError = (status: number, code: string) => new ApiError({ status, code, message: 'x' });
const findTitle = (summary: string) => screen.findByText(summary, { selector: 'h1' }, { timeout: 15_000 });

beforeEach(() => {
  vi.spyOn(ticketActivityApi, 'fetchTicketActivity').mockResolvedValue({ items: [], next_cursor: null });
  vi.spyOn(checklistApi, 'fetchChecklist').mockResolvedValue({ items: [], done: 0, total: 0 });
  // A ticket's subtasks (`?parent=`): none.
  vi.spyOn(ticketListsApi, 'fetchProjectTickets').mockResolvedValue({ items: [], next_cursor: null });
  vi.spyOn(assigneesApi, 'fetchAssignees').mockResolvedValue([]);
  vi.spyOn(tagsApi, 'fetchTags').mockResolvedValue([]);
  vi.spyOn(milestonesApi, 'fetchMilestones').mockResolvedValue([]);
});
afterEach(() => vi.restoreAllMocks());

// A whole task form is a large tree for jsdom on a small machine.
describe('/brand/:projectSlug/tasks/:taskId', { timeout: 20_000 }, () => {
  it('signed out with a share token: the shared task, read only, with a way to sign in', async () => {
    const get = vi.spyOn(ticketApi, 'fetchTicket');
    const getShared = vi
      .spyOn(ticketApi, 'fetchSharedTicket')
      .mockResolvedValue(aTicket({ can_edit: false, hook: 'Spring is here' }));
    renderPage('/brand/acme/tasks/t1?share=tok');

    expect(await findTitle('Film the spring reel')).toBeInTheDocument();
    expect(getShared).toHaveBeenCalledWith('t1', 'tok');
    expect(get).not.toHaveBeenCalled();
    const banner = screen.getByTestId('shared-banner');
    expect(banner).toHaveTextContent('Shared with you — read only');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Fbrand%2Facme%2Ftasks%2Ft1%3Fshare%3Dtok',
    );
    // Read only: the fields as text, and nothing to change them with.
    expect(screen.getByText('Spring is here')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Share by link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete ticket' })).toBeNull();
  });

  it('signed out without a share token: a sign-in prompt that comes back here', async () => {
    const get = vi.spyOn(ticketApi, 'fetchTicket');
    const getShared = vi.spyOn(ticketApi, 'fetchSharedTicket');
    renderPage('/brand/acme/tasks/t1');

    const prompt = await screen.findByTestId('sign-in-prompt');
    expect(prompt).toHaveTextContent('Sign in to see this ticket');
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Fbrand%2Facme%2Ftasks%2Ft1',
    );
    expect(get).not.toHaveBeenCalled();
    expect(getShared).not.toHaveBeenCalled();
  });

  it('signed out with a share link that no longer works: says the link is invalid or was revoked', async () => {
    vi.spyOn(ticketApi, 'fetchSharedTicket').mockRejectedValue(apiError(404, 'not_found'));
    renderPage('/brand/acme/tasks/t1?share=revoked');
    const problem = await screen.findByTestId('share-link-problem');
    expect(within(problem).getByRole('heading', { level: 1 })).toHaveTextContent('This link does not work');
    expect(problem).toHaveTextContent('The share link is invalid or was revoked.');
    expect(screen.queryByTestId('sign-in-prompt')).toBeNull();
    expect(screen.queryByRole('button', { name: /sign in/i })).toBeNull();
    // Only the small print lets a team member sign in.
    expect(within(problem).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Fbrand%2Facme%2Ftasks%2Ft1%3Fshare%3Drevoked',
    );
  });

  it('a member sees the task to edit, with a way back to the brand’s tasks', async () => {
    signIn();
    const getShared = vi.spyOn(ticketApi, 'fetchSharedTicket');
    vi.spyOn(ticketApi, 'fetchTicket').mockResolvedValue(aTicket({ ticket_type: 'task' }));
    renderPage('/brand/acme/tasks/t1?share=tok');

    expect(await findTitle('Film the spring reel')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tickets of Acme' })).toHaveAttribute(
      'href',
      '/brand/acme/tasks',
    );
    expect(screen.queryByTestId('shared-banner')).toBeNull();
    expect(getShared).not.toHaveBeenCalled();
  });

  it('signed in without access but with a share token: the shared, read-only task', async () => {
    signIn({ role: 'external' });
    vi.spyOn(ticketApi, 'fetchTicket').mockRejectedValue(apiError(403, 'forbidden'));
    const getShared = vi
      .spyOn(ticketApi, 'fetchSharedTicket')
      .mockResolvedValue(aTicket({ can_edit: false }));
    renderPage('/brand/acme/tasks/t1?share=tok');

    expect(await findTitle('Film the spring reel')).toBeInTheDocument();
    expect(getShared).toHaveBeenCalledWith('t1', 'tok');
    expect(screen.getByTestId('shared-banner')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('signed in without access and no share token: says so', async () => {
    signIn({ role: 'external' });
    vi.spyOn(ticketApi, 'fetchTicket').mockRejectedValue(apiError(403, 'forbidden'));
    renderPage('/brand/acme/tasks/t1');
    expect(await screen.findByRole('alert')).toHaveTextContent('You don’t have access to this ticket');
  });

  it('a task that was deleted: says it no longer exists', async () => {
    signIn();
    vi.spyOn(ticketApi, 'fetchTicket').mockRejectedValue(apiError(404, 'not_found'));
    renderPage('/brand/acme/tasks/t1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This ticket no longer exists');
  });

  it('waits for the session check before choosing what to show', async () => {
    useAuthStore.getState().setSessionChecked(false);
    let answer!: (value: { signedIn: boolean; token: string | null }) => void;
    vi.spyOn(sessionApi, 'checkSession').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage('/brand/acme/tasks/t1');

    expect(await screen.findByLabelText('Loading ticket')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-in-prompt')).toBeNull();
    answer({ signedIn: false, token: null });
    await waitFor(() => expect(screen.getByTestId('sign-in-prompt')).toBeInTheDocument());
  });
});
