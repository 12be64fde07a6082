import type { RealtimeEventType } from '@expertos/domain/realtime';
import type { Generated } from 'kysely';

/** Who may read a live event (docs/architecture.md#live-updates). */
export type RealtimeAudience =
  /** Those who may see the brand's tickets: workspace admins and the brand's granted members, never external users. */
  | 'project'
  /** Every joined member of the workspace. */
  | 'workspace'
  /** One person (`user_id`). */
  | 'user';

/** The live-update log (migration 0035). */
export interface RealtimeEventsTable {
  /** Generated; the SSE event id. */
  id: Generated<number>;
  type: Exclude<RealtimeEventType, 'ready' | 'reset'>;
  workspace_id: string;
  project_id: string | null;
  audience: RealtimeAudience;
  user_id: string | null;
  /** The event's JSON (`REALTIME_EVENTS[type]`). */
  data: string;
  created_at: string;
}

/** Who has a ticket open (migration 0035): one row per person and ticket, renewed by their tab. */
export interface TicketPresenceTable {
  ticket_id: string;
  member_id: string;
  /** ISO; past it the person is no longer there. */
  expires_at: string;
}

export interface RealtimeTables {
  realtime_events: RealtimeEventsTable;
  ticket_presence: TicketPresenceTable;
}
