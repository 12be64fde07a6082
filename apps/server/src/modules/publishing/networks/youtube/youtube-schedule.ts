import { YOUTUBE_PUBLISH_AT_MIN_MS } from '@expertos/domain/publishing/youtube';
import type { PublishInput } from '../network.js';
import type { YoutubeSession } from './youtube-api.js';
import type { YoutubeStatus } from './youtube-processing.js';

/**
 * YouTube's own scheduling (providers/publishing.md §7): a video uploaded `private` with
 * `status.publishAt` is made public by YouTube at that time. The engine hands a public video over
 * up to two hours ahead (`uploadLeadMs`); it goes up held for its time, and a later run (its
 * time come, or the post moved) sets what YouTube holds to what the post now says, read from
 * YouTube itself, so a run cut off between two calls or a change made in YouTube Studio is met
 * as it stands.
 */

/** What the video's privacy should be now: held private until `publishAt`, or as chosen. */
export interface WantedStatus {
  privacyStatus: string;
  publishAt?: string;
}

/** The post's time, when YouTube should make the video public then rather than now. */
export function publishAtFor(input: Pick<PublishInput, 'dueAt' | 'privacy'>, now: Date): string | undefined {
  if ((input.privacy ?? 'public') !== 'public' || !input.dueAt) return undefined;
  const due = new Date(input.dueAt);
  return due.getTime() - now.getTime() > YOUTUBE_PUBLISH_AT_MIN_MS ? due.toISOString() : undefined;
}

export function wantedStatus(input: Pick<PublishInput, 'dueAt' | 'privacy'>, now: Date): WantedStatus {
  const publishAt = publishAtFor(input, now);
  return publishAt ? { privacyStatus: 'private', publishAt } : { privacyStatus: input.privacy ?? 'public' };
}

const sameTime = (a?: string, b?: string) =>
  a === b || (a !== undefined && b !== undefined && new Date(a).getTime() === new Date(b).getTime());

export const statusMatches = (status: YoutubeStatus, want: WantedStatus) =>
  status.privacyStatus === want.privacyStatus && sameTime(status.publishAt, want.publishAt);

/** Read-only parts of `status` YouTube refuses or ignores in an update. */
const READ_ONLY = ['uploadStatus', 'failureReason', 'rejectionReason', 'madeForKids', 'publishAt'];

/**
 * Sets the video's privacy (`videos.update`, part `status`). The update replaces the whole part,
 * so what else YouTube holds there (the audience, the licence, embedding) is sent back as it
 * was; `publishAt` is sent only when wanted, which clears an earlier one.
 */
export async function setVideoStatus(
  session: YoutubeSession,
  id: string,
  current: YoutubeStatus,
  want: WantedStatus,
  what: string,
): Promise<void> {
  const kept = Object.fromEntries(Object.entries(current).filter(([field]) => !READ_ONLY.includes(field)));
  await session.read('/videos', {
    method: 'PUT',
    query: { part: 'status' },
    json: { id, status: { ...kept, ...want } },
    what,
  });
}

/** The video's status now (`videos.list`, part `status`); empty when YouTube has no such video. */
export async function videoStatus(session: YoutubeSession, id: string, what: string): Promise<YoutubeStatus> {
  const answer = await session.read<{ items?: { status?: YoutubeStatus }[] }>('/videos', {
    query: { part: 'status', id },
    what,
  });
  return answer.items?.[0]?.status ?? {};
}
