import '@/shared/i18n/parts/content-series';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { ContentSeriesPage } from '@expertos/domain/content-series';
import { Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { usePostChanges } from '../hooks/use-content-series';
import { movedOrder } from '../lib/post-order';
import classes from './ContentSeries.module.css';
import { PostRow, type SeriesPost } from './PostRow';

const k = 'ui.contentSeries.posts' as const;

// dnd-kit's own words are English and name posts by uid: a move is said in the list's status
// line instead, in the reader's language.
const QUIET: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

export interface PostListProps {
  projectUid: string;
  projectSlug: string;
  page: ContentSeriesPage;
}

/**
 * A series' posts in order, moved by dragging their handle or with Alt and an arrow key (the
 * new order is sent whole; the server renumbers those not out), and removed after a question.
 */
export function PostList({ projectUid, projectSlug, page }: PostListProps) {
  const { t } = useTranslation();
  const changes = usePostChanges(projectUid, page.uid);
  // What the status line says (a move), for screen readers.
  const [said, setSaid] = useState('');
  // A small distance before a drag starts, so a click on the handle stays a click.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const failed = (error: unknown) =>
    notify({ type: 'negative', message: t('ui.contentSeries.view.failed', { reason: errorText(error) }) });

  const move = (post: SeriesPost, to: number) => {
    const uids = page.posts.map((item) => item.ticket.uid);
    const next = movedOrder(uids, post.ticket.uid, to);
    if (!next) return;
    changes.order.mutate(next, { onError: failed });
    setSaid(t(`${k}.moved`, { summary: post.ticket.summary, place: to + 1, total: next.length }));
  };

  const remove = async (post: SeriesPost) => {
    const ok = await confirm({
      title: t(`${k}.removeTitle`, { summary: post.ticket.summary }),
      message: t(`${k}.removeText`),
      ok: t(`${k}.removeOk`),
      danger: true,
    });
    if (ok)
      changes.remove.mutate(post.ticket.uid, {
        onSuccess: () => notify({ type: 'positive', message: t(`${k}.removed`) }),
        onError: failed,
      });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const post = page.posts.find((item) => item.ticket.uid === active.id);
    const to = page.posts.findIndex((item) => item.ticket.uid === over.id);
    if (post && to >= 0) move(post, to);
  };

  return (
    <>
      <VisuallyHidden role="status">{said}</VisuallyHidden>
      {page.posts.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" data-testid="series-posts-empty">
          {t(`${k}.empty`)}
        </Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: QUIET,
            screenReaderInstructions: { draggable: t(`${k}.moveHint`) },
          }}
        >
          <ol className={classes.list} aria-label={t(`${k}.label`, { name: page.name })}>
            {page.posts.map((post, index) => (
              <PostRow
                key={post.ticket.uid}
                post={post}
                index={index}
                projectSlug={projectSlug}
                onMove={move}
                onRemove={(item) => void remove(item)}
              />
            ))}
          </ol>
        </DndContext>
      )}
    </>
  );
}
