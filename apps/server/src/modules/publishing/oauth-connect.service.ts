import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import type { PublishingChannel } from '@expertos/domain/publishing/channel.schema';
import type { PublishingNetwork } from '@expertos/domain/publishing/limits';
import { AppError } from '../../platform/errors.js';
import type { StarterStanding } from '../integrations/install-standing.js';
import type { BrandPlace } from './channels.service.js';
import type { ConnectStatesRepository } from './connect-states.repository.js';
import { type ConnectedAccount, NetworkError, type OAuthConnector } from './networks/network.js';

/** A connect flow's `state` (and a choice of accounts after it) works once, for this long. */
export const OAUTH_CONNECT_TTL_MS = 10 * 60_000;
/** Where each network sends the browser back: PUBLIC_URL + this, registered with the team's app. */
export const oauthCallbackPath = (network: string) => `/api/publishing/oauth/${network}/callback`;
/** The `host` a pending choice of accounts is kept under, apart from flows still at the network. */
const CHOICE_HOST = 'choice';

const digest = (text: string) => createHash('sha256').update(text).digest();
const sameBrowser = (token: string | undefined, expected: string | undefined) =>
  Boolean(token && expected) && timingSafeEqual(digest(token ?? ''), digest(expected ?? ''));

/** How a flow ended: connected, a choice of accounts to make, or the error in plain words. */
export type OAuthConnectOutcome =
  | { ok: true; projectId: string }
  | { ok: 'choose'; projectId: string; choice: string }
  | { ok: false; projectId: string | null; message: string };

/** An account offered in a choice, as the person sees it (never its credentials). */
export interface AccountChoice {
  account_id: string;
  handle: string;
  display_name: string | null;
  avatar_url: string | null;
}

/**
 * Connecting an account through the team's own developer app on a network
 * (docs/product.md#publishing): the brand admin is sent to the network's approval page with a
 * one-time `state` — bound to them and, through a cookie, to this browser — and a PKCE
 * challenge where the network takes one; the code that comes back is traded for tokens, sealed
 * with the channel. When the login may publish as several accounts (a person's Facebook Pages,
 * a LinkedIn member and their organisations) the admin picks one; the choice is kept sealed for
 * the same ten minutes and works once. When the network sends the browser back, whoever started
 * must still be the brand's admin with the workspace's plan in effect (install-standing.ts), else
 * the code is never exchanged and nothing is connected.
 */
export function createOAuthConnect(deps: {
  /** The networks set up on this server (their app's credentials are configured). */
  connectors: Partial<Record<PublishingNetwork, OAuthConnector>>;
  states: ConnectStatesRepository;
  publicUrl: string;
  keep(place: BrandPlace, network: PublishingNetwork, account: ConnectedAccount): Promise<PublishingChannel>;
  /** At the callback: whether the admin who started may still connect (the integrations' rule). */
  standing: StarterStanding;
  now: () => Date;
}) {
  const redirectUri = (network: string) => `${deps.publicUrl}${oauthCallbackPath(network)}`;
  const connector = (network: PublishingNetwork) => {
    const found = deps.connectors[network];
    if (!found) throw new AppError('publishing_network_not_set_up');
    return found;
  };
  const browserTokenFor = (existing?: string) =>
    existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing) ? existing : randomBytes(32).toString('base64url');

  /** A NetworkError said to the person; anything else is ours. */
  function said(error: unknown): string {
    if (error instanceof AppError) return error.message;
    if (error instanceof NetworkError)
      return error.kind === 'transient'
        ? ERROR_CATALOGUE.publishing_network_unavailable.message
        : error.message;
    throw error;
  }

  return {
    /** The networks whose app is set up here. */
    setUp: (network: PublishingNetwork) => Boolean(deps.connectors[network]),

    /** Where to send the person to approve, and the browser token to set. */
    async start(
      place: BrandPlace,
      network: PublishingNetwork,
      existingBrowserToken?: string,
    ): Promise<{ authorizeUrl: string; browserToken: string }> {
      const oauth = connector(network);
      const state = randomBytes(32).toString('base64url');
      const browserToken = browserTokenFor(existingBrowserToken);
      const verifier = oauth.pkce ? randomBytes(48).toString('base64url') : undefined;
      await deps.states.put(
        state,
        {
          ...place,
          network,
          host: '',
          sealed: { browser: browserToken, ...(verifier ? { verifier } : {}) },
        },
        deps.now(),
        OAUTH_CONNECT_TTL_MS,
      );
      const authorizeUrl = oauth.authorizeUrl({
        redirectUri: redirectUri(network),
        state,
        ...(verifier ? { codeChallenge: createHash('sha256').update(verifier).digest('base64url') } : {}),
      });
      return { authorizeUrl, browserToken };
    },

    /** The network sent the browser back: the code becomes a channel, or a choice of accounts. */
    async finish(
      network: PublishingNetwork,
      query: { state?: string; code?: string; error?: string },
      browserToken: string | undefined,
    ): Promise<OAuthConnectOutcome> {
      const expired = ERROR_CATALOGUE.publishing_connect_expired.message;
      const flow = query.state ? await deps.states.take(query.state, deps.now()) : null;
      if (!flow || flow.network !== network || flow.host !== '')
        return { ok: false, projectId: flow?.projectId ?? null, message: expired };
      const projectId = flow.projectId;
      if (!sameBrowser(browserToken, flow.sealed.browser)) return { ok: false, projectId, message: expired };
      if (query.error || !query.code)
        return {
          ok: false,
          projectId,
          message: ['access_denied', 'user_cancelled_login', 'user_cancelled_authorize'].includes(
            query.error ?? '',
          )
            ? ERROR_CATALOGUE.publishing_connect_cancelled.message
            : ERROR_CATALOGUE.publishing_connect_refused.message,
        };
      const place = { workspaceId: flow.workspaceId, projectId, memberId: flow.memberId };
      // Before the code is exchanged: no token is made for a starter who may no longer connect
      // (demoted, gone from the brand or the workspace, or the plan lapsed since the start).
      const refused = await deps.standing({ memberId: flow.memberId }, place);
      if (refused) return { ok: false, projectId, message: ERROR_CATALOGUE[refused].message };
      try {
        const accounts = await connector(network).accounts({
          code: query.code,
          redirectUri: redirectUri(network),
          ...(flow.sealed.verifier ? { codeVerifier: flow.sealed.verifier } : {}),
        });
        const [only] = accounts;
        if (!only) return { ok: false, projectId, message: ERROR_CATALOGUE.publishing_no_account.message };
        if (accounts.length === 1) {
          await deps.keep(place, network, only);
          return { ok: true, projectId };
        }
        const choice = randomBytes(32).toString('base64url');
        await deps.states.put(
          choice,
          {
            ...place,
            network,
            host: CHOICE_HOST,
            sealed: { browser: flow.sealed.browser ?? '', accounts: JSON.stringify(accounts) },
          },
          deps.now(),
          OAUTH_CONNECT_TTL_MS,
        );
        return { ok: 'choose', projectId, choice };
      } catch (error) {
        return { ok: false, projectId, message: said(error) };
      }
    },

    /** The accounts of a pending choice, for the admin who started it in this browser. */
    async choices(place: BrandPlace, choice: string, browserToken: string | undefined) {
      const pending = await pendingChoice(place, choice, browserToken, false);
      return {
        network: pending.network,
        accounts: pending.accounts.map(
          (a): AccountChoice => ({
            account_id: a.accountId,
            handle: a.handle,
            display_name: a.displayName,
            avatar_url: a.avatarUrl,
          }),
        ),
      };
    },

    /** The account picked: kept as the brand's channel; the choice is used up. */
    async choose(place: BrandPlace, choice: string, accountId: string, browserToken: string | undefined) {
      const pending = await pendingChoice(place, choice, browserToken, false);
      const account = pending.accounts.find((a) => a.accountId === accountId);
      if (!account) throw new AppError('not_found');
      // Taken only now, so a wrong pick (a stale list) leaves the choice to make again.
      await pendingChoice(place, choice, browserToken, true);
      return deps.keep(place, pending.network, account);
    },
  };

  async function pendingChoice(
    place: BrandPlace,
    choice: string,
    browserToken: string | undefined,
    take: boolean,
  ) {
    const at = deps.now();
    const flow = take ? await deps.states.take(choice, at) : await deps.states.peek(choice, at);
    if (
      !flow ||
      flow.host !== CHOICE_HOST ||
      flow.projectId !== place.projectId ||
      flow.memberId !== place.memberId ||
      !sameBrowser(browserToken, flow.sealed.browser)
    )
      throw new AppError('publishing_connect_expired');
    return {
      network: flow.network as PublishingNetwork,
      accounts: JSON.parse(flow.sealed.accounts ?? '[]') as ConnectedAccount[],
    };
  }
}
export type OAuthConnect = ReturnType<typeof createOAuthConnect>;
