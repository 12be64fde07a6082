import { type RawBuilder, sql } from 'kysely';

/**
 * A read-only view across modules (docs/architecture.md#views): the names a ticket list may be
 * sorted by that other modules keep — the assignee's (the member's account name, else their
 * address) and the brand's. A keyset page needs its sort key inside its own query, so these are
 * correlated subqueries on the list's ticket row (aliased `t`), lower-cased and never null so
 * `(key, id) > (…)` holds on both databases; '' stands for no assignee.
 * Tables: workspace_members, user, projects.
 */
export const assigneeSortName: RawBuilder<string> = sql`coalesce((select lower(coalesce(u.name, m.email)) from workspace_members m left join "user" u on u.id = m.user_id where m.id = t.assignee_id), '')`;

export const brandSortName: RawBuilder<string> = sql`coalesce((select lower(p.name) from projects p where p.id = t.project_id), '')`;
