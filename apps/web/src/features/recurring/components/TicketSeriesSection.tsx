import '@/shared/i18n/parts/recurring';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { TicketSlotProps } from '@/shared/ui/slots';
import { closeTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { seriesQueryOptions } from '../api/recurring';

/**
 * A ticket a recurring series made (docs/product.md#recurring-tickets), in its side column: its
 * place, "3 of 10" (the total from the brand's series; "Number 3" for one without an end), and a
 * link to the series on the brand's Recurring page.
 */
export function TicketSeriesSection({ recurring, project, headingOrder }: TicketSlotProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const k = 'ui.recurring.ticket' as const;
  const list = useQuery({
    ...seriesQueryOptions(project?.uid ?? ''),
    enabled: Boolean(recurring && project),
  });
  if (!recurring || !project) return null;
  const total = list.data?.find((series) => series.uid === recurring.series)?.total ?? null;
  const place =
    total === null
      ? t(`${k}.positionEndless`, { position: recurring.position })
      : t(`${k}.position`, { position: recurring.position, total });
  return (
    <Stack gap={6} component="section" aria-labelledby={headingId} data-testid="ticket-series">
      <Title id={headingId} order={headingOrder} size="h5">
        {t(`${k}.title`)}
      </Title>
      <Group gap={6} wrap="nowrap">
        <IconRepeat size={16} aria-hidden />
        <Text size="sm" aria-label={t(`${k}.label`, { place })}>
          {place}
        </Text>
      </Group>
      <Anchor
        component={Link}
        to={paths.brandRecurring(project.slug, { series: recurring.series })}
        onClick={() => closeTaskDialog()}
        size="sm"
      >
        {t(`${k}.open`)}
      </Anchor>
    </Stack>
  );
}
