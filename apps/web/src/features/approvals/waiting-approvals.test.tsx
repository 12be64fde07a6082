import type { OpenApproval } from '@expertos/domain/approvals/open';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt, renderWithProviders, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as openApi from './api/open';
import { ApprovalBadge } from './components/ApprovalBadge';
import { WaitingApprovalsPage } from './pages/WaitingApprovalsPage';

afterEach(() => vi.restoreAllMocks());

const anItem = (change: Partial<OpenApproval> = {}): OpenApproval => ({
  ticket_uid: 't1',
  ticket_id: 12,
  summary: 'Autumn reel',
  project: { uid: 'p1', name: 'Acme', slug: 'acme' },
  step: { number: 2, of: 3, kind: 'client', rule: 'any' },
  requested_at: '2030-01-07T10:00:00.000Z',
  due_at: null,
  overdue: false,
  waiting_on_me: false,
  waiting_on_client: true,
  ...change,
});

describe('approval badges', () => {
  it('names the open step and whose it is, in words', async () => {
    vi.spyOn(openApi, 'fetchOpenApprovals').mockResolvedValue([anItem()]);
    renderWithProviders(<ApprovalBadge workspaceUid="w1" ticketUid="t1" />);
    expect(await screen.findByLabelText('Approval: Step 2/3 · Client')).toBeInTheDocument();
  });

  it('says only the step where room is short, the rest in its name', async () => {
    vi.spyOn(openApi, 'fetchOpenApprovals').mockResolvedValue([anItem()]);
    renderWithProviders(<ApprovalBadge workspaceUid="w1" ticketUid="t1" compact />);
    const badge = await screen.findByLabelText('Approval: Step 2/3 · Client');
    expect(badge).toHaveTextContent(/^Step 2\/3$/);
  });

  it('shows nothing for a post that does not wait', async () => {
    const fetch = vi.spyOn(openApi, 'fetchOpenApprovals').mockResolvedValue([anItem()]);
    renderWithProviders(<ApprovalBadge workspaceUid="w1" ticketUid="other" />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByLabelText(/Approval:/)).not.toBeInTheDocument();
  });
});

describe('/approvals', () => {
  it('shows what waits on me first, and the others by filter', async () => {
    signIn();
    vi.spyOn(openApi, 'fetchOpenApprovals').mockResolvedValue([
      anItem({
        ticket_uid: 'mine',
        summary: 'Mine to approve',
        waiting_on_me: true,
        waiting_on_client: false,
        step: { number: 1, of: 3, kind: 'internal', rule: 'any' },
      }),
      anItem(),
    ]);
    renderPageAt('/approvals', [{ path: '/approvals', element: <WaitingApprovalsPage /> }]);
    expect(await screen.findByText(/Mine to approve/)).toBeInTheDocument();
    expect(screen.queryByText(/Autumn reel/)).not.toBeInTheDocument();
    await setupUser().click(screen.getByRole('radio', { name: 'On a client (1)' }));
    expect(await screen.findByText(/Autumn reel/)).toBeInTheDocument();
    const row = screen.getByRole('button', { name: 'Open #12 Autumn reel' });
    expect(within(row).getByText('Step 2/3 · Client')).toBeInTheDocument();
  });
});
