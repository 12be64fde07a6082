import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import {
  type GoogleCalendarSecret,
  googleCalendarSecretSchema,
} from '@expertos/domain/google-calendar.schema';
import type { GoogleConfig } from '../../config.js';
import type { GuardedFetch } from '../../platform/http/guarded-fetch.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import { createGoogleCalendarClient, type GoogleCalendarClient } from './google/google-calendar-client.js';
import type { GoogleCalendarError, GoogleOAuthApp } from './google/google-oauth.js';
import type { ConnectionRow, GoogleCalendarRepository } from './google-calendar.repository.js';

/**
 * A person's Google connection as the rest of the module uses it: the OAuth app, a Calendar
 * client over the sealed credential (renewed tokens are sealed and stored before they are
 * used again), and how a failure or a success is noted on the connection so the profile card
 * can say it.
 */

export interface GoogleConnectionsDeps {
  repository: GoogleCalendarRepository;
  box: SecretBox;
  fetch: GuardedFetch;
  google: GoogleConfig;
  now: () => Date;
}

/** The secret's seal is bound to its row: copied into another, it does not open. */
const sealContext = (connectionId: string) => `google_calendar_connections:${connectionId}`;

export function createGoogleConnections({ repository, box, fetch, google, now }: GoogleConnectionsDeps) {
  const app = (): GoogleOAuthApp | null =>
    google.app
      ? {
          ...google.app,
          ...(google.authorizeUrl ? { authorizeUrl: google.authorizeUrl } : {}),
          ...(google.tokenUrl ? { tokenUrl: google.tokenUrl } : {}),
          ...(google.revokeUrl ? { revokeUrl: google.revokeUrl } : {}),
        }
      : null;

  const seal = (connectionId: string, secret: GoogleCalendarSecret) =>
    box.seal(JSON.stringify(secret), sealContext(connectionId));

  const secretOf = (row: ConnectionRow): GoogleCalendarSecret =>
    googleCalendarSecretSchema.parse(JSON.parse(box.open(row.secret_sealed, sealContext(row.id))));

  return {
    app,
    seal,
    secretOf,

    /** A Calendar client for the connection; null when the server has no Google app (any more). */
    client(row: ConnectionRow, signal?: AbortSignal): GoogleCalendarClient | null {
      const oauth = app();
      if (!oauth) return null;
      return createGoogleCalendarClient({
        fetch,
        app: oauth,
        secret: secretOf(row),
        onTokens: async (fresh) => {
          await repository.updateConnection(row.id, {
            secret_sealed: seal(row.id, fresh),
            updated_at: now().toISOString(),
          });
        },
        ...(google.apiUrl ? { apiRootUrl: google.apiUrl } : {}),
        ...(signal ? { signal } : {}),
        now,
      });
    },

    /**
     * Notes a failure on the connection: the catalogue's message with Google's reason. A refused
     * grant (revoked, expired, scopes taken back) breaks it: the card asks to connect again.
     */
    async failed(row: Pick<ConnectionRow, 'id'>, error: GoogleCalendarError): Promise<void> {
      const at = now().toISOString();
      await repository.updateConnection(row.id, {
        ...(error.details.tokenError ? { status: 'broken' as const } : {}),
        last_error_code: error.code,
        last_error_message: `${ERROR_CATALOGUE[error.code].message} ${error.message}`.slice(0, 500),
        last_error_at: at,
        updated_at: at,
      });
    },

    /** A success clears the last failure (the card no longer shows it). */
    async succeeded(row: Pick<ConnectionRow, 'id' | 'last_error_code'>): Promise<void> {
      if (row.last_error_code === null) return;
      await repository.updateConnection(row.id, {
        last_error_code: null,
        last_error_message: null,
        last_error_at: null,
        updated_at: now().toISOString(),
      });
    },
  };
}

export type GoogleConnections = ReturnType<typeof createGoogleConnections>;
