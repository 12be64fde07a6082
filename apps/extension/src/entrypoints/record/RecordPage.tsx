import { CAPTURE_SOURCES, type CaptureSource, type ExtensionOptions } from '@expertos/domain/extension';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { BrandSelect, useBrands } from '@/components/BrandSelect';
import { RecordingList } from '@/components/RecordingList';
import { RecordingTimer } from '@/components/RecordingTimer';
import { type RecordSettings, toOffscreen } from '@/lib/messages';
import { errorText, shownText } from '@/lib/shown-text';
import { loadOptions } from '@/lib/storage';
import { ticketUidOf } from '@/lib/ticket-link';
import { useRecorder } from '@/lib/use-recorder';
import { useLanguage, useT } from '@/ui/language';
import { SignedIn } from '@/ui/SignedIn';

/**
 * The record page (docs/product.md#recordings): what to record, into which ticket; then the
 * recording runs in the offscreen document, so closing this page does not stop it. Below, the
 * recordings kept in the browser: uploading, paused, cut by a crash, or done with their link.
 */
export function RecordPage() {
  const t = useT();
  const language = useLanguage();
  const { status, recordings, refresh } = useRecorder();
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('record.title')}
      </Title>
      <SignedIn>
        {status.recordingId ? (
          <Group justify="space-between">
            <RecordingTimer startedAt={status.startedAt} />
            <Button
              color="red"
              onClick={() => void toOffscreen({ to: 'offscreen', type: 'stop' }).then(refresh)}
            >
              {t('record.stop')}
            </Button>
          </Group>
        ) : (
          <RecordForm />
        )}
        {status.error && (
          <Alert color="red" role="alert">
            {shownText(status.error, language)}
          </Alert>
        )}
        {status.warning && (
          <Alert color="yellow" role="alert">
            {shownText(status.warning, language)}
          </Alert>
        )}
      </SignedIn>
      {recordings === null ? <Loader size="sm" /> : <RecordingList recordings={recordings} status={status} />}
    </Stack>
  );
}

function RecordForm() {
  const t = useT();
  const language = useLanguage();
  const { brands, initial } = useBrands();
  const [options, setOptions] = useState<ExtensionOptions | null>(null);
  const [brand, setBrand] = useState<string | null>(null);
  const [target, setTarget] = useState<'new' | 'existing'>('new');
  const [summary, setSummary] = useState(() => t('record.defaultSummary'));
  const [ticketLink, setTicketLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const autoStarted = useRef(false);

  useEffect(() => void loadOptions().then(setOptions), []);
  useEffect(() => setBrand((b) => b ?? initial), [initial]);

  const start = async (opts: ExtensionOptions, projectUid: string | null) => {
    const ticketUid = target === 'existing' ? ticketUidOf(ticketLink) : null;
    if (!projectUid) return setError(t('common.chooseBrand'));
    if (target === 'existing' && !ticketUid) return setError(t('record.pasteLink'));
    if (target === 'new' && !summary.trim()) return setError(t('record.giveSummary'));
    setError(null);
    setStarting(true);
    const settings: RecordSettings = {
      source: opts.source,
      microphone: opts.microphone,
      camera: opts.camera,
      cameraId: opts.preferedCamera,
      target: { projectUid, ticketUid, summary: summary.trim() },
    };
    try {
      const status = await toOffscreen({ to: 'offscreen', type: 'start', settings });
      if (status.error && !status.recordingId) setError(shownText(status.error, language));
    } catch (failure) {
      setError(errorText(failure, language));
    } finally {
      setStarting(false);
    }
  };

  // autoRecord: start at once when the page knows where the recording goes.
  useEffect(() => {
    if (options?.autoRecord && brand && !autoStarted.current) {
      autoStarted.current = true;
      void start(options, brand);
    }
  });

  if (!brands || !options) return <Loader size="sm" aria-label={t('common.loading')} />;
  return (
    <Stack gap="sm">
      <BrandSelect brands={brands} value={brand} onChange={setBrand} />
      <SegmentedControl
        aria-label={t('record.target')}
        data={[
          { value: 'new', label: t('record.newTicket') },
          { value: 'existing', label: t('record.existingTicket') },
        ]}
        value={target}
        onChange={(value) => setTarget(value as 'new' | 'existing')}
      />
      {target === 'new' ? (
        <TextInput
          label={t('common.summary')}
          value={summary}
          maxLength={300}
          onChange={(e) => setSummary(e.currentTarget.value)}
        />
      ) : (
        <TextInput
          label={t('record.ticketLink')}
          placeholder={t('record.ticketLinkPlaceholder')}
          value={ticketLink}
          onChange={(e) => setTicketLink(e.currentTarget.value)}
        />
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="record-source">
          {t('record.recordFrom')}
        </Text>
        <SegmentedControl
          aria-labelledby="record-source"
          data={CAPTURE_SOURCES.map((value) => ({ value, label: t(`record.sources.${value}`) }))}
          value={options.source}
          onChange={(source) => setOptions({ ...options, source: source as CaptureSource })}
        />
      </Stack>
      <Group gap="lg">
        <Checkbox
          label={t('record.microphone')}
          checked={options.microphone}
          onChange={(e) => setOptions({ ...options, microphone: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('record.cameraBubble')}
          checked={options.camera}
          onChange={(e) => setOptions({ ...options, camera: e.currentTarget.checked })}
        />
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Button onClick={() => void start(options, brand)} loading={starting}>
        {t('record.start')}
      </Button>
    </Stack>
  );
}
