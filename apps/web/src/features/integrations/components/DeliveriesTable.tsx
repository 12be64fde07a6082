import '@/shared/i18n/parts/integrations';
import type { IntegrationDelivery, ProjectIntegration } from '@expertos/domain/integration.schema';
import { Badge, Button, Code, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import {
  deliveriesQueryKey,
  deliveriesQueryOptions,
  deliveryInFlight,
  integrationsQueryKey,
  retryDelivery,
} from '../api/integrations';
import { DELIVERY_STATUS_COLORS, eventKey } from './delivery-texts';
import { integrationLabel } from './integration-style';

/** The target's status and the start of its reply, when it answered. */
function Reply({ delivery }: { delivery: IntegrationDelivery }) {
  return (
    <Text size="xs" ff="monospace" truncate="end" title={delivery.response_excerpt ?? undefined}>
      {delivery.response_status !== null && <Code>{delivery.response_status}</Code>}{' '}
      {delivery.response_excerpt}
    </Text>
  );
}

/**
 * What came back, or why nothing useful did: the last failure's kind and the server's text
 * (a refused address with the guard's reason, a timeout, TLS…), then the reply if there was one.
 */
function Response({ delivery }: { delivery: IntegrationDelivery }) {
  const { t } = useTranslation();
  const failure = delivery.failure_reason;
  const answered = delivery.response_status !== null || Boolean(delivery.response_excerpt);
  if (!failure)
    return answered ? (
      <Reply delivery={delivery} />
    ) : (
      <Text size="sm" c="dimmed">
        {t('ui.integrations.deliveries.noResponse')}
      </Text>
    );
  // "HTTP 500" says no more than the status shown below it.
  const plainStatus = failure.message === `HTTP ${delivery.response_status}`;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500} c="red.8">
        {t(`ui.integrations.deliveries.failures.${failure.code}`)}
      </Text>
      {!plainStatus && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {failure.message}
        </Text>
      )}
      {answered && <Reply delivery={delivery} />}
    </Stack>
  );
}

function DeliveryRow({
  delivery,
  canRetry,
  retrying,
  onRetry,
}: {
  delivery: IntegrationDelivery;
  canRetry: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{t(eventKey(delivery.event_type))}</Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(delivery.created_at)}
        </Text>
      </Table.Td>
      <Table.Td>
        {/* max-content: a table cell would otherwise shrink the badge to an ellipsis. */}
        <Badge size="sm" variant="light" color={DELIVERY_STATUS_COLORS[delivery.status]} miw="max-content">
          {t(`ui.integrations.deliveries.statuses.${delivery.status}`)}
        </Badge>
        {/* A phone scrolls the table sideways: why it failed is said here too, in view. */}
        {delivery.failure_reason && (
          <Text size="xs" c="red.8" mt={4} hiddenFrom="sm">
            {t(`ui.integrations.deliveries.failures.${delivery.failure_reason.code}`)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {delivery.attempts}/{delivery.max_attempts}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at) : '—'}</Text>
      </Table.Td>
      <Table.Td maw={260}>
        <Response delivery={delivery} />
      </Table.Td>
      {canRetry && (
        <Table.Td>
          {delivery.status === 'failed' && (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconRefresh size={12} aria-hidden />}
              loading={retrying}
              onClick={onRetry}
            >
              {t('ui.integrations.deliveries.retry')}
            </Button>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/**
 * An integration's recent deliveries (docs/product.md#integrations): reloads every 2 s while
 * one is pending or retrying, and refreshes the list's state once they settle.
 */
export function DeliveriesTable({
  projectUid,
  integration,
  admin,
}: {
  projectUid: string;
  integration: ProjectIntegration;
  admin: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deliveries = useQuery(deliveriesQueryOptions(projectUid, integration.uid));
  const inFlight = deliveries.data?.some(deliveryInFlight) ?? false;
  const wasInFlight = useRef(inFlight);
  useEffect(() => {
    // A delivery settled: the card's state and last delivery time changed with it.
    if (wasInFlight.current && !inFlight)
      void queryClient.invalidateQueries({ queryKey: integrationsQueryKey(projectUid), exact: true });
    wasInFlight.current = inFlight;
  }, [inFlight, projectUid, queryClient]);

  const retry = useMutation({
    mutationFn: (delivery: IntegrationDelivery) => retryDelivery(projectUid, delivery.uid),
    onSuccess: () => {
      notify({ type: 'positive', message: t('ui.integrations.deliveries.retried') });
      void queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(projectUid, integration.uid) });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });

  if (deliveries.isPending) return <Text size="sm">{t('ui.loading')}</Text>;
  if (deliveries.isError)
    return (
      <QueryError
        layout="inline"
        message={t('ui.integrations.deliveries.loadError')}
        error={deliveries.error}
        onRetry={() => void deliveries.refetch()}
      />
    );
  if (deliveries.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('ui.integrations.deliveries.empty')}
      </Text>
    );
  const name = integration.description || integrationLabel(t, integration.type);
  // Scrolls sideways on a phone rather than squeeze the badges and the reply.
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing={6} fz="sm" striped>
        <Table.Caption>{t('ui.integrations.deliveries.title', { name })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ui.integrations.deliveries.event')}</Table.Th>
            <Table.Th>{t('ui.integrations.deliveries.status')}</Table.Th>
            <Table.Th>{t('ui.integrations.deliveries.attempts')}</Table.Th>
            <Table.Th>{t('ui.integrations.deliveries.nextAttempt')}</Table.Th>
            <Table.Th>{t('ui.integrations.deliveries.response')}</Table.Th>
            {admin && (
              <Table.Th>
                <VisuallyHidden>{t('ui.integrations.deliveries.retry')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.data.map((delivery) => (
            <DeliveryRow
              key={delivery.uid}
              delivery={delivery}
              canRetry={admin}
              retrying={retry.isPending && retry.variables?.uid === delivery.uid}
              onRetry={() => retry.mutate(delivery)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
