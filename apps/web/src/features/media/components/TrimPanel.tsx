import '@/shared/i18n/parts/media';
import { formatClock, parseClock } from '@expertos/domain/clock';
import { VIDEO_TRIM_MIN_MS } from '@expertos/domain/media.schema';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { playbackQueryKey, trimRecording } from '../api/videos';
import type { VideoPlayerHandle } from './VideoPlayer';

interface TrimPanelProps {
  videoUid: string;
  durationMs: number;
  player: RefObject<VideoPlayerHandle | null>;
}

/** Keeps the part of a recording between two moments, typed or taken from where playback stands. */
export function TrimPanel({ videoUid, durationMs, player }: TrimPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [start, setStart] = useState('0:00');
  const [end, setEnd] = useState(formatClock(durationMs));
  const [problem, setProblem] = useState<string | null>(null);
  const trim = useMutation({
    mutationFn: (range: { start_ms: number; end_ms: number }) => trimRecording(videoUid, range),
    onSuccess: (video) => {
      void queryClient.invalidateQueries({ queryKey: playbackQueryKey(videoUid) });
      setStart('0:00');
      setEnd(formatClock(video.duration_ms ?? 0));
      notify({
        type: 'positive',
        message: t('ui.media.trimmed', { length: formatClock(video.duration_ms ?? 0) }),
      });
    },
    onError: (error) => setProblem(errorText(error)),
  });

  const submit = () => {
    const startMs = parseClock(start);
    const endMs = parseClock(end);
    if (startMs === null || endMs === null) return setProblem(t('ui.media.trimUnreadable'));
    if (endMs > durationMs + 500)
      return setProblem(t('ui.media.trimPastEnd', { length: formatClock(durationMs) }));
    if (endMs - startMs < VIDEO_TRIM_MIN_MS) return setProblem(t('ui.media.trimTooShort'));
    setProblem(null);
    trim.mutate({ start_ms: startMs, end_ms: Math.min(endMs, durationMs) });
  };
  const here = () => formatClock(player.current?.currentMs() ?? 0);

  return (
    <Stack gap="sm" component="section" aria-labelledby="trim-heading">
      <Title order={2} size="h4" id="trim-heading">
        {t('ui.media.trimTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('ui.media.trimHint')}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('ui.media.trimStart')}
          value={start}
          onChange={(event) => setStart(event.currentTarget.value)}
          w={110}
        />
        <Button variant="subtle" size="xs" onClick={() => setStart(here())}>
          {t('ui.media.useCurrentTime')}
        </Button>
        <TextInput
          label={t('ui.media.trimEnd')}
          value={end}
          onChange={(event) => setEnd(event.currentTarget.value)}
          w={110}
        />
        <Button variant="subtle" size="xs" onClick={() => setEnd(here())}>
          {t('ui.media.useCurrentTime')}
        </Button>
        <Button onClick={submit} loading={trim.isPending}>
          {t('ui.media.trimSubmit')}
        </Button>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
