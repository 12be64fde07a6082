import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '@expertos/domain/errors';
import { LIMITS } from '@expertos/domain/limits';
import type { Database, Db } from '../../db/database.js';
import { AppError } from '../errors.js';
import { createMailSendsRepository, type MailSendScope } from './mail-sends.repository.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Rows older than the longest window count for nothing any more. */
const KEEP_MS = DAY_MS;

/** What a member sent: each kind is counted the same; the kind is kept for whoever reads the table. */
export type MailKind = 'invite' | 'approval' | 'ticket' | 'integration_test';

/** Who sends: the workspace the mail goes out for, and the person (user id) who sent it. */
export interface MailSender {
  workspaceId: string;
  userId: string;
}

interface Limit {
  code: ErrorCode;
  max: number;
  windowMs: number;
}
const RECIPIENT: Limit = {
  code: 'mail_recipient_limit',
  max: LIMITS.mailsPerRecipientPerDay,
  windowMs: DAY_MS,
};
const WORKSPACE: Limit = {
  code: 'mail_workspace_limit',
  max: LIMITS.mailsPerWorkspacePerDay,
  windowMs: DAY_MS,
};
const SENDER: Limit = { code: 'mail_sender_limit', max: LIMITS.mailsPerSenderPerHour, windowMs: HOUR_MS };

interface Refusal {
  code: ErrorCode;
  retryAfterMs: number;
}

/** The 429 a refusal answers: its limit's code and message, and when the whole batch would fit. */
function refused({ code, retryAfterMs }: Refusal): AppError {
  return Object.assign(new AppError(code), { retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
}

export const normalizeRecipient = (address: string) => address.trim().toLowerCase();

/**
 * The outbound-mail limits (docs/product.md#accounts-and-limits): e-mail a member aims at an
 * address of their choice is counted per recipient and per workspace over 24 hours and per
 * sender over an hour, in the `mail_sends` table of the database every process shares. Use it
 * through `outbound-mail.ts`, which queues the mail in the same call.
 */
export function createMailLimits({
  database,
  now = () => new Date(),
  newId = randomUUID,
}: {
  database: Pick<Database, 'dialect'>;
  now?: () => Date;
  newId?: () => string;
}) {
  const repository = createMailSendsRepository(database.dialect);

  /**
   * Whether `n` more fit under `limit` in `scope`; if not, how long until they would: once the
   * (max − n + 1)-th newest send in the window has aged out of it, n more fit.
   */
  async function check(trx: Db, limit: Limit, scope: MailSendScope, n: number, at: Date) {
    const since = new Date(at.getTime() - limit.windowMs).toISOString();
    const count = await repository.count(trx, scope, since);
    if (count + n <= limit.max) return null;
    return refusal(trx, limit, scope, n, at);
  }

  async function refusal(trx: Db, limit: Limit, scope: MailSendScope, n: number, at: Date): Promise<Refusal> {
    if (n > limit.max) return { code: limit.code, retryAfterMs: limit.windowMs };
    const since = new Date(at.getTime() - limit.windowMs).toISOString();
    const oldest = await repository.nthNewestAt(trx, scope, since, limit.max - n + 1);
    const until = oldest ? new Date(oldest).getTime() + limit.windowMs : at.getTime();
    return { code: limit.code, retryAfterMs: until - at.getTime() };
  }

  async function recipientRefusals(trx: Db, workspaceId: string, addresses: string[], at: Date) {
    const since = new Date(at.getTime() - RECIPIENT.windowMs).toISOString();
    const counts = await repository.countPerRecipient(trx, workspaceId, addresses, since);
    const full = addresses.filter((address) => (counts.get(address) ?? 0) + 1 > RECIPIENT.max);
    return Promise.all(full.map((recipient) => refusal(trx, RECIPIENT, { workspaceId, recipient }, 1, at)));
  }

  return {
    /**
     * Counts a batch of e-mails (one per address; an address given twice is one e-mail) and
     * records them, inside `trx`: the transaction that queues them or logs their sending, so
     * the count and the mail commit together or not at all. All or nothing: when any limit
     * would be passed, nothing is recorded and it throws the 429 of the limit that keeps the
     * batch waiting longest, with `retryAfter` in seconds.
     */
    async admit(trx: Db, sender: MailSender, kind: MailKind, recipients: string[]): Promise<void> {
      // Counted outside a transaction, two requests could both take the last place.
      if (!trx.isTransaction) throw new Error('Outbound mail must be counted inside a transaction');
      const addresses = [...new Set(recipients.map(normalizeRecipient))];
      if (addresses.length === 0) return;
      await repository.lock(trx, [`workspace:${sender.workspaceId}`, `sender:${sender.userId}`]);
      const at = now();
      const refusals = [
        ...(await recipientRefusals(trx, sender.workspaceId, addresses, at)),
        await check(trx, WORKSPACE, { workspaceId: sender.workspaceId }, addresses.length, at),
        await check(trx, SENDER, { senderId: sender.userId }, addresses.length, at),
      ].filter((r): r is Refusal => r !== null);
      const longest = refusals.reduce<Refusal | null>(
        (worst, r) => (worst && worst.retryAfterMs >= r.retryAfterMs ? worst : r),
        null,
      );
      if (longest) throw refused(longest);
      await repository.prune(trx, sender.workspaceId, new Date(at.getTime() - KEEP_MS).toISOString());
      const createdAt = at.toISOString();
      await repository.insert(
        trx,
        addresses.map((recipient) => ({
          id: newId(),
          workspace_id: sender.workspaceId,
          sender_id: sender.userId,
          recipient,
          kind,
          created_at: createdAt,
        })),
      );
    },
  };
}
export type MailLimits = ReturnType<typeof createMailLimits>;
