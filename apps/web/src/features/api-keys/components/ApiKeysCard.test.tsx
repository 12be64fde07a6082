import type { ApiKey } from '@expertos/domain/api-keys';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scopesOf } from '@/shared/lib/api-scopes';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as calls from '../api/api-keys';
import * as workspaceCalls from '../api/workspace-keys';
import { ApiKeysCard, WorkspaceKeysCard } from './ApiKeysCard';

const zapier: ApiKey = {
  uid: 'k1',
  name: 'Zapier',
  shown: 'exp_pat_4fZq',
  scopes: ['tickets:write', 'comments:read'],
  created_at: '2026-11-01T10:00:00.000Z',
  expires_at: '2027-01-30T10:00:00.000Z',
  last_used_at: null,
  state: 'active',
  brands: null,
};
const SECRET = `exp_pat_${'a'.repeat(43)}abcdef`;

afterEach(() => {
  vi.restoreAllMocks();
  useWorkspaceStore.setState({ projects: [] });
});

describe('the API keys section', () => {
  it('lists each key by name and first characters, with what it may do, never its secret', async () => {
    vi.spyOn(calls, 'fetchApiKeys').mockResolvedValue([zapier]);
    renderWithProviders(
      <MemoryRouter>
        <ApiKeysCard />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Zapier');
    expect(item).toHaveTextContent('exp_pat_4fZq…');
    expect(item).toHaveTextContent('tickets:write');
    expect(item).toHaveTextContent('Not used yet');
  });

  it('makes a key with the access chosen per resource and shows its secret once to copy', async () => {
    const list = vi.spyOn(calls, 'fetchApiKeys').mockResolvedValueOnce([]).mockResolvedValue([zapier]);
    const make = vi.spyOn(calls, 'makeApiKey').mockResolvedValue({ ...zapier, secret: SECRET });
    renderWithProviders(
      <MemoryRouter>
        <ApiKeysCard />
      </MemoryRouter>,
    );
    const user = setupUser();
    expect(await screen.findByText('No keys yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Zapier');
    const tickets = screen.getByRole('radiogroup', { name: 'Tickets' });
    await user.click(within(tickets).getByRole('radio', { name: 'Read and write' }));
    const comments = screen.getByRole('radiogroup', { name: 'Comments' });
    await user.click(within(comments).getByRole('radio', { name: 'Read' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(make).toHaveBeenCalled());
    expect(make.mock.calls[0]?.[0]).toEqual({
      name: 'Zapier',
      scopes: ['tickets:write', 'comments:read'],
      expires_in_days: 90,
      brands: null,
    });
    expect(await screen.findByTestId('api-key-secret')).toHaveTextContent(SECRET);
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('api-key-secret')).toBeNull();
  });

  it('says what is missing before sending anything', async () => {
    vi.spyOn(calls, 'fetchApiKeys').mockResolvedValue([]);
    const make = vi.spyOn(calls, 'makeApiKey');
    renderWithProviders(
      <MemoryRouter>
        <ApiKeysCard />
      </MemoryRouter>,
    );
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Name the key.')).toBeInTheDocument();
    expect(make).not.toHaveBeenCalled();
  });

  it('limits a key to the brands chosen among those the person sees, and lists them', async () => {
    useWorkspaceStore.setState({
      projects: [
        aProject({ uid: 'b1', name: 'Acme' }),
        aProject({ uid: 'b2', name: 'Globex' }),
        aProject({ uid: 'b3', name: 'Hidden', has_permission: false }),
      ],
    });
    const limited = { ...zapier, brands: ['b2'] };
    vi.spyOn(calls, 'fetchApiKeys').mockResolvedValueOnce([]).mockResolvedValue([limited]);
    const make = vi.spyOn(calls, 'makeApiKey').mockResolvedValue({ ...limited, secret: SECRET });
    renderWithProviders(
      <MemoryRouter>
        <ApiKeysCard />
      </MemoryRouter>,
    );
    const user = setupUser();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Zapier');
    await user.click(screen.getByRole('combobox', { name: 'Brands it works on' }));
    expect(screen.queryByRole('option', { name: 'Hidden' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Globex' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(make).toHaveBeenCalled());
    expect(make.mock.calls[0]?.[0]).toEqual({
      name: 'Zapier',
      scopes: ['tickets:read'],
      expires_in_days: 90,
      brands: ['b2'],
    });
    const item = within(await screen.findByRole('list', { name: 'Your API keys' })).getByRole('listitem');
    expect(item).toHaveTextContent('Globex');
    expect(item).not.toHaveTextContent('Every brand you can see');
  });

  it('revokes a key after asking', async () => {
    vi.spyOn(calls, 'fetchApiKeys').mockResolvedValue([zapier]);
    const revoke = vi.spyOn(calls, 'revokeKey').mockResolvedValue();
    renderWithProviders(
      <MemoryRouter>
        <ApiKeysCard />
      </MemoryRouter>,
    );
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Revoke Zapier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Zapier”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('k1'));
  });
});

describe('scopesOf', () => {
  it('sends one scope per resource with access, the write one alone', () => {
    expect(
      scopesOf({
        tickets: 'write',
        comments: 'none',
        brands: 'read',
        brand_profile: 'none',
        time: 'none',
        approvals: 'none',
        publishing: 'none',
        analytics: 'read',
        members: 'read',
      }),
    ).toEqual(['tickets:write', 'brands:read', 'analytics:read', 'members:read']);
  });
});

describe('the workspace keys section', () => {
  const brands = [
    { uid: 'b1', name: 'Acme' },
    { uid: 'b2', name: 'Globex' },
  ];
  const bot = { ...zapier, uid: 'w1', shown: 'exp_wsk_9xQa', brands: ['b1'], made_by: 'Ada Admin' };

  it('lists each key with the brands it works on and who made it', async () => {
    vi.spyOn(workspaceCalls, 'fetchWorkspaceKeys').mockResolvedValue([bot]);
    renderWithProviders(
      <MemoryRouter>
        <WorkspaceKeysCard workspaceUid="ws1" brands={brands} />
      </MemoryRouter>,
    );
    const item = within(await screen.findByRole('list', { name: 'Workspace keys' })).getByRole('listitem');
    expect(item).toHaveTextContent('exp_wsk_9xQa…');
    expect(item).toHaveTextContent('Acme · Made by Ada Admin');
    expect(item).not.toHaveTextContent('Globex');
  });

  it('asks for a brand, then makes the key for the brands chosen', async () => {
    vi.spyOn(workspaceCalls, 'fetchWorkspaceKeys').mockResolvedValue([]);
    const make = vi
      .spyOn(workspaceCalls, 'makeWorkspaceKey')
      .mockResolvedValue({ ...bot, secret: SECRET.replace('exp_pat_', 'exp_wsk_') });
    renderWithProviders(
      <MemoryRouter>
        <WorkspaceKeysCard workspaceUid="ws1" brands={brands} />
      </MemoryRouter>,
    );
    const user = setupUser();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Zapier');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Choose at least one brand.')).toBeInTheDocument();
    expect(make).not.toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'Brands it works on' }));
    await user.click(await screen.findByRole('option', { name: 'Globex' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(make).toHaveBeenCalled());
    expect(make.mock.calls[0]).toEqual([
      'ws1',
      { name: 'Zapier', scopes: ['tickets:read'], expires_in_days: 90, brands: ['b2'] },
    ]);
    expect(await screen.findByTestId('api-key-secret')).toHaveTextContent('exp_wsk_');
  });
});
