import { ApiError } from '@expertos/api-client/client';
import type { SsoDomain, SsoSettings } from '@expertos/domain/sso.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as securityApi from '../api/security';
import * as ssoApi from '../api/sso';
import { WorkspaceSecurityPage } from './WorkspaceSecurityPage';

const SP = 'https://app.example.com/api/sso/c1';
const notSetUp: SsoSettings = {
  protocol: null,
  enabled: false,
  saml: null,
  oidc: null,
  join_role: 'member',
  join_brand_ids: [],
  idp_enforces_mfa: false,
  require_sso: false,
  service_provider: {
    entity_id: `${SP}/saml/metadata`,
    acs_url: `${SP}/saml/acs`,
    metadata_url: `${SP}/saml/metadata`,
    oidc_redirect_url: `${SP}/oidc/callback`,
  },
  domains: [],
};
const saml: SsoSettings = {
  ...notSetUp,
  protocol: 'saml',
  enabled: true,
  saml: {
    idp_entity_id: 'https://idp.acme.com/entity',
    idp_sso_url: 'https://idp.acme.com/sso',
    certificate_expires_at: '2036-01-31T00:00:00.000Z',
  },
  idp_enforces_mfa: true,
};
const pending: SsoDomain = {
  id: 'd1',
  domain: 'acme.com',
  status: 'pending',
  record_name: '_expertos-verification.acme.com',
  record_value: 'expertos-verification=0123456789abcdef',
  verified_at: null,
  last_checked_at: null,
  last_error: null,
};
const METADATA = '<EntityDescriptor entityID="https://idp.acme.com/entity">…</EntityDescriptor>';

beforeEach(() => {
  vi.spyOn(securityApi, 'fetchSecurity').mockResolvedValue({
    require_two_factor: false,
    enforced_from: null,
  });
});
afterEach(() => vi.restoreAllMocks());

/** The page once the settings are in (the loading card has the provider card's name). */
async function renderPage(settings: SsoSettings) {
  signIn({ role: 'admin' });
  useWorkspaceStore.getState().setProjects([aProject({ uid: 'p1', name: 'Acme' })]);
  vi.spyOn(ssoApi, 'fetchSso').mockResolvedValue(settings);
  renderPageAt('/workspace/security', [{ path: '/workspace/security', element: <WorkspaceSecurityPage /> }]);
  await screen.findByRole('form', { name: 'Identity provider settings' });
  return setupUser();
}
const card = (name: string) => screen.findByRole('region', { name });

describe('/workspace/security: single sign-on', () => {
  it('sets up SAML from pasted metadata, then shows what the provider said and what it needs from us', async () => {
    const save = vi.spyOn(ssoApi, 'saveSso').mockResolvedValue(saml);
    const u = await renderPage(notSetUp);
    const provider = await card('Single sign-on');
    // Our addresses are the workspace's own: shown before anything is saved, to make the app at
    // the provider first.
    expect(within(await card('What your identity provider needs')).getByText(`${SP}/saml/acs`)).toBeVisible();
    expect(within(await card('Require single sign-on')).getByRole('switch')).toBeDisabled();

    await u.click(within(provider).getByLabelText('Identity provider metadata (XML)'));
    await u.paste(METADATA);
    await u.click(within(provider).getByRole('checkbox', { name: /enforces multi-factor/ }));
    await u.click(within(provider).getByRole('button', { name: 'Save single sign-on' }));

    await waitFor(() =>
      expect(save).toHaveBeenCalledWith('w1', {
        protocol: 'saml',
        metadata_xml: METADATA,
        enabled: true,
        join_role: 'member',
        join_brand_ids: [],
        idp_enforces_mfa: true,
      }),
    );
    expect(await screen.findByText('Single sign-on is saved.')).toBeInTheDocument();
    expect(within(provider).getByText('https://idp.acme.com/sso')).toBeInTheDocument();
    expect(within(provider).getByText('Jan 31, 2036')).toBeInTheDocument();
    const needs = await card('What your identity provider needs');
    expect(within(needs).getByText(`${SP}/saml/acs`)).toBeInTheDocument();
    expect(within(needs).getByRole('button', { name: 'Copy ACS URL (reply URL)' })).toBeInTheDocument();
    expect(within(needs).getByRole('link', { name: 'Download our metadata' })).toHaveAttribute(
      'href',
      `${SP}/saml/metadata`,
    );
  });

  it('shows the server’s reason under the field it names', async () => {
    vi.spyOn(ssoApi, 'saveSso').mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'sso_config_invalid',
        message: 'x',
        details: [{ path: 'metadata_xml', message: 'The metadata has no signing certificate.' }],
      }),
    );
    const u = await renderPage(notSetUp);
    const provider = await card('Single sign-on');
    const xml = within(provider).getByLabelText('Identity provider metadata (XML)');
    await u.click(xml);
    await u.paste('<EntityDescriptor/>');
    await u.click(within(provider).getByRole('button', { name: 'Save single sign-on' }));

    expect(await within(provider).findByText('The metadata has no signing certificate.')).toBeInTheDocument();
    expect(xml).toHaveAttribute('aria-invalid', 'true');
    expect(xml).toHaveFocus();
    expect(within(provider).getByRole('alert')).toHaveTextContent(
      'The identity provider’s settings could not be used.',
    );
  });

  it('asks for the metadata before sending anything', async () => {
    const save = vi.spyOn(ssoApi, 'saveSso');
    const u = await renderPage(notSetUp);
    const provider = await card('Single sign-on');
    await u.click(within(provider).getByRole('button', { name: 'Save single sign-on' }));
    expect(within(provider).getByText('Paste the metadata XML, or give its URL.')).toBeInTheDocument();
    expect(within(provider).getByLabelText('Identity provider metadata (XML)')).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it('adds a domain and shows the TXT record to add, each part with a copy button', async () => {
    const add = vi.spyOn(ssoApi, 'addSsoDomain').mockResolvedValue(pending);
    const u = await renderPage(saml);
    const domains = await card('Domains');
    expect(within(domains).getByText(/No domains yet/)).toBeInTheDocument();

    await u.type(within(domains).getByLabelText('Domain'), 'Acme.com{Enter}');

    await waitFor(() => expect(add).toHaveBeenCalledWith('w1', 'acme.com'));
    const item = await within(domains).findByRole('listitem', { name: 'acme.com' });
    expect(within(item).getByText('Pending')).toBeInTheDocument();
    expect(within(item).getByText('_expertos-verification.acme.com')).toBeInTheDocument();
    expect(within(item).getByText('expertos-verification=0123456789abcdef')).toBeInTheDocument();
    expect(
      within(item).getByRole('button', { name: 'Copy the record value for acme.com' }),
    ).toBeInTheDocument();
    expect(within(item).getByText('Not checked yet')).toBeInTheDocument();
  });

  it('checks a domain now: verified, its record goes and single sign-on may be required', async () => {
    const verified: SsoDomain = {
      ...pending,
      status: 'verified',
      verified_at: '2026-12-01T10:00:00.000Z',
      last_checked_at: '2026-12-01T10:00:00.000Z',
    };
    vi.spyOn(ssoApi, 'checkSsoDomain').mockResolvedValue(verified);
    const requireSso = vi.spyOn(ssoApi, 'setSsoRequired').mockResolvedValue({
      ...saml,
      domains: [verified],
      require_sso: true,
    });
    const u = await renderPage({
      ...saml,
      domains: [{ ...pending, last_error: 'No TXT record was found.' }],
    });
    const item = await screen.findByRole('listitem', { name: 'acme.com' });
    expect(within(item).getByText(/No TXT record was found\./)).toBeInTheDocument();
    const policy = await card('Require single sign-on');
    expect(within(policy).getByRole('switch')).toBeDisabled();

    await u.click(within(item).getByRole('button', { name: 'Check acme.com now' }));

    expect(await within(item).findByText('Verified')).toBeInTheDocument();
    expect(within(item).queryByText('_expertos-verification.acme.com')).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Check acme.com now' })).toBeNull();
    expect(await screen.findByText('acme.com is verified.')).toBeInTheDocument();
    await waitFor(() => expect(within(policy).getByRole('switch')).toBeEnabled());
    await u.click(within(policy).getByRole('switch'));
    // It may end sessions at once (perhaps this one): asked first.
    const dialog = await screen.findByRole('dialog', { name: 'Require single sign-on?' });
    expect(requireSso).not.toHaveBeenCalled();
    await u.click(within(dialog).getByRole('button', { name: 'Require single sign-on' }));
    await waitFor(() => expect(requireSso).toHaveBeenCalledWith('w1', true));
    expect(await screen.findByText('Single sign-on is now required.')).toBeInTheDocument();
  });

  it('removes the provider only after asking', async () => {
    const remove = vi.spyOn(ssoApi, 'removeSso').mockResolvedValue();
    const u = await renderPage(saml);
    const provider = await card('Single sign-on');
    await u.click(within(provider).getByRole('button', { name: 'Remove single sign-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove single sign-on?' });
    await u.click(within(dialog).getByRole('button', { name: 'Remove single sign-on' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('w1'));
  });
});
