import '@/shared/i18n/parts/comments';
import type { Comment } from '@expertos/domain/comment.schema';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import { ActionIcon, Avatar, Box, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDateTime, formatRelative } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { useDeleteComment } from '../api/use-comments';
import { authorOf } from '../lib/anchors';
import { AttachmentList } from './AttachmentList';
import { AnchorNote } from './anchors/AnchorNote';
import { CommentMarks } from './anchors/CommentMarks';
import { ThreadButton } from './anchors/ThreadButton';
import { CommentBody } from './CommentBody';
import { CommentEditor } from './CommentEditor';

export interface CommentItemProps {
  ticketUid: string;
  comment: Comment;
  people: readonly PersonRef[];
  peopleLoading: boolean;
  onPeopleWanted?: () => void;
  /** After this comment was deleted (the section moves the focus). */
  onDeleted: () => void;
  /** The comment a notification opened the ticket at: marked for a moment (docs/product.md#ticket-addresses). */
  highlighted?: boolean;
}

/** Outline and tint: the mark does not rest on colour alone (the focus and a label come with it). */
const HIGHLIGHT_STYLE = {
  outline: '2px solid var(--mantine-primary-color-filled)',
  outlineOffset: 4,
  borderRadius: 'var(--mantine-radius-sm)',
  background: 'var(--mantine-primary-color-light)',
  transition: 'background 600ms ease',
};

/** One comment: who and when, the text with its mentions, its files, and the author's actions. */
export function CommentItem({
  ticketUid,
  comment,
  people,
  peopleLoading,
  onPeopleWanted,
  onDeleted,
  highlighted = false,
}: CommentItemProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const remove = useDeleteComment(ticketUid);
  const author = comment.author;
  const name = authorOf(comment) ?? t('ui.comments.unknownAuthor');
  // A thread that points somewhere, or a client's, is one to resolve; a resolved one to reopen.
  const resolvable =
    comment.anchor !== null || comment.client_author !== null || comment.resolved_at !== null;

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editRef.current?.focus();
  }, [editing]);

  const askAndDelete = async () => {
    // The spec's default confirmation texts ("Are you sure?" / "This action cannot be undone."),
    // with the destructive action's red, named button (docs/product.md#destructive-actions).
    if (!(await confirm({ ok: t('ui.confirm.deleteComment'), danger: true }))) return;
    try {
      await remove.mutateAsync(comment.uid);
      notify({ type: 'positive', message: t('ui.comments.deleted') });
      onDeleted();
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    }
  };

  return (
    <Box component="li">
      <Group
        component="article"
        aria-label={t('ui.comments.itemLabel', { name })}
        align="flex-start"
        gap="sm"
        wrap="nowrap"
        data-testid="comment"
        data-comment-uid={comment.uid}
        data-highlighted={highlighted || undefined}
        // Focusable from code only: opening at this comment moves the focus here.
        tabIndex={-1}
        style={highlighted ? HIGHLIGHT_STYLE : comment.resolved_at ? { opacity: 0.7 } : undefined}
      >
        <Avatar src={author?.image} name={name} color="initials" size="md" aria-hidden />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Group gap={6} miw={0} style={{ rowGap: 0 }}>
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={comment.created} title={formatDateTime(comment.created)}>
                  {formatRelative(comment.created)}
                </time>
              </Text>
              {comment.edited && (
                <Text
                  size="xs"
                  c="dimmed"
                  title={t('ui.comments.editedAt', { time: formatDateTime(comment.updated) })}
                >
                  {t('ui.comments.edited')}
                </Text>
              )}
            </Group>
            {!editing && (comment.can_edit || comment.can_delete) && (
              <Group gap={2} wrap="nowrap">
                {comment.can_edit && (
                  <ActionIcon
                    ref={editRef}
                    variant="subtle"
                    color="gray"
                    aria-label={t('ui.comments.edit')}
                    onClick={() => setEditing(true)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                )}
                {comment.can_delete && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('ui.comments.delete')}
                    loading={remove.isPending}
                    onClick={() => void askAndDelete()}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            )}
          </Group>
          {(comment.anchor ||
            comment.visibility === 'shared' ||
            comment.client_author ||
            comment.resolved_at) && (
            <Group gap={8} style={{ rowGap: 2 }}>
              <AnchorNote comment={comment} />
              <CommentMarks comment={comment} />
            </Group>
          )}
          {editing ? (
            <CommentEditor
              ticketUid={ticketUid}
              comment={comment}
              people={people}
              peopleLoading={peopleLoading}
              onPeopleWanted={onPeopleWanted}
              onDone={() => {
                returnFocus.current = true;
                setEditing(false);
              }}
            />
          ) : (
            <CommentBody body={comment.body} />
          )}
          <AttachmentList attachments={comment.attachments} />
          {resolvable && !editing && (
            <Group gap={4}>
              <ThreadButton ticketUid={ticketUid} comment={comment} />
            </Group>
          )}
        </Stack>
      </Group>
    </Box>
  );
}
