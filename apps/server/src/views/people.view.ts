import type { Db } from '../db/database.js';

/**
 * A read-only view across modules (docs/architecture.md#views): members with their account's
 * name and picture, by member id — what every list and reply shows of a person, through the
 * workspaces module's people service. Tables: workspace_members, user, profiles.
 */
export function createPeopleView(db: Db) {
  return {
    async byIds(memberIds: string[], trx: Db = db) {
      if (memberIds.length === 0) return [];
      return trx
        .selectFrom('workspace_members as m')
        .leftJoin('user as u', 'u.id', 'm.user_id')
        .leftJoin('profiles as pr', 'pr.user_id', 'm.user_id')
        .select(['m.id', 'm.email', 'u.name', 'u.image', 'pr.avatar_key', 'm.jira_associated', 'm.api_key'])
        .where('m.id', 'in', memberIds)
        .execute();
    },
  };
}
