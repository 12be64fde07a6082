import { PRESENCE, type PresenceResponse } from '@expertos/domain/realtime';
import type { Db } from '../../db/database.js';
import type { RealtimePublisher } from '../../platform/realtime/realtime.js';

export interface PresenceRef {
  workspaceId: string;
  projectId: string;
  ticketId: string;
}

/**
 * Who has a ticket open (docs/product.md#live-updates). Kept in the database, so every process
 * answers the same list. A change of who is there (someone arrives or says goodbye) is sent
 * live to those who may see the ticket; someone who vanished without a goodbye drops out of
 * the list at the next renewal by anyone else, within `PRESENCE.renewMs`.
 */
export function createPresenceService({
  db,
  realtime,
  now = () => new Date(),
}: {
  db: Db;
  realtime: RealtimePublisher;
  now?: () => Date;
}) {
  async function viewers(trx: Db, ticketId: string, at: Date): Promise<PresenceResponse['viewers']> {
    const rows = await trx
      .selectFrom('ticket_presence as p')
      .innerJoin('workspace_members as m', 'm.id', 'p.member_id')
      .leftJoin('user as u', 'u.id', 'm.user_id')
      .select(['p.member_id', 'u.name', 'm.email'])
      .where('p.ticket_id', '=', ticketId)
      .where('p.expires_at', '>', at.toISOString())
      .orderBy('p.member_id')
      .execute();
    return rows.map((row) => ({ member_uid: row.member_id, name: row.name || row.email.split('@')[0]! }));
  }

  async function announce(trx: Db, ref: PresenceRef, list: PresenceResponse['viewers']) {
    await realtime.publish(trx, {
      type: 'presence',
      workspaceId: ref.workspaceId,
      audience: 'project',
      projectId: ref.projectId,
      data: { workspace_uid: ref.workspaceId, ticket_uid: ref.ticketId, viewers: list },
    });
  }

  return {
    /** The caller has the ticket open: renews their presence; tells the others when it is new. */
    async here(ref: PresenceRef, memberId: string): Promise<PresenceResponse> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const before = await viewers(trx, ref.ticketId, at);
        // Those who vanished without a goodbye leave now.
        await trx
          .deleteFrom('ticket_presence')
          .where('ticket_id', '=', ref.ticketId)
          .where('expires_at', '<=', at.toISOString())
          .execute();
        const expiresAt = new Date(at.getTime() + PRESENCE.ttlMs).toISOString();
        await trx
          .insertInto('ticket_presence')
          .values({ ticket_id: ref.ticketId, member_id: memberId, expires_at: expiresAt })
          .onConflict((oc) => oc.columns(['ticket_id', 'member_id']).doUpdateSet({ expires_at: expiresAt }))
          .execute();
        const list = await viewers(trx, ref.ticketId, at);
        const same =
          before.length === list.length &&
          before.every((viewer, i) => viewer.member_uid === list[i]!.member_uid);
        if (!same) await announce(trx, ref, list);
        return { viewers: list };
      });
    },

    /** The caller closed the ticket. */
    async gone(ref: PresenceRef, memberId: string): Promise<PresenceResponse> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('ticket_presence')
          .where('ticket_id', '=', ref.ticketId)
          .where('member_id', '=', memberId)
          .executeTakeFirst();
        const list = await viewers(trx, ref.ticketId, at);
        if (Number(removed.numDeletedRows) > 0) await announce(trx, ref, list);
        return { viewers: list };
      });
    },
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
