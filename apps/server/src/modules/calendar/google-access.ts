import { AppError } from '../../platform/errors.js';
import type { GuardedFetch } from '../../platform/http/guarded-fetch.js';
import { GoogleCalendarError, refreshGoogleToken } from './google/google-oauth.js';
import type { GoogleConnections } from './google-calendar.connections.js';
import type { GoogleCalendarRepository } from './google-calendar.repository.js';

/**
 * A person's Google access for one scope: a token to send, or what is missing (`app`: this
 * server has no Google OAuth client, so nobody can connect).
 */
export type GoogleAccessToken = { token: string } | { missing: 'app' | 'connection' | 'scope' };

/** Renew a little before the stated end, so a token does not run out on the way. */
const EXPIRY_MARGIN_MS = 5 * 60_000;

/**
 * The narrow function other modules reach a person's Google connection through (the asset
 * library's Drive import): an access token that is good for a while yet, only when the person
 * granted `scope` (recorded at connect time; Drive is added by incremental consent). The
 * connection's tables and sealed secret stay here; a renewed token is sealed and stored as the
 * Calendar client's are, and a refused grant marks the connection broken for the profile card.
 */
export function createGoogleAccess({
  repository,
  connections,
  fetch,
  now,
}: {
  repository: GoogleCalendarRepository;
  connections: GoogleConnections;
  fetch: GuardedFetch;
  now: () => Date;
}) {
  return {
    async tokenFor(userId: string, scope: string): Promise<GoogleAccessToken> {
      const app = connections.app();
      if (!app) return { missing: 'app' };
      const row = await repository.connectionOfUser(userId);
      if (row?.status !== 'connected') return { missing: 'connection' };
      if (!(row.scopes ?? '').split(' ').includes(scope)) return { missing: 'scope' };
      const secret = connections.secretOf(row);
      const end = secret.expires_at ? Date.parse(secret.expires_at) : Number.POSITIVE_INFINITY;
      if (end - EXPIRY_MARGIN_MS > now().getTime() || !secret.refresh_token)
        return { token: secret.access_token };
      try {
        const fresh = await refreshGoogleToken(fetch, app, secret, { now: now() });
        await repository.updateConnection(row.id, {
          secret_sealed: connections.seal(row.id, fresh),
          updated_at: now().toISOString(),
        });
        return { token: fresh.access_token };
      } catch (caught) {
        if (!(caught instanceof GoogleCalendarError)) throw caught;
        if (caught.details.tokenError) {
          await connections.failed(row, caught);
          return { missing: 'connection' };
        }
        throw new AppError('google_calendar_load_error', { cause: caught });
      }
    },
  };
}
export type GoogleAccess = ReturnType<typeof createGoogleAccess>;
