import path from 'node:path';
import { z } from 'zod';
import { createAiPort } from '../../platform/ai/openai-ai.js';
import { defineJobHandler } from '../../platform/jobs/job-handler.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { loadSecretsKeys } from '../../platform/secrets/secrets-key.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import { findFfmpeg } from './ffmpeg.js';
import { mediaRoutes } from './media.routes.js';
import { createPlayLinks } from './play-links.js';
import { createVideoAccess } from './video-access.js';
import { createVideoCopies, MP4_COPY_JOB } from './video-copies.js';
import { createVideoExtraction, type TicketWriters } from './video-extraction.js';
import { createVideoLibrary } from './video-library.js';
import { videoPlayerRoutes } from './video-player.routes.js';
import { createVideoProcessing, PROCESS_VIDEO_JOB } from './video-processing.js';
import type { AiAllowance } from './video-transcription.js';
import { createVideoUploads } from './video-uploads.js';

const videoPayload = z.object({ videoId: z.string().min(1).max(64) });
/** Drops an upload left unfinished (VIDEO_UPLOAD_EXPIRY_DAYS), or looks again later. */
const EXPIRE_UPLOAD_JOB = 'media.expire-upload';

/**
 * What the media module is lent: the ticket services it writes scenes and scripts through,
 * the workspaces module's brand access rule, and the AI module's daily allowance.
 */
export interface MediaUses extends TicketWriters {
  /** And a ticket's brand and title, for the player page and attaching a recording. */
  lookups: TicketWriters['lookups'] & Pick<TicketLookups, 'post'>;
  access: Pick<MemberAccess, 'onBrand'>;
  allowance: AiAllowance;
}

/**
 * Recordings (docs/product.md#recordings): resumable uploads (tus) into the file store, a job
 * that has ffmpeg read each finished one, and the player's signed links. The unfinished bytes
 * wait in DATA_DIR/uploads, on the machine that took them.
 */
export function mediaModule(
  { config, database, storage, queue, logger, now }: ModuleDeps,
  { images, tickets, lookups, access: memberAccess, allowance }: MediaUses,
): ServerModule {
  const access = createVideoAccess(memberAccess);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const ffmpeg = findFfmpeg(config.ffmpegPath);
  if (!ffmpeg)
    logger.warn(
      { ffmpegPath: config.ffmpegPath },
      'ffmpeg not found: recordings play as uploaded, without length, poster, trimming or scenes',
    );
  const processing = createVideoProcessing({
    db: database.db,
    storage,
    ffmpeg,
    workDir: path.join(uploadsDir, 'work'),
    now,
  });
  const uploads = createVideoUploads({
    db: database.db,
    storage,
    uploadsDir,
    access,
    tickets: lookups,
    now,
    // Once per recording: a retried last PATCH finds the job already there.
    onReady: async (videoId) => {
      await queue.enqueue(PROCESS_VIDEO_JOB, { videoId }, { dedupeKey: `${PROCESS_VIDEO_JOB}:${videoId}` });
    },
    onIdleUntil: async (videoId, at) => {
      await queue.enqueue(EXPIRE_UPLOAD_JOB, { videoId }, { runAt: at });
    },
  });
  const copies = createVideoCopies({
    db: database.db,
    storage,
    ffmpeg,
    access,
    workDir: path.join(uploadsDir, 'work'),
    now,
    enqueue: async (copyId) => {
      await queue.enqueue(MP4_COPY_JOB, { videoId: copyId }, { dedupeKey: `${MP4_COPY_JOB}:${copyId}` });
    },
  });
  const links = createPlayLinks(loadSecretsKeys(config.dataDir, config.secrets.key).current);
  const library = createVideoLibrary({
    db: database.db,
    storage,
    links,
    access,
    tickets: lookups,
    brands: createBrandFacts(database.db, database.dialect),
    now,
  });
  const extraction = createVideoExtraction({
    db: database.db,
    storage,
    ffmpeg,
    ai: createAiPort(config.ai),
    allowance,
    writers: { images, tickets, lookups },
    workDir: path.join(uploadsDir, 'work'),
  });
  return {
    name: 'media',
    routes: async (app) => {
      await app.register(mediaRoutes({ uploads, copies }));
      await app.register(videoPlayerRoutes({ library, processing, extraction }));
    },
    jobs: {
      // Two at a time at most: ffmpeg keeps a core busy while it runs.
      [PROCESS_VIDEO_JOB]: {
        run: defineJobHandler(videoPayload, async ({ videoId }, { signal }) =>
          processing.process(videoId, signal),
        ),
        concurrency: 2,
      },
      // One at a time: encoding keeps every core busy while it runs.
      [MP4_COPY_JOB]: {
        run: defineJobHandler(videoPayload, async ({ videoId }, { signal }) => copies.make(videoId, signal)),
        concurrency: 1,
      },
      [EXPIRE_UPLOAD_JOB]: defineJobHandler(videoPayload, async ({ videoId }) => uploads.expire(videoId)),
    },
  };
}
