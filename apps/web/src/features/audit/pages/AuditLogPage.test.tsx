import type { AuditEntry } from '@expertos/domain/audit';
import type { Workspace } from '@expertos/domain/workspace.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as auditApi from '../api/audit';
import { AuditLogPage } from './AuditLogPage';

const entry = (seq: number, action: AuditEntry['action'], target: string): AuditEntry => ({
  seq,
  at: '2026-12-01T10:00:00.000Z',
  actor: { kind: 'person', id: 'u1', name: 'ada@example.com' },
  action,
  target: { kind: 'invite', id: `i${seq}`, name: target },
  ip: '203.0.113.7',
  user_agent: null,
  details: {},
});

afterEach(() => vi.restoreAllMocks());

describe('/workspace/audit-log', () => {
  it('lists entries, filters by what was done, pages older ones, and says whether the chain holds', async () => {
    useWorkspaceStore.setState({ currentWorkspace: { uid: 'w1' } as Workspace });
    const page = vi.spyOn(auditApi, 'fetchPage').mockImplementation(async (_workspace, query, before) =>
      before
        ? { items: [entry(1, 'invite.sent', 'old@example.com')], next_before: null }
        : query.action
          ? { items: [entry(3, 'invite.revoked', 'gone@example.com')], next_before: null }
          : {
              items: [
                entry(3, 'invite.revoked', 'gone@example.com'),
                entry(2, 'invite.sent', 'new@example.com'),
              ],
              next_before: 2,
            },
    );
    vi.spyOn(auditApi, 'fetchSettings').mockResolvedValue({ retention_days: 365 });
    vi.spyOn(auditApi, 'verify').mockResolvedValue({ ok: false, checked: 1, first_broken_seq: 2 });
    renderWithProviders(<AuditLogPage />);
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('Invite revoked');

    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(page).toHaveBeenCalledWith('w1', {}, 2);

    await user.click(screen.getByRole('combobox', { name: 'What' }));
    await user.click(await screen.findByRole('option', { name: 'Invite revoked' }));
    await waitFor(() => expect(page).toHaveBeenCalledWith('w1', { action: 'invite.revoked' }, undefined));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Entry 2 was changed, removed or reordered after it was written.'),
    ).toBeInTheDocument();
  });
});
