import type { TimeEntry } from '@expertos/domain/timetracking.schema';
import { fromDbBoolean } from '../../db/portable.js';
import { toPersonRef } from '../workspaces/people.mapper.js';
import type { FullEntryRow } from './timetracking.repository.js';

/** Who is reading: their own entries, or any as a workspace admin, are theirs to edit. */
export interface EntryViewer {
  memberId: string;
  admin: boolean;
  /** For a running entry's seconds so far. */
  now: Date;
}

/** Whole seconds from `startedAt` to `until`, never negative. */
export function elapsedSeconds(startedAt: string, until: Date): number {
  return Math.max(0, Math.floor((until.getTime() - Date.parse(startedAt)) / 1000));
}

export function toTimeEntry(row: FullEntryRow, viewer: EntryViewer): TimeEntry {
  const running = row.ended_at === null;
  return {
    uid: row.id,
    ticket: {
      uid: row.ticket_id,
      id: Number(row.ticket_number),
      summary: row.ticket_summary,
      project: { uid: row.ticket_project_id, name: row.project_name, slug: row.project_slug },
    },
    workspace_uid: row.workspace_id,
    person: toPersonRef({
      id: row.member_id,
      email: row.person_email,
      name: row.person_name,
      image: row.person_image,
      avatar_key: row.person_avatar_key,
    }),
    started_at: row.started_at,
    ended_at: row.ended_at,
    seconds: running ? elapsedSeconds(row.started_at, viewer.now) : Number(row.seconds),
    note: row.note,
    manual: fromDbBoolean(row.manual),
    running,
    can_edit: viewer.admin || row.member_id === viewer.memberId,
    created: row.created_at,
    updated: row.updated_at,
  };
}
