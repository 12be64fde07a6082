import '@/shared/i18n/parts/publishing';
import type { PublishingChannel } from '@expertos/domain/publishing/channel.schema';
import { isPublishingNetwork } from '@expertos/domain/publishing/handoff';
import type { PublishingNetwork } from '@expertos/domain/publishing/limits';
import { Avatar, Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountLabel, hostLabel } from '../../lib/account-label';
import { isHandoffChannel } from '../../lib/channel-mode';
import { previewPieces, previewPost } from '../../lib/preview-text';
import { type MediumFacts, mediumUid, type VariantDraft } from '../../lib/variant-draft';
import { NetworkIcon, networkName } from '../NetworkMark';
import { MediumThumb } from './MediumThumb';

const LINK_COLOR: Record<string, string> = { bluesky: 'blue.6', mastodon: 'violet.6' };

/** The text as the network shows it: its line breaks, and what it links in the network's colour. */
function PostText({ text, network }: { text: string; network: string }) {
  const color = LINK_COLOR[network] ?? 'blue.6';
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="preview-text">
      {previewPieces(text).map((piece, i) =>
        piece.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are the text's, in its order.
          <span key={i}>{piece.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are the text's, in its order.
          <Text key={i} span c={color} inherit data-kind={piece.kind}>
            {piece.text}
          </Text>
        ),
      )}
    </Text>
  );
}

/** Up to four images as the networks lay them out: one wide, two side by side, then a grid. */
function ImageGrid({ media }: { media: { medium: MediumFacts; alt: string }[] }) {
  if (media.length === 0) return null;
  const one = media.length === 1;
  return (
    <SimpleGrid cols={one ? 1 : 2} spacing={4} data-testid="preview-media">
      {media.map(({ medium, alt }) => (
        <MediumThumb key={mediumUid(medium)} medium={medium} alt={alt} height={one ? 180 : 100} />
      ))}
    </SimpleGrid>
  );
}

/** The card a network makes of the page a post links to (its title and picture come when it is posted). */
function LinkCard({ url }: { url: string }) {
  const { t } = useTranslation();
  let host = url;
  try {
    host = hostLabel(new URL(url).host);
  } catch {
    // An address being typed: shown as it is.
  }
  return (
    <Paper withBorder radius="sm" p="xs" data-testid="preview-card">
      <Text size="xs" c="dimmed">
        {t('ui.publishing.composer.cardOf', { host })}
      </Text>
      <Text size="xs" truncate>
        {url}
      </Text>
    </Paper>
  );
}

/** A post's text, then its images or its link card (only the first post of a thread carries them). */
/** A poll's choices as Mastodon shows them before anyone votes. */
function PollPreview({ poll }: { poll: VariantDraft['poll'] }) {
  return (
    <Stack gap={4} data-testid="preview-poll" role="list">
      {poll.options.map((option, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the choices, in their order.
        <Group key={i} gap="xs" wrap="nowrap" role="listitem">
          <Box
            w={14}
            h={14}
            style={{
              flexShrink: 0,
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: poll.multiple ? 3 : '50%',
            }}
          />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {option.trim() || '…'}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function PostBody({
  network,
  draft,
  files,
}: {
  network: PublishingNetwork;
  draft: VariantDraft;
  files: { medium: MediumFacts; alt: string }[];
}) {
  const { t } = useTranslation();
  const post = previewPost(network, { ...draft, hasImages: files.length > 0 });
  const [first = '', ...replies] = post.texts;
  return (
    <>
      <PostText text={first} network={network} />
      <ImageGrid media={files} />
      {network === 'mastodon' && draft.poll.on && <PollPreview poll={draft.poll} />}
      {post.card && <LinkCard url={post.card} />}
      {replies.map((text, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the thread's posts, in their order.
        <Box key={i} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
          <Text size="xs" c="dimmed">
            {t('ui.publishing.composer.threadReply', { n: i + 2, count: post.texts.length })}
          </Text>
          <PostText text={text} network={network} />
        </Box>
      ))}
    </>
  );
}

/**
 * The variant as it will look on its network (docs/product.md#publishing): the account, the
 * text with its line breaks and links, the images, and on Mastodon the content warning with
 * the post folded behind it. A hand-off channel's post is shown as the plain text the person
 * will paste into the network's app, with the files they will add.
 */
export function PostPreview({
  channel,
  draft,
  media,
}: {
  channel: PublishingChannel;
  draft: VariantDraft;
  media: ReadonlyMap<string, MediumFacts>;
}) {
  const { t } = useTranslation();
  const k = 'ui.publishing.composer' as const;
  const [open, setOpen] = useState(false);
  const network = networkName(channel.network, t);
  const files = draft.media.flatMap((m) => {
    const medium = media.get(m.uid);
    return medium ? [{ medium, alt: m.alt }] : [];
  });
  const avatar = channel.avatar_url?.startsWith('https://') ? channel.avatar_url : null;
  const warning = channel.network === 'mastodon' ? draft.contentWarning.trim() : '';
  const handoff = isHandoffChannel(channel);
  const engine: PublishingNetwork = isPublishingNetwork(channel.network) ? channel.network : 'bluesky';

  return (
    <Stack gap={4} component="figure" m={0} aria-label={t(`${k}.preview`, { network })}>
      <Text component="figcaption" size="xs" c="dimmed" fw={600}>
        {t(`${k}.preview`, { network })}
      </Text>
      <Paper withBorder radius="md" p="sm" data-testid="post-preview" data-network={channel.network}>
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={avatar} radius="xl" size={32} alt="">
              <NetworkIcon network={channel.network} size={16} />
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={700} truncate>
                {channel.display_name || channel.handle}
              </Text>
              {(channel.display_name || channel.mode === 'api') && (
                <Text size="xs" c="dimmed" truncate>
                  {accountLabel(channel)}
                </Text>
              )}
            </Stack>
          </Group>
          {handoff ? (
            <>
              <Text
                size="sm"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                data-testid="preview-text"
              >
                {draft.text}
              </Text>
              {files.length > 0 && (
                <Text size="xs" c="dimmed">
                  {t(`${k}.handoffFiles`, { count: files.length })}
                </Text>
              )}
            </>
          ) : warning ? (
            <>
              <Box>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {warning}
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  mt={4}
                  onClick={() => setOpen((value) => !value)}
                  aria-expanded={open}
                >
                  {open ? t(`${k}.showLess`) : t(`${k}.showMore`)}
                </Button>
              </Box>
              {open && <PostBody network={engine} draft={draft} files={files} />}
            </>
          ) : (
            <PostBody network={engine} draft={draft} files={files} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
