import '@/shared/i18n/parts/comments';
import { Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketSlotProps } from '@/shared/ui/slots';
import { useComments, useMentionPeople } from '../api/use-comments';
import { useCommentTarget } from '../hooks/use-comment-target';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';

function CommentsSkeleton() {
  const { t } = useTranslation();
  // One line, as tall as "No comments yet": most tickets have none, so the composer below stays
  // where it is when they arrive (it moved under a click that came as they loaded).
  return (
    <Stack
      gap={0}
      // A line of small text's height (Text size="sm"), exactly.
      h="calc(var(--mantine-font-size-sm) * var(--mantine-line-height-sm))"
      justify="center"
      aria-busy="true"
      data-testid="comments-loading"
    >
      <VisuallyHidden role="status">{t('ui.comments.loading')}</VisuallyHidden>
      <Skeleton height={10} width="40%" aria-hidden />
    </Stack>
  );
}

/**
 * A ticket's comments (shown under the description in the task dialog and on the task page):
 * the conversation oldest first, then the composer. The newest page shows first; "Show older
 * comments" above the list loads the one before it.
 */
export function CommentsSection({
  ticketUid,
  workspaceUid,
  headingOrder: order,
  commentUid,
}: TicketSlotProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const comments = useComments(ticketUid);
  const people = useMentionPeople(workspaceUid);
  const list = comments.data ?? [];
  const peopleList = people.data ?? [];
  // A list that failed to load is asked for again at the next `@` (and shows as loading meanwhile).
  const peopleLoading = people.isPending || (people.isError && people.isFetching);
  const wantPeople = () => {
    if (people.isError && !people.isFetching) void people.refetch();
  };
  const target = useCommentTarget(comments, list, commentUid ?? null);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-testid="comments-section">
      <Title id={headingId} ref={headingRef} order={order} size="h5" tabIndex={-1}>
        {t('ui.comments.title')}
      </Title>
      {/* Opened at a comment (a notification): said out loud, not only shown. */}
      <VisuallyHidden role="status">
        {target.kind === 'shown' && target.highlighted ? t('ui.ticketAddress.commentShown') : ''}
      </VisuallyHidden>
      {target.kind === 'gone' && (
        <Text size="sm" c="dimmed" role="status" data-testid="comment-target-gone">
          {t('ui.ticketAddress.commentGone')}
        </Text>
      )}
      {comments.isPending && <CommentsSkeleton />}
      {comments.isError && !comments.isFetchNextPageError && (
        <Group gap="xs" role="alert">
          <Text size="sm" c="red">
            {t('ui.comments.loadError')}
          </Text>
          <Button
            variant="default"
            size="xs"
            loading={comments.isFetching}
            onClick={() => void comments.refetch()}
          >
            {t('ui.common.retry')}
          </Button>
        </Group>
      )}
      {comments.isSuccess && list.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="comments-empty">
          {t('ui.comments.empty')}
        </Text>
      )}
      {comments.hasNextPage && (
        <Group gap="xs">
          <Button
            variant="subtle"
            size="xs"
            loading={comments.isFetchingNextPage}
            onClick={() => void comments.fetchNextPage()}
          >
            {t('ui.comments.showOlder')}
          </Button>
          {comments.isFetchNextPageError && (
            <Text size="sm" c="red" role="alert">
              {t('ui.comments.olderLoadError')}
            </Text>
          )}
        </Group>
      )}
      {list.length > 0 && (
        <Stack
          component="ol"
          aria-label={t('ui.comments.listLabel')}
          gap="lg"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {list.map((comment) => (
            <CommentItem
              key={comment.uid}
              ticketUid={ticketUid}
              comment={comment}
              people={peopleList}
              peopleLoading={peopleLoading}
              onPeopleWanted={wantPeople}
              onDeleted={() => headingRef.current?.focus()}
              highlighted={target.kind === 'shown' && target.highlighted && target.uid === comment.uid}
            />
          ))}
        </Stack>
      )}
      <CommentComposer
        ticketUid={ticketUid}
        people={peopleList}
        peopleLoading={peopleLoading}
        onPeopleWanted={wantPeople}
      />
    </Stack>
  );
}
