import { ApiError } from '@expertos/api-client/api-error';
import type { ApprovalRoundView } from '@expertos/domain/approvals/round.schema';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember } from '@/test/fixtures';
import { renderWithProviders, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as roundApi from './api/round';
import * as versionsApi from './api/versions';
import * as workflowApi from './api/workflow';
import { TicketApprovalRound } from './components/TicketApprovalRound';

/** A post's approval round on its ticket (docs/product.md#approvals). */

afterEach(() => vi.restoreAllMocks());

const open = (change: Partial<NonNullable<ApprovalRoundView['round']>> = {}): ApprovalRoundView => ({
  mode: 'multi_step',
  round: {
    uid: 'r1',
    status: 'open',
    requested_at: '2026-05-04T09:00:00.000Z',
    requested_by: 'Ada Lovelace',
    version: 'v1',
    content_changed: false,
    step: 0,
    steps: [
      {
        kind: 'internal',
        rule: 'any',
        status: 'open',
        approvers: [{ uid: 'm1', name: 'Grace Hopper', decision: null }],
      },
      {
        kind: 'client',
        rule: 'all',
        status: 'waiting',
        approvers: [{ uid: 'c1', name: 'Dana Client', decision: null }],
      },
    ],
    waiting_on_me: true,
    may_add_approvers: false,
    decisions: [],
    ...change,
  },
});

const render = () =>
  renderWithProviders(
    <TicketApprovalRound
      ticketUid="t1"
      workspaceUid="w1"
      totalSpent={0}
      headingOrder={4}
      ticketType="post"
    />,
  );

describe('the ticket’s approval round', () => {
  it('asks for approval of a post that was never asked', async () => {
    signIn();
    // Asked again once the post moved: by then it has its round.
    vi.spyOn(roundApi, 'fetchRound')
      .mockResolvedValueOnce({ mode: 'optional', round: null })
      .mockResolvedValue(open({ waiting_on_me: false }));
    const request = vi.spyOn(roundApi, 'requestApproval').mockResolvedValue(open({ waiting_on_me: false }));
    render();
    await screen.findByText('Not asked for approval yet.');
    await setupUser().click(screen.getByRole('button', { name: 'Ask for approval' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('t1'));
    expect(await screen.findByText('Waiting for approval')).toBeInTheDocument();
  });

  it('shows each step and who it waits on, and approves the version shown', async () => {
    signIn();
    vi.spyOn(roundApi, 'fetchRound').mockResolvedValue(open());
    const decide = vi
      .spyOn(roundApi, 'decide')
      .mockResolvedValue(open({ status: 'approved', waiting_on_me: false }));
    render();
    expect(await screen.findByText(/Step 1 of 2 · Team · any one/)).toBeInTheDocument();
    expect(screen.getByText(/Step 2 of 2 · Client · all/)).toBeInTheDocument();
    expect(screen.getByText('It waits on you.')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith('t1', { decision: 'approved', version: 'v1' }));
  });

  it('keeps the comment and says why when the post changed since it was shown', async () => {
    signIn();
    vi.spyOn(roundApi, 'fetchRound').mockResolvedValue(open());
    vi.spyOn(roundApi, 'decide').mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'approval_version_changed',
        message: ERROR_CATALOGUE.approval_version_changed.message,
      }),
    );
    render();
    const user = setupUser();
    await user.type(await screen.findByLabelText(/Comment/), 'Shorter, please');
    await user.click(screen.getByRole('button', { name: 'Ask for changes' }));
    expect(await screen.findByText(ERROR_CATALOGUE.approval_version_changed.message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Comment/)).toHaveValue('Shorter, please');
  });

  it('shows nothing for a brand without approvals', async () => {
    signIn();
    const fetch = vi.spyOn(roundApi, 'fetchRound').mockResolvedValue({ mode: 'none', round: null });
    const { container } = render();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('[data-testid="ticket-approval-round"]')).toBeNull());
  });

  it('offers what changed since the post was approved, when it was', async () => {
    signIn();
    vi.spyOn(roundApi, 'fetchRound').mockResolvedValue(open());
    const version = (number: number, marks: ('approved' | 'requested' | 'published')[]) => ({
      number,
      author: 'Ada Lovelace',
      author_uid: 'm1',
      created_at: '2026-05-04T09:00:00.000Z',
      updated_at: '2026-05-04T09:00:00.000Z',
      marks,
      media_count: 0,
      restored_from: null,
    });
    vi.spyOn(versionsApi, 'fetchVersions').mockResolvedValue({
      items: [version(3, ['requested']), version(2, ['requested', 'approved']), version(1, [])],
      next_cursor: null,
    });
    const diff = vi.spyOn(versionsApi, 'fetchVersionDiff').mockResolvedValue({
      from: 2,
      to: 3,
      fields: [
        {
          field: 'caption',
          channel: null,
          network: null,
          changed: true,
          segments: [
            { kind: 'same', text: 'Our ' },
            { kind: 'added', text: 'brighter ' },
            { kind: 'same', text: 'reel' },
          ],
        },
      ],
      media: { added: [], removed: [], moved: [], replaced: [] },
    });
    render();
    await userEvent
      .setup()
      .click(
        await screen.findByRole('button', { name: 'What changed since it was approved (version 2 → 3)' }),
      );
    await waitFor(() => expect(diff).toHaveBeenCalledWith('t1', 2, 3, expect.anything()));
    expect((await screen.findByText('brighter')).tagName).toBe('INS');
  });

  it('lets a brand admin pass a step that waits on someone else, saying why', async () => {
    signIn({ role: 'admin' });
    vi.spyOn(roundApi, 'fetchRound').mockResolvedValue(open({ waiting_on_me: false }));
    const pass = vi
      .spyOn(roundApi, 'overrideStep')
      .mockResolvedValue(open({ waiting_on_me: false, step: 1 }));
    renderWithProviders(
      <TicketApprovalRound
        ticketUid="t1"
        workspaceUid="w1"
        totalSpent={0}
        headingOrder={4}
        ticketType="post"
        project={{ uid: 'p1', slug: 'acme' }}
      />,
    );
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Pass this step…' }));
    await user.click(screen.getByRole('button', { name: 'Pass the step' }));
    expect(pass).not.toHaveBeenCalled();
    expect(screen.getByText('Say why the step is passed.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Why pass it/ }), 'Grace is away');
    await user.click(screen.getByRole('button', { name: 'Pass the step' }));
    expect(pass).toHaveBeenCalledWith('t1', { reason: 'Grace is away', version: 'v1' });
  });

  it('offers no pass to someone who is not a brand admin', async () => {
    signIn();
    vi.spyOn(roundApi, 'fetchRound').mockResolvedValue(open({ waiting_on_me: false }));
    render();
    expect(await screen.findByText(/Grace Hopper/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pass this step…' })).not.toBeInTheDocument();
  });

  it('lets whoever asked add people who work on the brand to the open step, none already in it', async () => {
    signIn();
    vi.spyOn(roundApi, 'fetchRound').mockResolvedValue(
      open({ waiting_on_me: false, may_add_approvers: true }),
    );
    vi.spyOn(workflowApi, 'fetchTeam').mockResolvedValue({
      members: [
        aMember({ uid: 'm1', name: 'Grace Hopper', project_uids: ['p1'] }),
        aMember({ uid: 'm2', name: 'Alan Turing', project_uids: ['p1'] }),
        aMember({ uid: 'm3', name: 'Linus Torvalds', project_uids: [] }),
      ],
      seats: { claimed: 3, pending: 0 },
    });
    const add = vi
      .spyOn(roundApi, 'addApprovers')
      .mockResolvedValue(open({ waiting_on_me: false, may_add_approvers: true }));
    renderWithProviders(
      <TicketApprovalRound
        ticketUid="t1"
        workspaceUid="w1"
        totalSpent={0}
        headingOrder={4}
        ticketType="post"
        project={{ uid: 'p1', slug: 'acme' }}
      />,
    );
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Add approvers…' }));
    // A member who is not a brand admin adds to internal steps only: no choice of step here.
    expect(screen.queryByRole('combobox', { name: 'To step' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Pick at least one person.')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();

    await user.click(screen.getByRole('combobox', { name: /People/ }));
    expect(await screen.findByRole('option', { name: 'Alan Turing' })).toBeInTheDocument();
    // Grace approves the step already; Linus does not work on the brand.
    expect(screen.queryByRole('option', { name: 'Grace Hopper' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Linus Torvalds' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Alan Turing' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(add).toHaveBeenCalledWith('t1', { step: 1, approvers: ['m2'] });
    expect(await screen.findByText('Added to step 1.')).toBeInTheDocument();
  });

  it('offers no adding to someone who neither asked nor administers the brand', async () => {
    signIn();
    vi.spyOn(roundApi, 'fetchRound').mockResolvedValue(open({ waiting_on_me: false }));
    render();
    expect(await screen.findByText(/Grace Hopper/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add approvers…' })).not.toBeInTheDocument();
  });
});
