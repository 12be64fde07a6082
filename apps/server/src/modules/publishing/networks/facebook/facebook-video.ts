import { NetworkError } from '../network.js';
import { type Graph, text } from './facebook-graph.js';

/** How the adapter waits on a video Facebook processes. */
export interface VideoWait {
  /** Between two looks at the video's status. */
  pollMs: number;
  /** How long in all before the attempt gives up for now (the video keeps processing). */
  waitMs: number;
  /** The pause itself: tests pass one that does not wait. */
  sleep: (ms: number) => Promise<void>;
}

/** Where Facebook is with a video (`GET /{video}?fields=status`, `status.video_status`). */
export type VideoOutcome =
  | { state: 'ready' | 'processing' }
  | { state: 'error' | 'expired'; words: string | undefined };

interface PhaseStatus {
  status?: string;
  errors?: { code?: number; message?: string }[];
}

/** One look at the video's status; Facebook's reason with a failure. */
export async function videoOutcome(graph: Graph, token: string, videoId: string): Promise<VideoOutcome> {
  const body = await graph('GET', `/${videoId}`, token, { fields: 'status' }, 'the video');
  const status = (body.status ?? {}) as Record<string, unknown>;
  const state = text(status.video_status) ?? 'processing';
  if (state === 'ready') return { state: 'ready' };
  if (state === 'error' || state === 'expired') {
    const phases = ['uploading_phase', 'processing_phase', 'publishing_phase'].map(
      (phase) => (status[phase] ?? {}) as PhaseStatus,
    );
    const words = phases
      .flatMap((phase) => phase.errors ?? [])
      .map((error) => text(error.message))
      .find(Boolean);
    return { state, words };
  }
  return { state: 'processing' };
}

/**
 * Waits until Facebook has processed the video (and so published it). A video Facebook could not
 * process fails for good in Facebook's words; one still processing after the wait is tried later
 * (transient), its upload kept; an expired upload is made anew.
 */
export async function waitForVideo(
  graph: Graph,
  token: string,
  videoId: string,
  wait: VideoWait,
): Promise<void> {
  // Counted in looks rather than clock time, so a wait that does not pause (tests) ends too.
  const looks = Math.max(1, Math.ceil(wait.waitMs / Math.max(1, wait.pollMs)));
  for (let look = 1; ; look += 1) {
    const outcome = await videoOutcome(graph, token, videoId);
    if (outcome.state === 'ready') return;
    if (outcome.state === 'error')
      throw new NetworkError(
        'permanent',
        `Facebook could not process the video: ${outcome.words ?? 'it gave no reason'}. Check that it is an MP4 or MOV that plays, then publish again.`,
        { code: 'video_failed' },
      );
    if (outcome.state === 'expired')
      throw new NetworkError('transient', 'Facebook let the video upload expire; it is uploaded again.', {
        code: 'video_expired',
      });
    if (look >= looks)
      throw new NetworkError(
        'transient',
        'Facebook is still processing the video; publishing goes on shortly.',
        {
          code: 'video_processing',
          retryAfterMs: 60_000,
        },
      );
    await wait.sleep(wait.pollMs);
  }
}
