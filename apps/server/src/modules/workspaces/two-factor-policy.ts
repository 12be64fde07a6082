import { hasSecondFactor } from '@expertos/domain/sessions';
import { TWO_FACTOR_GRACE_DAYS, type WorkspaceSecurity } from '@expertos/domain/two-factor';
import type { FastifyRequest } from 'fastify';
import { type Db, ownTables } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { WorkspaceTables } from './workspaces.tables.js';

/** How long a process trusts what it read of a workspace's policy; a change here applies at once. */
const KNOWN_FOR_MS = 10_000;

/**
 * "Require two-step verification" (docs/product.md#require-two-step-verification). An admin
 * turns it on; members have TWO_FACTOR_GRACE_DAYS, then a session that did not prove a second
 * factor (`amr` with `otp` or `hwk`: a code, a trusted device, a passkey) is refused on the
 * workspace's routes with 403 `two_factor_required`. The person's own pages stay open, so they
 * can set it up.
 */
export function createTwoFactorPolicy({ db, now, events }: { db: Db; now: () => Date; events: EventBus }) {
  const own = (trx: Db = db) => ownTables<WorkspaceTables>(trx);
  const known = new Map<string, { from: string | null; at: number }>();

  async function requiredFrom(workspaceId: string): Promise<string | null> {
    const hit = known.get(workspaceId);
    const at = Date.now();
    if (hit && at - hit.at < KNOWN_FOR_MS) return hit.from;
    const row = await own()
      .selectFrom('workspaces')
      .select('two_factor_required_from')
      .where('id', '=', workspaceId)
      .executeTakeFirst();
    const from = row?.two_factor_required_from ?? null;
    if (known.size > 10_000) known.clear();
    known.set(workspaceId, { from, at });
    return from;
  }

  return {
    async read(workspaceId: string): Promise<WorkspaceSecurity> {
      const from = await requiredFrom(workspaceId);
      return { require_two_factor: from !== null, enforced_from: from };
    },

    /** Turns it on (enforced after the grace) or off; the audit log records the change. */
    async set(workspaceId: string, on: boolean): Promise<WorkspaceSecurity> {
      const current = await requiredFrom(workspaceId);
      if ((current !== null) === on) return { require_two_factor: on, enforced_from: current };
      const from = on ? new Date(now().getTime() + TWO_FACTOR_GRACE_DAYS * 86_400_000).toISOString() : null;
      await db.transaction().execute(async (trx) => {
        await own(trx)
          .updateTable('workspaces')
          .set({ two_factor_required_from: from })
          .where('id', '=', workspaceId)
          .execute();
        await events.emit(trx, 'workspace.policy_changed', {
          workspaceId,
          policy: 'require_two_factor',
          on,
          enforcedFrom: from,
        });
      });
      known.delete(workspaceId);
      return { require_two_factor: on, enforced_from: from };
    },

    /** The access guard's gate: past the grace, a session without a second factor is refused. */
    async gate(request: FastifyRequest): Promise<void> {
      const workspaceId = request.membership?.workspaceId;
      const user = request.user;
      if (!workspaceId || !user) return;
      const from = await requiredFrom(workspaceId);
      if (from === null || now().toISOString() < from) return;
      if (!hasSecondFactor(user.amr ?? [])) throw new AppError('two_factor_required');
    },
  };
}
export type TwoFactorPolicy = ReturnType<typeof createTwoFactorPolicy>;
