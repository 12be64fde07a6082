import '@/shared/i18n/parts/comment-anchors';
import { formatClock } from '@expertos/domain/clock';
import type { Comment } from '@expertos/domain/comment.schema';
import { Anchor, Group, Text } from '@mantine/core';
import { IconMapPin, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Where a comment in the conversation points: a moment of a recording (a link that plays from it) or a pin. */
export function AnchorNote({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  const anchor = comment.anchor;
  if (!anchor) return null;
  if (anchor.kind === 'time') {
    const text =
      anchor.end_ms !== undefined
        ? t('ui.commentAnchors.badges.range', {
            start: formatClock(anchor.start_ms),
            end: formatClock(anchor.end_ms),
          })
        : t('ui.commentAnchors.badges.atTime', { time: formatClock(anchor.start_ms) });
    return (
      <Anchor
        component={Link}
        to={`${paths.play(anchor.video_uid)}?t=${Math.floor(anchor.start_ms / 1000)}`}
        size="xs"
        data-testid="comment-anchor"
      >
        <Group gap={4} component="span">
          <IconPlayerPlay size={12} aria-hidden />
          {text}
        </Group>
      </Anchor>
    );
  }
  return (
    <Text size="xs" c="dimmed" data-testid="comment-anchor">
      <Group gap={4} component="span">
        <IconMapPin size={12} aria-hidden />
        {t(anchor.w !== undefined ? 'ui.commentAnchors.badges.box' : 'ui.commentAnchors.badges.pin')}
      </Group>
    </Text>
  );
}
