import '@/shared/i18n/parts/content-series';
import { Anchor, Group } from '@mantine/core';
import { IconListNumbers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { TicketSlotProps } from '@/shared/ui/slots';
import { closeTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { ticketSeriesQueryOptions } from '../api/content-series';

/**
 * The content series a ticket is in (docs/product.md#content-series), in its side column: one
 * line, "Series: Tip Tuesday · 3 of 12", linking to the series on the brand's Series page.
 * Nothing when it is in none (or while that is asked).
 */
export function TicketSeriesLine({ ticketUid, project }: TicketSlotProps) {
  const { t } = useTranslation();
  const query = useQuery(ticketSeriesQueryOptions(ticketUid));
  const series = query.data;
  if (!series || !project) return null;
  return (
    <Group gap={6} wrap="nowrap" data-testid="ticket-content-series">
      <IconListNumbers size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Anchor
        component={Link}
        to={paths.brandSeries(project.slug, { series: series.uid })}
        onClick={() => closeTaskDialog()}
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        {t('ui.contentSeries.ticket.line', {
          name: series.name,
          position: series.position,
          planned: series.planned,
        })}
      </Anchor>
    </Group>
  );
}
