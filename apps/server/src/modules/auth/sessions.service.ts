import type { Language } from '@expertos/domain/languages';
import { type AccountSession, authMethodsOf, SESSION_SEEN_EVERY_MS } from '@expertos/domain/sessions';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../platform/access.js';
import { deviceName } from '../../platform/device-name.js';
import { AppError } from '../../platform/errors.js';
import type { SessionsRepository } from './sessions.repository.js';

/** How many sessions a process remembers writing "last seen" for (the oldest is forgotten first). */
const SEEN_REMEMBERED = 50_000;

/**
 * A person's sign-ins (docs/product.md#sessions): listed with their device, address and
 * method, ended one at a time or all but this one. An ended session's next request answers
 * 401 (auth.service.ts checks the session on every request).
 */
export function createSessionsService({
  repository,
  now,
  logger,
}: {
  repository: SessionsRepository;
  now: () => Date;
  logger: FastifyBaseLogger;
}) {
  const lastWritten = new Map<string, number>();

  return {
    /** The caller's live sessions, their devices named in `language`. */
    async list(user: AuthUser, language?: Language): Promise<AccountSession[]> {
      const rows = await repository.liveOf(user.id, now());
      // This one first, then the others newest first.
      const ordered = [...rows].sort(
        (a, b) => Number(b.id === user.sessionId) - Number(a.id === user.sessionId),
      );
      return ordered.map((row) => ({
        id: row.id,
        device: deviceName(row.userAgent, language),
        ip_address: row.ipAddress || null,
        methods: authMethodsOf(row.amr),
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt?.toISOString() ?? null,
        expires_at: row.expiresAt.toISOString(),
        current: row.id === user.sessionId,
      }));
    },

    async end(user: AuthUser, sessionId: string): Promise<void> {
      if (!(await repository.end(user.id, sessionId))) throw new AppError('not_found');
    },

    /** Ends every session of theirs but the one this request came from. */
    endOthers: (user: AuthUser) => repository.endAllBut(user.id, user.sessionId ?? null),

    /** Signs a person out everywhere (a workspace admin's action); how many sessions ended. */
    endAll: (userId: string) => repository.endAllBut(userId, null),

    /**
     * Notes that a session was used, at most every SESSION_SEEN_EVERY_MS per process so a
     * request rarely writes. Never fails the request it is called for.
     */
    seen(sessionId: string): void {
      const at = now();
      const last = lastWritten.get(sessionId);
      if (last !== undefined && at.getTime() - last < SESSION_SEEN_EVERY_MS) return;
      if (lastWritten.size >= SEEN_REMEMBERED) lastWritten.delete(lastWritten.keys().next().value as string);
      lastWritten.set(sessionId, at.getTime());
      repository.seen(sessionId, at).catch((err: unknown) => {
        logger.debug({ err }, 'could not note when a session was last seen');
      });
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
