import { recordedBytes, recordedMs, recoveredState } from '@expertos/domain/recording';
import { Anchor, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { paths } from '@/lib/app-paths';
import { appLink } from '@/lib/app-url';
import { clock } from '@/lib/clock';
import { type RecorderStatus, toOffscreen } from '@/lib/messages';
import { deleteRecording, type RecordingEntry } from '@/lib/recordings-db';
import { shownText } from '@/lib/shown-text';
import { useLanguage, useT } from '@/ui/language';

/** A size in megabytes, the language's way (1,5 MB; 1,5 Mo). */
const megabytes = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'megabyte',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / 1024 / 1024);

/** The recordings kept in the browser, each with what can be done with it now. */
export function RecordingList({
  recordings,
  status,
}: {
  recordings: RecordingEntry[];
  status: RecorderStatus;
}) {
  const t = useT();
  if (recordings.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('recordings.title')}
      </Title>
      {recordings.map((entry) => (
        <RecordingCard key={entry.id} entry={entry} status={status} />
      ))}
    </Stack>
  );
}

function RecordingCard({ entry, status }: { entry: RecordingEntry; status: RecorderStatus }) {
  const t = useT();
  const language = useLanguage();
  const [gone, setGone] = useState(false);
  const [watch, setWatch] = useState<string | null>(null);
  const total = recordedBytes(entry.ledger);
  const state = recoveredState(entry.ledger, entry.uploaded ? total : entry.uploadedBytes);
  const upload = status.uploads[entry.id];
  const live = status.recordingId === entry.id;
  useEffect(() => {
    if (entry.uploaded && entry.videoUid) void appLink(paths.play(entry.videoUid)).then(setWatch);
  }, [entry.uploaded, entry.videoUid]);
  if (gone) return null;
  const uploadNow = () => void toOffscreen({ to: 'offscreen', type: 'upload', id: entry.id });
  const discard = () => void deleteRecording(entry.id).then(() => setGone(true));
  return (
    <Card
      withBorder
      padding="sm"
      aria-label={t('recordings.cardLabel', {
        date: new Date(entry.ledger.startedAt).toLocaleString(language),
      })}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {entry.target.summary || t('recordings.untitled')} · {clock(recordedMs(entry.ledger))} ·{' '}
            {megabytes(total, language)}
          </Text>
          <Badge
            variant="light"
            style={{ flexShrink: 0 }}
            color={state === 'uploaded' ? 'teal' : live ? 'red' : 'gray'}
          >
            {live
              ? t('recordings.recording')
              : upload && !upload.paused
                ? t('recordings.uploading')
                : upload?.paused
                  ? t('recordings.paused')
                  : t(`recordings.states.${state}`)}
          </Badge>
        </Group>
        {upload && (
          <Progress
            value={upload.total ? (100 * upload.sent) / upload.total : 0}
            aria-label={t('recordings.progress')}
            color={upload.paused ? 'yellow' : 'violet'}
          />
        )}
        {upload?.error && (
          <Text size="xs" c="red" role="alert">
            {shownText(upload.error, language)}
          </Text>
        )}
        <Group gap="xs">
          {watch && (
            <Anchor href={watch} target="_blank" rel="noreferrer" size="sm">
              {t('recordings.watch')}
            </Anchor>
          )}
          {!live && state !== 'uploaded' && state !== 'empty' && (!upload || upload.paused) && (
            <Button size="xs" onClick={uploadNow}>
              {entry.uploadUrl ? t('recordings.resume') : t('recordings.upload')}
            </Button>
          )}
          {!live && (!upload || upload.paused) && (
            <Button
              size="xs"
              variant="subtle"
              color={state === 'uploaded' ? 'gray' : 'red'}
              onClick={discard}
            >
              {state === 'uploaded' ? t('recordings.remove') : t('recordings.discard')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
