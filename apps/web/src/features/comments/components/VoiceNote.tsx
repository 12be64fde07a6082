import '@/shared/i18n/parts/comments';
import { Box, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/shared/i18n/keys';
import { type RecorderProblem, VOICE_NOTE_MAX_MS, type VoiceRecorder } from '../hooks/use-voice-recorder';
import { formatBytes } from '../lib/attachment-check';
import { formatRecordingTime } from '../lib/format';

const PROBLEM_KEYS: Record<RecorderProblem, TranslationKey> = {
  unsupported: 'ui.comments.voice.unsupported',
  denied: 'ui.comments.voice.denied',
  // The catalogue's message (docs/product.md#messages): no microphone, or nothing was recorded.
  noAudio: 'messages.noAudioDetected',
  failed: 'ui.comments.voice.failed',
};

const MAX = formatRecordingTime(VOICE_NOTE_MAX_MS);

interface RecorderFocus {
  recordRef: RefObject<HTMLButtonElement | null>;
  stopRef: RefObject<HTMLButtonElement | null>;
  previewRef: RefObject<HTMLDivElement | null>;
  /** Wraps a click handler: the focus then follows to the control the user needs next. */
  act: (action: () => void) => () => void;
}

/**
 * Moves the focus with the recorder: to Stop once recording, to the preview once recorded,
 * back to Record once discarded. Only after the user's own click, or when the control they
 * were on went away (the recording stopped at its limit), never away from another field.
 */
export function useRecorderFocus({ status, note }: VoiceRecorder): RecorderFocus {
  const recordRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const shown = useRef({ status, note });

  useEffect(() => {
    if (shown.current.status === status && shown.current.note === note) return;
    shown.current = { status, note };
    // Waiting for the microphone: the next state decides.
    if (status === 'starting') return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!moved.current && !lost) return;
    moved.current = false;
    if (status === 'recording') stopRef.current?.focus();
    else if (note) previewRef.current?.focus();
    else recordRef.current?.focus();
  }, [status, note]);

  const act = (action: () => void) => () => {
    moved.current = true;
    action();
  };
  return { recordRef, stopRef, previewRef, act };
}

export interface VoiceNoteProps {
  recorder: VoiceRecorder;
  focus: RecorderFocus;
  disabled: boolean;
}

/** The "Record voice note" button of the composer's toolbar; hidden while a note exists. */
export function RecordButton({ recorder, focus, disabled }: VoiceNoteProps) {
  const { t } = useTranslation();
  if (recorder.status === 'recording' || recorder.note) return null;
  return (
    <Button
      ref={focus.recordRef}
      variant="default"
      size="xs"
      leftSection={<IconMicrophone size={14} aria-hidden />}
      loading={recorder.status === 'starting'}
      disabled={disabled}
      onClick={focus.act(() => void recorder.start())}
    >
      {t('ui.comments.voice.record')}
    </Button>
  );
}

/** The recording in progress (elapsed time, Stop), then the recorded note's preview. */
export function VoiceNotePanel({ recorder, focus, disabled }: VoiceNoteProps) {
  const { t } = useTranslation();
  const { status, note, problem } = recorder;
  if (status === 'idle' && !note && !problem) return null;
  return (
    <Stack gap={6}>
      {status === 'starting' && (
        <Text size="xs" c="dimmed" role="status">
          {t('ui.comments.voice.starting')}
        </Text>
      )}
      {status === 'recording' && (
        <Paper withBorder radius="md" p="xs">
          <Group gap="sm" wrap="wrap" justify="space-between">
            <Group gap={8} wrap="nowrap">
              <Box w={10} h={10} bg="red" style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
              <Text size="sm" role="status">
                {t('ui.comments.voice.recording')}
              </Text>
              <Text size="sm" ff="monospace" data-testid="recording-time">
                {t('ui.comments.voice.elapsed', {
                  elapsed: formatRecordingTime(recorder.elapsedMs),
                  max: MAX,
                })}
              </Text>
            </Group>
            <Button
              ref={focus.stopRef}
              size="xs"
              color="red"
              leftSection={<IconPlayerStopFilled size={14} aria-hidden />}
              onClick={focus.act(recorder.stop)}
            >
              {t('ui.comments.voice.stop')}
            </Button>
          </Group>
        </Paper>
      )}
      {note && status !== 'recording' && (
        <Paper
          ref={focus.previewRef}
          // Focused after Stop (an <audio> element itself takes no focus everywhere): Tab
          // goes on to the player's controls, then Discard.
          tabIndex={-1}
          role="group"
          aria-label={t('ui.comments.voice.recorded')}
          withBorder
          radius="md"
          p="xs"
          data-testid="voice-note-preview"
        >
          <Group gap="xs" wrap="nowrap" align="center">
            {/* biome-ignore lint/a11y/useMediaCaption: the user's own spoken note, just recorded. */}
            <audio
              controls
              src={note.url}
              aria-label={t('ui.comments.voice.preview')}
              style={{ flex: 1, minWidth: 0, height: 36 }}
            />
            <CloseButton
              aria-label={t('ui.comments.voice.discard')}
              onClick={focus.act(recorder.discard)}
              disabled={disabled}
            />
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {t('ui.comments.voice.ready', {
              duration: formatRecordingTime(note.durationMs),
              size: formatBytes(note.blob.size),
            })}
          </Text>
          {recorder.stoppedAtLimit && (
            <Text size="xs" c="dimmed">
              {t('ui.comments.voice.limitReached', { max: MAX })}
            </Text>
          )}
        </Paper>
      )}
      {problem && (
        <Text size="sm" c="red" role="alert">
          {t(PROBLEM_KEYS[problem])}
        </Text>
      )}
    </Stack>
  );
}
