import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as oauthApi from '../api/oauth';
import { ConnectedAppsCard } from './ConnectedAppsCard';

const claude = {
  uid: 'g1',
  client_name: 'Claude',
  scopes: ['tickets:write' as const],
  brands: null,
  created_at: '2026-11-30T09:30:00.000Z',
  last_used_at: null,
};

afterEach(() => vi.restoreAllMocks());

describe('connected apps', () => {
  it('lists each app with what it may do, and disconnects one after asking', async () => {
    vi.spyOn(oauthApi, 'fetchConnectedApps').mockResolvedValue([claude]);
    const disconnect = vi.spyOn(oauthApi, 'disconnect').mockResolvedValue();
    renderWithProviders(<ConnectedAppsCard />);
    const item = within(await screen.findByRole('list', { name: 'Your connected apps' })).getByRole(
      'listitem',
    );
    expect(item).toHaveTextContent('Claude');
    expect(item).toHaveTextContent('tickets:write');
    expect(item).toHaveTextContent('Every brand you can see');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Disconnect Claude' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect “Claude”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(disconnect).toHaveBeenCalledWith('g1'));
  });

  it('says so when no app is connected', async () => {
    vi.spyOn(oauthApi, 'fetchConnectedApps').mockResolvedValue([]);
    renderWithProviders(<ConnectedAppsCard />);
    expect(await screen.findByText('No apps connected.')).toBeInTheDocument();
  });
});
