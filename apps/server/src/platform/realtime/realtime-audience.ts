import type { LiveRow } from './realtime-log.js';

/**
 * Who may read a workspace's events, answered by the one brand-visibility rule
 * (modules/workspaces/member-access.ts, handed in by background.ts): of the connected people,
 * the joined members of the workspace, and for each brand those who may open its tasks.
 */
export type AudienceReaders = (
  workspaceId: string,
  userIds: string[],
  projectIds: string[],
) => Promise<{ members: Set<string>; brands: Map<string, Set<string>> }>;

/**
 * Who of the connected people may read each event, decided when it is sent
 * (docs/architecture.md#live-updates): read for every batch, so a member removed from a brand
 * or the workspace stops receiving its events with the next batch. A few indexed queries per
 * workspace in the batch, whatever the number of streams.
 */
export async function readersOf(
  audience: AudienceReaders,
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
    const projectIds = [...new Set(list.flatMap((row) => (row.project_id ? [row.project_id] : [])))];
    const { members, brands } = await audience(workspaceId, userIds, projectIds);
    for (const row of list) {
      // A brand's events reach those who may open its tasks; externals never see tickets
      // (docs/product.md#roles-and-access). A workspace event reaches every joined member.
      const allowed =
        row.audience === 'workspace' ? members : (brands.get(row.project_id ?? '') ?? new Set());
      readers.set(row.id, new Set(allowed));
    }
  }
  return readers;
}
