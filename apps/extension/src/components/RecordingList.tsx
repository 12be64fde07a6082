import { recordedBytes, recordedMs, recoveredState } from '@expertos/domain/recording';
import { Anchor, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { paths } from '@/lib/app-paths';
import { appLink } from '@/lib/app-url';
import { type RecorderStatus, toOffscreen } from '@/lib/messages';
import { deleteRecording, type RecordingEntry } from '@/lib/recordings-db';

const STATE_LABELS = {
  empty: 'Nothing recorded',
  'recording-cut': 'Cut short (the browser closed while recording)',
  'upload-pending': 'Not uploaded yet',
  uploaded: 'Uploaded',
} as const;

const minutes = (ms: number) =>
  `${Math.floor(ms / 60_000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The recordings kept in the browser, each with what can be done with it now. */
export function RecordingList({
  recordings,
  status,
}: {
  recordings: RecordingEntry[];
  status: RecorderStatus;
}) {
  if (recordings.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        Recordings in this browser
      </Title>
      {recordings.map((entry) => (
        <RecordingCard key={entry.id} entry={entry} status={status} />
      ))}
    </Stack>
  );
}

function RecordingCard({ entry, status }: { entry: RecordingEntry; status: RecorderStatus }) {
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
      aria-label={`Recording of ${new Date(entry.ledger.startedAt).toLocaleString()}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {entry.target.summary || 'Recording'} · {minutes(recordedMs(entry.ledger))} · {megabytes(total)}
          </Text>
          <Badge
            variant="light"
            style={{ flexShrink: 0 }}
            color={state === 'uploaded' ? 'teal' : live ? 'red' : 'gray'}
          >
            {live
              ? 'Recording'
              : upload && !upload.paused
                ? 'Uploading'
                : upload?.paused
                  ? 'Upload paused'
                  : STATE_LABELS[state]}
          </Badge>
        </Group>
        {upload && (
          <Progress
            value={upload.total ? (100 * upload.sent) / upload.total : 0}
            aria-label="Upload progress"
            color={upload.paused ? 'yellow' : 'violet'}
          />
        )}
        {upload?.error && (
          <Text size="xs" c="red" role="alert">
            {upload.error}
          </Text>
        )}
        <Group gap="xs">
          {watch && (
            <Anchor href={watch} target="_blank" rel="noreferrer" size="sm">
              Watch the recording
            </Anchor>
          )}
          {!live && state !== 'uploaded' && state !== 'empty' && (!upload || upload.paused) && (
            <Button size="xs" onClick={uploadNow}>
              {entry.uploadUrl ? 'Resume upload' : 'Upload'}
            </Button>
          )}
          {!live && (!upload || upload.paused) && (
            <Button
              size="xs"
              variant="subtle"
              color={state === 'uploaded' ? 'gray' : 'red'}
              onClick={discard}
            >
              {state === 'uploaded' ? 'Remove from this list' : 'Discard'}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
