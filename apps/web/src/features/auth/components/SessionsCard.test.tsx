import type { AccountSession } from '@expertos/domain/sessions';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as sessionsApi from '../api/sessions';
import { SessionsCard } from './SessionsCard';

const here: AccountSession = {
  id: 's1',
  device: 'Chrome on macOS',
  ip_address: '203.0.113.7',
  methods: ['pwd', 'otp'],
  created_at: '2026-11-30T09:30:00.000Z',
  last_seen_at: null,
  expires_at: '2026-12-30T09:30:00.000Z',
  current: true,
};
const phone: AccountSession = {
  ...here,
  id: 's2',
  device: 'Safari on iOS',
  ip_address: null,
  methods: ['pwd'],
  current: false,
};

afterEach(() => vi.restoreAllMocks());

describe('where you are signed in', () => {
  it('marks this device, names how each signed in, and signs another out after asking', async () => {
    vi.spyOn(sessionsApi, 'fetchSessions').mockResolvedValue([here, phone]);
    const end = vi.spyOn(sessionsApi, 'signOutSession').mockResolvedValue();
    renderWithProviders(<SessionsCard />);
    const items = within(await screen.findByRole('list', { name: 'Your sessions' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome on macOS');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('Authenticator code');
    expect(items[0]).toHaveTextContent('from 203.0.113.7');
    // This one is signed out from the user menu, not here.
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('from an unknown address');

    const user = setupUser();
    await user.click(within(items[1]!).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out Safari on iOS?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(end).toHaveBeenCalledWith('s2'));
  });

  it('signs out every other session at once', async () => {
    vi.spyOn(sessionsApi, 'fetchSessions').mockResolvedValue([here, phone]);
    const others = vi.spyOn(sessionsApi, 'signOutOthers').mockResolvedValue(1);
    renderWithProviders(<SessionsCard />);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(others).toHaveBeenCalled());
    expect(await screen.findByText('1 other session was signed out.')).toBeInTheDocument();
  });

  it('says when this is the only session', async () => {
    vi.spyOn(sessionsApi, 'fetchSessions').mockResolvedValue([here]);
    renderWithProviders(<SessionsCard />);
    expect(await screen.findByText('You are signed in only here.')).toBeInTheDocument();
  });
});
