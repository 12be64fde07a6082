import { type Db, ownTables } from '../../db/database.js';
import type { ProjectTables } from './projects.tables.js';

/**
 * Gives a member access to a brand, in the caller's transaction; a grant that exists already
 * is left as it is. The projects module's narrow function for modules that add people
 * (docs/architecture.md#modules-own-their-tables): a Jira-only person is granted the brand of
 * their integration so its tickets can be given to them.
 */
export async function grantBrand(trx: Db, projectId: string, memberId: string, at: string): Promise<void> {
  await ownTables<ProjectTables>(trx)
    .insertInto('project_members')
    .values({ project_id: projectId, member_id: memberId, role: 'member', access: 'granted', created_at: at })
    .onConflict((conflict) => conflict.columns(['project_id', 'member_id']).doNothing())
    .execute();
}
