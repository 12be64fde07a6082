import '@/shared/i18n/parts/content-series';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { ContentSeriesPage } from '@expertos/domain/content-series';
import { TICKET_STATUSES, type TicketStatus } from '@expertos/domain/tickets';
import { ActionIcon, Anchor, Badge, Text, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, type MouseEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDay } from '@/shared/lib/format';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { dayOf, opensDialog } from '../lib/open-ticket';
import classes from './ContentSeries.module.css';

export type SeriesPost = ContentSeriesPage['posts'][number];

const isStatus = (status: string): status is TicketStatus =>
  (TICKET_STATUSES as readonly string[]).includes(status);

export interface PostRowProps {
  post: SeriesPost;
  index: number;
  projectSlug: string;
  /** To place `to` (0-based); a place outside the list does nothing. */
  onMove: (post: SeriesPost, to: number) => void;
  onRemove: (post: SeriesPost) => void;
}

const k = 'ui.contentSeries.posts' as const;

/**
 * One post of a series: its handle (dragged, or Alt with an arrow key), its number, its ticket
 * (opened in the dialog), its status, day and "Out" mark, and its remove button.
 */
export function PostRow({ post, index, projectSlug, onMove, onRemove }: PostRowProps) {
  const { t, i18n } = useTranslation();
  const handle = useRef<HTMLButtonElement | null>(null);
  const drag = useDraggable({ id: post.ticket.uid });
  const drop = useDroppable({ id: post.ticket.uid });
  const { summary, uid, id, status } = post.ticket;

  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onMove(post, index + (event.key === 'ArrowUp' ? -1 : 1));
    // The row moves in the page, which can take the focus from it: the handle keeps it for the next press.
    requestAnimationFrame(() => handle.current?.focus());
  };

  return (
    <li
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      className={classes.post}
      // Only up and down: the list is one column.
      style={drag.transform ? { transform: `translate3d(0, ${drag.transform.y}px, 0)` } : undefined}
      data-dragging={drag.isDragging || undefined}
      data-over={(drop.isOver && !drag.isDragging) || undefined}
      data-testid="series-post"
    >
      <ActionIcon
        ref={(node: HTMLButtonElement | null) => {
          drag.setActivatorNodeRef(node);
          handle.current = node;
        }}
        variant="subtle"
        color="gray"
        size="sm"
        className={classes.handle}
        aria-label={t(`${k}.move`, { summary })}
        // The instructions the drag context keeps (the move hint).
        aria-describedby={drag.attributes['aria-describedby']}
        {...drag.listeners}
        onKeyDown={onHandleKeyDown}
      >
        <IconGripVertical size={14} aria-hidden />
      </ActionIcon>
      <Text className={classes.number} aria-label={t(`${k}.number`, { position: post.position })}>
        {post.position}
      </Text>
      <div className={classes.body}>
        <Anchor
          component={Link}
          to={paths.brandTask(projectSlug, uid)}
          onClick={(event: MouseEvent) => {
            if (!opensDialog(event)) return;
            event.preventDefault();
            openTaskDialog({ taskId: uid, projectSlug, title: summary });
          }}
          size="sm"
          className={classes.summary}
        >
          #{id} {summary}
        </Anchor>
        {post.out && (
          <Tooltip label={t(`${k}.outHint`)}>
            <Badge
              size="sm"
              variant="light"
              color="green"
              leftSection={<IconCircleCheck size={12} aria-hidden />}
              data-testid="post-out"
            >
              {t(`${k}.out`)}
            </Badge>
          </Tooltip>
        )}
        <Badge size="sm" variant="outline" color="gray">
          {isStatus(status) ? t(`ui.tickets.list.statuses.${status}`) : status}
        </Badge>
        <Text size="xs" c="dimmed" miw={80}>
          {post.day ? formatDay(dayOf(post.day), i18n.language) : t(`${k}.noDay`)}
        </Text>
      </div>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t(`${k}.remove`, { summary })}
        onClick={() => onRemove(post)}
      >
        <IconTrash size={14} aria-hidden />
      </ActionIcon>
    </li>
  );
}
