import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as oauthApi from '../api/oauth';
import { OAuthConsentPage } from './OAuthConsentPage';

const request = {
  client_id: 'c1',
  redirect_uri: 'http://127.0.0.1:53682/callback',
  response_type: 'code',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
  state: 's1',
  scope: 'tickets:write brands:read',
};
const view = {
  client_name: 'Claude',
  client_uri: null,
  redirect_to: '127.0.0.1:53682',
  scopes: ['tickets:write' as const, 'brands:read' as const],
  resource: 'http://localhost:3000/api/mcp',
};

function open(query: Record<string, string>) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/oauth/authorize?${new URLSearchParams(query)}`]}>
      <OAuthConsentPage />
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the OAuth consent screen', () => {
  it('names the app and where the answer goes, and allows with the access chosen', async () => {
    vi.spyOn(oauthApi, 'describeRequest').mockResolvedValue(view);
    const allow = vi
      .spyOn(oauthApi, 'allow')
      .mockResolvedValue({ redirect_to: 'http://127.0.0.1:53682/callback?code=x' });
    const leave = vi.spyOn(oauthApi, 'leaveFor').mockImplementation(() => {});
    open(request);
    expect(
      await screen.findByRole('heading', { name: 'Allow Claude to use your account?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('After you answer, you return to 127.0.0.1:53682.')).toBeInTheDocument();
    // What the app asked for is chosen; the person may narrow it.
    const tickets = screen.getByRole('radiogroup', { name: 'Tickets' });
    expect(within(tickets).getByRole('radio', { name: 'Read and write' })).toBeChecked();
    const user = setupUser();
    await user.click(within(tickets).getByRole('radio', { name: 'Read' }));
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://127.0.0.1:53682/callback?code=x'));
    expect(allow.mock.calls[0]?.[0]).toEqual({
      ...request,
      scopes: ['tickets:read', 'brands:read'],
      brands: null,
    });
  });

  it('denies: the app hears only that', async () => {
    vi.spyOn(oauthApi, 'describeRequest').mockResolvedValue(view);
    const deny = vi
      .spyOn(oauthApi, 'deny')
      .mockResolvedValue({ redirect_to: 'http://127.0.0.1:53682/callback?error=access_denied' });
    const leave = vi.spyOn(oauthApi, 'leaveFor').mockImplementation(() => {});
    open(request);
    await setupUser().click(await screen.findByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(deny).toHaveBeenCalledWith({ client_id: 'c1', redirect_uri: request.redirect_uri, state: 's1' });
  });

  it('refuses a request without PKCE before asking the server, and says why', async () => {
    const describe = vi.spyOn(oauthApi, 'describeRequest');
    const { code_challenge: _, ...withoutPkce } = request;
    open(withoutPkce);
    expect(await screen.findByRole('alert')).toHaveTextContent('code_challenge');
    expect(describe).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });
});
