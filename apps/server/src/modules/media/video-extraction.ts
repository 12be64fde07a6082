import fs from 'node:fs';
import path from 'node:path';
import { REFERENCE_IMAGE_MAX_FILES, TICKET_TEXT_MAX, type Ticket } from '@expertos/domain/ticket.schema';
import type { TablesDb } from '../../db/database.js';
import type { AiPort } from '../../platform/ai/ai-port.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { UploadedFile } from '../../platform/storage/upload.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { TicketRef } from '../tickets/tickets.policies.js';
import type { Membership } from '../workspaces/membership.js';
import type { Ffmpeg } from './ffmpeg.js';
import type { MediaTables, VideosTable } from './media.tables.js';
import { fetchRecording, inScratch } from './video-scratch.js';
import { type AiAllowance, transcribeRecording } from './video-transcription.js';

/** How different a frame must be from the one before to start a new scene (ffmpeg's 0–1 score). */
export const SCENE_THRESHOLD = 0.3;
/** Scene images are this wide at most: enough to recognise a screen, small enough to keep many. */
const SCENE_WIDTH = 960;

/** What the ticket services lend this module (tickets/tickets.module.ts). */
export interface TicketWriters {
  images: { upload(ref: TicketRef, files: UploadedFile[]): Promise<void> };
  /** What it reads of a ticket: how many reference images it has, whether it is in a brand. */
  lookups: Pick<TicketLookups, 'referenceImages' | 'exists'>;
  tickets: {
    get(ref: TicketRef): Promise<Ticket>;
    update(membership: Membership, ref: TicketRef, body: { description: string }): Promise<Ticket>;
  };
}

/** A file on disk handed to the ticket images' upload as if it had been uploaded. */
function asUpload(file: string, filename: string): UploadedFile {
  const size = fs.statSync(file).size;
  return { filename, size, path: file, inspect: async (look) => look(await fs.promises.readFile(file)) };
}

/**
 * A recording's scenes and script (docs/product.md#recordings). Scenes are the first frame and
 * every frame that differs enough from the one before (ffmpeg's scene score), saved as the
 * ticket's reference images up to the ticket's limit. The script is its sound written out by
 * the AI port's transcription (video-transcription.ts: counted against the workspace's daily AI
 * allowance), added to the end of the ticket's notes (its description).
 */
export function createVideoExtraction({
  db,
  storage,
  ffmpeg,
  ai,
  allowance,
  writers,
  workDir,
}: {
  db: TablesDb<MediaTables>;
  storage: Storage;
  ffmpeg: Ffmpeg | null;
  ai: AiPort;
  allowance: AiAllowance;
  writers: TicketWriters;
  workDir: string;
}) {
  /** The ticket's recording, finished; anything else is not found or not ready. */
  async function recordingOf(ref: TicketRef, videoId: string): Promise<VideosTable> {
    const video = await db
      .selectFrom('videos')
      .selectAll()
      .where('id', '=', videoId)
      .where('ticket_id', '=', ref.ticketId)
      .executeTakeFirst();
    if (!video) throw new AppError('video_not_found');
    if (video.status !== 'ready' || !video.storage_key) throw new AppError('video_not_ready');
    return video;
  }

  return {
    /** Saves the recording's scenes as the ticket's reference images; answers how many. */
    async scenes(ref: TicketRef, videoId: string): Promise<{ scenes: number }> {
      if (!ffmpeg) throw new AppError('video_tools_unavailable');
      const video = await recordingOf(ref, videoId);
      const room = REFERENCE_IMAGE_MAX_FILES - (await writers.lookups.referenceImages(ref.ticketId));
      if (room <= 0) throw new AppError('too_many_attachments');
      return inScratch(workDir, video.id, async (dir) => {
        const input = await fetchRecording(storage, video, dir);
        try {
          await ffmpeg.run(input, {
            after: [
              '-vf',
              `select='eq(n\\,0)+gt(scene\\,${SCENE_THRESHOLD})',scale='min(${SCENE_WIDTH}\\,iw)':-2`,
              ...['-fps_mode', 'vfr', '-frames:v', String(room), '-q:v', '5'],
              path.join(dir, 'scene-%02d.jpg'),
            ],
          });
        } catch {
          throw new AppError('video_processing_failed');
        }
        const files = (await fs.promises.readdir(dir)).filter((name) => name.startsWith('scene-')).sort();
        if (files.length === 0) throw new AppError('video_processing_failed');
        await writers.images.upload(
          ref,
          files.map((name, i) => asUpload(path.join(dir, name), `scene-${i + 1}.jpg`)),
        );
        return { scenes: files.length };
      });
    },

    /** Writes the recording's script into the ticket's notes; answers the ticket as it is now. */
    async script(membership: Membership, ref: TicketRef, videoId: string): Promise<Ticket> {
      if (!ai.enabled) throw new AppError('ai_disabled');
      if (!ffmpeg) throw new AppError('video_tools_unavailable');
      const video = await recordingOf(ref, videoId);
      // A workspace that has used today's allowance is refused before any work is done.
      await allowance.assertAllowance(membership.workspaceId);
      const text = await inScratch(workDir, video.id, async (dir) =>
        transcribeRecording(
          { ffmpeg, ai, allowance },
          membership.workspaceId,
          await fetchRecording(storage, video, dir),
          dir,
        ),
      );
      if (!text) throw new AppError('video_no_audio');
      const ticket = await writers.tickets.get(ref);
      const heading = 'Script of the recording:';
      const joined = ticket.description.trim()
        ? `${ticket.description.trimEnd()}\n\n${heading}\n${text}`
        : `${heading}\n${text}`;
      // The notes keep their limit; a script that would pass it is cut, the notes never are.
      return writers.tickets.update(membership, ref, { description: joined.slice(0, TICKET_TEXT_MAX) });
    },
  };
}

export type VideoExtraction = ReturnType<typeof createVideoExtraction>;
