import '@/shared/i18n/parts/evergreen';
import type { EvergreenPost } from '@expertos/domain/evergreen';
import { TICKET_TEXT_MAX } from '@expertos/domain/ticket.schema';
import { Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconLeaf, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { formatDay } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { closeTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import type { useTicketEvergreenChanges } from '../../hooks/use-ticket-evergreen';

export interface MarkedPanelProps {
  post: EvergreenPost;
  changes: ReturnType<typeof useTicketEvergreenChanges>;
  projectSlug: string | undefined;
}

/**
 * An evergreen post in its ticket: how often it came back and from when it may again, its pause,
 * the text its returns take instead of the caption (empty: the caption), and unmark.
 */
export function MarkedPanel({ post, changes, projectSlug }: MarkedPanelProps) {
  const { t, i18n } = useTranslation();
  const k = 'ui.evergreen.ticket' as const;
  const [variant, setVariant] = useState(post.variant ?? '');
  const failed = (error: unknown) =>
    notify({ type: 'negative', message: t('ui.evergreen.list.failed', { reason: errorText(error) }) });
  const busy = changes.update.isPending || changes.unmark.isPending;
  const count = { count: post.repeats, max: post.max_repeats };

  const setPaused = (paused: boolean) =>
    changes.update.mutate(
      { paused },
      {
        onSuccess: () =>
          notify({
            type: 'positive',
            message: t(paused ? 'ui.evergreen.list.pausedDone' : 'ui.evergreen.list.resumed'),
          }),
        onError: failed,
      },
    );
  const saveVariant = () =>
    changes.update.mutate(
      // Empty means the caption: the server keeps null for it.
      { variant: variant.trim() === '' ? null : variant.trim() },
      { onSuccess: () => notify({ type: 'positive', message: t(`${k}.variantSaved`) }), onError: failed },
    );
  const unmark = async () => {
    const ok = await confirm({
      title: t('ui.evergreen.list.unmarkTitle', { name: post.ticket.summary }),
      message: t('ui.evergreen.list.unmarkText'),
      ok: t('ui.evergreen.list.unmark'),
      danger: true,
    });
    if (ok)
      changes.unmark.mutate(undefined, {
        onSuccess: () => notify({ type: 'positive', message: t('ui.evergreen.list.unmarked') }),
        onError: failed,
      });
  };

  return (
    <Stack gap={8}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconLeaf size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" data-testid="evergreen-status">
          {post.next_eligible
            ? t(`${k}.status`, { ...count, date: formatDay(post.next_eligible, i18n.language) })
            : t(`${k}.statusDone`, count)}
        </Text>
      </Group>
      {post.paused && (
        <Text size="sm" c="orange">
          {t(`${k}.pausedNote`)}
        </Text>
      )}
      <Textarea
        label={t(`${k}.variant`)}
        description={t(`${k}.variantHint`)}
        value={variant}
        onChange={(event) => setVariant(event.currentTarget.value)}
        maxLength={TICKET_TEXT_MAX}
        autosize
        minRows={2}
        maxRows={8}
      />
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="light"
          onClick={saveVariant}
          disabled={busy || variant.trim() === (post.variant ?? '')}
        >
          {t(`${k}.saveVariant`)}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={
            post.paused ? <IconPlayerPlay size={14} aria-hidden /> : <IconPlayerPause size={14} aria-hidden />
          }
          onClick={() => setPaused(!post.paused)}
          disabled={busy}
        >
          {post.paused ? t(`${k}.resume`) : t(`${k}.pause`)}
        </Button>
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => void unmark()} disabled={busy}>
          {t('ui.evergreen.list.unmark')}
        </Button>
      </Group>
      {projectSlug && (
        <Anchor
          component={Link}
          to={paths.brandEvergreen(projectSlug)}
          onClick={() => closeTaskDialog()}
          size="sm"
        >
          {t(`${k}.openPage`)}
        </Anchor>
      )}
    </Stack>
  );
}
