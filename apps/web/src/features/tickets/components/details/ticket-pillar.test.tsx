import type { AiBrandCheck } from '@expertos/domain/brand-check.schema';
import { aProject } from '@expertos/domain/testing/projects';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as assigneesApi from '../../api/assignees';
import * as checklistApi from '../../api/checklist';
import * as milestonesApi from '../../api/milestones';
import * as tagsApi from '../../api/tags';
import * as ticketApi from '../../api/ticket';
import * as ticketActivityApi from '../../api/ticket-activity';
import * as ticketListsApi from '../../api/ticket-lists';
import { mergeTicket } from './merge-ticket';
import { TicketDetails } from './TicketDetails';
import { aTicket } from './ticket-fixture';

const CAPTION = 'Beans from Huila, roasted on Monday.';
let client: QueryClient;

/** The ticket as the dialog holds it, and the app's query cache, where the brand check keeps its answer. */
function Harness({ uid }: { uid: string }) {
  client = useQueryClient();
  const query = useQuery({ queryKey: ticketKeys.ticket(uid), queryFn: () => ticketApi.fetchTicket(uid) });
  return query.data ? <TicketDetails task={mergeTicket(query.data)} /> : null;
}

async function renderPost(change: Partial<Ticket> = {}) {
  const ticket = aTicket({ caption: CAPTION, ...change });
  vi.spyOn(ticketApi, 'fetchTicket').mockResolvedValue(ticket);
  // The server's answer: the ticket with the pillar sent (the only field these tests change).
  const update = vi
    .spyOn(ticketApi, 'updateTicket')
    .mockImplementation(async (_uid, body) => ({ ...ticket, pillar: body.pillar ?? null }));
  renderWithProviders(<Harness uid={ticket.uid} />);
  await screen.findByText(ticket.summary, { selector: 'h3' }, { timeout: 15_000 });
  return { u: setupUser(), update };
}

/** What the AI part of the brand check answered for this caption. */
const aiCheck = (pillar: string | null, caption = CAPTION): AiBrandCheck => ({
  caption,
  voice: [],
  pillar,
  pillar_note: 'It is about where the beans come from.',
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2, estimated: false },
});
const checked = (answer: AiBrandCheck) =>
  act(() => client.setQueryData(ticketKeys.aiBrandCheck('t1'), answer));

beforeEach(() => {
  useWorkspaceStore.setState({ projects: [aProject({ content_pillars: ['Origins', 'Brewing at home'] })] });
  vi.spyOn(ticketActivityApi, 'fetchTicketActivity').mockResolvedValue({ items: [], next_cursor: null });
  vi.spyOn(checklistApi, 'fetchChecklist').mockResolvedValue({ items: [], done: 0, total: 0 });
  // A ticket's subtasks (`?parent=`): none.
  vi.spyOn(ticketListsApi, 'fetchProjectTickets').mockResolvedValue({ items: [], next_cursor: null });
  vi.spyOn(assigneesApi, 'fetchAssignees').mockResolvedValue([]);
  vi.spyOn(tagsApi, 'fetchTags').mockResolvedValue([]);
  vi.spyOn(milestonesApi, 'fetchMilestones').mockResolvedValue([]);
});
afterEach(() => {
  vi.restoreAllMocks();
  useWorkspaceStore.setState({ projects: [] });
});

// A whole task form is a large tree for jsdom on a small machine.
describe("a post's Pillar field", { timeout: 20_000 }, () => {
  it("offers No pillar and the brand's pillars, chosen from the keyboard, and saves the choice", async () => {
    const { u, update } = await renderPost();
    const select = screen.getByRole('combobox', { name: 'Pillar' });
    expect(select).toHaveValue('No pillar');

    select.focus();
    await u.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No pillar',
      'Origins',
      'Brewing at home',
    ]);
    // The list opens on the current choice; the next one is Origins.
    await u.keyboard('{ArrowDown}{Enter}');
    expect(update).toHaveBeenLastCalledWith('t1', { pillar: 'Origins' });
    await waitFor(() => expect(select).toHaveValue('Origins'));

    await u.click(select);
    await u.click(screen.getByRole('option', { name: 'No pillar' }));
    expect(update).toHaveBeenLastCalledWith('t1', { pillar: null });
    await waitFor(() => expect(select).toHaveValue('No pillar'));
  });

  it('still shows a pillar the brand has since dropped', async () => {
    await renderPost({ pillar: 'Seasonal' });
    const select = screen.getByRole('combobox', { name: 'Pillar' });
    expect(select).toHaveValue('Seasonal');
  });

  it('offers the pillar the brand check found, one click away, and never applies it unasked', async () => {
    const { u, update } = await renderPost();
    expect(screen.queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();

    checked(aiCheck('Brewing at home'));
    const use = await screen.findByRole('button', { name: 'Use Brewing at home' });
    expect(use).toHaveAccessibleDescription('The brand check found it fits Brewing at home.');
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Pillar' })).toHaveValue('No pillar');

    await u.click(use);
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith('t1', { pillar: 'Brewing at home' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Pillar' })).toHaveValue('Brewing at home'),
    );
    // Once it is the post's pillar there is nothing left to offer.
    expect(screen.queryByRole('button', { name: 'Use Brewing at home' })).not.toBeInTheDocument();
  });

  it('offers nothing when the check found no pillar, or checked another caption', async () => {
    await renderPost();
    checked(aiCheck(null));
    checked(aiCheck('Origins', 'An older caption.'));
    expect(screen.queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();
    // The same finding about the caption as it is now is offered.
    checked(aiCheck('Origins'));
    expect(await screen.findByRole('button', { name: 'Use Origins' })).toBeInTheDocument();
  });
});
