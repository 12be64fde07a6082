import { createHash, randomBytes } from 'node:crypto';
import { INSTALL_STATE_TTL_MS } from '@expertos/domain/integration-install';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { IntegrationInstallStatesTable } from './integrations.tables.js';

/**
 * The one-time `state` of an OAuth connect flow (Slack, Jira; docs/product.md#integrations),
 * bound to the admin who started it and to the browser that did (a random value in an httpOnly
 * cookie, since the provider's redirect back is a plain navigation that carries no bearer
 * token). Only hashes are stored. A state is used up before its code is exchanged, so one state
 * connects at most once even when the callback comes twice.
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');
/** What randomToken makes: 32 bytes in base64url. */
const BROWSER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type InstallStateRow = Selectable<IntegrationInstallStatesTable>;

export function createInstallStates(db: Db, now: () => Date) {
  return {
    /**
     * A new state for this admin and browser; the browser token is reused when the browser
     * already has one, so two pop-ups do not cancel each other.
     */
    async make(
      type: string,
      who: { userId: string; memberId: string | null; projectId: string; workspaceId: string },
      facts: { description: string; eventTypes: string[]; details?: object },
      browserToken: string | undefined,
    ): Promise<{ state: string; browserToken: string }> {
      const state = randomToken();
      const browser = browserToken && BROWSER_TOKEN.test(browserToken) ? browserToken : randomToken();
      const at = now();
      // Old states are dropped as new ones are made: the table holds only the last minutes.
      await db.deleteFrom('integration_install_states').where('expires_at', '<', at.toISOString()).execute();
      await db
        .insertInto('integration_install_states')
        .values({
          id: sha256(state),
          type,
          browser_hash: sha256(browser),
          user_id: who.userId,
          member_id: who.memberId,
          workspace_id: who.workspaceId,
          project_id: who.projectId,
          description: facts.description,
          event_types: JSON.stringify(facts.eventTypes),
          details: facts.details ? JSON.stringify(facts.details) : null,
          expires_at: new Date(at.getTime() + INSTALL_STATE_TTL_MS).toISOString(),
          used_at: null,
          created_at: at.toISOString(),
        })
        .execute();
      return { state, browserToken: browser };
    },

    /** Uses the state up if it may finish this browser's flow; answers its row, or null. */
    async claim(
      type: string,
      state: string,
      browserToken: string | undefined,
    ): Promise<InstallStateRow | null> {
      const id = sha256(state);
      const row = await db
        .selectFrom('integration_install_states')
        .selectAll()
        .where('id', '=', id)
        .where('type', '=', type)
        .executeTakeFirst();
      if (!row || row.used_at !== null) return null;
      if (row.expires_at <= now().toISOString()) return null;
      // Another browser (another person) holding a leaked state cannot finish the flow.
      if (!browserToken || sha256(browserToken) !== row.browser_hash) return null;
      const used = await db
        .updateTable('integration_install_states')
        .set({ used_at: now().toISOString() })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1 ? row : null;
    },
  };
}

export type InstallStates = ReturnType<typeof createInstallStates>;
