import './post-calendar.css';
import type { PublicationState } from '@expertos/domain/publishing/publication';
import type { BrandPublication } from '@expertos/domain/publishing/publication.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/shared/ui/QueryError';
import type { CalendarLayerEvent, CalendarLayerProps } from '@/shared/ui/slots';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { brandPublicationsQueryOptions, queueSettingsQueryOptions } from './calendar-api';
import { PostEventContent } from './PostEventContent';
import { canScheduleAt, isMovable, shiftedDueAt } from './publication-events';
import { useMovePost } from './use-move-post';

/** Each state's shade; failed and needs-attention ones are also edged and marked (post-calendar.css). */
const STATE_COLORS: Record<PublicationState, string> = {
  scheduled: 'indigo',
  publishing: 'blue',
  published: 'green',
  failed: 'red',
  needs_attention: 'red',
  handed_off: 'grape',
};

/** Every post event carries this class, and its state's (styles and e2e tests find them by it). */
export const POST_EVENT_CLASS = 'post-event';

/**
 * The brand's posts on its calendar (docs/product.md#publishing), beside the tickets: each at
 * its time with its network and state. A post not yet out (or one that failed or waits for a
 * person) drags to another day at the same time of day in the brand's zone; a time already
 * past refuses the drop. A click (or Enter) opens the post's ticket.
 */
export function ScheduledPostsLayer({ projectUid, projectSlug, start, end, onEvents }: CalendarLayerProps) {
  const { t } = useTranslation();
  const publications = useQuery({
    ...brandPublicationsQueryOptions(projectUid, start.toISOString(), end.toISOString()),
    placeholderData: keepPreviousData,
  });
  const queue = useQuery(queueSettingsQueryOptions(projectUid));
  const zone = queue.data?.time_zone ?? null;
  const move = useMovePost(projectUid, zone);

  const events = useMemo(
    () =>
      (publications.data ?? []).map(
        (publication: BrandPublication): CalendarLayerEvent => ({
          id: `post-${publication.uid}`,
          title: publication.ticket_title || publication.excerpt,
          start: publication.due_at,
          // Without the brand's zone a move could not keep the time of day.
          movable: zone !== null && isMovable(publication.state),
          color: STATE_COLORS[publication.state],
          className: `${POST_EVENT_CLASS} post-event--${publication.state}`,
          data: {
            publicationUid: publication.uid,
            ticketUid: publication.ticket_uid,
            state: publication.state,
          },
          canMove: (days) => zone !== null && canScheduleAt(shiftedDueAt(publication.due_at, days, zone)),
          move: (days) => move(publication, days),
          open: () =>
            openTaskDialog({ taskId: publication.ticket_uid, projectSlug, title: publication.ticket_title }),
          render: (agenda) => <PostEventContent publication={publication} agenda={agenda} />,
        }),
      ),
    [publications.data, zone, move, projectSlug],
  );

  useEffect(() => onEvents(events), [events, onEvents]);
  // Gone with the brand's calendar: its posts go too.
  useEffect(() => () => onEvents([]), [onEvents]);

  if (!publications.isError) return null;
  return (
    <QueryError
      message={t('ui.postCalendar.loadError')}
      error={publications.error}
      onRetry={() => void publications.refetch()}
      layout="row"
      mb="sm"
    />
  );
}
