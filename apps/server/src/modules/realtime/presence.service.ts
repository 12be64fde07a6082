import { PRESENCE, type PresenceResponse } from '@expertos/domain/realtime';
import type { Db } from '../../db/database.js';
import type { RealtimePublisher } from '../../platform/realtime/realtime.js';
import type { PeopleService } from '../workspaces/people.service.js';

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
  people,
  now = () => new Date(),
}: {
  db: Db;
  realtime: RealtimePublisher;
  /** How members are shown (the workspaces module's people). */
  people: Pick<PeopleService, 'refs'>;
  now?: () => Date;
}) {
  async function viewers(trx: Db, ticketId: string, at: Date): Promise<PresenceResponse['viewers']> {
    const rows = await trx
      .selectFrom('ticket_presence')
      .select('member_id')
      .where('ticket_id', '=', ticketId)
      .where('expires_at', '>', at.toISOString())
      .orderBy('member_id')
      .execute();
    // Names as every list shows them (the workspaces module's people); a member who left is gone.
    const refs = await people.refs(
      rows.map((row) => row.member_id),
      trx,
    );
    return rows.flatMap((row) => {
      const ref = refs.get(row.member_id);
      return ref ? [{ member_uid: row.member_id, name: ref.name || ref.email.split('@')[0]! }] : [];
    });
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
