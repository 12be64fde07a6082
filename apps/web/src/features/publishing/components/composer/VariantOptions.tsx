import '@/shared/i18n/parts/publishing';
import type { PublishingChannel } from '@expertos/domain/publishing/channel.schema';
import { BLUESKY_THREAD_MAX_POSTS } from '@expertos/domain/publishing/thread';
import { MASTODON_VISIBILITIES } from '@expertos/domain/publishing/variant.schema';
import { X_THREAD_MAX_POSTS } from '@expertos/domain/publishing/x';
import { Checkbox, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isHandoffChannel } from '../../lib/channel-mode';
import type { VariantCheck } from '../../lib/limit-display';
import type { MastodonVisibility, MediumFacts, VariantDraft } from '../../lib/variant-draft';
import { InstagramOptions } from './InstagramOptions';
import { PinterestOptions } from './PinterestOptions';
import { PollEditor } from './PollEditor';
import { TikTokOptions } from './TikTokOptions';
import { YoutubeOptions } from './YoutubeOptions';

/**
 * A variant's options on its network: the page it links to (Bluesky's card; added to the text on
 * Mastodon), the first comment, Bluesky's "post as a thread", Mastodon's content warning,
 * visibility and poll. A hand-off
 * post has none: the person sets them in the network's app.
 */
export function VariantOptions({
  images,
  projectUid,
  channel,
  draft,
  check,
  linkRefused,
  commentRefused,
  pollRefused,
  onChange,
}: {
  /** The ticket's images (a YouTube thumbnail is one of them). */
  images: readonly MediumFacts[];
  projectUid: string;
  channel: PublishingChannel;
  draft: VariantDraft;
  check: VariantCheck;
  /** What the server said of the link last time. */
  linkRefused: readonly string[];
  /** What the server said of the first comment last time. */
  commentRefused: readonly string[];
  /** What the server said of the poll last time. */
  pollRefused: readonly string[];
  onChange: (change: Partial<VariantDraft>) => void;
}) {
  const { t } = useTranslation();
  const k = 'ui.publishing.composer' as const;
  const commentError = [...check.commentProblems.map((p) => p.message), ...commentRefused];
  const firstComment = (description: string) => (
    <Textarea
      label={t(`${k}.firstComment`)}
      description={description}
      autosize
      minRows={1}
      maxRows={6}
      maxLength={10_000}
      value={draft.firstComment}
      onChange={(event) => onChange({ firstComment: event.currentTarget.value })}
      error={commentError.length > 0 ? commentError.join(' ') : undefined}
    />
  );
  // A hand-off post's options are the network app's; its first comment waits on the phone.
  if (isHandoffChannel(channel)) return firstComment(t(`${k}.firstCommentHandoff`));
  // TikTok takes no link and no comment from here; its choices are its audit's.
  if (channel.network === 'tiktok')
    return <TikTokOptions projectUid={projectUid} channel={channel} draft={draft} onChange={onChange} />;
  const linkError = [...(check.badLink ? [t(`${k}.linkInvalid`)] : []), ...linkRefused];
  // Pinterest: the board, the title and the destination link; its API posts no comments.
  if (channel.network === 'pinterest')
    return (
      <PinterestOptions
        projectUid={projectUid}
        channel={channel}
        draft={draft}
        linkError={linkError.length > 0 ? linkError.join(' ') : undefined}
        onChange={onChange}
      />
    );
  // YouTube: the text is the description; the video's own details here.
  if (channel.network === 'youtube')
    return (
      <YoutubeOptions
        projectUid={projectUid}
        channelUid={channel.uid}
        images={images}
        draft={draft}
        onChange={onChange}
      />
    );
  // Instagram makes no link card: links go in the first comment (or the bio).
  if (channel.network === 'instagram')
    return (
      <Stack gap="xs">
        <InstagramOptions projectUid={projectUid} channel={channel} draft={draft} onChange={onChange} />
        {draft.postKind !== 'story' && firstComment(t(`${k}.firstCommentInstagram`))}
      </Stack>
    );
  return (
    <Stack gap="xs">
      <TextInput
        type="url"
        label={t(`${k}.link`)}
        description={
          channel.network === 'bluesky'
            ? t(`${k}.linkHintBluesky`)
            : channel.network === 'x'
              ? t(`${k}.linkHintX`)
              : channel.network === 'linkedin'
                ? t(`${k}.linkHintLinkedIn`)
                : t(`${k}.linkHintMastodon`)
        }
        placeholder="https://"
        maxLength={2000}
        value={draft.link}
        onChange={(event) => onChange({ link: event.currentTarget.value })}
        error={linkError.length > 0 ? linkError.join(' ') : undefined}
      />
      {firstComment(t(`${k}.firstCommentHint`))}
      {(channel.network === 'bluesky' || channel.network === 'x') && (
        <Checkbox
          label={t(`${k}.thread`)}
          description={
            draft.thread && check.threadPosts > 1
              ? t(`${k}.threadPosts`, { count: check.threadPosts })
              : t(`${k}.threadHint`, {
                  max: channel.network === 'x' ? X_THREAD_MAX_POSTS : BLUESKY_THREAD_MAX_POSTS,
                })
          }
          checked={draft.thread}
          onChange={(event) => onChange({ thread: event.currentTarget.checked })}
        />
      )}
      {channel.network === 'mastodon' && (
        <SimpleGrid minColWidth={180} autoFlow="auto-fit" spacing="xs">
          <TextInput
            label={t(`${k}.contentWarning`)}
            description={t(`${k}.contentWarningHint`)}
            maxLength={1000}
            value={draft.contentWarning}
            onChange={(event) => onChange({ contentWarning: event.currentTarget.value })}
          />
          <Select
            label={t(`${k}.visibility`)}
            data={MASTODON_VISIBILITIES.map((value) => ({ value, label: t(`${k}.visibilities.${value}`) }))}
            value={draft.visibility}
            onChange={(value) => value && onChange({ visibility: value as MastodonVisibility })}
            allowDeselect={false}
          />
        </SimpleGrid>
      )}
      {channel.network === 'mastodon' && (
        <PollEditor
          poll={draft.poll}
          problems={[...check.pollProblems.map((p) => p.message), ...pollRefused]}
          onChange={(poll) => onChange({ poll })}
        />
      )}
    </Stack>
  );
}
