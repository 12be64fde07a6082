import '@/shared/i18n/parts/portal';
import type { PortalComment, PortalMoment } from '@expertos/domain/approvals/portal';
import { formatClock } from '@expertos/domain/clock';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The comments at moments of one recording, in the order of the recording. */
function momentsOn(comments: readonly PortalComment[], recording: number) {
  return comments
    .map((comment, index) => ({ comment, index, moment: comment.moment }))
    .filter(
      (entry): entry is typeof entry & { moment: PortalMoment } => entry.moment?.recording === recording,
    )
    .sort((a, b) => a.moment.start_ms - b.moment.start_ms);
}

/**
 * One of a portal post's recordings, played from the portal's own link (it seeks by range
 * requests), with a button per comment at one of its moments (a click goes there) and "Comment
 * at 0:12", which puts the comment box below at the moment the player is at
 * (docs/product.md#approvals).
 */
export function PortalRecording({
  recording,
  index,
  comments,
  draft,
  onDraft,
}: {
  recording: { url: string; duration_ms: number | null; content_type: string };
  index: number;
  comments: readonly PortalComment[];
  /** The moment the comment box will send, when it is of this recording. */
  draft: Omit<PortalMoment, 'recording'> | null;
  onDraft: (moment: Omit<PortalMoment, 'recording'>) => void;
}) {
  const { t } = useTranslation();
  const k = 'ui.portal.item' as const;
  const player = useRef<HTMLVideoElement>(null);
  // The player's place, for the button's words; read again as it plays and seeks.
  const [at, setAt] = useState(0);
  const moments = momentsOn(comments, index);
  const seek = (ms: number) => {
    if (!player.current) return;
    player.current.currentTime = ms / 1000;
    setAt(ms);
    player.current.focus();
  };
  return (
    <Stack gap={6}>
      {/* biome-ignore lint/a11y/useMediaCaption: a client's recording has no captions to offer. */}
      <video
        ref={player}
        src={recording.url}
        controls
        preload="metadata"
        aria-label={t(`${k}.recordingLabel`, { number: index + 1 })}
        onTimeUpdate={(event) => setAt(Math.round(event.currentTarget.currentTime * 1000))}
        style={{ display: 'block', width: '100%', maxHeight: 360, borderRadius: 8, background: '#000' }}
      />
      {moments.length > 0 && (
        <Group gap={4}>
          {moments.map(({ comment, index: n, moment }) => (
            <Button
              key={n}
              size="compact-xs"
              variant="light"
              onClick={() => seek(moment.start_ms)}
              aria-label={t(`${k}.momentBy`, {
                time: formatClock(moment.start_ms),
                name: comment.author ?? '',
              })}
            >
              {formatClock(moment.start_ms)}
            </Button>
          ))}
        </Group>
      )}
      {draft ? (
        <Text size="xs" c="dimmed" role="status">
          {t(`${k}.momentHint`, { time: formatClock(draft.start_ms) })}
        </Text>
      ) : (
        <div>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconMessagePlus size={14} aria-hidden />}
            onClick={() =>
              onDraft({ start_ms: Math.round((player.current?.currentTime ?? at / 1000) * 1000) })
            }
          >
            {t(`${k}.commentAtMoment`, { time: formatClock(at) })}
          </Button>
        </div>
      )}
    </Stack>
  );
}
