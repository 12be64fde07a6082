import type { WorkspacePlan } from '@expertos/domain/billing.schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isBrowsingReadOnly } from '@/shared/session/lockdown';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aWorkspace } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import { ExpiredPage } from './ExpiredPage';

const LOCKED: WorkspacePlan = {
  billing_enabled: true,
  state: 'none',
  locked: true,
  trial_days_left: 0,
  trial_ends_at: '2025-01-15T00:00:00.000Z',
};

function renderExpired({ role, plan = LOCKED }: { role: string; plan?: WorkspacePlan }) {
  signIn({ role });
  useWorkspaceStore.getState().setCurrentWorkspace(aWorkspace({ uid: 'w1', name: 'Acme Studio', plan }));
  renderPageAt('/expired', [{ path: '/expired', element: <ExpiredPage /> }]);
  return setupUser();
}

describe('/expired', () => {
  it('tells an admin the trial ended and to choose a plan', async () => {
    renderExpired({ role: 'admin' });
    expect(await screen.findByTestId('expired-intro')).toHaveTextContent(
      'The trial of Acme Studio has ended. Choose a plan to keep working',
    );
  });

  it('tells a member to ask an admin of the workspace, naming it', async () => {
    renderExpired({ role: 'member' });
    expect(await screen.findByTestId('expired-intro')).toHaveTextContent(
      'The trial of Acme Studio has ended. Ask an admin of Acme Studio to choose a plan.',
    );
  });

  it('remembers “Browse read-only” for this workspace and goes to the dashboard', async () => {
    const u = renderExpired({ role: 'member' });
    expect(isBrowsingReadOnly('w1')).toBe(false);
    await u.click(await screen.findByRole('button', { name: 'Browse read-only' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(isBrowsingReadOnly('w1')).toBe(true);
    expect(isBrowsingReadOnly('w2')).toBe(false);
  });

  it('says so when the workspace is not locked', async () => {
    renderExpired({ role: 'member', plan: { ...LOCKED, state: 'subscribed', locked: false } });
    expect(
      await screen.findByText('Acme Studio has a plan in effect: nothing is locked.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Browse read-only' })).not.toBeInTheDocument();
  });
});
