import '@/shared/i18n/parts/integrations';
import type { IntegrationState, ProjectIntegration } from '@expertos/domain/integration.schema';
import { Badge, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconPencil,
  IconPlugConnectedX,
  IconSend,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import {
  deleteIntegration,
  deliveriesQueryKey,
  integrationsQueryKey,
  testIntegration,
} from '../api/integrations';
import { kindOf } from '../kinds/integration-forms';
import { DeliveriesTable } from './DeliveriesTable';
import { eventKey } from './delivery-texts';
import { IntegrationIcon, integrationLabel } from './integration-style';
import { targetText } from './target-text';

const STATE_COLORS: Record<IntegrationState, string> = { connected: 'teal', failing: 'red', off: 'gray' };

/** Where the integration sends, and which events it hears (its kind may say it otherwise). */
function Target({ integration }: { integration: ProjectIntegration }) {
  const { t } = useTranslation();
  const card = kindOf(integration).card;
  // Every kind but e-mail hears events; e-mail's kind says so (no events line).
  const heard = 'event_types' in integration.config ? integration.config.event_types : [];
  const events = card?.events
    ? card.events(integration, t)
    : heard.length === 0
      ? t('ui.integrations.events.all')
      : heard.map((event) => t(eventKey(event))).join(', ');
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {targetText(integration, t)}
      </Text>
      {[...(events === null ? [] : [events]), ...(card?.notes?.(integration, t) ?? [])].map((line) => (
        <Text key={line} size="xs" c="dimmed">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * One integration of the brand: its type and look, state, target, last delivery, the admins'
 * actions and its recent deliveries (docs/product.md#integrations).
 */
export function IntegrationCard({
  projectUid,
  integration,
  admin,
  onEdit,
  onSecret,
}: {
  projectUid: string;
  integration: ProjectIntegration;
  admin: boolean;
  onEdit: () => void;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const label = integrationLabel(t, integration.type);
  const name = integration.description || label;
  // Connected, but not yet told where to send: the edit button says what is missing.
  const kind = kindOf(integration);
  const unpicked = kind.card?.unpicked?.(integration, t) ?? null;
  const Actions = kind.card?.Actions;
  const refreshList = () => queryClient.invalidateQueries({ queryKey: integrationsQueryKey(projectUid) });

  const test = useMutation({
    mutationFn: () => testIntegration(projectUid, integration.uid),
    onSuccess: () => {
      notify({ type: 'positive', message: t('ui.integrations.actions.testSent') });
      // The log polls while the test is pending (deliveriesQueryOptions), so it shows the result.
      setOpen(true);
      void queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(projectUid, integration.uid) });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });

  const disconnect = async () => {
    const ok = await confirm({
      title: t('ui.integrations.actions.disconnectTitle', { name }),
      message: t('ui.integrations.actions.disconnectText'),
      ok: t('ui.integrations.actions.disconnect'),
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteIntegration(projectUid, integration.uid);
      notify({ type: 'positive', message: t('ui.integrations.actions.disconnected', { name }) });
      void refreshList();
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    }
  };

  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={name} role="listitem">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
            <IntegrationIcon type={integration.type} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {label}
              </Text>
              {integration.description && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {integration.description}
                </Text>
              )}
            </Stack>
          </Group>
          <Stack gap={2} align="flex-end">
            <Badge variant="light" color={STATE_COLORS[integration.state]} data-testid="integration-state">
              {t(`ui.integrations.states.${integration.state}`)}
            </Badge>
            {integration.state === 'off' && integration.disabled_reason && (
              <Text size="xs" c="dimmed">
                {t(`ui.integrations.disabledReasons.${integration.disabled_reason}`)}
              </Text>
            )}
          </Stack>
        </Group>

        <Target integration={integration} />
        <Text size="xs" c="dimmed">
          {integration.last_delivery_at
            ? t('ui.integrations.lastDelivery', { at: formatDateTime(integration.last_delivery_at) })
            : t('ui.integrations.noDelivery')}
        </Text>

        <Group gap="xs" wrap="wrap">
          {admin && (
            <>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconSend size={14} aria-hidden />}
                loading={test.isPending}
                disabled={!integration.enabled}
                onClick={() => test.mutate()}
              >
                {t('ui.integrations.actions.test')}
              </Button>
              <Button
                size="xs"
                variant={unpicked ? 'filled' : 'default'}
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={onEdit}
              >
                {unpicked ?? t('ui.integrations.actions.edit')}
              </Button>
              {Actions && (
                <Actions
                  projectUid={projectUid}
                  integration={integration}
                  onSecret={onSecret}
                  refresh={() => void refreshList()}
                />
              )}
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconPlugConnectedX size={14} aria-hidden />}
                onClick={() => void disconnect()}
              >
                {t('ui.integrations.actions.disconnect')}
              </Button>
            </>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            ml="auto"
            aria-expanded={open}
            aria-controls={panelId}
            rightSection={
              open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
            }
            onClick={() => setOpen((value) => !value)}
          >
            {t('ui.integrations.deliveries.show')}
          </Button>
        </Group>

        <Collapse expanded={open} id={panelId}>
          {open && <DeliveriesTable projectUid={projectUid} integration={integration} admin={admin} />}
        </Collapse>
      </Stack>
    </Card>
  );
}
