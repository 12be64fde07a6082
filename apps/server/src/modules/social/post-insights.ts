import type { PostMetrics } from '@expertos/domain/analytics/metrics';
import type { SocialAccounts } from './social.accounts.js';
import { noteFailure } from './social.import.js';
import type { ConnectionRow, SocialRepository } from './social.repository.js';
import { SocialError } from './social-http.js';

/**
 * The social module's narrow read for the analytics module (docs/architecture.md#analytics):
 * the results of imported posts, read as the brand's connected Instagram or YouTube account
 * through this module's own clients. The token never leaves this module; analytics names the
 * connection and the posts, and gets figures or a plain answer of why not — the same answers as
 * the publishing module's reader (publishing/post-insights.ts).
 */
export type ImportedInsightsAnswer<T> =
  | { ok: true; value: T }
  /** The provider asks to wait (rate limit, quota): ask again after `retryAfterMs`. */
  | { ok: false; kind: 'later'; retryAfterMs: number; reason: string }
  /** The connection must be connected again (token refused or expired): it says so now. */
  | { ok: false; kind: 'reconnect'; reason: string }
  /** The provider refuses this read for good (not these posts, not this account's permission). */
  | { ok: false; kind: 'refused'; reason: string }
  /** The connection is gone, or the server no longer has the provider's app. */
  | { ok: false; kind: 'unreadable'; reason: string };

export interface ImportedPostInsights {
  remoteId: string;
  metrics: PostMetrics;
  gone?: boolean;
}

/** How long to wait after a passing failure the provider did not time. */
const DEFAULT_WAIT_MS = 15 * 60_000;

export function createImportedInsights(deps: {
  repository: Pick<SocialRepository, 'connectionById' | 'updateConnection'>;
  accounts: Pick<SocialAccounts, 'available' | 'session'>;
  now: () => Date;
}) {
  async function readable(connectionId: string) {
    const row = await deps.repository.connectionById(connectionId);
    if (!row)
      return {
        ok: false as const,
        kind: 'unreadable' as const,
        reason: 'The account is no longer connected.',
      };
    if (!deps.accounts.available(row.provider))
      return {
        ok: false as const,
        kind: 'unreadable' as const,
        reason: 'The provider is no longer set up on this server.',
      };
    if (row.status === 'reconnect')
      return {
        ok: false as const,
        kind: 'reconnect' as const,
        reason: row.last_error_message ?? 'The account must be connected again.',
      };
    return { ok: true as const, row };
  }

  async function ask<T>(
    connectionId: string,
    read: (session: ReturnType<SocialAccounts['session']>) => Promise<T>,
  ): Promise<ImportedInsightsAnswer<T>> {
    const found = await readable(connectionId);
    if (!found.ok) return found;
    const row: ConnectionRow = found.row;
    try {
      return { ok: true, value: await read(deps.accounts.session(row)) };
    } catch (caught) {
      if (!(caught instanceof SocialError)) throw caught;
      if (caught.kind === 'token') {
        // The connection shows "reconnect", as after a refused import.
        await noteFailure(deps.repository, row, caught, deps.now().toISOString());
        return { ok: false, kind: 'reconnect', reason: caught.message };
      }
      // A refusal for good: those figures are unavailable (collect.ts finds the post refused).
      if (caught.kind === 'permanent') return { ok: false, kind: 'refused', reason: caught.message };
      return {
        ok: false,
        kind: 'later',
        retryAfterMs: caught.details.retryAfterMs ?? DEFAULT_WAIT_MS,
        reason: caught.message,
      };
    }
  }

  return {
    /** How many posts one read takes on the connection's provider (1 when unknown). */
    async batchOf(connectionId: string): Promise<number> {
      const found = await readable(connectionId);
      return found.ok ? Math.max(1, deps.accounts.session(found.row).figuresBatch) : 1;
    },

    /** Whether the connection's figures can be read now: `ok`, or why not. */
    async state(connectionId: string): Promise<'ok' | 'reconnect' | 'unreadable'> {
      const found = await readable(connectionId);
      return found.ok ? 'ok' : found.kind;
    },

    /** The posts' figures now, read as the connected account (at most `batchOf` ids). */
    insights(
      connectionId: string,
      remoteIds: readonly string[],
    ): Promise<ImportedInsightsAnswer<ImportedPostInsights[]>> {
      return ask(connectionId, (session) => session.figures(remoteIds));
    },

    /** The account's followers today. */
    accountDay(connectionId: string): Promise<ImportedInsightsAnswer<{ followers: number | null }>> {
      return ask(connectionId, async (session) => ({ followers: await session.followers() }));
    },
  };
}
export type ImportedInsightsReader = ReturnType<typeof createImportedInsights>;
