import '@/shared/i18n/parts/comments';
import {
  COMMENT_ATTACHMENT_MAX_BYTES,
  COMMENT_ATTACHMENT_MAX_FILES,
  COMMENT_BODY_MAX,
} from '@expertos/domain/comment.schema';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import { Box, Button, FileButton, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { type DragEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { useCreateComment } from '../api/use-comments';
import { useCommentDraft } from '../hooks/use-comment-draft';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import { type AttachmentProblem, checkComment, checkNewFiles } from '../lib/attachment-check';
import { draftToBody } from '../lib/mention-text';
import { EMPTY_DRAFT, MentionTextarea } from './MentionTextarea';
import { SelectedFiles } from './SelectedFiles';
import { RecordButton, useRecorderFocus, VoiceNotePanel } from './VoiceNote';

const MAX_MB = COMMENT_ATTACHMENT_MAX_BYTES / (1024 * 1024);

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

export interface CommentComposerProps {
  ticketUid: string;
  people: readonly PersonRef[];
  peopleLoading: boolean;
  onPeopleWanted?: () => void;
}

/**
 * Writes a new comment: text with @mentions, files by picker or drag-and-drop, a voice note.
 * Files are checked here before anything is sent (docs/product.md#comments-and-files). A failed
 * post keeps everything typed, picked and recorded, and says why.
 */
export function CommentComposer({ ticketUid, people, peopleLoading, onPeopleWanted }: CommentComposerProps) {
  const { t } = useTranslation();
  const create = useCreateComment(ticketUid);
  const recorder = useVoiceRecorder();
  const focus = useRecorderFocus(recorder);
  const [draft, setDraft] = useCommentDraft(ticketUid);
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [posted, setPosted] = useState(false);
  const [dragging, setDragging] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const resetPicker = useRef<() => void>(null);
  const sending = create.isPending;
  const uploads = files.length + (recorder.note ? 1 : 0);
  // The browser's own checks, then the server's answer to the last post (its message as is).
  const messages = create.isError ? [...problems, errorText(create.error)] : problems;

  const describe = (problem: AttachmentProblem): string =>
    problem.code === 'too_many_attachments'
      ? t('errors.too_many_attachments')
      : t('ui.comments.files.problem', { name: problem.name, reason: t('errors.attachment_too_large') });

  const addFiles = (added: File[]) => {
    resetPicker.current?.();
    if (added.length === 0 || sending) return;
    const check = checkNewFiles(added, uploads);
    setProblems(check.problems.map(describe));
    if (check.accepted.length > 0) setFiles((current) => [...current, ...check.accepted]);
  };

  const submit = () => {
    if (sending) return;
    setPosted(false);
    if (recorder.status !== 'idle') return setProblems([t('ui.comments.composer.stopRecordingFirst')]);
    const body = draftToBody(draft.text, draft.mentions).trim();
    if (!body && uploads === 0) return setProblems([t('ui.comments.composer.nothingToPost')]);
    if (body.length > COMMENT_BODY_MAX) {
      return setProblems([t('ui.comments.composer.tooLong', { max: COMMENT_BODY_MAX })]);
    }
    const check = checkComment(files, recorder.note);
    setProblems(check.map(describe));
    if (check.length > 0) return;
    create.reset();
    create.mutate(
      {
        body,
        files,
        voiceNote: recorder.note?.blob ?? null,
        ...(recorder.note ? { voiceNoteName: recorder.note.name } : {}),
      },
      {
        onSuccess: () => {
          setDraft(EMPTY_DRAFT);
          setFiles([]);
          recorder.discard();
          setPosted(true);
          textareaRef.current?.focus();
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const dropProps = {
    onDragEnter: (event: DragEvent<HTMLFormElement>) => {
      if (hasFiles(event)) setDragging(true);
    },
    onDragOver: (event: DragEvent<HTMLFormElement>) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    },
    onDragLeave: (event: DragEvent<HTMLFormElement>) => {
      // Moving between the form's own children fires leave/enter pairs: only leaving counts.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent<HTMLFormElement>) => {
      event.preventDefault();
      setDragging(false);
      addFiles(Array.from(event.dataTransfer.files));
    },
  };

  return (
    <Box
      component="form"
      aria-label={t('ui.comments.composer.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      {...dropProps}
      data-testid="comment-composer"
      data-dragging={dragging || undefined}
      p="xs"
      style={{
        position: 'relative',
        border: `2px dashed ${dragging ? 'var(--mantine-color-blue-5)' : 'transparent'}`,
        borderRadius: 'var(--mantine-radius-md)',
        background: dragging ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Stack gap="xs">
        <MentionTextarea
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            setPosted(false);
          }}
          people={people}
          peopleLoading={peopleLoading}
          onPeopleWanted={onPeopleWanted}
          label={t('ui.comments.composer.label')}
          placeholder={t('ui.comments.composer.placeholder')}
          description={t('ui.comments.composer.hint')}
          onKeyDown={onKeyDown}
          textareaRef={textareaRef}
        />
        {dragging && (
          <Text size="sm" c="blue" ta="center" fw={500} data-testid="drop-hint">
            {t('ui.comments.files.dropHere')}
          </Text>
        )}
        <SelectedFiles
          files={files}
          onRemove={(index) => setFiles((current) => current.filter((_, at) => at !== index))}
          disabled={sending}
        />
        <VoiceNotePanel recorder={recorder} focus={focus} disabled={sending} />
        <FormAlert>
          {messages.length > 0 && (
            <Stack gap={2}>
              {messages.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Stack>
          )}
        </FormAlert>
        {sending && uploads > 0 && (
          <Stack gap={4}>
            <Progress value={100} striped animated size="sm" aria-hidden />
            <Text size="xs" c="dimmed" role="status">
              {t('ui.comments.composer.uploading', { count: uploads })}
            </Text>
          </Stack>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <FileButton onChange={addFiles} multiple resetRef={resetPicker} disabled={sending}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconPaperclip size={14} aria-hidden />}
                >
                  {t('ui.comments.files.attach')}
                </Button>
              )}
            </FileButton>
            <RecordButton recorder={recorder} focus={focus} disabled={sending} />
          </Group>
          <Button
            type="submit"
            size="xs"
            loading={sending}
            disabled={recorder.status !== 'idle'}
            leftSection={<IconSend size={14} aria-hidden />}
          >
            {t('ui.comments.composer.post')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('ui.comments.files.hint', { max: COMMENT_ATTACHMENT_MAX_FILES, size: MAX_MB })}
        </Text>
        <VisuallyHidden role="status">{posted ? t('ui.comments.composer.posted') : ''}</VisuallyHidden>
      </Stack>
    </Box>
  );
}
