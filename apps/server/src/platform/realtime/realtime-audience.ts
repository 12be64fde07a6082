import type { Db } from '../../db/database.js';
import type { LiveRow } from './realtime-log.js';

/**
 * Who of the connected people may read each event, decided when it is sent
 * (docs/architecture.md#live-updates): read from the database for every batch, so a member
 * removed from a brand or the workspace stops receiving its events with the next batch.
 * Two indexed queries per workspace in the batch, whatever the number of streams.
 */
export async function readersOf(
  db: Db,
  rows: LiveRow[],
  userIds: string[],
): Promise<Map<number, Set<string>>> {
  const readers = new Map<number, Set<string>>();
  if (rows.length === 0 || userIds.length === 0) return readers;
  const connected = new Set(userIds);
  const byWorkspace = new Map<string, LiveRow[]>();
  for (const row of rows) {
    if (row.audience === 'user') {
      readers.set(row.id, new Set(row.user_id && connected.has(row.user_id) ? [row.user_id] : []));
      continue;
    }
    const list = byWorkspace.get(row.workspace_id) ?? [];
    list.push(row);
    byWorkspace.set(row.workspace_id, list);
  }
  for (const [workspaceId, list] of byWorkspace) {
    const members = await chunked(userIds, (chunk) =>
      db
        .selectFrom('workspace_members')
        .select(['id', 'user_id', 'role'])
        .where('workspace_id', '=', workspaceId)
        .where('status', '=', 'joined')
        .where('user_id', 'in', chunk)
        .execute(),
    );
    const projectIds = [...new Set(list.flatMap((row) => (row.project_id ? [row.project_id] : [])))];
    const plain = members.filter((member) => member.role === 'member').map((member) => member.id);
    const grants =
      projectIds.length > 0 && plain.length > 0
        ? await chunked(plain, (chunk) =>
            db
              .selectFrom('project_members')
              .select(['member_id', 'project_id'])
              .where('access', '=', 'granted')
              .where('member_id', 'in', chunk)
              .where('project_id', 'in', projectIds)
              .execute(),
          )
        : [];
    const granted = new Set(grants.map((grant) => `${grant.member_id} ${grant.project_id}`));
    for (const row of list) {
      const allowed = new Set<string>();
      for (const member of members) {
        if (row.audience === 'workspace') allowed.add(member.user_id);
        // A brand's events: workspace admins, and members it was granted to; external users
        // never see tickets (docs/product.md#roles-and-access).
        else if (member.role === 'admin') allowed.add(member.user_id);
        else if (member.role === 'member' && granted.has(`${member.id} ${row.project_id}`))
          allowed.add(member.user_id);
      }
      readers.set(row.id, allowed);
    }
  }
  return readers;
}

/** Runs `query` over `ids` in chunks small enough for every database's parameter limit. */
async function chunked<T>(ids: string[], query: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += 500) out.push(...(await query(ids.slice(i, i + 500))));
  return out;
}
