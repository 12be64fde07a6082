import { ApiError } from '@expertos/api-client/api-error';
import type { Approval, ApprovalPost, PublicApproval } from '@expertos/domain/approval.schema';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt, renderWithProviders, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as approvalsApi from './api/approvals';
import { BulkSendForApproval } from './components/BulkSendForApproval';
import { TicketApprovalsSection } from './components/TicketApprovalsSection';
import { ApprovalPage } from './pages/ApprovalPage';

afterEach(() => vi.restoreAllMocks());

const aPost = (change: Partial<ApprovalPost> = {}): ApprovalPost => ({
  key: 't1',
  summary: 'Autumn reel',
  caption: 'Autumn is here',
  hooks: ['One sip of autumn'],
  platform: 'instagram',
  format: 'reel',
  due_date: '2030-01-08',
  live_link: null,
  images: [],
  findings: [{ kind: 'off_brand', rule: 'No discounts', phrase: 'cheap', start: 0, end: 5 }],
  decision: null,
  comment: null,
  decided_at: null,
  ...change,
});
const aPage = (posts: ApprovalPost[] = [aPost()]): PublicApproval => ({
  brand: 'Acme Coffee',
  sender: 'Paula Planner',
  recipient_name: 'Dana',
  message: 'For next week',
  expires_at: '2030-01-15T10:00:00.000Z',
  posts,
});
const route = [{ path: '/approve/:token', element: <ApprovalPage /> }];

describe('/approve/{token}', () => {
  it('shows each post as it will appear, with the brand check, and records an approval', async () => {
    vi.spyOn(approvalsApi, 'fetchApprovalPage').mockResolvedValue(aPage());
    const decide = vi
      .spyOn(approvalsApi, 'decide')
      .mockResolvedValue(aPost({ decision: 'approved', decided_at: '2030-01-09T10:00:00.000Z' }));
    renderPageAt('/approve/tok', route);
    const post = await screen.findByRole('article', { name: 'Autumn reel' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Approve posts for Acme Coffee' }),
    ).toBeInTheDocument();
    expect(within(post).getByText('Autumn is here')).toBeInTheDocument();
    expect(within(post).getByText('One sip of autumn')).toBeInTheDocument();
    expect(within(post).getByText('Off brand: “cheap” (rule: No discounts)')).toBeInTheDocument();
    await setupUser().click(within(post).getByRole('button', { name: 'Approve' }));
    expect(decide).toHaveBeenCalledWith('tok', 't1', { decision: 'approved' });
    expect(await within(post).findByText('Your decision: Approved')).toBeInTheDocument();
  });

  it('asks for a comment before a request for changes', async () => {
    vi.spyOn(approvalsApi, 'fetchApprovalPage').mockResolvedValue(aPage());
    const decide = vi
      .spyOn(approvalsApi, 'decide')
      .mockResolvedValue(aPost({ decision: 'changes_requested' }));
    renderPageAt('/approve/tok', route);
    const user = setupUser();
    const post = await screen.findByRole('article', { name: 'Autumn reel' });
    await user.click(within(post).getByRole('button', { name: 'Ask for changes' }));
    expect(decide).not.toHaveBeenCalled();
    await user.type(within(post).getByRole('textbox', { name: /Comment/ }), 'Brighter, please');
    await user.click(within(post).getByRole('button', { name: 'Ask for changes' }));
    expect(decide).toHaveBeenCalledWith('tok', 't1', {
      decision: 'changes_requested',
      comment: 'Brighter, please',
    });
  });

  it('says plainly when the link no longer works', async () => {
    vi.spyOn(approvalsApi, 'fetchApprovalPage').mockRejectedValue(
      new ApiError({ status: 404, code: 'approval_link_invalid', message: 'gone' }),
    );
    renderPageAt('/approve/old', route);
    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
    expect(screen.getByText(/has expired or was withdrawn/)).toBeInTheDocument();
  });
});

describe('a post’s client approval section', () => {
  const sent: Approval = {
    uid: 'a1',
    recipient_email: 'dana@client.example',
    recipient_name: 'Dana',
    message: null,
    sent_by: { uid: 'm1', name: 'Paula', email: 'paula@example.com', image: null },
    state: 'open',
    expires_at: '2030-01-15T10:00:00.000Z',
    revoked_at: null,
    created_at: '2030-01-08T10:00:00.000Z',
    items: [
      {
        ticket: { uid: 't1', id: 4, summary: 'Reel' },
        decision: 'changes_requested',
        comment: 'Brighter',
        decided_at: '2030-01-09T10:00:00.000Z',
      },
    ],
  };

  it('lists the links with the client’s decision and sends a new one', async () => {
    signIn();
    vi.spyOn(approvalsApi, 'fetchTicketApprovals').mockResolvedValue({ items: [sent] });
    const send = vi
      .spyOn(approvalsApi, 'sendApproval')
      .mockResolvedValue({ ...sent, uid: 'a2', url: 'http://localhost/approve/xyz', items: [] });
    renderWithProviders(
      <TicketApprovalsSection
        ticketUid="t1"
        workspaceUid="w1"
        totalSpent={0}
        headingOrder={4}
        project={{ uid: 'p1', slug: 'acme' }}
        ticketType="post"
      />,
    );
    const link = await screen.findByTestId('approval-link');
    expect(within(link).getByText('To Dana (dana@client.example)')).toBeInTheDocument();
    expect(within(link).getByText('Changes requested')).toBeInTheDocument();
    expect(within(link).getByText('“Brighter”')).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send for approval' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail address/ }), 'dana@client.example');
    await user.type(within(dialog).getByRole('textbox', { name: /Their name/ }), 'Dana');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(send).toHaveBeenCalledWith('p1', {
      ticket_uids: ['t1'],
      email: 'dana@client.example',
      name: 'Dana',
      expires_in_days: 7,
    });
    expect(await within(dialog).findByDisplayValue('http://localhost/approve/xyz')).toBeInTheDocument();
  });

  it('says which mail limit refused the link, in the catalogue’s words', async () => {
    signIn();
    vi.spyOn(approvalsApi, 'fetchTicketApprovals').mockResolvedValue({ items: [] });
    vi.spyOn(approvalsApi, 'sendApproval').mockRejectedValue(
      new ApiError({ status: 429, code: 'mail_recipient_limit', message: 'x' }),
    );
    renderWithProviders(
      <TicketApprovalsSection
        ticketUid="t1"
        workspaceUid="w1"
        totalSpent={0}
        headingOrder={4}
        project={{ uid: 'p1', slug: 'acme' }}
        ticketType="post"
      />,
    );
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Send for approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send for approval' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail address/ }), 'dana@client.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText(ERROR_CATALOGUE.mail_recipient_limit.message)).toBeInTheDocument();
  });

  it('is only for posts', () => {
    renderWithProviders(
      <TicketApprovalsSection
        ticketUid="t1"
        workspaceUid="w1"
        totalSpent={0}
        headingOrder={4}
        project={{ uid: 'p1', slug: 'acme' }}
        ticketType="task"
      />,
    );
    expect(screen.queryByTestId('ticket-approvals')).toBeNull();
  });
});

describe('sending the selected posts for approval', () => {
  it('sends every selected post on one link and ends the selection when the dialog closes', async () => {
    signIn();
    const send = vi.spyOn(approvalsApi, 'sendApproval').mockResolvedValue({
      uid: 'a3',
      recipient_email: 'dana@client.example',
      recipient_name: null,
      message: null,
      sent_by: null,
      state: 'open',
      expires_at: '2030-01-15T10:00:00.000Z',
      revoked_at: null,
      created_at: '2030-01-08T10:00:00.000Z',
      items: [],
      url: 'http://localhost/approve/abc',
    });
    const done = vi.fn();
    renderWithProviders(<BulkSendForApproval projectUid="p1" selected={['t1', 't2']} onDone={done} />);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send for approval' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail address/ }), 'dana@client.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(send).toHaveBeenCalledWith('p1', expect.objectContaining({ ticket_uids: ['t1', 't2'] }));
    await within(dialog).findByDisplayValue('http://localhost/approve/abc');
    expect(done).not.toHaveBeenCalled();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
