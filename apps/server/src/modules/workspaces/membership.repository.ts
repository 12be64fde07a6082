import type { SelectQueryBuilder } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import { type Db, ownTables } from '../../db/database.js';
import { inChunks } from '../../db/portable.js';
import { createBrandGrantReads, type GrantFact } from '../projects/brand-grants.js';
import type { WorkspaceTables } from './workspaces.tables.js';

/**
 * Another module's subquery naming where a brand sits: one row of `workspace_id` and
 * `project_id`, or none (a ticket's place: tickets.repository.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: the subquery is over the other module's own tables.
export type PlaceQuery = SelectQueryBuilder<any, any, { workspace_id: string; project_id: string }>;

/** A member as the brand-visibility rule reads them. */
export interface SeerRow {
  id: string;
  user_id: string | null;
  role: 'admin' | 'member' | 'external';
  status: string;
  /** 1 for a workspace key's own member (key-members.ts), never a person. */
  api_key: number;
}

/**
 * The facts the access guard and the brand-visibility rule read (brand-visibility.ts): members
 * here, their grants and a brand's workspace from the projects module (brand-grants.ts). The one
 * place that gathers grants for visibility (docs/product.md#roles-and-access).
 */
export function createMembershipRepository(whole: Db) {
  // Its own tables' handle for its queries; the whole one only builds the projects module's reads.
  const own = (trx: Db = whole) => ownTables<WorkspaceTables>(trx);
  const db = own();
  const brands = createBrandGrantReads(whole);
  // The access guard's read on most requests: built and compiled once (db/compiled-once.ts).
  const memberOnce = compiledOnce(db, 2, (workspaceId: string, userId: string) =>
    db
      .selectFrom('workspace_members as m')
      .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
      .select(['m.id', 'm.role', 'm.status', 'w.owner_id'])
      .where('m.workspace_id', '=', workspaceId)
      .where('m.user_id', '=', userId),
  );
  return {
    /** The caller's member row in the workspace, with the workspace's owner. */
    member: async (workspaceId: string, userId: string) => (await memberOnce(workspaceId, userId))[0],

    /**
     * Where a brand sits, read by another module's subquery (`placeOf(id)`: one row of
     * `workspace_id` and `project_id`, or none; the ticket guard's is a ticket's), with the
     * caller's member row there and their granted role on the brand: one statement, compiled
     * once (db/compiled-once.ts). No row when the place has none; the member's columns are null
     * when the caller is not a member of its workspace.
     */
    memberAtPlace: (placeOf: (id: string) => PlaceQuery) =>
      compiledOnce(db, 2, (id: string, userId: string) =>
        db
          .selectFrom(placeOf(id).as('place'))
          .leftJoin('workspace_members as m', (join) =>
            join.onRef('m.workspace_id', '=', 'place.workspace_id').on('m.user_id', '=', userId),
          )
          .leftJoin('workspaces as w', 'w.id', 'place.workspace_id')
          .select(['place.workspace_id', 'place.project_id', 'm.id', 'm.role', 'm.status', 'w.owner_id'])
          .select(brands.grantOf('place.project_id', 'm.id').as('grant_role')),
      ),

    /** A member row by its id, with its workspace's owner. */
    memberById: (memberId: string) =>
      db
        .selectFrom('workspace_members as m')
        .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
        .select(['m.id', 'm.workspace_id', 'm.user_id', 'm.role', 'm.status', 'w.owner_id'])
        .where('m.id', '=', memberId)
        .executeTakeFirst(),

    /** Where a brand sits, as a subquery for `memberAtPlace` (the projects module's). */
    brandPlaceOf: brands.placeOf,

    /** The brand and the workspace it belongs to (the projects module's). */
    project: brands.project,

    /** Of these brands, those of the workspace (the projects module's). */
    brandsIn: brands.brandsIn,

    /** The brands granted to the member, as a subquery of their ids joined by commas (the projects module's). */
    grantedListOf: brands.grantedListOf,

    /** The member's granted role on the brand, or null (the projects module's). */
    grant: brands.grant,

    /** The person (user id) a member is, if the member still exists. */
    async userOfMember(memberId: string, trx?: Db): Promise<string | undefined> {
      const row = await own(trx)
        .selectFrom('workspace_members')
        .select('user_id')
        .where('id', '=', memberId)
        .executeTakeFirst();
      return row?.user_id;
    },

    /** The brands granted to the member (the projects module's). */
    grantedProjectIds: brands.grantedProjectIds,

    /** These members of the workspace (by member id), whatever their status. */
    membersById: (workspaceId: string, memberIds: string[], trx?: Db): Promise<SeerRow[]> =>
      inChunks(memberIds, (chunk) =>
        own(trx)
          .selectFrom('workspace_members')
          .select(['id', 'user_id', 'role', 'status', 'api_key'])
          .where('workspace_id', '=', workspaceId)
          .where('id', 'in', chunk)
          .execute(),
      ),

    /** These people's member rows in the workspace (by user id), whatever their status. */
    membersByUser: (workspaceId: string, userIds: string[], trx?: Db): Promise<SeerRow[]> =>
      inChunks(userIds, (chunk) =>
        own(trx)
          .selectFrom('workspace_members')
          .select(['id', 'user_id', 'role', 'status', 'api_key'])
          .where('workspace_id', '=', workspaceId)
          .where('user_id', 'in', chunk)
          .execute(),
      ),

    /** Every joined member of the workspace who is a person (workspace keys are not: key-members.ts). */
    joinedMembers: (workspaceId: string, trx?: Db): Promise<SeerRow[]> =>
      own(trx)
        .selectFrom('workspace_members')
        .select(['id', 'user_id', 'role', 'status', 'api_key'])
        .where('workspace_id', '=', workspaceId)
        .where('status', '=', 'joined')
        .where('api_key', '=', 0)
        .execute(),

    /** The granted grants of these members on these brands (the projects module's). */
    async grants(memberIds: string[], projectIds: string[], trx?: Db): Promise<GrantFact[]> {
      if (memberIds.length === 0 || projectIds.length === 0) return [];
      return inChunks(memberIds, (chunk) => brands.grantsAmong(chunk, projectIds, trx));
    },
  };
}
export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
