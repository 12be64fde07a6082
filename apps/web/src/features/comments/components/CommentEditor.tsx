import '@/shared/i18n/parts/comments';
import type { Comment } from '@expertos/domain/comment.schema';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import { Button, Group, Stack } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { useUpdateComment } from '../api/use-comments';
import { bodyToDraft, draftToBody } from '../lib/mention-text';
import { type MentionDraft, MentionTextarea } from './MentionTextarea';

export interface CommentEditorProps {
  ticketUid: string;
  comment: Comment;
  people: readonly PersonRef[];
  peopleLoading: boolean;
  onPeopleWanted?: () => void;
  /** The edit ended: saved or cancelled. */
  onDone: () => void;
}

/**
 * Edits a comment's text in place (its files stay as they are). Ctrl/Cmd+Enter saves, Escape
 * cancels; a failed save keeps the text and says why.
 */
export function CommentEditor({
  ticketUid,
  comment,
  people,
  peopleLoading,
  onPeopleWanted,
  onDone,
}: CommentEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<MentionDraft>(() => bodyToDraft(comment.body));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateComment(ticketUid);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.focus();
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
  }, []);

  const save = () => {
    if (update.isPending) return;
    const body = draftToBody(draft.text, draft.mentions).trim();
    if (!body) return setProblem(t('ui.comments.emptyEdit'));
    if (body === comment.body) return onDone();
    setProblem(null);
    update.mutate(
      { commentUid: comment.uid, body },
      { onSuccess: onDone, onError: (error) => setProblem(errorText(error)) },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    }
  };

  return (
    <Stack gap="xs">
      <MentionTextarea
        draft={draft}
        onChange={setDraft}
        people={people}
        peopleLoading={peopleLoading}
        onPeopleWanted={onPeopleWanted}
        label={t('ui.comments.editLabel')}
        ownsEscape
        onKeyDown={onKeyDown}
        textareaRef={textareaRef}
        minRows={2}
      />
      <FormAlert>{problem}</FormAlert>
      <Group gap="xs" justify="flex-end">
        <Button variant="default" size="xs" onClick={onDone} disabled={update.isPending}>
          {t('ui.comments.cancel')}
        </Button>
        <Button size="xs" onClick={save} loading={update.isPending}>
          {t('ui.comments.save')}
        </Button>
      </Group>
    </Stack>
  );
}
