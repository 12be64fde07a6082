import type { ConnectedAccount } from '../network.js';
import { NetworkError } from '../network.js';
import { toNetworkError } from './bluesky-errors.js';
import { type BlueskyClientOptions, blueskyAgent } from './bluesky-session.js';

/**
 * Connecting a Bluesky account: the person gives their server (bsky.social unless they run or
 * use another PDS), their handle (or e-mail) and an app password made for us in Bluesky's
 * settings. We sign in once to learn the account's DID and handle, read its profile, and keep
 * the app password as the credential (bluesky-session.ts says why not the session's tokens).
 * The account password is refused: it can do everything an account can (delete it, change its
 * e-mail), an app password can be revoked on its own.
 */

export const BLUESKY_DEFAULT_HOST = 'https://bsky.social';

export interface ConnectBlueskyInput {
  /** As typed: `bsky.social`, `https://pds.example.com/`… Default `https://bsky.social`. */
  host?: string;
  /** Handle, DID or e-mail. */
  identifier: string;
  appPassword: string;
}

export interface ConnectBlueskyOptions extends BlueskyClientOptions {
  /** Tests only: accept an `http://` host (the local stand-in). Otherwise https is required. */
  allowHttp?: boolean;
  now?: () => Date;
}

/**
 * The server's origin from what a person typed: https added when no scheme is given, the path,
 * query and a trailing slash dropped. Plain http is refused (the app password would travel in
 * clear) unless `allowHttp`. The egress guard checks the host itself when we call it.
 */
export function normaliseBlueskyHost(typed: string | undefined, allowHttp = false): string {
  const trimmed = (typed ?? '').trim() || BLUESKY_DEFAULT_HOST;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new NetworkError('permanent', `“${trimmed}” is not a server address.`, { code: 'invalid_host' });
  }
  if (url.username || url.password)
    throw new NetworkError('permanent', 'A server address cannot hold a user name or password.', {
      code: 'invalid_host',
    });
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:'))
    throw new NetworkError('permanent', 'The Bluesky server must be reached over https.', {
      code: 'invalid_host',
    });
  return url.origin;
}

/** The `scope` of a session's access token: app passwords sign in with `com.atproto.appPass…`. */
function accessScope(accessJwt: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(accessJwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload?.scope === 'string' ? payload.scope : null;
  } catch {
    return null;
  }
}

export async function connectBluesky(
  options: ConnectBlueskyOptions,
  input: ConnectBlueskyInput,
): Promise<ConnectedAccount> {
  const now = options.now ?? (() => new Date());
  const host = normaliseBlueskyHost(input.host, options.allowHttp);
  const agent = blueskyAgent(host, options);
  try {
    const { data: session } = await agent.login({
      identifier: input.identifier.trim().replace(/^@/, ''),
      password: input.appPassword.trim(),
    });
    // Only a token we can read tells us; a server with opaque tokens is taken at its word.
    if (accessScope(session.accessJwt) === 'com.atproto.access') {
      await agent.logout();
      throw new NetworkError(
        'reconnect',
        'That is the account password. Make an app password in Bluesky (Settings → Privacy and security → App passwords) and use it here.',
        { code: 'account_password' },
      );
    }
    const profile = await agent.app.bsky.actor.getProfile({ actor: session.did }).then(
      (answer) => answer.data,
      // A new account may have no profile yet; the name and picture can come later.
      () => null,
    );
    return {
      host,
      accountId: session.did,
      handle: session.handle,
      displayName: profile?.displayName || null,
      avatarUrl: profile?.avatar ?? null,
      credentials: { appPassword: input.appPassword.trim() },
    };
  } catch (err) {
    throw toNetworkError(err, now);
  }
}
