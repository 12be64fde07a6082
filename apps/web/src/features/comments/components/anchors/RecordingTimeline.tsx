import '@/shared/i18n/parts/comment-anchors';
import { formatClock } from '@expertos/domain/clock';
import { Box, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TimedComment } from '../../lib/anchors';

const percent = (ms: number, durationMs: number) => `${Math.min(100, Math.max(0, (ms / durationMs) * 100))}%`;

export interface RecordingTimelineProps {
  comments: readonly TimedComment[];
  durationMs: number;
  /** The moment (or range) being commented on now, drawn apart. */
  draft: { start: number; end: number | null } | null;
  /** The comment whose marker was chosen last. */
  activeUid: string | null;
  onPick: (comment: TimedComment) => void;
}

/**
 * A bar as long as the recording with a marker at each comment's moment (a range also shades
 * what it spans). Each marker is a button, in the order of the recording: Tab reaches them,
 * Enter seeks. A moment past the end (the recording was trimmed since) sits at the end.
 */
export function RecordingTimeline({
  comments,
  durationMs,
  draft,
  activeUid,
  onPick,
}: RecordingTimelineProps) {
  const { t } = useTranslation();
  const label = (comment: TimedComment) =>
    comment.anchor.end_ms !== undefined
      ? t('ui.commentAnchors.recording.markerRange', {
          start: formatClock(comment.anchor.start_ms),
          end: formatClock(comment.anchor.end_ms),
        })
      : t('ui.commentAnchors.recording.marker', { time: formatClock(comment.anchor.start_ms) });

  return (
    <Box
      role="group"
      aria-label={t('ui.commentAnchors.recording.timeline')}
      pos="relative"
      h={28}
      mx={8}
      data-testid="recording-timeline"
    >
      <Box
        pos="absolute"
        left={0}
        right={0}
        top={12}
        h={4}
        bg="var(--mantine-color-default-border)"
        style={{ borderRadius: 2 }}
        aria-hidden
      />
      {comments.map((comment) =>
        comment.anchor.end_ms !== undefined ? (
          <Box
            key={`${comment.uid}-range`}
            pos="absolute"
            top={10}
            h={8}
            bg="var(--mantine-primary-color-light)"
            style={{
              left: percent(comment.anchor.start_ms, durationMs),
              width: `calc(${percent(comment.anchor.end_ms, durationMs)} - ${percent(comment.anchor.start_ms, durationMs)})`,
              borderRadius: 4,
              opacity: comment.resolved_at ? 0.4 : 1,
            }}
            aria-hidden
          />
        ) : null,
      )}
      {draft && (
        <Box
          pos="absolute"
          top={6}
          h={16}
          bg="var(--mantine-color-orange-filled)"
          style={{
            left: percent(draft.start, durationMs),
            width:
              draft.end !== null && draft.end > draft.start
                ? `calc(${percent(draft.end, durationMs)} - ${percent(draft.start, durationMs)})`
                : 3,
            borderRadius: 2,
            opacity: 0.7,
          }}
          data-testid="timeline-draft"
          aria-hidden
        />
      )}
      {comments.map((comment) => (
        <Tooltip key={comment.uid} label={label(comment)} withArrow openDelay={300}>
          <UnstyledButton
            aria-label={label(comment)}
            aria-current={comment.uid === activeUid || undefined}
            data-testid="timeline-marker"
            onClick={() => onPick(comment)}
            pos="absolute"
            top={7}
            w={14}
            h={14}
            style={{
              left: percent(comment.anchor.start_ms, durationMs),
              transform: 'translateX(-50%)',
              borderRadius: '50%',
              background: comment.resolved_at
                ? 'var(--mantine-color-gray-5)'
                : 'var(--mantine-primary-color-filled)',
              border: `2px solid ${comment.uid === activeUid ? 'var(--mantine-color-orange-filled)' : 'var(--mantine-color-body)'}`,
              opacity: comment.resolved_at ? 0.6 : 1,
            }}
          />
        </Tooltip>
      ))}
    </Box>
  );
}
