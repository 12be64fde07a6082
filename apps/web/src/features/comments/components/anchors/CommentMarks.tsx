import '@/shared/i18n/parts/comment-anchors';
import type { Comment } from '@expertos/domain/comment.schema';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a comment is besides its text: the client's, shared with the client, resolved. */
export function CommentMarks({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  const resolvedBy = comment.resolved_by ? (comment.resolved_by.name ?? comment.resolved_by.email) : null;
  if (!comment.client_author && comment.visibility !== 'shared' && !comment.resolved_at) return null;
  return (
    <Group gap={4} wrap="wrap">
      {comment.client_author && (
        <Badge size="xs" variant="light" tt="none" color="grape">
          {t('ui.commentAnchors.badges.client')}
        </Badge>
      )}
      {comment.visibility === 'shared' && (
        <Badge size="xs" variant="light" tt="none" color="blue">
          {t('ui.commentAnchors.badges.shared')}
        </Badge>
      )}
      {comment.resolved_at && (
        <Badge
          size="xs"
          variant="light"
          tt="none"
          color="teal"
          title={resolvedBy ? t('ui.commentAnchors.thread.resolvedBy', { name: resolvedBy }) : undefined}
        >
          {resolvedBy
            ? t('ui.commentAnchors.thread.resolvedBy', { name: resolvedBy })
            : t('ui.commentAnchors.thread.resolved')}
        </Badge>
      )}
    </Group>
  );
}
