import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/portable.js';
import { MAIL_SEND_JOB } from '../../platform/mail/mail.jobs.js';
import type { MailMessage } from '../../platform/mail/mail-message.js';

/** Test support: the e-mails queued for an address, read from the jobs table (no worker runs). */
export async function queuedMailsTo(db: Db, to: string): Promise<MailMessage[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('payload')
    .where('type', '=', MAIL_SEND_JOB)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((row) => JSON.parse(row.payload) as MailMessage).filter((mail) => mail.to === to);
}

/** Test support: moves an invite's expiry into the past, as if a week had gone by. */
export async function expireInvite(db: Db, inviteId: string): Promise<void> {
  await db
    .updateTable('invites')
    .set({ expires_at: new Date(Date.now() - 60_000).toISOString(), updated_at: nowIso() })
    .where('id', '=', inviteId)
    .execute();
}

export const inviteStatusOf = async (db: Db, inviteId: string) =>
  (await db.selectFrom('invites').select('status').where('id', '=', inviteId).executeTakeFirstOrThrow())
    .status;
