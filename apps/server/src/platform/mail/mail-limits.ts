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

/**
 * What was sent: each kind is counted the same; the kind is kept for whoever reads the table.
 * `integration_event`: the e-mail integration wrote on its own because a rule matched a change;
 * `integration_retry`: a failed e-mail delivery sent again; `approval_digest`: a client
 * contact's daily list of the posts that wait on them.
 */
export type MailKind =
  | 'invite'
  | 'approval'
  | 'approval_digest'
  | 'ticket'
  | 'integration_test'
  | 'integration_event'
  | 'integration_retry';

/**
 * Who sends: the workspace the mail goes out for, and the person (user id) who sent it. Null
 * when no person did: an e-mail integration's rule matched a change nobody here made (a status
 * moved in Jira, a client's decision on an approval link), or a dead delivery job was run again.
 * Such mail still counts per recipient and per workspace (its addresses were chosen by a
 * member, and whoever drives those changes from outside must not get an unlimited mailer), but
 * against nobody's hour: there is nobody whose hour it could fairly be.
 */
export interface MailSender {
  workspaceId: string;
  userId: string | null;
}

/** `mail_sends.sender_id` of mail no person sent (the column is not null; no user id is empty). */
export const NO_SENDER = '';

interface Limit {
  code: MailLimitCode;
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
  code: MailLimitCode;
  retryAfterMs: number;
  /** The address whose own limit refused it (per recipient only). */
  recipient?: string;
}

export type MailLimitCode = Extract<
  ErrorCode,
  'mail_recipient_limit' | 'mail_workspace_limit' | 'mail_sender_limit'
>;

/** Why a batch was refused, for a caller that records it rather than answering 429. */
export interface MailRefusal {
  code: MailLimitCode;
  /** Seconds until the whole batch would fit. */
  retryAfter: number;
  recipient?: string;
}

const toMailRefusal = ({ code, retryAfterMs, recipient }: Refusal): MailRefusal => ({
  code,
  retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  ...(recipient ? { recipient } : {}),
});

/** The 429 a refusal answers: its limit's code and message, and when the whole batch would fit. */
function refused(refusal: MailRefusal): AppError {
  return Object.assign(new AppError(refusal.code), { retryAfter: refusal.retryAfter });
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
    return {
      code: limit.code,
      retryAfterMs: until - at.getTime(),
      ...(scope.recipient ? { recipient: scope.recipient } : {}),
    };
  }

  async function recipientRefusals(trx: Db, workspaceId: string, addresses: string[], at: Date) {
    const since = new Date(at.getTime() - RECIPIENT.windowMs).toISOString();
    const counts = await repository.countPerRecipient(trx, workspaceId, addresses, since);
    const full = addresses.filter((address) => (counts.get(address) ?? 0) + 1 > RECIPIENT.max);
    return Promise.all(full.map((recipient) => refusal(trx, RECIPIENT, { workspaceId, recipient }, 1, at)));
  }

  /**
   * Counts a batch of e-mails (one per address; an address given twice is one e-mail) and
   * records them, inside `trx`: the transaction that queues them or logs their sending, so the
   * count and the mail commit together or not at all. All or nothing: when any limit would be
   * passed, nothing is recorded (and nothing written: `trx` stays usable) and it answers the
   * refusal of the limit that keeps the batch waiting longest; else null.
   */
  async function tryAdmit(
    trx: Db,
    sender: MailSender,
    kind: MailKind,
    recipients: string[],
  ): Promise<MailRefusal | null> {
    // Counted outside a transaction, two requests could both take the last place.
    if (!trx.isTransaction) throw new Error('Outbound mail must be counted inside a transaction');
    const addresses = [...new Set(recipients.map(normalizeRecipient))];
    if (addresses.length === 0) return null;
    const { workspaceId, userId } = sender;
    await repository.lock(trx, [`workspace:${workspaceId}`, ...(userId ? [`sender:${userId}`] : [])]);
    const at = now();
    const refusals = [
      ...(await recipientRefusals(trx, workspaceId, addresses, at)),
      await check(trx, WORKSPACE, { workspaceId }, addresses.length, at),
      userId ? await check(trx, SENDER, { senderId: userId }, addresses.length, at) : null,
    ].filter((r): r is Refusal => r !== null);
    const longest = refusals.reduce<Refusal | null>(
      (worst, r) => (worst && worst.retryAfterMs >= r.retryAfterMs ? worst : r),
      null,
    );
    if (longest) return toMailRefusal(longest);
    await repository.prune(trx, workspaceId, new Date(at.getTime() - KEEP_MS).toISOString());
    const createdAt = at.toISOString();
    await repository.insert(
      trx,
      addresses.map((recipient) => ({
        id: newId(),
        workspace_id: workspaceId,
        sender_id: userId ?? NO_SENDER,
        recipient,
        kind,
        created_at: createdAt,
      })),
    );
    return null;
  }

  return {
    tryAdmit,

    /**
     * As `tryAdmit`, for a person's request: past a limit it throws the limit's 429, with
     * `retryAfter` in seconds.
     */
    async admit(trx: Db, sender: MailSender, kind: MailKind, recipients: string[]): Promise<void> {
      const refusal = await tryAdmit(trx, sender, kind, recipients);
      if (refusal) throw refused(refusal);
    },
  };
}
export type MailLimits = ReturnType<typeof createMailLimits>;
