import '@/shared/i18n/parts/media';
import { isApiError } from '@expertos/api-client/client';
import { formatClock } from '@expertos/domain/clock';
import type { VideoPlayback } from '@expertos/domain/media.schema';
import { Anchor, Button, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { type RecordingPlayer, useSlots } from '@/shared/ui/slots';
import { playbackQueryOptions } from '../api/videos';
import { ExtractActions } from '../components/ExtractActions';
import { ShareSwitch } from '../components/ShareSwitch';
import { TrimPanel } from '../components/TrimPanel';
import { VideoPlayer, type VideoPlayerHandle } from '../components/VideoPlayer';

function Details({ playback }: { playback: VideoPlayback }) {
  const { t } = useTranslation();
  const parts = [formatDateTime(playback.created_at)];
  if (playback.duration_ms !== null) parts.push(formatClock(playback.duration_ms));
  // Inside the page title's subtitle line, which is a paragraph already.
  return (
    <>
      {parts.join(' · ')}
      {playback.ticket && (
        <>
          {' · '}
          <Anchor component={Link} to={paths.brandTask(playback.ticket.project_slug, playback.ticket.uid)}>
            {t('ui.media.openTicket')}
          </Anchor>
        </>
      )}
    </>
  );
}

/**
 * `/play/{videoUid}`, the Stream Player (docs/product.md#recordings): a recording with its
 * ticket for members, who may also share it by link and trim it. An unshared recording asks a
 * visitor to sign in and comes back here after.
 */
export function PlayPage() {
  const { t } = useTranslation();
  const { videoUid = '' } = useParams();
  const location = useLocation();
  const playback = useQuery(playbackQueryOptions(videoUid));
  const player = useRef<VideoPlayerHandle>(null);
  const { recordingComments } = useSlots();
  const [search] = useSearchParams();
  // `?t=42` (from a comment's link): start at that second.
  const startSeconds = Number(search.get('t'));
  const startMs = Number.isFinite(startSeconds) && startSeconds > 0 ? startSeconds * 1000 : 0;
  // What the recording's comments drive: the player as it is when they ask.
  const driver: RecordingPlayer = {
    currentMs: () => player.current?.currentMs() ?? 0,
    seek: (ms) => player.current?.seek(ms),
  };
  const data = playback.data;
  const title = data?.ticket?.title ?? t('ui.pages.play');

  if (playback.isPending) {
    return (
      <PageFrame title={t('ui.pages.play')}>
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">{t('ui.media.loading')}</Text>
        </Group>
      </PageFrame>
    );
  }
  if (playback.isError) {
    const error = playback.error;
    if (isApiError(error) && error.status === 401) {
      return (
        <PageFrame title={t('ui.pages.play')}>
          <EmptyState
            title={t('ui.media.signInTitle')}
            description={t('ui.media.signInText')}
            actions={
              <Button component={Link} to={paths.signin({ redirect: location.pathname })}>
                {t('ui.media.signIn')}
              </Button>
            }
          />
        </PageFrame>
      );
    }
    if (isApiError(error) && error.status === 404) {
      return (
        <PageFrame title={t('ui.pages.play')}>
          <EmptyState title={t('ui.media.notFoundTitle')} description={t('ui.media.notFoundText')} />
        </PageFrame>
      );
    }
    return (
      <PageFrame title={t('ui.pages.play')}>
        <QueryError error={error} onRetry={() => void playback.refetch()} />
      </PageFrame>
    );
  }

  if (!data) return null;
  // The ticket whose comments the recording shows, once it plays.
  const commentsTicket = data.file_url ? (data.ticket?.uid ?? null) : null;
  return (
    <PageFrame title={title} subtitle={<Details playback={data} />}>
      {data.file_url ? (
        <VideoPlayer
          ref={player}
          src={data.file_url}
          poster={data.poster_url}
          label={title}
          onBrokenLink={() => void playback.refetch()}
          startMs={startMs}
        />
      ) : (
        <EmptyState title={t('ui.media.uploadingTitle')} description={t('ui.media.uploadingText')} />
      )}
      {/* Comments at moments: for members, on a recording attached to a ticket (its comments are the ticket's). */}
      {commentsTicket &&
        recordingComments.map((Slot, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slot list is fixed at start.
          <Suspense key={index} fallback={null}>
            <Slot
              ticketUid={commentsTicket}
              videoUid={data.uid}
              durationMs={data.duration_ms}
              player={driver}
              headingOrder={2}
            />
          </Suspense>
        ))}
      {commentsTicket && recordingComments.length > 0 && data.can_share && <Divider />}
      {data.can_share && (
        <Stack gap="lg">
          <ShareSwitch videoUid={data.uid} shared={data.shared} />
          {data.status === 'ready' && data.duration_ms !== null && (
            <>
              <Divider />
              <TrimPanel videoUid={data.uid} durationMs={data.duration_ms} player={player} />
            </>
          )}
          {data.status === 'ready' && data.ticket && (
            <>
              <Divider />
              <ExtractActions ticketUid={data.ticket.uid} videoUid={data.uid} />
            </>
          )}
        </Stack>
      )}
    </PageFrame>
  );
}
