import type { DeliveryFailure } from '@expertos/domain/integration.schema';
import { LIMITS } from '@expertos/domain/limits';
import type { Db } from '../../../../db/database.js';
import type { MailLimitCode } from '../../../../platform/mail/mail-limits.js';
import type { MailKind, MailRefusal } from '../../../../platform/mail/outbound-mail.js';
import type { DeliveryMessage } from '../../delivery/adapter.js';
import type { KindTools, StoredIntegration } from '../kind.js';

/**
 * The e-mail integration's share of the outbound-mail limits (docs/product.md#accounts-and-limits):
 * every e-mail it sends goes to addresses a member chose, so every one is counted, in the
 * transaction that logs its delivery. A person's send, test or "Retry now" is answered 429 past
 * a limit; an e-mail a change sends on its own (a rule matched) never fails that change: the
 * delivery is logged as failed (`mail_limit`) and nothing is sent.
 */

/** Why the log says an e-mail was not sent, per limit (the 429's own text speaks to a sender). */
const NOT_SENT: Record<MailLimitCode, (refusal: MailRefusal) => string> = {
  mail_recipient_limit: (refusal) =>
    `Not sent: ${refusal.recipient ?? 'an address'} has had ${LIMITS.mailsPerRecipientPerDay} e-mails from this workspace in the last 24 hours, the most one address may get (mail_recipient_limit).`,
  mail_workspace_limit: () =>
    `Not sent: this workspace has sent ${LIMITS.mailsPerWorkspacePerDay.toLocaleString('en-US')} e-mails to addresses its members chose in the last 24 hours, the most it may send (mail_workspace_limit).`,
  mail_sender_limit: () =>
    `Not sent: the person whose change sent it has sent ${LIMITS.mailsPerSenderPerHour} e-mails in the last hour, the most one person may send (mail_sender_limit).`,
};

export const mailLimitFailure = (refusal: MailRefusal): DeliveryFailure => ({
  code: 'mail_limit',
  message: NOT_SENT[refusal.code](refusal),
});

/** Where an e-mail delivery writes: the addresses chosen in the dialog, else the integration's. */
function recipientsOf(stored: StoredIntegration, message: DeliveryMessage): string[] {
  if (message.addresses?.length) return message.addresses;
  return (stored.config.addresses as string[] | undefined) ?? [];
}

/**
 * A person's send, test or retry, counted in `trx` (the one that logs or queues the delivery):
 * past a limit it throws the 429, so nothing is logged or sent.
 */
export async function admitEmail(
  trx: Db,
  stored: StoredIntegration,
  message: DeliveryMessage,
  userId: string,
  kind: MailKind,
  tools: KindTools,
): Promise<void> {
  const sender = { workspaceId: stored.row.workspace_id, userId };
  await tools.outboundMail.admit(trx, sender, kind, recipientsOf(stored, message));
}

/**
 * An e-mail sent without a person asking for it in this request: a rule matched a change
 * (`actorMemberId`: who made it, null when nobody here did, e.g. a status moved in Jira or by a
 * client's approval), or a dead delivery job run again from the jobs page (null: the job does
 * not know who). Counted in `trx`; past a limit it answers the failure to log, with nothing
 * recorded and `trx` untouched, so the change itself goes through.
 */
export async function tryAdmitEmail(
  trx: Db,
  stored: StoredIntegration,
  message: DeliveryMessage,
  actorMemberId: string | null,
  kind: MailKind,
  tools: KindTools,
): Promise<DeliveryFailure | null> {
  const userId = actorMemberId ? await tools.userOf(actorMemberId, trx) : null;
  const sender = { workspaceId: stored.row.workspace_id, userId };
  const refusal = await tools.outboundMail.tryAdmit(trx, sender, kind, recipientsOf(stored, message));
  return refusal && mailLimitFailure(refusal);
}
