import type { PersonRef } from '@expertos/domain/ticket.schema';
import type { TimeEntry } from '@expertos/domain/timetracking.schema';
import { fromDbBoolean } from '../../db/portable.js';
import type { BrandName } from '../projects/brand-facts.js';
import type { TicketTitle } from '../tickets/ticket-titles.js';
import type { TimeEntryRow } from './timetracking.repository.js';

/** An entry with what its reply shows, read from the modules that own it. */
export interface FullEntryRow extends TimeEntryRow {
  ticket: TicketTitle;
  /** The ticket's brand now. */
  brand: BrandName;
  person: PersonRef;
}

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
      id: row.ticket.number,
      summary: row.ticket.summary,
      project: { uid: row.ticket.projectId, name: row.brand.name, slug: row.brand.slug },
    },
    workspace_uid: row.workspace_id,
    person: row.person,
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
