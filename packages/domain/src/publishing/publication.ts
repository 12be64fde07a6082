import { type YoutubePrivacy, youtubeUploadLeadMs } from './youtube';

/**
 * A publication: one post variant on one channel, and where it stands
 * (docs/product.md#publishing). The engine writes the state before and after every call to the
 * network, so after a crash it knows whether a call may have gone out.
 */

export const PUBLICATION_STATES = [
  'scheduled',
  'publishing',
  'published',
  'failed',
  'needs_attention',
  'handed_off',
] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/**
 * The moves a publication may make, and nothing else:
 * - scheduled → publishing: a worker claims it at its time;
 * - scheduled → needs_attention: it is more than the late window past its time (never published
 *   silently late), or it needs approval again after an edit;
 * - publishing → published | failed: the network answered;
 * - publishing → scheduled: a passing error, tried again later (and after a crash mid-call, only
 *   once the network was asked whether the post is already there);
 * - publishing → needs_attention: the channel must be reconnected, or a run cut off mid-call
 *   came back past the late window and the post is not on the network, or the jobs table gave
 *   the post's job up;
 * - failed | needs_attention → scheduled: a person retries or reschedules it;
 * - failed | needs_attention → publishing: a person publishes it now;
 * - publishing → handed_off: a phone hand-off's notice went to the person who posts it by hand;
 * - handed_off → published: they said "I've posted it" with the live link;
 * - handed_off → scheduled: it is moved to another time (the notice goes again then).
 * Published is final.
 */
const MOVES: Record<PublicationState, readonly PublicationState[]> = {
  scheduled: ['publishing', 'needs_attention'],
  publishing: ['published', 'failed', 'scheduled', 'needs_attention', 'handed_off'],
  published: [],
  failed: ['scheduled', 'publishing'],
  needs_attention: ['scheduled', 'publishing'],
  handed_off: ['published', 'scheduled'],
};

export function canMove(from: PublicationState, to: PublicationState): boolean {
  return MOVES[from].includes(to);
}

/** How late a scheduled post may still go out by itself, unless the deployment says otherwise. */
export const PUBLISH_LATE_WINDOW_MINUTES = 60;

/**
 * How long before its time a post goes to the network: a network that publishes at a time
 * itself (YouTube's `publishAt`) gets a public video ahead, so a long upload and its processing
 * never make it late; every other post goes at its time.
 */
export function uploadLeadMs(network: string, variant: { privacy?: YoutubePrivacy }): number {
  return network === 'youtube' ? youtubeUploadLeadMs(variant.privacy) : 0;
}

/** Whether a post due at `due` is too late at `now` to go out without a person saying so. */
export function isTooLate(due: Date, now: Date, windowMinutes = PUBLISH_LATE_WINDOW_MINUTES): boolean {
  return now.getTime() - due.getTime() > windowMinutes * 60_000;
}

/**
 * Where a post's ticket is approved, for a brand whose publishing requires approval: approved,
 * or past it (done, published, posted).
 */
export const POST_APPROVED_STATUSES = ['approved', 'done', 'published', 'posted'] as const;

/**
 * The ticket fields that are the post's content: an edit of one after approval takes the post
 * off the schedule until it is approved again (docs/product.md#publishing).
 */
export const POST_CONTENT_FIELDS = [
  'summary',
  'description',
  'caption',
  'hook',
  'hook_variation_1',
  'hook_variation_2',
  'hook_variation_3',
] as const;

/** What the timeline and the post say when an edit after approval took it off the schedule. */
export const EDITED_AFTER_APPROVAL_MESSAGE =
  'Edited after approval: it is off the schedule until it is approved again.';

/** What the timeline says when the engine found the post's content is not the approved one. */
export const NOT_APPROVED_AS_IS_MESSAGE =
  'Not published: its content is not the version that was approved. It waits until it is approved again.';

/**
 * What the engine writes on a publication's timeline (and as its error) in its own words, once
 * here: the server records them, the web and the tests read them.
 */
/** A channel whose sign-in cannot be renewed reads as *needs reconnecting* this many days before it ends. */
export const CHANNEL_RENEW_WARNING_DAYS = 7;

export const PUBLICATION_WORDS = {
  late: (minutes: number) =>
    `It was more than ${minutes} minutes past its time: publish it now or reschedule it.`,
  foundAfterCutOff: 'Found on the network after an interrupted attempt.',
  firstCommentFailed: (reason: string) => `The first comment did not go out: ${reason}`,
  handedOff: 'Sent to the phone of the person who posts it.',
  channelGone: 'The channel is no longer connected.',
  reconnect: 'The account must be reconnected before this post can go out.',
  /** The daily token health, for a sign-in that cannot be renewed. */
  signInEnds: (when: string) =>
    `Its sign-in ends on ${when.slice(0, 10)} and the network does not renew it by itself: connect the account again before then.`,
  signInEnded: 'Its sign-in has ended: connect the account again.',
  networkNotSetUp:
    'This network is no longer set up on this server (its developer app’s credentials were removed). Set it up again, then publish this post again.',
  /** Given up while it was being sent: it may be out already. */
  gaveUpMidCall: (reason: string) =>
    `Publishing stopped while sending this post (${reason}). Check the network for it before publishing it again.`,
  gaveUp: (reason: string) => `Publishing gave up on this post (${reason}). Publish it now or reschedule it.`,
  fileGone: (name: string) => `The file ${name} is no longer stored.`,
  /** A post the network held for its time, and that time has passed: it is out. */
  alreadyLive: 'It is public on the network already: it went out at its time.',
  /** Stopping a post the network holds needs the account, to take it back. */
  /** The network would not take back a post it holds: nothing was changed here. */
  takeBackFailed: (reason: string) =>
    `The video is on the network already, held for its time, and could not be kept private (${reason}). Nothing was changed; try again.`,
  reconnectToTakeBack: (handle: string) =>
    `${handle} must be reconnected first: the video is on the network already, held for its time, and only a connected account can keep it private.`,
} as const;
