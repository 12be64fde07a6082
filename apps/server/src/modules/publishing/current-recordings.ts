import type { RecordingFiles } from '../media/recording-files.js';
import type { StoredVariant } from './stored-variant.js';

/**
 * A variant's recordings as they are when the post goes out. A publication keeps where each
 * file was stored when it was scheduled, but a recording is one thing whose bytes may be
 * replaced under a new key since: its length and seek index read once its upload finished
 * (video-processing.ts), or a trim. The old key is deleted with the switch, so the kept one
 * would name a file that is gone ("no longer stored"), and the size with it would be the old
 * file's. A recording deleted since stays as it was kept, and its read says it is gone.
 * Library assets keep their version (a newer version is offered to a person instead).
 */
export async function withCurrentRecordings(
  recordings: Pick<RecordingFiles, 'one'>,
  projectId: string,
  variant: StoredVariant,
): Promise<StoredVariant> {
  if (!variant.media.some((m) => m.video_uid)) return variant;
  const media = await Promise.all(
    variant.media.map(async (m) => {
      const now = m.video_uid ? await recordings.one(projectId, m.video_uid) : null;
      if (!now || now.storageKey === m.storage_key) return m;
      return {
        ...m,
        storage_key: now.storageKey,
        bytes: now.size,
        duration_ms: now.durationMs,
        width: now.width,
        height: now.height,
        frame_rate: now.frameRate,
      };
    }),
  );
  return { ...variant, media };
}
