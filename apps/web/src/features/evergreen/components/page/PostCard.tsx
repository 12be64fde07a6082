import '@/shared/i18n/parts/evergreen';
import type { EvergreenPost } from '@expertos/domain/evergreen';
import { Anchor, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconLeaf, IconTrash } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate, formatDay } from '@/shared/lib/format';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';

export interface PostCardProps {
  post: EvergreenPost;
  projectSlug: string;
  /** A change of this post is under way: its controls wait. */
  busy: boolean;
  onPausedChange: (paused: boolean) => void;
  onUnmark: () => void;
}

/** A plain click opens the ticket's dialog over the page; a modified one follows the link (a new tab). */
function opensDialog(event: MouseEvent) {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}

/**
 * One evergreen post of the brand: its ticket, how often it came back of how often it may, when
 * it last did, the first day it may come back (or that it is done), its pause and unmark.
 */
export function PostCard({ post, projectSlug, busy, onPausedChange, onUnmark }: PostCardProps) {
  const { t, i18n } = useTranslation();
  const k = 'ui.evergreen.list' as const;
  const name = post.ticket.summary;
  const headingId = `evergreen-${post.ticket.uid}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={headingId}
      data-testid="evergreen-post"
    >
      <Stack gap={6}>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconLeaf size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Title id={headingId} order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            <Anchor
              component={Link}
              to={paths.brandTask(projectSlug, post.ticket.uid)}
              onClick={(event: MouseEvent) => {
                if (!opensDialog(event)) return;
                event.preventDefault();
                openTaskDialog({ taskId: post.ticket.uid, projectSlug, title: name });
              }}
              inherit
            >
              #{post.ticket.id} {name}
            </Anchor>
          </Title>
        </Group>
        <Group gap="md" c="dimmed">
          <Text size="sm" fw={600} c="var(--mantine-color-text)" data-testid="evergreen-came-back">
            {t(`${k}.cameBack`, { count: post.repeats, max: post.max_repeats })}
          </Text>
          <Text size="sm">
            {post.last_recycled
              ? t(`${k}.lastRecycled`, { date: formatDate(post.last_recycled, i18n.language) })
              : t(`${k}.notYet`)}
          </Text>
          <Text size="sm" data-testid="evergreen-next">
            {post.next_eligible
              ? t(`${k}.next`, { date: formatDay(post.next_eligible, i18n.language) })
              : t(`${k}.done`)}
          </Text>
        </Group>
        <Group justify="space-between" gap="sm" mt={4}>
          <Switch
            label={t(`${k}.paused`)}
            aria-label={t(`${k}.pausedName`, { name })}
            checked={post.paused}
            disabled={busy}
            onChange={(event) => onPausedChange(event.currentTarget.checked)}
          />
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={t(`${k}.unmarkLabel`, { name })}
            disabled={busy}
            onClick={onUnmark}
          >
            {t(`${k}.unmark`)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
