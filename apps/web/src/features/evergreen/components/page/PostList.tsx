import '@/shared/i18n/parts/evergreen';
import type { EvergreenPost } from '@expertos/domain/evergreen';
import { Stack } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { notify } from '@/shared/ui/notify/notify-store';
import { useEvergreenChanges } from '../../hooks/use-evergreen';
import { PostCard } from './PostCard';

export interface PostListProps {
  projectUid: string;
  projectSlug: string;
  posts: readonly EvergreenPost[];
}

/** The brand's evergreen posts, out least recently first; how to mark one when there is none. */
export function PostList({ projectUid, projectSlug, posts }: PostListProps) {
  const { t } = useTranslation();
  const k = 'ui.evergreen.list' as const;
  const changes = useEvergreenChanges(projectUid);
  const failed = (error: unknown) =>
    notify({ type: 'negative', message: t(`${k}.failed`, { reason: errorText(error) }) });
  const busyWith = (ticketUid: string) =>
    (changes.update.isPending && changes.update.variables?.ticketUid === ticketUid) ||
    (changes.unmark.isPending && changes.unmark.variables === ticketUid);

  const setPaused = (post: EvergreenPost, paused: boolean) =>
    changes.update.mutate(
      { ticketUid: post.ticket.uid, change: { paused } },
      {
        onSuccess: () =>
          notify({ type: 'positive', message: t(paused ? `${k}.pausedDone` : `${k}.resumed`) }),
        onError: failed,
      },
    );
  const unmark = async (post: EvergreenPost) => {
    const ok = await confirm({
      title: t(`${k}.unmarkTitle`, { name: post.ticket.summary }),
      message: t(`${k}.unmarkText`),
      ok: t(`${k}.unmark`),
      danger: true,
    });
    if (ok)
      changes.unmark.mutate(post.ticket.uid, {
        onSuccess: () => notify({ type: 'positive', message: t(`${k}.unmarked`) }),
        onError: failed,
      });
  };

  if (posts.length === 0)
    return (
      <EmptyState
        icon={<IconLeaf size={32} stroke={1.5} aria-hidden />}
        title={t('ui.evergreen.empty.title')}
        description={t('ui.evergreen.empty.text')}
      />
    );
  return (
    <Stack gap="sm" component="section" aria-label={t(`${k}.label`)}>
      {posts.map((post) => (
        <PostCard
          key={post.ticket.uid}
          post={post}
          projectSlug={projectSlug}
          busy={busyWith(post.ticket.uid)}
          onPausedChange={(paused) => setPaused(post, paused)}
          onUnmark={() => void unmark(post)}
        />
      ))}
    </Stack>
  );
}
