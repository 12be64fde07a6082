import { createHmac, randomBytes } from 'node:crypto';
import type { Language } from '@expertos/domain/languages';
import {
  KNOWN_DEVICE_DAYS,
  type SecurityChange,
  type SecurityChangeDetail,
} from '@expertos/domain/security-mail';
import type { Db } from '../../db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { enqueueSystemMail } from '../../platform/mail/mail.jobs.js';
import { securityEmail } from '../../platform/mail/templates.js';

/** The browser's id cookie (docs/product.md#security-e-mails): random, httpOnly, on /api/auth only. */
export const DEVICE_COOKIE = 'expertos.device';

export interface SecurityMailDeps {
  db: Db;
  events: EventBus;
  queue: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
  secret: string;
  now: () => Date;
  /**
   * A person's language, for their e-mails (the profile module's narrow read,
   * docs/product.md#languages); English when left out or when they chose none.
   */
  languageOf?: (userId: string, trx?: Db) => Promise<Language | null>;
}

/** "1 Dec 2026, 21:14 UTC": the time as the e-mail says it. */
function when(at: Date): string {
  return `${at.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}

/**
 * Security e-mails (docs/product.md#security-e-mails). Changes are raised as
 * `account.security_changed` in the change's transaction; the listener here queues the e-mail
 * in that same transaction, to the account's own address (system mail: the person cannot aim
 * it anywhere else). Browsers signed in from are remembered by a random cookie id, kept only
 * as an HMAC, so a sign-in from a browser never seen before is told apart.
 */
export function createSecurityMail({
  db,
  events,
  queue,
  publicUrl,
  secret,
  now,
  languageOf,
}: SecurityMailDeps) {
  const url = new URL('/account/security', publicUrl).toString();
  const https = publicUrl.startsWith('https://');
  const cookieName = https ? `__Secure-${DEVICE_COOKIE}` : DEVICE_COOKIE;

  events.on('account.security_changed', async ({ userId, change, detail }, trx: Db) => {
    const user = await trx
      .selectFrom('user')
      .select(['email', 'name'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return;
    const language = (await languageOf?.(userId, trx)) ?? undefined;
    const content = securityEmail({
      name: user.name,
      change,
      detail,
      at: when(now()),
      url,
      ...(language ? { language } : {}),
    });
    await enqueueSystemMail(queue, { to: user.email, ...content }, { trx });
  });

  const deviceHash = (id: string) => createHmac('sha256', secret).update(`device:${id}`).digest('hex');

  return {
    cookieName,

    /** Raises the change (its e-mail is queued with it). */
    async changed(userId: string, change: SecurityChange, detail: SecurityChangeDetail = {}, trx?: Db) {
      const event = { userId, change, detail };
      // In a transaction of its own when the change had none: its audit entries take the
      // chain's head lock, which holds only inside one.
      if (trx) await events.emit(trx, 'account.security_changed', event);
      else await db.transaction().execute((own) => events.emit(own, 'account.security_changed', event));
    },

    /** Raises a sign-in, or a wrong password for the account (for the audit log). */
    async signedIn(userId: string, methods: string[], success: boolean) {
      await db
        .transaction()
        .execute((trx) => events.emit(trx, 'account.signed_in', { userId, methods, success }));
    },

    /**
     * Notes a sign-in from the browser holding `deviceId` (its cookie, if any): answers the
     * cookie to set and whether this browser is new for the person.
     */
    async signedInFrom(
      userId: string,
      deviceId: string | undefined,
    ): Promise<{ cookie: string; isNew: boolean }> {
      const id =
        deviceId && /^[A-Za-z0-9_-]{22,64}$/.test(deviceId)
          ? deviceId
          : randomBytes(24).toString('base64url');
      const at = now().toISOString();
      const inserted = await db
        .insertInto('known_devices')
        .values({ user_id: userId, device_hash: deviceHash(id), first_seen_at: at, last_seen_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doUpdateSet({ last_seen_at: at }))
        .returning('first_seen_at')
        .executeTakeFirst();
      const isNew = inserted?.first_seen_at === at;
      const cookie = `${cookieName}=${id}; Max-Age=${KNOWN_DEVICE_DAYS * 86_400}; Path=/api/auth; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
      return { cookie, isNew };
    },
  };
}
export type SecurityMail = ReturnType<typeof createSecurityMail>;
