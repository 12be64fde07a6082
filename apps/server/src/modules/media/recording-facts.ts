import { type Db, ownTables } from '../../db/database.js';
import type { MediaTables } from './media.tables.js';

/** Where a recording belongs and how long it is: what a comment at a moment of it is checked against. */
export interface RecordingPlace {
  /** The ticket it is attached to; null for none. */
  ticketId: string | null;
  /** Its length once ffmpeg has read it; null before, or without ffmpeg. */
  durationMs: number | null;
}

/**
 * The media module's narrow read for other modules (docs/architecture.md#modules-own-their-tables):
 * the ticket and the length of a recording, for the comments module's time anchors.
 */
export function createRecordingFacts(whole: Db) {
  return {
    /** The recording's ticket and length, or null when there is no such recording. */
    async placeOf(videoId: string, trx: Db = whole): Promise<RecordingPlace | null> {
      const row = await ownTables<MediaTables>(trx)
        .selectFrom('videos')
        .select(['ticket_id', 'duration_ms'])
        .where('id', '=', videoId)
        .executeTakeFirst();
      return row ? { ticketId: row.ticket_id, durationMs: row.duration_ms } : null;
    },
  };
}
export type RecordingFacts = ReturnType<typeof createRecordingFacts>;
