import '@/shared/i18n/parts/integrations';
import type { IntegrationDelivery, ProjectIntegration } from '@expertos/domain/integration.schema';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/format';
import { QueryError } from '@/shared/ui/QueryError';
import type { TicketSlotProps } from '@/shared/ui/slots';
import { integrationsQueryOptions } from '../api/integrations';
import { ticketDeliveriesQueryKey, ticketDeliveriesQueryOptions } from '../api/ticket-sends';
import { DELIVERY_STATUS_COLORS } from './delivery-texts';
import { IntegrationIcon, integrationLabel } from './integration-style';
import { TicketSendActions } from './TicketSendActions';
import { targetText } from './target-text';

/**
 * The latest delivery to each integration: the dialog shows where the ticket stands now (as
 * `details.integrations` keeps one entry per integration), not every attempt of every event.
 */
function latestPerIntegration(deliveries: IntegrationDelivery[]): IntegrationDelivery[] {
  const seen = new Set<string>();
  // The server answers newest first.
  return deliveries.filter((delivery) => {
    if (seen.has(delivery.project_integration_uid)) return false;
    seen.add(delivery.project_integration_uid);
    return true;
  });
}

function DeliveryItem({
  delivery,
  integration,
}: {
  delivery: IntegrationDelivery;
  integration: ProjectIntegration | undefined;
}) {
  const { t } = useTranslation();
  const detail = integration ? integration.description || targetText(integration, t) : null;
  const when =
    delivery.status === 'retrying' && delivery.next_attempt_at
      ? t('ui.integrations.sentTo.nextAttempt', { at: formatDateTime(delivery.next_attempt_at) })
      : formatDateTime(delivery.last_attempt_at ?? delivery.created_at);
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start" data-testid="ticket-delivery">
      <IntegrationIcon type={delivery.type} size={24} />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {integrationLabel(t, delivery.type)}
          </Text>
          <Badge size="sm" variant="light" color={DELIVERY_STATUS_COLORS[delivery.status]} miw="max-content">
            {t(`ui.integrations.deliveries.statuses.${delivery.status}`)}
          </Badge>
        </Group>
        {detail && (
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {when}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * Where the ticket was delivered (side column of the details, for members;
 * docs/product.md#integrations): the latest delivery to each integration with its status,
 * reloading while one is in flight, and the buttons that send the ticket now.
 */
export function TicketSentToSection({ ticketUid, headingOrder, project, ticketUpdated }: TicketSlotProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const deliveries = useQuery(ticketDeliveriesQueryOptions(ticketUid));
  // A saved change raises events, and their deliveries are queued with it: load them.
  const seenUpdate = useRef(ticketUpdated);
  useEffect(() => {
    if (seenUpdate.current === ticketUpdated) return;
    seenUpdate.current = ticketUpdated;
    void queryClient.invalidateQueries({ queryKey: ticketDeliveriesQueryKey(ticketUid) });
  }, [ticketUpdated, ticketUid, queryClient]);
  const integrations = useQuery({
    ...integrationsQueryOptions(project?.uid ?? ''),
    enabled: Boolean(project),
  });
  const byUid = new Map((integrations.data ?? []).map((integration) => [integration.uid, integration]));

  let list: ReactNode;
  if (deliveries.isPending) list = <Text size="sm">{t('ui.loading')}</Text>;
  else if (deliveries.isError)
    list = (
      <QueryError
        layout="inline"
        message={t('ui.integrations.sentTo.loadError')}
        error={deliveries.error}
        onRetry={() => void deliveries.refetch()}
      />
    );
  else if (deliveries.data.length === 0)
    list = (
      <Text size="sm" c="dimmed">
        {t('ui.integrations.sentTo.empty')}
      </Text>
    );
  else
    list = (
      <Stack
        component="ul"
        gap="sm"
        aria-label={t('ui.integrations.sentTo.listLabel')}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {latestPerIntegration(deliveries.data).map((delivery) => (
          <DeliveryItem
            key={delivery.uid}
            delivery={delivery}
            integration={byUid.get(delivery.project_integration_uid)}
          />
        ))}
      </Stack>
    );

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-testid="ticket-sent-to">
      <Title id={headingId} order={headingOrder} size="h5">
        {t('ui.integrations.sentTo.title')}
      </Title>
      {list}
      {project && integrations.data && (
        <TicketSendActions
          ticketUid={ticketUid}
          projectSlug={project.slug}
          integrations={integrations.data}
        />
      )}
    </Stack>
  );
}
