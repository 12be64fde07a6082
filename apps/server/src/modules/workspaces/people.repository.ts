import type { Db } from '../../db/database.js';
import type { PersonRow } from './people.mapper.js';

/** Members with the account's name and picture, by member id. */
export function createPeopleRepository(db: Db) {
  return {
    async byIds(memberIds: string[], trx: Db = db): Promise<PersonRow[]> {
      if (memberIds.length === 0) return [];
      return trx
        .selectFrom('workspace_members as m')
        .leftJoin('user as u', 'u.id', 'm.user_id')
        .leftJoin('profiles as pr', 'pr.user_id', 'm.user_id')
        .select(['m.id', 'm.email', 'u.name', 'u.image', 'pr.avatar_key', 'm.jira_associated'])
        .where('m.id', 'in', memberIds)
        .execute();
    },
  };
}
