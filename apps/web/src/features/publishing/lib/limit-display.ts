import {
  BLUESKY_LIMITS,
  checkForNetwork,
  type LimitProblem,
  MASTODON_DEFAULT_LIMITS,
  type MastodonLimits,
  type PublishingNetwork,
} from '@expertos/domain/publishing/limits';
import { postLength } from '@expertos/domain/publishing/post-length';
import { splitThread, withLink } from '@expertos/domain/publishing/thread';
import { threadsPosts } from '@expertos/domain/publishing/threads';
import type { TikTokCreatorFacts } from '@expertos/domain/publishing/tiktok';
import { xPosts } from '@expertos/domain/publishing/x';
import { httpUrlSchema } from '@expertos/domain/url';
import { type ChannelRef, isHandoffChannel, networkOf } from './channel-mode';
import {
  type MediumFacts,
  NEW_PINTEREST,
  NEW_TIKTOK,
  NEW_YOUTUBE,
  type VariantDraft,
  youtubeTags,
} from './variant-draft';

/** The text's length as the network counts it, against its limit: "287 / 300". */
export interface LengthCount {
  count: number;
  max: number;
  over: boolean;
}

/** What the editor says about a variant as it is typed. */
export interface VariantCheck {
  /** Every rule the variant breaks, in the network's words (the domain's `checkForNetwork`). */
  problems: LimitProblem[];
  /** Rules about the whole post (its text, how many files, empty): shown under the text. */
  postProblems: LimitProblem[];
  /** Rules about the first comment: shown under it. */
  commentProblems: LimitProblem[];
  /** Rules about the poll (its choices, how long it is open): shown at the poll. */
  pollProblems: LimitProblem[];
  /** Rules about one file, by its place in the variant's list: shown at the file. */
  mediaProblems: Map<number, LimitProblem[]>;
  /** Null for a hand-off channel: the network's own app checks it when the person posts. */
  length: LengthCount | null;
  /** Bluesky's "post as a thread": the posts the text goes out as (one when it fits). */
  threadPosts: number;
  /** The link is no web address the server would take. */
  badLink: boolean;
}

/**
 * The variant checked against its channel's network, as the server will check it before
 * anything is scheduled. A file not (yet) known to the composer counts as an image of no size.
 */
export function checkVariant(
  channel: ChannelRef,
  draft: VariantDraft,
  media: ReadonlyMap<string, MediumFacts>,
  mastodon: MastodonLimits = MASTODON_DEFAULT_LIMITS,
  /** TikTok: the account's creator info, once read (the levels it offers, its longest video). */
  tiktokCreator?: TikTokCreatorFacts,
): VariantCheck {
  const network = networkOf(channel);
  if (isHandoffChannel(channel))
    return {
      problems: [],
      postProblems: [],
      commentProblems: [],
      pollProblems: [],
      mediaProblems: new Map(),
      length: null,
      threadPosts: 1,
      badLink: false,
    };
  const publishing = network as PublishingNetwork;
  const link = draft.link.trim();
  const badLink = link !== '' && !httpUrlSchema.safeParse(link).success;
  const x = publishing === 'x';
  const thread = (publishing === 'bluesky' || x || publishing === 'threads') && draft.thread;
  const instagram = publishing === 'instagram';
  const problems = checkForNetwork(
    publishing,
    {
      text: draft.text,
      contentWarning: draft.contentWarning,
      link: link && !badLink ? link : undefined,
      thread,
      firstComment: draft.firstComment,
      ...(instagram ? { postKind: draft.postKind } : {}),
      ...(publishing === 'tiktok'
        ? {
            privacyLevel: (draft.tiktok ?? NEW_TIKTOK).privacyLevel || undefined,
            brandContent: (draft.tiktok ?? NEW_TIKTOK).brandContent,
            tiktokMode: (draft.tiktok ?? NEW_TIKTOK).mode,
            ...(tiktokCreator ? { tiktokCreator } : {}),
          }
        : {}),
      ...(publishing === 'youtube'
        ? {
            title: (draft.youtube ?? NEW_YOUTUBE).title.trim() || undefined,
            tags: youtubeTags((draft.youtube ?? NEW_YOUTUBE).tags),
          }
        : {}),
      ...(publishing === 'pinterest'
        ? {
            boardId: (draft.pinterest ?? NEW_PINTEREST).boardId || undefined,
            title: (draft.pinterest ?? NEW_PINTEREST).title.trim() || undefined,
          }
        : {}),
      ...(publishing === 'mastodon' && draft.poll.on
        ? { poll: { options: draft.poll.options, expiresIn: draft.poll.expiresIn } }
        : {}),
      media: draft.media.map((m) => {
        const facts = media.get(m.uid);
        return {
          mimeType: facts?.mime_type ?? 'image/jpeg',
          bytes: facts?.bytes ?? 0,
          durationMs: facts?.duration_ms ?? null,
          width: facts?.width ?? null,
          height: facts?.height ?? null,
          frameRate: facts?.frame_rate ?? null,
        };
      }),
    },
    mastodon,
  );
  const mediaProblems = new Map<number, LimitProblem[]>();
  for (const problem of problems) {
    if (problem.media === undefined) continue;
    mediaProblems.set(problem.media, [...(mediaProblems.get(problem.media) ?? []), problem]);
  }
  const { count, max } = postLength(
    publishing,
    {
      text: draft.text,
      link: link && !badLink ? link : undefined,
      contentWarning: draft.contentWarning,
      media: draft.media.map((m) => ({ mimeType: media.get(m.uid)?.mime_type ?? 'image/jpeg' })),
    },
    mastodon,
  );
  return {
    problems,
    postProblems: problems.filter((p) => p.media === undefined && !p.comment && !isPollRule(p)),
    commentProblems: problems.filter((p) => p.comment),
    pollProblems: problems.filter(isPollRule),
    mediaProblems,
    // A thread may run past one post's limit: its count is not a fault then.
    length: { count, max, over: count > max && !thread },
    threadPosts: !thread
      ? 1
      : x
        ? xPosts(withLink(draft.text, link || undefined), true).length
        : publishing === 'threads'
          ? threadsPosts(withLink(draft.text, link || undefined), true).length
          : splitThread(draft.text, BLUESKY_LIMITS.textGraphemes, BLUESKY_LIMITS.textBytes).length,
    badLink,
  };
}

const isPollRule = (problem: LimitProblem) => problem.rule.startsWith('poll_');

/** "287 / 300", as the counter beside the text says it. */
export function lengthLabel(length: LengthCount): string {
  return `${length.count} / ${length.max}`;
}
