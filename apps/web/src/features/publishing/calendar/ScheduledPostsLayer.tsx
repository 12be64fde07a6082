import '@/shared/i18n/parts/post-calendar';
import './post-calendar.css';
import type { PublicationState } from '@expertos/domain/publishing/publication';
import type { BrandPublication, WorkspacePublication } from '@expertos/domain/publishing/publication.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/shared/ui/QueryError';
import type { CalendarLayerEvent, CalendarLayerProps } from '@/shared/ui/slots';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import {
  brandPublicationsQueryOptions,
  queueSettingsQueryOptions,
  workspacePublicationsQueryOptions,
} from './calendar-api';
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

/** A post as the calendar shows it; moving it is the brand calendar's (`moves`), else it stays. */
function postEvent(
  publication: BrandPublication,
  projectSlug: string,
  moves: { zone: string; move: (publication: BrandPublication, days: number) => Promise<boolean> } | null,
): CalendarLayerEvent {
  return {
    id: `post-${publication.uid}`,
    title: publication.ticket_title || publication.excerpt,
    start: publication.due_at,
    // Without the brand's zone a move could not keep the time of day.
    movable: moves !== null && isMovable(publication.state),
    // A post whose library asset may not go out at its time shows in the failed colour (and says why).
    color: publication.asset_rights ? STATE_COLORS.failed : STATE_COLORS[publication.state],
    className: `${POST_EVENT_CLASS} post-event--${publication.state}`,
    data: {
      publicationUid: publication.uid,
      ticketUid: publication.ticket_uid,
      state: publication.state,
      ...(publication.asset_rights ? { assetRights: publication.asset_rights.reason } : {}),
    },
    canMove: (days) => moves !== null && canScheduleAt(shiftedDueAt(publication.due_at, days, moves.zone)),
    move: (days) => (moves ? moves.move(publication, days) : Promise.resolve(false)),
    open: () =>
      openTaskDialog({ taskId: publication.ticket_uid, projectSlug, title: publication.ticket_title }),
    render: (agenda) => <PostEventContent publication={publication} agenda={agenda} />,
  };
}

/** Hands the events over while the layer is there, and takes them back when it goes. */
function useHandOver(events: CalendarLayerEvent[], onEvents: CalendarLayerProps['onEvents']) {
  useEffect(() => onEvents(events), [events, onEvents]);
  useEffect(() => () => onEvents([]), [onEvents]);
}

function LoadError({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  const { t } = useTranslation();
  return (
    <QueryError
      message={t('ui.postCalendar.loadError')}
      error={query.error}
      onRetry={() => void query.refetch()}
      layout="row"
      mb="sm"
    />
  );
}

/**
 * The brand's posts on its calendar (docs/product.md#publishing), beside the tickets: each at
 * its time with its network and state. A post not yet out (or one that failed or waits for a
 * person) drags to another day at the same time of day in the brand's zone; a time already
 * past refuses the drop. A click (or Enter) opens the post's ticket.
 */
function BrandPosts({
  project,
  start,
  end,
  onEvents,
}: Omit<CalendarLayerProps, 'project' | 'workspaceUid'> & { project: { uid: string; slug: string } }) {
  const publications = useQuery({
    ...brandPublicationsQueryOptions(project.uid, start.toISOString(), end.toISOString()),
    placeholderData: keepPreviousData,
  });
  const queue = useQuery(queueSettingsQueryOptions(project.uid));
  const zone = queue.data?.time_zone ?? null;
  const move = useMovePost(project.uid, zone);
  const events = useMemo(
    () =>
      (publications.data ?? []).map((publication) =>
        postEvent(publication, project.slug, zone === null ? null : { zone, move }),
      ),
    [publications.data, zone, move, project.slug],
  );
  useHandOver(events, onEvents);
  return publications.isError ? <LoadError query={publications} /> : null;
}

/**
 * Every brand's posts on the workspace's calendar, of the brands whose tasks the person may
 * open: each opens its ticket; moving one is done on its brand's calendar, in the brand's zone.
 */
function WorkspacePosts({ workspaceUid, start, end, onEvents }: Omit<CalendarLayerProps, 'project'>) {
  const publications = useQuery({
    ...workspacePublicationsQueryOptions(workspaceUid, start.toISOString(), end.toISOString()),
    placeholderData: keepPreviousData,
  });
  const events = useMemo(
    () =>
      (publications.data ?? []).map((publication: WorkspacePublication) =>
        postEvent(publication, publication.project_slug, null),
      ),
    [publications.data],
  );
  useHandOver(events, onEvents);
  return publications.isError ? <LoadError query={publications} /> : null;
}

/** Posts on a calendar: a brand's (movable), or the workspace's (every brand the person sees). */
export function ScheduledPostsLayer({ project, ...props }: CalendarLayerProps) {
  return project ? <BrandPosts project={project} {...props} /> : <WorkspacePosts {...props} />;
}
