import { ApiError } from '@expertos/api-client/client';
import type { AiStatus } from '@expertos/domain/ai.schema';
import type { TicketEvergreen } from '@expertos/domain/evergreen';
import { aTicket } from '@expertos/domain/testing/tickets';
import type { UpdateTicketInput } from '@expertos/domain/ticket.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aiStatusCalls } from '@/shared/ai/ai-status';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as evergreenApi from '../../api/evergreen';
import * as rewriteApi from '../../api/rewrite';
import { aPost } from '../../test/fixtures';
import { TicketEvergreenSection } from './TicketEvergreenSection';

afterEach(() => vi.restoreAllMocks());

const aiOn: AiStatus = {
  enabled: true,
  model: 'm',
  daily_token_limit: 1000,
  used_today: 0,
  reason: null,
  setup_doc: 'README.md#ai',
  setup_url: null,
};
const aCopy: TicketEvergreen = {
  post: null,
  copy_of: { ticket: { uid: 't0', id: 123, summary: 'Five tips' }, position: 2, max_repeats: 3 },
};
const OLD = 'Five tips for sourdough. #bread';
const SEEN = '2030-03-01T09:00:00.000Z';

/** The section of a copy on X, its caption saved through a stand-in for the ticket's editor. */
function renderCopy({ ai = aiOn, evergreen = aCopy }: { ai?: AiStatus; evergreen?: TicketEvergreen } = {}) {
  vi.spyOn(evergreenApi, 'fetchTicketEvergreen').mockResolvedValue(evergreen);
  vi.spyOn(aiStatusCalls, 'fetch').mockResolvedValue(ai);
  vi.spyOn(rewriteApi, 'fetchTicket').mockResolvedValue(aTicket({ uid: 't1', post_platform: 'x' }));
  let version = 0;
  const saveTicket = vi.fn(async (change: UpdateTicketInput) => {
    version += 1;
    return aTicket({
      uid: 't1',
      caption: change.caption ?? null,
      updated: `2030-03-01T09:0${version}:00.000Z`,
    });
  });
  signIn({ role: 'member' });
  renderPageAt('/ticket', [
    {
      path: '/ticket',
      element: (
        <TicketEvergreenSection
          ticketUid="t1"
          workspaceUid="w1"
          totalSpent={0}
          headingOrder={4}
          project={{ uid: 'p1', slug: 'acme' }}
          ticketType="post"
          ticketStatus="draft"
          ticketUpdated={SEEN}
          post={{ hook: null, caption: OLD }}
          saveTicket={saveTicket}
        />
      ),
    },
  ]);
  return { user: setupUser(), saveTicket };
}

const rewriteButton = () => screen.findByRole('button', { name: 'Rewrite with AI' });

describe('“Rewrite with AI” on an evergreen copy', { timeout: 20_000 }, () => {
  it('rewrites the caption in the brand’s voice, saves it and takes the old text back', async () => {
    const run = vi
      .spyOn(rewriteApi, 'runRewrite')
      .mockResolvedValue('“Five ways to better sourdough. #bread”');
    const { user, saveTicket } = renderCopy();
    const button = await rewriteButton();
    await waitFor(() => expect(button).toBeEnabled());
    // From the keyboard.
    button.focus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(saveTicket).toHaveBeenCalledWith({
        caption: 'Five ways to better sourdough. #bread',
        base_updated_at: SEEN,
      }),
    );
    const [projectUid, brief] = run.mock.calls[0] ?? [];
    expect(projectUid).toBe('p1');
    expect(brief).toContain(`The post:\n${OLD}`);
    expect(brief).toContain('brand’s voice');
    // X's limit: the post's network is known.
    expect(brief).toContain('never longer than 280 characters');
    const news = await screen.findByRole('status');
    expect(news).toHaveTextContent('Rewritten with AI.');

    await user.click(within(news).getByRole('button', { name: 'Take the old text back' }));
    // The old text, against the version the rewrite saved.
    await waitFor(() =>
      expect(saveTicket).toHaveBeenLastCalledWith({
        caption: OLD,
        base_updated_at: '2030-03-01T09:01:00.000Z',
      }),
    );
    expect(await screen.findByText('The old text is back.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take the old text back' })).not.toBeInTheDocument();
  });

  it('says why the assistant could not rewrite it, and saves nothing', async () => {
    vi.spyOn(rewriteApi, 'runRewrite').mockRejectedValue(
      new ApiError({ status: 502, code: 'ai_unavailable', message: 'down' }),
    );
    const { user, saveTicket } = renderCopy();
    const button = await rewriteButton();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The text could not be rewritten: The AI service could not answer. Nothing was saved; please try again later.',
    );
    expect(saveTicket).not.toHaveBeenCalled();
  });

  it('is not offered while AI is off on the server', async () => {
    const { saveTicket } = renderCopy({ ai: { ...aiOn, enabled: false, reason: 'off' } });
    expect(await screen.findByTestId('evergreen-copy-of')).toBeInTheDocument();
    await waitFor(() => expect(aiStatusCalls.fetch).toHaveBeenCalled());
    // Let the status land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Rewrite with AI' })).not.toBeInTheDocument();
    expect(saveTicket).not.toHaveBeenCalled();
  });

  it('is not offered on a post that is not a copy', async () => {
    renderCopy({ evergreen: { post: aPost(), copy_of: null } });
    expect(await screen.findByTestId('evergreen-status')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Rewrite with AI' })).not.toBeInTheDocument();
  });
});
