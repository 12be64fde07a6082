import { NetworkError } from '../network.js';
import type { YoutubeSession } from './youtube-api.js';

/**
 * After the upload, YouTube processes the video (providers/publishing.md §7):
 * `GET /videos?part=status,processingDetails&id=` answers `status.uploadStatus` `uploaded`
 * (processing), `processed`, `failed` (with `failureReason`) or `rejected` (with
 * `rejectionReason`). Processing a long video takes many minutes, longer than an attempt should
 * hold a worker: the wait is short, and a video still `uploaded` at its end is taken as
 * published (it is on the channel, and YouTube Studio shows how its processing ends). Failed or
 * rejected stops for good, in words.
 */

/** A video's `status` part, as `videos.list` answers it (only what is read or written back). */
export interface YoutubeStatus {
  uploadStatus?: string;
  failureReason?: string;
  rejectionReason?: string;
  privacyStatus?: string;
  publishAt?: string;
  [field: string]: unknown;
}

interface VideoStatus {
  items?: {
    status?: YoutubeStatus;
    processingDetails?: { processingStatus?: string };
  }[];
}

export interface ProcessingWait {
  /** Between two looks. */
  pollMs: number;
  /** How long to look before taking an `uploaded` video as published. */
  waitMs: number;
  sleep: (ms: number) => Promise<void>;
}

const FAILURES: Record<string, string> = {
  codec: 'its video or audio format is not one YouTube can read',
  conversion: 'YouTube could not convert it',
  emptyFile: 'the file is empty',
  invalidFile: 'the file is not a video YouTube can read',
  tooSmall: 'the file is too small',
  uploadAborted: 'the upload was cut off',
};
const REJECTIONS: Record<string, string> = {
  duplicate: 'the channel already has this video',
  copyright: 'of a copyright claim',
  claim: 'of a copyright claim',
  inappropriate: 'YouTube judged it inappropriate',
  legal: 'of a legal matter',
  length:
    'it is longer than the channel may upload (verify the channel at youtube.com/verify for over 15 minutes)',
  termsOfUse: 'it breaks YouTube’s terms of use',
  trademark: 'of a trademark claim',
  uploaderAccountClosed: 'the channel is closed',
  uploaderAccountSuspended: 'the channel is suspended',
};

/**
 * Waits, bounded, for YouTube's verdict on the video, answering its status; throws a permanent
 * NetworkError for a bad one.
 */
export async function waitForProcessing(
  session: YoutubeSession,
  videoId: string,
  fileName: string,
  wait: ProcessingWait,
): Promise<YoutubeStatus> {
  const deadline = Date.now() + wait.waitMs;
  for (;;) {
    const answer = await session.read<VideoStatus>('/videos', {
      query: { part: 'status,processingDetails', id: videoId },
      what: `the processing of ${fileName}`,
    });
    const item = answer.items?.[0];
    const state = item?.status?.uploadStatus;
    const processing = item?.processingDetails?.processingStatus;
    if (state === 'failed' || processing === 'failed' || processing === 'terminated') {
      const reason = item?.status?.failureReason ?? processing ?? 'failed';
      throw new NetworkError(
        'permanent',
        `YouTube could not process ${fileName}: ${FAILURES[reason] ?? reason}. Check that the file plays, then publish it again.`,
        { code: 'processing_failed' },
      );
    }
    if (state === 'rejected') {
      const reason = item?.status?.rejectionReason ?? 'rejected';
      throw new NetworkError(
        'permanent',
        `YouTube rejected ${fileName} because ${REJECTIONS[reason] ?? reason}.`,
        { code: `rejected_${reason}` },
      );
    }
    if (state === 'processed' || Date.now() >= deadline) return item?.status ?? {};
    await wait.sleep(wait.pollMs);
  }
}
