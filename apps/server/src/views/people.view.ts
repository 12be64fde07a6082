import { sql } from 'kysely';
import type { Db, Dialect } from '../db/database.js';

/** What a person is shown by: the columns `byIds` reads, by the names it gives them. */
const PERSON_COLUMNS = {
  id: 'm.id',
  email: 'm.email',
  name: 'u.name',
  image: 'u.image',
  avatar_key: 'pr.avatar_key',
  jira_associated: 'm.jira_associated',
  api_key: 'm.api_key',
} as const;

/**
 * A read-only view across modules (docs/architecture.md#views): members with their account's
 * name and picture, by member id — what every list and reply shows of a person, through the
 * workspaces module's people service. Tables: workspace_members, user, profiles.
 */
export function createPeopleView(db: Db) {
  const people = (trx: Db) =>
    trx
      .selectFrom('workspace_members as m')
      .leftJoin('user as u', 'u.id', 'm.user_id')
      .leftJoin('profiles as pr', 'pr.user_id', 'm.user_id');
  return {
    async byIds(memberIds: string[], trx: Db = db) {
      if (memberIds.length === 0) return [];
      return people(trx)
        .select(['m.id', 'm.email', 'u.name', 'u.image', 'pr.avatar_key', 'm.jira_associated', 'm.api_key'])
        .where('m.id', 'in', memberIds)
        .execute();
    },

    /**
     * The member `memberIdColumn` names, as a subquery answering one JSON object with `byIds`'s
     * columns (null when there is no such member): for a read that shows a person beside its
     * own row in one statement (the ticket read).
     */
    byColumn(memberIdColumn: string, dialect: Dialect) {
      const pairs = sql.join(
        Object.entries(PERSON_COLUMNS).map(([name, column]) => sql`${sql.lit(name)}, ${sql.ref(column)}`),
      );
      const object = dialect === 'postgres' ? sql`json_build_object(${pairs})` : sql`json_object(${pairs})`;
      return people(db).select(object.as('person')).where('m.id', '=', sql.ref<string>(memberIdColumn));
    },
  };
}
