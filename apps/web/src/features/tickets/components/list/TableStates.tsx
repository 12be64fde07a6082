import { Button, Skeleton, Stack } from '@mantine/core';
import { IconFilterOff, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/EmptyState';

/** While the first page loads: the table's outline, so nothing jumps when it arrives. */
export function TableSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap={6} aria-busy="true" aria-label={t('ui.tickets.list.table.loading')} role="status">
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by.
        <Skeleton key={index} height={36} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * Nothing to show: with filters, a way to clear them; without, the first ticket to create.
 */
export function TableEmpty({
  filtered,
  onClear,
  onCreate,
}: {
  filtered: boolean;
  onClear: () => void;
  onCreate?: () => void;
}) {
  const { t } = useTranslation();
  if (filtered) {
    return (
      <EmptyState
        title={t('ui.tickets.list.table.noMatchTitle')}
        description={t('ui.tickets.list.table.noMatchText')}
        actions={
          <Button variant="default" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
            {t('ui.tickets.list.filters.clear')}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      title={t('ui.tickets.list.table.emptyTitle')}
      description={t('ui.tickets.list.table.emptyText')}
      actions={
        onCreate && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
            {t('ui.tickets.list.page.newTicket')}
          </Button>
        )
      }
    />
  );
}
