import type { VideoContentType } from '@expertos/domain/media.schema';
import { type Db, ownTables } from '../../db/database.js';
import type { MediaTables } from './media.tables.js';
import { createPlayLinks } from './play-links.js';

/** A finished recording as a post may carry it: its file, for the publishing module. */
export interface RecordingFile {
  id: string;
  /** The ticket it is attached to, if any. */
  ticketId: string | null;
  contentType: VideoContentType;
  size: number;
  storageKey: string;
  /** Known once ffmpeg has read it; null before, or without ffmpeg. */
  durationMs: number | null;
  /** Its picture's size, read with its length; null before, without ffmpeg, or for sound alone. */
  width: number | null;
  height: number | null;
  /** Its frames a second, read with its size; null when not known. */
  frameRate: number | null;
  /** For an MP4 copy: the recording it was made from. */
  sourceId: string | null;
  createdAt: string;
  /** A link to its bytes that carries its own permission (play-links.ts), for a page that shows it. */
  fileUrl: string;
}

/** The most recordings the composer offers: the ticket's own, then the brand's newest. */
export const RECORDINGS_OFFERED = 50;

/**
 * The media module's narrow read for other modules (docs/architecture.md#modules-own-their-tables):
 * a brand's finished recordings, which a post published from one of its tickets may carry — those
 * attached to the ticket first, then the rest of the brand's Library, newest first. An upload
 * still under way is not offered.
 */
export function createRecordingFiles(handle: Db, fileUrl: (videoId: string) => string) {
  const db = ownTables<MediaTables>(handle);
  const finished = () =>
    db
      .selectFrom('videos')
      .select([
        'id',
        'ticket_id',
        'content_type',
        'size',
        'storage_key',
        'duration_ms',
        'width',
        'height',
        'frame_rate',
        'source_id',
        'created_at',
      ])
      .where('status', '=', 'ready')
      .where('storage_key', 'is not', null);
  const toFile = (row: {
    id: string;
    ticket_id: string | null;
    content_type: VideoContentType;
    size: number | string;
    storage_key: string | null;
    duration_ms: number | null;
    width: number | null;
    height: number | null;
    frame_rate: number | null;
    source_id: string | null;
    created_at: string;
  }): RecordingFile => ({
    id: row.id,
    ticketId: row.ticket_id,
    contentType: row.content_type,
    size: Number(row.size),
    storageKey: row.storage_key ?? '',
    durationMs: row.duration_ms,
    width: row.width,
    height: row.height,
    frameRate: row.frame_rate === null ? null : Number(row.frame_rate),
    sourceId: row.source_id,
    createdAt: row.created_at,
    fileUrl: fileUrl(row.id),
  });

  return {
    /** What the composer of this ticket may pick from, the ticket's own first. */
    async forPost(projectId: string, ticketId: string): Promise<RecordingFile[]> {
      const own = await finished()
        .where('project_id', '=', projectId)
        .where('ticket_id', '=', ticketId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(RECORDINGS_OFFERED)
        .execute();
      const rest = await finished()
        .where('project_id', '=', projectId)
        .where((eb) => eb.or([eb('ticket_id', 'is', null), eb('ticket_id', '!=', ticketId)]))
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(Math.max(0, RECORDINGS_OFFERED - own.length))
        .execute();
      return [...own, ...rest].map(toFile);
    },

    /**
     * The finished recordings attached to each ticket, oldest first, without MP4 copies (a copy
     * is the same recording): what the client portal shows of a post.
     */
    async ofTickets(ticketIds: readonly string[]): Promise<Map<string, RecordingFile[]>> {
      const result = new Map<string, RecordingFile[]>();
      if (ticketIds.length === 0) return result;
      const rows = await finished()
        .where('ticket_id', 'in', [...ticketIds])
        .where('source_id', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      for (const row of rows) {
        const list = result.get(row.ticket_id ?? '') ?? [];
        list.push(toFile(row));
        result.set(row.ticket_id ?? '', list);
      }
      return result;
    },

    /** One of the brand's finished recordings, or null (another brand's, unfinished, or none). */
    async one(projectId: string, videoId: string): Promise<RecordingFile | null> {
      const row = await finished()
        .where('project_id', '=', projectId)
        .where('id', '=', videoId)
        .executeTakeFirst();
      return row ? toFile(row) : null;
    },
  };
}
export type RecordingFiles = ReturnType<typeof createRecordingFiles>;

/**
 * Signed links to recordings' files, as the player hands them out (valid VIDEO_LINK_HOURS): for
 * another module that shows a recording to people who may see its brand.
 */
export function recordingFileUrls(secret: Buffer, now: () => Date): (videoId: string) => string {
  const links = createPlayLinks(secret);
  return (videoId) => `/api/videos/${videoId}/file?token=${links.sign(videoId, 'file', now())}`;
}

/** The name a recording's file goes by on a network (recordings have no name of their own). */
export function recordingFileName(
  video: Pick<RecordingFile, 'createdAt' | 'contentType'> & Partial<Pick<RecordingFile, 'sourceId'>>,
): string {
  const copy = video.sourceId ? '-mp4-copy' : '';
  return `recording-${video.createdAt.slice(0, 10)}${copy}.${video.contentType === 'video/mp4' ? 'mp4' : 'webm'}`;
}
