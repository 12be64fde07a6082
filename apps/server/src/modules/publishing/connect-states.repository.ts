import { createHash } from 'node:crypto';
import { type Db, ownTables } from '../../db/database.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import type { PublishingTables } from './publishing.tables.js';

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

export interface ConnectState {
  workspaceId: string;
  projectId: string;
  memberId: string;
  network: string;
  host: string;
  /** What was sealed with it: the instance's app and the browser it was started in. */
  sealed: Record<string, string>;
}

/**
 * One-time states of a connect flow (a Mastodon account, an OAuth network's, a choice of accounts): kept by the hash of the `state` the
 * network sends back, with what the flow needs sealed. Taking one deletes it, so a state works
 * once; an expired one is refused and swept.
 */
export function createConnectStatesRepository(whole: Db, box: SecretBox) {
  const own = (trx: Db = whole) => ownTables<PublishingTables>(trx);
  const context = (id: string) => `publishing_connect_states.app:${id}`;
  return {
    async put(state: string, value: ConnectState, at: Date, ttlMs: number): Promise<void> {
      const id = hashOf(state);
      await own()
        .insertInto('publishing_connect_states')
        .values({
          id,
          workspace_id: value.workspaceId,
          project_id: value.projectId,
          member_id: value.memberId,
          network: value.network,
          host: value.host,
          app: box.seal(JSON.stringify(value.sealed), context(id)),
          expires_at: new Date(at.getTime() + ttlMs).toISOString(),
          created_at: at.toISOString(),
        })
        .execute();
      // Flows never finished leave a row each: swept as new ones start.
      await own()
        .deleteFrom('publishing_connect_states')
        .where('expires_at', '<', at.toISOString())
        .execute();
    },

    /** The state's flow, left in place (a choice of accounts shown before one is taken); null when unknown or expired. */
    async peek(state: string, at: Date): Promise<ConnectState | null> {
      const id = hashOf(state);
      const row = await own()
        .selectFrom('publishing_connect_states')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || row.expires_at <= at.toISOString()) return null;
      return {
        workspaceId: row.workspace_id,
        projectId: row.project_id,
        memberId: row.member_id,
        network: row.network,
        host: row.host,
        sealed: JSON.parse(box.open(row.app, context(id))) as Record<string, string>,
      };
    },

    /** The state's flow, once: deleted as it is read; null when unknown, used or expired. */
    async take(state: string, at: Date): Promise<ConnectState | null> {
      const id = hashOf(state);
      return own()
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .selectFrom('publishing_connect_states')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirst();
          if (!row) return null;
          const deleted = await trx
            .deleteFrom('publishing_connect_states')
            .where('id', '=', id)
            .executeTakeFirst();
          if (Number(deleted.numDeletedRows) !== 1 || row.expires_at <= at.toISOString()) return null;
          return {
            workspaceId: row.workspace_id,
            projectId: row.project_id,
            memberId: row.member_id,
            network: row.network,
            host: row.host,
            sealed: JSON.parse(box.open(row.app, context(id))) as Record<string, string>,
          };
        });
    },
  };
}
export type ConnectStatesRepository = ReturnType<typeof createConnectStatesRepository>;
