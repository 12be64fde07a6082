import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { AppError } from '../../platform/errors.js';
import type { StarterStanding } from '../integrations/install-standing.js';
import type { BrandPlace } from './channels.service.js';
import type { ConnectStatesRepository } from './connect-states.repository.js';
import type { MastodonAppsRepository } from './mastodon-apps.repository.js';
import {
  authorizeUrl,
  exchangeCode,
  type MastodonApp,
  type MastodonConnectDeps,
  normaliseInstanceUrl,
  readAccount,
  registerApp,
} from './networks/mastodon/mastodon-connect.js';
import { type ConnectedAccount, NetworkError } from './networks/network.js';

/** A connect flow's `state` works once, for this long after the admin pressed "Connect". */
export const MASTODON_CONNECT_TTL_MS = 10 * 60_000;
/** Where the instance sends the browser back (PUBLIC_URL + this is the `redirect_uri`). */
export const MASTODON_CALLBACK_PATH = '/api/publishing/mastodon/callback';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** No answer at all (a name that resolves to nothing, a refused connection): most likely a mistyped address. */
const unreachable = (error: NetworkError) =>
  error.kind === 'transient' && ['network', 'egress_network', 'unknown'].includes(error.options.code ?? '');

/** How a flow ended: the brand it was for, and the error in plain words when it failed. */
export type MastodonConnectOutcome =
  | { ok: true; projectId: string }
  | { ok: false; projectId: string | null; message: string };

/**
 * Connecting a Mastodon account (docs/product.md#publishing): the admin types their instance;
 * we register an app there and send them to its approval page with a one-time `state`, bound to
 * them and to this browser (a cookie), so a link started by someone else cannot attach their
 * account here. The instance sends the browser back with a code, traded for a token that is
 * sealed with the channel — only while whoever started is still the brand's admin with the
 * workspace's plan in effect (install-standing.ts); else nothing is exchanged or connected.
 */
export function createMastodonConnect(deps: {
  connect: MastodonConnectDeps;
  states: ConnectStatesRepository;
  /** The app registered on each instance, reused by later connections there. */
  apps: Pick<MastodonAppsRepository, 'find' | 'keep' | 'forget'>;
  publicUrl: string;
  keep(place: BrandPlace, account: ConnectedAccount): Promise<unknown>;
  /** At the callback: whether the admin who started may still connect (the integrations' rule). */
  standing: StarterStanding;
  now: () => Date;
}) {
  const redirectUri = `${deps.publicUrl}${MASTODON_CALLBACK_PATH}`;

  /** A NetworkError said to the person; anything else is ours. */
  function said(error: unknown): string {
    if (error instanceof NetworkError) {
      if (unreachable(error)) return ERROR_CATALOGUE.publishing_host_unreachable.message;
      return error.message;
    }
    throw error;
  }

  return {
    /** Registers our app on the instance and answers where to send the person, and the browser token. */
    async start(
      place: BrandPlace,
      instance: string,
      /** The browser's connect cookie, when it has one already (another flow's). */
      existingBrowserToken?: string,
    ): Promise<{ authorizeUrl: string; browserToken: string }> {
      let app: MastodonApp;
      try {
        const instanceUrl = normaliseInstanceUrl(instance, deps.connect);
        const cached = await deps.apps.find(instanceUrl, redirectUri);
        app = await registerApp(deps.connect, { instanceUrl, redirectUri, website: deps.publicUrl }, cached);
        if (app.clientId !== cached?.clientId) await deps.apps.keep(app, deps.now());
      } catch (error) {
        if (error instanceof NetworkError && unreachable(error))
          throw new AppError('publishing_host_unreachable', { cause: error });
        if (error instanceof NetworkError && error.kind === 'transient')
          throw new AppError('publishing_network_unavailable', { cause: error });
        throw new AppError('publishing_account_refused', { message: said(error), cause: error });
      }
      const state = randomBytes(32).toString('base64url');
      const browserToken =
        existingBrowserToken && /^[A-Za-z0-9_-]{20,100}$/.test(existingBrowserToken)
          ? existingBrowserToken
          : randomBytes(32).toString('base64url');
      await deps.states.put(
        state,
        {
          ...place,
          network: 'mastodon',
          host: app.instanceUrl,
          sealed: {
            clientId: app.clientId,
            clientSecret: app.clientSecret,
            redirectUri: app.redirectUri,
            browser: browserToken,
          },
        },
        deps.now(),
        MASTODON_CONNECT_TTL_MS,
      );
      return { authorizeUrl: authorizeUrl(app, state), browserToken };
    },

    /** The instance sent the browser back: the code becomes a connected channel. */
    async finish(
      query: { state?: string; code?: string; error?: string; error_description?: string },
      browserToken: string | undefined,
    ): Promise<MastodonConnectOutcome> {
      const flow = query.state ? await deps.states.take(query.state, deps.now()) : null;
      if (!flow)
        return { ok: false, projectId: null, message: ERROR_CATALOGUE.publishing_connect_expired.message };
      const projectId = flow.projectId;
      const expected = flow.sealed.browser ?? '';
      if (!browserToken || !timingSafeEqual(digest(browserToken), digest(expected)))
        return { ok: false, projectId, message: ERROR_CATALOGUE.publishing_connect_expired.message };
      if (query.error || !query.code)
        return {
          ok: false,
          projectId,
          message:
            query.error === 'access_denied'
              ? ERROR_CATALOGUE.publishing_connect_cancelled.message
              : ERROR_CATALOGUE.publishing_connect_refused.message,
        };
      const place = { workspaceId: flow.workspaceId, projectId, memberId: flow.memberId };
      // Before the code is exchanged: no token is made for a starter who may no longer connect
      // (demoted, gone from the brand or the workspace, or the plan lapsed since the start).
      const refused = await deps.standing({ memberId: flow.memberId }, place);
      if (refused) return { ok: false, projectId, message: ERROR_CATALOGUE[refused].message };
      const app: MastodonApp = {
        instanceUrl: flow.host,
        redirectUri: flow.sealed.redirectUri ?? redirectUri,
        clientId: flow.sealed.clientId ?? '',
        clientSecret: flow.sealed.clientSecret ?? '',
      };
      try {
        const token = await exchangeCode(deps.connect, app, query.code);
        const account = await readAccount(deps.connect, app.instanceUrl, token);
        await deps.keep(place, account);
        return { ok: true, projectId };
      } catch (error) {
        if (error instanceof AppError) return { ok: false, projectId, message: error.message };
        // The instance forgot our app between the start and now: the next try registers anew.
        if (error instanceof NetworkError && error.options.code === 'invalid_client')
          await deps.apps.forget(app.instanceUrl, app.redirectUri);
        return { ok: false, projectId, message: said(error) };
      }
    },
  };
}
export type MastodonConnect = ReturnType<typeof createMastodonConnect>;
