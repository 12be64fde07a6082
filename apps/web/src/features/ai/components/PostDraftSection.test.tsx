import type { AiStatus } from '@expertos/domain/ai.schema';
import { aTicket } from '@expertos/domain/testing/tickets';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aiStatusCalls } from '@/shared/ai/ai-status';
import { renderWithProviders } from '@/test/render';
import * as calls from '../api/ai-calls';
import { PostDraftSection } from './PostDraftSection';

afterEach(() => vi.restoreAllMocks());

const on: AiStatus = {
  enabled: true,
  model: 'm',
  daily_token_limit: 1000,
  used_today: 0,
  reason: null,
  setup_doc: 'README.md#ai',
  setup_url: null,
};
const props = {
  ticketUid: 't1',
  workspaceUid: 'w1',
  totalSpent: 0,
  headingOrder: 4 as const,
  ticketUpdated: '2026-11-27T10:00:00.000Z',
  project: { uid: 'p1', slug: 'acme' },
};

describe("a post's AI draft section", () => {
  it('is disabled with the reason and where to read more while AI is off', async () => {
    vi.spyOn(aiStatusCalls, 'fetch').mockResolvedValue({
      ...on,
      enabled: false,
      reason: 'AI is off on this server: an administrator can connect an OpenAI-compatible endpoint.',
      setup_url: 'https://git.example.org/expertos/README.md#ai',
    });
    renderWithProviders(<PostDraftSection {...props} ticketType="post" />);
    expect(await screen.findByText(/AI is off on this server/)).toHaveTextContent('README.md#ai');
    expect(screen.getByRole('link', { name: 'README.md#ai' })).toHaveAttribute(
      'href',
      'https://git.example.org/expertos/README.md#ai',
    );
    expect(screen.getByRole('button', { name: 'Draft hook and caption' })).toBeDisabled();
  });

  it('shows the hook, three variations and the caption, each ready to use', async () => {
    vi.spyOn(aiStatusCalls, 'fetch').mockResolvedValue(on);
    const draft = vi.spyOn(calls, 'draftAi').mockResolvedValue({
      kind: 'post',
      post: { hook: 'H', variations: ['V1', 'V2', 'V3'], caption: 'C' },
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2, estimated: false },
    });
    renderWithProviders(<PostDraftSection {...props} ticketType="post" />);
    const run = screen.getByRole('button', { name: 'Draft hook and caption' });
    await vi.waitFor(() => expect(run).toBeEnabled());
    await userEvent.click(run);
    expect(draft).toHaveBeenCalledWith('p1', { kind: 'post', ticket_uid: 't1' });
    for (const field of ['Hook', 'Hook variation 1', 'Hook variation 2', 'Hook variation 3', 'Caption'])
      expect(await screen.findByRole('button', { name: `Use as ${field}` })).toBeInTheDocument();
    expect(screen.getByText('V2')).toBeInTheDocument();
  });

  it("puts a part into the post through the ticket's own editor, with the version the person saw", async () => {
    vi.spyOn(aiStatusCalls, 'fetch').mockResolvedValue(on);
    vi.spyOn(calls, 'draftAi').mockResolvedValue({
      kind: 'post',
      post: { hook: 'H', variations: ['V1', 'V2', 'V3'], caption: 'C' },
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2, estimated: false },
    });
    const saveTicket = vi.fn().mockResolvedValue(aTicket({ uid: 't1', caption: 'C' }));
    renderWithProviders(<PostDraftSection {...props} ticketType="post" saveTicket={saveTicket} />);
    const run = screen.getByRole('button', { name: 'Draft hook and caption' });
    await vi.waitFor(() => expect(run).toBeEnabled());
    await userEvent.click(run);
    await userEvent.click(await screen.findByRole('button', { name: 'Use as Caption' }));
    expect(saveTicket).toHaveBeenCalledWith({ caption: 'C', base_updated_at: props.ticketUpdated });
    expect(await screen.findByText('Put into the post.')).toBeInTheDocument();
  });

  it('shows nothing on a ticket that is not a post', () => {
    const status = vi.spyOn(aiStatusCalls, 'fetch').mockResolvedValue(on);
    renderWithProviders(<PostDraftSection {...props} ticketType="task" />);
    expect(screen.queryByRole('heading', { name: 'Draft with AI' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draft hook and caption' })).not.toBeInTheDocument();
    // Nor asks whether AI is on.
    expect(status).not.toHaveBeenCalled();
  });
});
