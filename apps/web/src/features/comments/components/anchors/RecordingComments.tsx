import '@/shared/i18n/parts/comment-anchors';
import '@/shared/i18n/parts/comments';
import { formatClock } from '@expertos/domain/clock';
import { Box, Button, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelative } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import type { RecordingCommentsProps } from '@/shared/ui/slots';
import { useCommentsAt, useCreateAnchoredComment } from '../../api/use-anchored-comments';
import { authorOf, byMoment, type TimedComment } from '../../lib/anchors';
import { CommentBody } from '../CommentBody';
import { AnchorComposer } from './AnchorComposer';
import { CommentMarks } from './CommentMarks';
import { RecordingTimeline } from './RecordingTimeline';
import { ThreadButton } from './ThreadButton';

type Draft = { start: number; end: number | null };

const momentText = (comment: TimedComment) =>
  comment.anchor.end_ms !== undefined
    ? `${formatClock(comment.anchor.start_ms)}–${formatClock(comment.anchor.end_ms)}`
    : formatClock(comment.anchor.start_ms);

function RangeControls({
  draft,
  now,
  onChange,
}: {
  draft: Draft;
  now: () => number;
  onChange: (draft: Draft) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Button variant="default" size="compact-xs" onClick={() => onChange({ ...draft, start: now() })}>
        {t('ui.commentAnchors.recording.startNow')}
      </Button>
      <Button variant="default" size="compact-xs" onClick={() => onChange({ ...draft, end: now() })}>
        {t('ui.commentAnchors.recording.endNow')}
      </Button>
      {draft.end !== null && (
        <Button variant="subtle" size="compact-xs" onClick={() => onChange({ ...draft, end: null })}>
          {t('ui.commentAnchors.recording.clearEnd')}
        </Button>
      )}
    </Group>
  );
}

/**
 * A recording's comments on its player page (docs/product.md#comments-and-files): markers along
 * the recording (a click seeks to the moment), a comment at the current moment or over a range,
 * and the list in the order of the recording, each with its moment, who wrote it and whether
 * its thread is resolved. The comments are the ticket's: they show in its conversation too.
 */
export function RecordingComments({
  ticketUid,
  videoUid,
  durationMs,
  player,
  headingOrder,
}: RecordingCommentsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const comments = useCommentsAt(ticketUid, { video_uid: videoUid });
  const create = useCreateAnchoredComment(ticketUid);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [showResolved, setShowResolved] = useState(true);
  const [activeUid, setActiveUid] = useState<string | null>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const rows = useRef(new Map<string, HTMLElement>());

  const all = byMoment(comments.data ?? []);
  const shown = showResolved ? all : all.filter((comment) => !comment.resolved_at);
  // A moment as the player has it, within the recording's known length.
  const now = () => Math.min(player.currentMs(), durationMs ?? Number.POSITIVE_INFINITY);

  const pick = (comment: TimedComment, from: 'marker' | 'row') => {
    player.seek(comment.anchor.start_ms);
    setActiveUid(comment.uid);
    if (from === 'marker') rows.current.get(comment.uid)?.scrollIntoView?.({ block: 'nearest' });
  };

  const close = () => {
    setDraft(null);
    // Back to where writing started, for the keyboard.
    requestAnimationFrame(() => startButton.current?.focus());
  };

  const post = async (body: string, visibility: 'internal' | 'shared') => {
    if (!draft) return;
    await create.mutateAsync({
      body,
      visibility,
      anchor: {
        kind: 'time',
        video_uid: videoUid,
        start_ms: draft.start,
        ...(draft.end !== null ? { end_ms: draft.end } : {}),
      },
    });
    notify({ type: 'positive', message: t('ui.commentAnchors.composer.posted') });
    close();
  };

  const draftLabel = draft
    ? draft.end !== null
      ? t('ui.commentAnchors.recording.commentRange', {
          start: formatClock(draft.start),
          end: formatClock(draft.end),
        })
      : t('ui.commentAnchors.recording.commentHere', { time: formatClock(draft.start) })
    : '';

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-testid="recording-comments">
      <Title id={headingId} order={headingOrder} size="h4">
        {t('ui.commentAnchors.recording.title')}
      </Title>
      {durationMs !== null && durationMs > 0 ? (
        <RecordingTimeline
          comments={shown}
          durationMs={durationMs}
          draft={draft}
          activeUid={activeUid}
          onPick={(comment) => pick(comment, 'marker')}
        />
      ) : (
        <Text size="xs" c="dimmed">
          {t('ui.commentAnchors.recording.noLength')}
        </Text>
      )}
      {draft ? (
        <AnchorComposer
          label={draftLabel}
          onSubmit={post}
          onCancel={close}
          problem={
            draft.end !== null && draft.end <= draft.start
              ? t('ui.commentAnchors.recording.endBeforeStart')
              : null
          }
        >
          <RangeControls draft={draft} now={now} onChange={setDraft} />
        </AnchorComposer>
      ) : (
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Button
            ref={startButton}
            size="xs"
            leftSection={<IconMessagePlus size={16} aria-hidden />}
            onClick={() => setDraft({ start: now(), end: null })}
          >
            {t('ui.commentAnchors.recording.commentNow')}
          </Button>
          <Switch
            size="xs"
            label={t('ui.commentAnchors.thread.showResolved')}
            checked={showResolved}
            onChange={(event) => setShowResolved(event.currentTarget.checked)}
          />
        </Group>
      )}
      {comments.isPending && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('ui.commentAnchors.recording.loading')}</Text>
        </Group>
      )}
      {comments.isError && (
        <QueryError
          layout="inline"
          compact
          message={t('ui.commentAnchors.recording.loadError')}
          error={comments.error}
          onRetry={() => void comments.refetch()}
          retrying={comments.isFetching}
        />
      )}
      {comments.isSuccess && all.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="recording-comments-empty">
          {t('ui.commentAnchors.recording.empty')}
        </Text>
      )}
      {comments.isSuccess && all.length > 0 && shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('ui.commentAnchors.recording.allResolved')}
        </Text>
      )}
      {shown.length > 0 && (
        <Stack
          component="ol"
          aria-label={t('ui.commentAnchors.recording.list')}
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {shown.map((comment) => {
            const name = authorOf(comment) ?? t('ui.comments.unknownAuthor');
            return (
              <Box
                component="li"
                key={comment.uid}
                ref={(node: HTMLElement | null) => {
                  if (node) rows.current.set(comment.uid, node);
                  else rows.current.delete(comment.uid);
                }}
                p={6}
                data-testid="recording-comment"
                data-active={comment.uid === activeUid || undefined}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: comment.uid === activeUid ? 'var(--mantine-primary-color-light)' : undefined,
                  opacity: comment.resolved_at ? 0.6 : 1,
                }}
              >
                <Group align="flex-start" gap="sm" wrap="nowrap">
                  <Button
                    variant="light"
                    size="compact-xs"
                    aria-label={t('ui.commentAnchors.recording.seek', {
                      time: formatClock(comment.anchor.start_ms),
                    })}
                    onClick={() => pick(comment, 'row')}
                    style={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
                  >
                    {momentText(comment)}
                  </Button>
                  <Stack gap={2} miw={0} style={{ flex: 1 }}>
                    <Group gap={6} style={{ rowGap: 0 }}>
                      <Text size="sm" fw={600}>
                        {name}
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
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
