import '@/shared/i18n/parts/media';
import { formatClock } from '@expertos/domain/clock';
import type { Video } from '@expertos/domain/media.schema';
import { Anchor, Badge, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/shared/lib/format';
import { QueryError } from '@/shared/ui/QueryError';
import type { TicketSlotProps } from '@/shared/ui/slots';
import { ticketVideosQueryOptions } from '../api/videos';

function RecordingItem({ video }: { video: Video }) {
  const { t } = useTranslation();
  const uploading = video.status === 'uploading';
  const percent = video.size > 0 ? Math.floor((video.received / video.size) * 100) : 0;
  return (
    <Stack component="li" gap={4} data-testid="ticket-recording">
      <Group gap="xs" wrap="nowrap">
        <IconVideo size={18} aria-hidden />
        {uploading ? (
          <Text size="sm">{t('ui.media.recording')}</Text>
        ) : (
          <Anchor component={Link} to={paths.play(video.uid)} size="sm">
            {t('ui.media.recording')}
          </Anchor>
        )}
        {video.duration_ms !== null && (
          <Text size="xs" c="dimmed">
            {formatClock(video.duration_ms)}
          </Text>
        )}
        {video.shared && (
          <Badge size="xs" variant="light">
            {t('ui.media.sharedBadge')}
          </Badge>
        )}
      </Group>
      {uploading ? (
        <Progress value={percent} size="sm" aria-label={t('ui.media.uploadingProgress', { percent })} />
      ) : (
        <Text size="xs" c="dimmed">
          {formatDateTime(video.created_at)}
        </Text>
      )}
    </Stack>
  );
}

/** A ticket's recordings (side column, for members), newest first, each opening its player. */
export function TicketRecordingsSection({ ticketUid, headingOrder }: TicketSlotProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const videos = useQuery(ticketVideosQueryOptions(ticketUid));
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={headingOrder} size="h5" id={headingId}>
        {t('ui.media.recordingsTitle')}
      </Title>
      {videos.isError ? (
        <QueryError error={videos.error} onRetry={() => void videos.refetch()} />
      ) : videos.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('ui.media.noRecordings')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {videos.data?.map((video) => (
            <RecordingItem key={video.uid} video={video} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
