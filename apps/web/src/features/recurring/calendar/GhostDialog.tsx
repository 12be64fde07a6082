import '@/shared/i18n/parts/recurring';
import type { RecurringGhost } from '@expertos/domain/recurring.schema';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlayerSkipForward, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { formatDay } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify/notify-store';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { useSeriesChanges } from '../hooks/use-series';

export interface GhostDialogProps {
  project: { uid: string; slug: string };
  /** The occurrence chosen; null while closed. */
  ghost: RecurringGhost | null;
  onClose: () => void;
}

/**
 * "Only this" for an occurrence not made yet (docs/product.md#recurring-tickets): make its
 * ticket now (then open it, to change it), skip it, or edit the series from that date on.
 */
export function GhostDialog({ project, ghost, onClose }: GhostDialogProps) {
  const { t, i18n } = useTranslation();
  const k = 'ui.recurring.ghosts' as const;
  const navigate = useNavigate();
  const { occurrence } = useSeriesChanges(project.uid);
  const date = ghost ? formatDay(ghost.on, i18n.language, { dateStyle: 'full' }) : '';
  const failed = (error: unknown) =>
    notify({ type: 'negative', message: t(`${k}.failed`, { reason: errorText(error) }) });
  const act = (action: 'make' | 'skip') => {
    if (!ghost) return;
    occurrence.mutate(
      { seriesUid: ghost.series_uid, day: ghost.day, action },
      {
        onSuccess: ({ ticket }) => {
          onClose();
          if (action === 'skip') notify({ type: 'positive', message: t(`${k}.skippedDone`, { date }) });
          else {
            notify({ type: 'positive', message: t(`${k}.made`) });
            if (ticket)
              openTaskDialog({ taskId: ticket.uid, projectSlug: project.slug, title: ticket.summary });
          }
        },
        onError: failed,
      },
    );
  };
  const pending = occurrence.isPending ? occurrence.variables?.action : null;
  return (
    <Modal
      opened={ghost !== null}
      onClose={onClose}
      title={ghost?.summary ?? ''}
      size="sm"
      data-testid="ghost-dialog"
    >
      {ghost && (
        <Stack gap="sm">
          <Text size="sm">
            {ghost.on === ghost.day
              ? t(`${k}.when`, { date })
              : t(`${k}.moved`, { date, day: formatDay(ghost.day, i18n.language) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`${k}.place`, {
              place:
                ghost.total === null
                  ? t('ui.recurring.ticket.positionEndless', { position: ghost.index })
                  : t('ui.recurring.ticket.position', { position: ghost.index, total: ghost.total }),
            })}
          </Text>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => act('make')}
            loading={pending === 'make'}
            disabled={pending === 'skip'}
            data-autofocus
          >
            {t(`${k}.make`)}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPlayerSkipForward size={16} aria-hidden />}
            onClick={() => act('skip')}
            loading={pending === 'skip'}
            disabled={pending === 'make'}
          >
            {t(`${k}.skip`)}
          </Button>
          <Button
            variant="subtle"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => {
              onClose();
              void navigate(paths.brandRecurring(project.slug, { edit: ghost.series_uid, from: ghost.day }));
            }}
          >
            {t(`${k}.editSeries`)}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
