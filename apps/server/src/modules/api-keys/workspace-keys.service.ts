import {
  API_KEYS_MAX,
  WORKSPACE_KEY_PREFIX,
  type WorkspaceKey,
  type WorkspaceKeyCreateInput,
} from '@expertos/domain/api-keys';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { ApiKeyRow, ApiKeysRepository } from './api-keys.repository.js';
import { keyExpired, keyView, newKey } from './api-keys.service.js';

/** What workspace keys need of other modules, each through its narrow function. */
export interface WorkspaceKeyPorts {
  db: Db;
  /** Raises `workspace_key.created` / `.revoked` in their transactions (the audit log listens). */
  events?: Pick<EventBus, 'emit'>;
  /** The workspaces module's: a key's own member (workspaces/key-members.ts). */
  members: {
    create(
      trx: Db,
      input: { workspaceId: string; name: string; at: string },
    ): Promise<{ memberId: string; userId: string }>;
    memberOf(trx: Db, workspaceId: string, userId: string): Promise<string | null>;
  };
  /** The projects module's: the brand's workspace, and a grant of a brand to a member. */
  brandWorkspace(projectId: string): Promise<string | null>;
  grantBrand(trx: Db, projectId: string, memberId: string, at: string): Promise<void>;
  /** The brands granted to a member (the one rule reads the same grants). */
  grantedProjectIds(memberId: string): Promise<string[]>;
  /** The auth module's: people's names, by user id. */
  names(userIds: string[]): Promise<Map<string, string>>;
}

/**
 * A workspace's keys (docs/product.md#api-keys), made by its admins for a script or an
 * integration rather than a person. Each acts as its own member, a plain `member` granted the
 * brands chosen, so what it reaches is decided by the same rule as anyone's
 * (workspaces/brand-visibility.ts) and capped by its scopes. Revoking it leaves the member so
 * what it did stays named ("Zapier (via key)").
 */
export function createWorkspaceKeysService({
  repository,
  ports,
  now,
}: {
  repository: ApiKeysRepository;
  ports: WorkspaceKeyPorts;
  now: () => Date;
}) {
  async function view(rows: ApiKeyRow[], workspaceId: string, at: Date): Promise<WorkspaceKey[]> {
    const names = await ports.names([...new Set(rows.flatMap((row) => (row.made_by ? [row.made_by] : [])))]);
    return Promise.all(
      rows.map(async (row) => {
        const memberId = await ports.members.memberOf(ports.db, workspaceId, row.user_id);
        return {
          ...keyView(row, at),
          brands: memberId ? (await ports.grantedProjectIds(memberId)).sort() : [],
          made_by: row.made_by ? (names.get(row.made_by) ?? null) : null,
        };
      }),
    );
  }

  return {
    async list(workspaceId: string): Promise<WorkspaceKey[]> {
      return view(await repository.ofWorkspace(workspaceId), workspaceId, now());
    },

    async create(
      workspaceId: string,
      madeBy: string,
      input: WorkspaceKeyCreateInput,
    ): Promise<WorkspaceKey & { secret: string }> {
      const at = now();
      const held = (await repository.ofWorkspace(workspaceId)).filter((row) => !keyExpired(row, at));
      if (held.length >= API_KEYS_MAX) throw new AppError('api_keys_limit');
      // Only the workspace's own brands; another's is as unknown as a made-up id.
      for (const projectId of input.brands) {
        if ((await ports.brandWorkspace(projectId)) !== workspaceId)
          throw new AppError('validation_error', {
            details: [{ path: 'brands', message: 'Choose brands of this workspace.' }],
          });
      }
      const made = await ports.db.transaction().execute(async (trx: Db) => {
        const stamp = at.toISOString();
        const member = await ports.members.create(trx, { workspaceId, name: input.name, at: stamp });
        for (const projectId of input.brands) await ports.grantBrand(trx, projectId, member.memberId, stamp);
        const key = newKey(input, at, {
          userId: member.userId,
          workspaceId,
          madeBy,
          prefix: WORKSPACE_KEY_PREFIX,
          // Its member's grants are what it reaches: the row keeps no second list.
          brands: null,
        });
        await repository.insert(key.row, trx);
        await ports.events?.emit(trx, 'workspace_key.created', {
          workspaceId,
          keyId: key.row.id,
          name: input.name,
          brands: input.brands,
        });
        return key;
      });
      const [shown] = await view([made.row], workspaceId, at);
      return { ...shown!, secret: made.secret };
    },

    async revoke(workspaceId: string, keyId: string): Promise<void> {
      await ports.db.transaction().execute(async (trx: Db) => {
        if (!(await repository.revokeOfWorkspace(workspaceId, keyId, now().toISOString(), trx)))
          throw new AppError('not_found');
        await ports.events?.emit(trx, 'workspace_key.revoked', { workspaceId, keyId });
      });
    },
  };
}
export type WorkspaceKeysService = ReturnType<typeof createWorkspaceKeysService>;
