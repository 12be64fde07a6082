import type { EgressResponse } from '../../../../platform/http/guarded-fetch.js';
import {
  type ConnectedAccount,
  NetworkError,
  type OAuthConnector,
  type RefreshedAccess,
} from '../network.js';
import type { LinkedInApi } from './linkedin-api.js';
import { answerJson, errorBody, linkedInFailure } from './linkedin-errors.js';

/**
 * Connecting LinkedIn through the team's developer app (providers/publishing.md §4): the
 * authorization code flow (LinkedIn takes no PKCE for server apps), the code traded for a token
 * with the app's secret in a form, and the accounts it may publish as — the member
 * (`/v2/userinfo` → `urn:li:person:<sub>`) and every page they administer
 * (`organizationAcls`, approved ADMINISTRATOR roles), so the admin picks one.
 *
 * Tokens last 60 days. LinkedIn gives refresh tokens (a year) only to approved partners: with
 * one the token is renewed before it ends; without, the account can be renewed only by
 * connecting it again, so `renewableUntil` is the token's own end (the daily health warns ahead).
 */

/** Where a connected account lives (the channel's `host`). */
export const LINKEDIN_HOST = 'https://www.linkedin.com';
export const LINKEDIN_TOKEN = 'accessToken';
export const LINKEDIN_REFRESH_TOKEN = 'refreshToken';

/**
 * Sign in (OpenID), post as the member; and, with the Community Management API, post as their
 * pages and read the results: a page's statistics and followers (`rw_organization_admin`) and
 * the member's own posts' (`r_member_postAnalytics`), all of that one product.
 */
const MEMBER_SCOPES = ['openid', 'profile', 'w_member_social'];
const PAGE_SCOPES = [
  'w_organization_social',
  'r_organization_social',
  'rw_organization_admin',
  'r_member_postAnalytics',
];
/** The most pages read for one member (100 a page of roles, at most 5 pages). */
const ACL_PAGE = 100;
const ACL_PAGES = 5;

export interface LinkedInApp {
  clientId: string;
  clientSecret: string;
  /** Ask for the pages' scopes too (the app has the Community Management API product). */
  organizations: boolean;
}

interface TokenReply {
  access_token?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
  scope?: string;
}

interface UserInfo {
  sub?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

interface Organization {
  id?: number;
  localizedName?: string;
  vanityName?: string;
}

const later = (now: Date, seconds: number | undefined) =>
  typeof seconds === 'number' && seconds > 0 ? new Date(now.getTime() + seconds * 1000).toISOString() : null;

export function linkedInOAuth(app: LinkedInApp, api: LinkedInApi, now: () => Date) {
  const scopes = app.organizations ? [...MEMBER_SCOPES, ...PAGE_SCOPES] : MEMBER_SCOPES;

  /** The token endpoint's answer; its refusals are the network's (`invalid_grant`…). */
  async function token(form: Record<string, string>, what: string): Promise<TokenReply> {
    const answer = await api.send(`${api.authUrl}/oauth/v2/accessToken`, {
      form: { ...form, client_id: app.clientId, client_secret: app.clientSecret },
      what,
    });
    if (answer.status >= 200 && answer.status < 300) {
      const reply = answerJson(answer) as TokenReply;
      if (reply.access_token) return reply;
    }
    throw tokenRefusal(answer, what);
  }

  function tokenRefusal(answer: EgressResponse, what: string): NetworkError {
    const body = errorBody(answer);
    if (answer.status >= 500 || answer.status === 429) return linkedInFailure(answer, what, now());
    const words = body.error_description ?? body.error ?? `HTTP ${answer.status}`;
    if (body.error === 'invalid_client')
      return new NetworkError(
        'permanent',
        `LinkedIn does not know this server's app (${words}); check LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET.`,
        { code: 'invalid_client' },
      );
    return new NetworkError(
      what === 'the renewal' ? 'reconnect' : 'permanent',
      what === 'the renewal'
        ? `LinkedIn would not renew the sign-in (${words}); connect the account again.`
        : `LinkedIn did not accept the approval (${words}); connect again.`,
      { code: body.error ?? `http_${answer.status}` },
    );
  }

  /** The member's pages: their approved administrator roles, then each page's name. */
  async function pages(accessToken: string): Promise<Organization[]> {
    const urns: string[] = [];
    for (let page = 0; page < ACL_PAGES; page += 1) {
      const acls = await api.read<{ elements?: { organization?: string }[] }>('/rest/organizationAcls', {
        token: accessToken,
        query: {
          q: 'roleAssignee',
          role: 'ADMINISTRATOR',
          state: 'APPROVED',
          start: String(page * ACL_PAGE),
          count: String(ACL_PAGE),
        },
        what: 'the pages you administer',
      });
      const elements = acls.elements ?? [];
      for (const acl of elements)
        if (acl.organization && !urns.includes(acl.organization)) urns.push(acl.organization);
      if (elements.length < ACL_PAGE) break;
    }
    const found: Organization[] = [];
    for (const urn of urns) {
      const id = /^urn:li:organization:(\d+)$/.exec(urn)?.[1];
      if (!id) continue;
      found.push(
        await api.read<Organization>(`/rest/organizations/${id}`, {
          token: accessToken,
          what: 'a page’s name',
        }),
      );
    }
    return found;
  }

  const connector: OAuthConnector = {
    pkce: false,

    authorizeUrl({ redirectUri, state }) {
      const url = new URL(`${api.authUrl}/oauth/v2/authorization`);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', app.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('scope', scopes.join(' '));
      return url.toString();
    },

    async accounts({ code, redirectUri }) {
      const at = now();
      const reply = await token(
        { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
        'the approval',
      );
      const accessToken = reply.access_token as string;
      const tokenExpiresAt = later(at, reply.expires_in);
      const credentials: Record<string, string> = { [LINKEDIN_TOKEN]: accessToken };
      if (reply.refresh_token) credentials[LINKEDIN_REFRESH_TOKEN] = reply.refresh_token;
      const renewableUntil = reply.refresh_token ? later(at, reply.refresh_token_expires_in) : tokenExpiresAt;
      const me = await api.read<UserInfo>('/v2/userinfo', { token: accessToken, what: 'your profile' });
      if (!me.sub)
        throw new NetworkError('permanent', 'LinkedIn did not say who signed in.', { code: 'no_member' });
      const name = me.name || [me.given_name, me.family_name].filter(Boolean).join(' ') || 'LinkedIn member';
      const common = { host: LINKEDIN_HOST, credentials, tokenExpiresAt, renewableUntil };
      const accounts: ConnectedAccount[] = [
        {
          ...common,
          accountId: `urn:li:person:${me.sub}`,
          handle: name,
          displayName: name,
          avatarUrl: me.picture ?? null,
        },
      ];
      // Pages only when the member granted their scopes (LinkedIn answers them comma-separated).
      const granted = (reply.scope ?? '').split(/[\s,]+/);
      if (app.organizations && granted.includes('w_organization_social'))
        for (const page of await pages(accessToken)) {
          if (!page.id) continue;
          const title = page.localizedName || page.vanityName || `Page ${page.id}`;
          accounts.push({
            ...common,
            accountId: `urn:li:organization:${page.id}`,
            handle: page.vanityName ? `linkedin.com/company/${page.vanityName}` : title,
            displayName: title,
            avatarUrl: null,
          });
        }
      return accounts;
    },
  };

  /** New credentials from the refresh token; `reconnect` when there is none or LinkedIn refuses it. */
  async function refresh(credentials: Record<string, string>): Promise<RefreshedAccess> {
    const refreshToken = credentials[LINKEDIN_REFRESH_TOKEN];
    if (!refreshToken)
      throw new NetworkError(
        'reconnect',
        'LinkedIn sign-ins last 60 days and this app gets no refresh token: connect the account again.',
        { code: 'no_refresh_token' },
      );
    const at = now();
    const reply = await token({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'the renewal');
    const next = reply.refresh_token ?? refreshToken;
    return {
      credentials: { [LINKEDIN_TOKEN]: reply.access_token as string, [LINKEDIN_REFRESH_TOKEN]: next },
      tokenExpiresAt: later(at, reply.expires_in),
      ...(reply.refresh_token_expires_in
        ? { renewableUntil: later(at, reply.refresh_token_expires_in) }
        : {}),
    };
  }

  return { connector, refresh };
}
