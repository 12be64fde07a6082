import '@/shared/i18n/parts/comment-anchors';
import '@/shared/i18n/parts/comments';
import { pinNumbers } from '@expertos/domain/comment-anchor';
import { Anchor, Badge, Box, Button, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMapPinPlus } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelative } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify/notify-store';
import { PinLayer, type PinPlace } from '@/shared/ui/pins/PinLayer';
import { QueryError } from '@/shared/ui/QueryError';
import type { ImageViewProps } from '@/shared/ui/slots';
import { useCommentsAt, useCreateAnchoredComment } from '../../api/use-anchored-comments';
import { authorOf, isPinned, type PinnedComment } from '../../lib/anchors';
import { CommentBody } from '../CommentBody';
import { AnchorComposer } from './AnchorComposer';
import { CommentMarks } from './CommentMarks';
import { ThreadButton } from './ThreadButton';

/**
 * A ticket's image shown large with its pinned comments (docs/product.md#comments-and-files):
 * numbered pins over the image and the list of their comments beside it. "Pin a comment" puts
 * a new pin on the image — a click makes a point, a drag a box, the arrow keys move it — and
 * opens the composer for it. Choosing a pin brings its comment into view and focus.
 */
export function ImagePins({ ticketUid, image }: ImageViewProps) {
  const { t } = useTranslation();
  const listId = useId();
  const comments = useCommentsAt(ticketUid, { image_uid: image.uid });
  const create = useCreateAnchoredComment(ticketUid);
  const [draft, setDraft] = useState<PinPlace | null>(null);
  const [showResolved, setShowResolved] = useState(true);
  const [activeUid, setActiveUid] = useState<string | null>(null);
  const draftRef = useRef<HTMLButtonElement>(null);
  const pinButton = useRef<HTMLButtonElement>(null);
  const items = useRef(new Map<string, HTMLElement>());

  const pinned = (comments.data ?? []).filter(isPinned);
  // Numbered over every pin, resolved ones too: a pin keeps its number when others are hidden.
  const numbers = pinNumbers(pinned);
  const ordered = [...pinned].sort((a, b) => (numbers.get(a.uid) ?? 0) - (numbers.get(b.uid) ?? 0));
  const shown = showResolved ? ordered : ordered.filter((comment) => !comment.resolved_at);
  const nameOf = (comment: PinnedComment) => authorOf(comment) ?? t('ui.comments.unknownAuthor');
  const labelOf = (comment: PinnedComment) =>
    t('ui.commentAnchors.pins.pinBy', { number: numbers.get(comment.uid), name: nameOf(comment) });

  const start = () => {
    setDraft({ x: 0.5, y: 0.5 });
    requestAnimationFrame(() => draftRef.current?.focus());
  };
  const stop = () => {
    setDraft(null);
    requestAnimationFrame(() => pinButton.current?.focus());
  };
  const pick = (comment: PinnedComment) => {
    setActiveUid(comment.uid);
    const item = items.current.get(comment.uid);
    item?.scrollIntoView?.({ block: 'nearest' });
    item?.focus();
  };

  const post = async (body: string, visibility: 'internal' | 'shared') => {
    if (!draft) return;
    await create.mutateAsync({
      body,
      visibility,
      anchor: { kind: 'pin', image_uid: image.uid, ...draft },
    });
    notify({ type: 'positive', message: t('ui.commentAnchors.composer.posted') });
    stop();
  };

  return (
    <Group align="flex-start" gap="lg" wrap="wrap" data-testid="image-pins">
      <Stack gap="xs" style={{ flex: '2 1 320px', minWidth: 0 }}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Button
            ref={pinButton}
            size="xs"
            variant={draft ? 'filled' : 'light'}
            aria-pressed={draft !== null}
            leftSection={<IconMapPinPlus size={16} aria-hidden />}
            onClick={() => (draft ? stop() : start())}
          >
            {t('ui.commentAnchors.pins.pinMode')}
          </Button>
          <Anchor href={image.src} target="_blank" rel="noopener noreferrer" size="xs">
            <Group gap={4} component="span">
              {t('ui.commentAnchors.pins.original')}
              <IconExternalLink size={12} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        {draft && (
          <Text size="xs" c="dimmed" role="status">
            {t('ui.commentAnchors.pins.pinModeOn')} {t('ui.commentAnchors.pins.keyboardHint')}
          </Text>
        )}
        <Box
          ta="center"
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Box
            pos="relative"
            display="inline-block"
            maw="100%"
            style={{ verticalAlign: 'top', userSelect: 'none' }}
          >
            <img
              src={image.src}
              alt={image.name}
              draggable={false}
              style={{ display: 'block', maxWidth: '100%', maxHeight: '70vh' }}
            />
            <PinLayer
              pins={shown.map((comment) => ({
                uid: comment.uid,
                place: comment.anchor,
                resolved: Boolean(comment.resolved_at),
              }))}
              numbers={numbers}
              activeUid={activeUid}
              onPick={(uid) => {
                const comment = shown.find((candidate) => candidate.uid === uid);
                if (comment) pick(comment);
              }}
              draft={draft}
              onDraft={setDraft}
              onCancelDraft={stop}
              draftRef={draftRef}
              labelOf={(uid) => {
                const comment = shown.find((candidate) => candidate.uid === uid);
                return comment ? labelOf(comment) : '';
              }}
              draftLabel={t('ui.commentAnchors.pins.draft')}
            />
          </Box>
        </Box>
      </Stack>

      <Stack gap="sm" style={{ flex: '1 1 240px', minWidth: 0 }}>
        {draft && (
          <AnchorComposer
            label={t('ui.commentAnchors.pins.draft')}
            onSubmit={post}
            onCancel={stop}
            autoFocus={false}
          />
        )}
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={listId}>
            {t('ui.commentAnchors.pins.title')}
          </Title>
          <Switch
            size="xs"
            label={t('ui.commentAnchors.thread.showResolved')}
            checked={showResolved}
            onChange={(event) => setShowResolved(event.currentTarget.checked)}
          />
        </Group>
        {comments.isPending && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('ui.commentAnchors.pins.loading')}</Text>
          </Group>
        )}
        {comments.isError && (
          <QueryError
            layout="inline"
            compact
            message={t('ui.commentAnchors.pins.loadError')}
            error={comments.error}
            onRetry={() => void comments.refetch()}
            retrying={comments.isFetching}
          />
        )}
        {comments.isSuccess && pinned.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="image-pins-empty">
            {t('ui.commentAnchors.pins.empty')}
          </Text>
        )}
        {shown.length > 0 && (
          <Stack component="ol" aria-labelledby={listId} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.map((comment) => (
              <Box
                component="li"
                key={comment.uid}
                tabIndex={-1}
                ref={(node: HTMLElement | null) => {
                  if (node) items.current.set(comment.uid, node);
                  else items.current.delete(comment.uid);
                }}
                aria-label={labelOf(comment)}
                data-testid="pinned-comment"
                data-active={comment.uid === activeUid || undefined}
                p={6}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  outline:
                    comment.uid === activeUid ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                  background: comment.uid === activeUid ? 'var(--mantine-primary-color-light)' : undefined,
                  opacity: comment.resolved_at ? 0.6 : 1,
                }}
              >
                <Group align="flex-start" gap="xs" wrap="nowrap">
                  <Badge
                    circle
                    size="lg"
                    variant={comment.uid === activeUid ? 'filled' : 'light'}
                    color={comment.resolved_at ? 'gray' : undefined}
                    aria-hidden
                  >
                    {numbers.get(comment.uid)}
                  </Badge>
                  <Stack gap={2} miw={0} style={{ flex: 1 }}>
                    <Group gap={6} style={{ rowGap: 0 }}>
                      <Text size="sm" fw={600}>
                        {nameOf(comment)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        <time dateTime={comment.created} title={formatDateTime(comment.created)}>
                          {formatRelative(comment.created)}
                        </time>
                      </Text>
                      <CommentMarks comment={comment} />
                    </Group>
                    <CommentBody body={comment.body} />
                    <Group gap={4}>
                      <ThreadButton ticketUid={ticketUid} comment={comment} />
                    </Group>
                  </Stack>
                </Group>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </Group>
  );
}
