import type {
  IntegrationState,
  JiraStatusWebhook,
  ProjectIntegration,
} from '@expertos/domain/integration.schema';
import { Badge, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconKey,
  IconPencil,
  IconPlugConnectedX,
  IconRefresh,
  IconSend,
  IconUsers,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatDateTime } from '@/shared/lib/format-date';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import {
  deleteIntegration,
  deliveriesQueryKey,
  integrationsQueryKey,
  rotateSecret,
  testIntegration,
} from '../api/integrations';
import { setUpJiraSync } from '../api/jira';
import { DeliveriesTable } from './DeliveriesTable';
import { eventKey } from './delivery-texts';
import { IntegrationIcon, integrationLabel } from './integration-style';
import { JiraPeopleModal } from './JiraPeopleModal';
import { JiraSyncModal } from './JiraSyncModal';
import { targetText } from './target-text';

const STATE_COLORS: Record<IntegrationState, string> = { connected: 'teal', failing: 'red', off: 'gray' };

/** Where the integration sends, and which events it hears. */
function Target({ integration }: { integration: ProjectIntegration }) {
  const { t } = useTranslation();
  const text = targetText(integration, t);
  const events =
    integration.type === 'email' || integration.config.event_types.length === 0
      ? null
      : integration.config.event_types.map((event) => t(eventKey(event))).join(', ');
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Text>
      {integration.type !== 'email' && (
        <Text size="xs" c="dimmed">
          {integration.type === 'jira'
            ? jiraEventsText(integration.config.event_types, t)
            : (events ?? t('ui.integrations.events.all'))}
        </Text>
      )}
      {integration.type === 'jira' && integration.config.status_webhook_url && (
        <Text size="xs" c="dimmed">
          {t('ui.integrations.jira.syncOn')}
        </Text>
      )}
    </Stack>
  );
}

/** What a Jira integration does on its own: file new tickets, move issues, or neither. */
function jiraEventsText(types: readonly string[], t: TFunction): string {
  const parts = [
    ...(types.includes('ticket.created') ? [t('ui.integrations.jira.onCreate')] : []),
    ...(types.includes('ticket.status_changed') ? [t('ui.integrations.jira.onStatus')] : []),
  ];
  return parts.length ? parts.join(' · ') : t('ui.integrations.jira.onCreateHint');
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
  const label = integrationLabel(integration.type);
  const name = integration.description || label;
  // Connected, but not yet told where to send: the edit button says what is missing.
  const unpicked =
    integration.type === 'jira' && !integration.config.project_key
      ? t('ui.integrations.jira.pickProject')
      : integration.type === 'monday' && !integration.config.board_id
        ? t('ui.integrations.monday.pickBoard')
        : null;
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

  const rotate = async () => {
    const ok = await confirm({
      title: t('ui.integrations.actions.rotateTitle'),
      message: t('ui.integrations.actions.rotateText'),
      ok: t('ui.integrations.actions.rotateOk'),
    });
    if (!ok) return;
    try {
      const reply = await rotateSecret(projectUid, integration.uid);
      onSecret(reply.signing_secret);
      void refreshList();
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    }
  };

  const [sync, setSync] = useState<JiraStatusWebhook | null>(null);
  const [peopleOpen, setPeopleOpen] = useState(false);
  const syncSetUp = integration.type === 'jira' && integration.config.status_webhook_url !== null;
  const setUpSync = async () => {
    // A new secret ends the old one at once: ask first when Jira may be using it.
    if (syncSetUp) {
      const ok = await confirm({
        title: t('ui.integrations.jira.syncNewSecretTitle'),
        message: t('ui.integrations.jira.syncNewSecretText'),
        ok: t('ui.integrations.jira.syncNewSecret'),
      });
      if (!ok) return;
    }
    try {
      setSync(await setUpJiraSync(projectUid, integration.uid));
      void refreshList();
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    }
  };

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
              {integration.type === 'webhook' && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconKey size={14} aria-hidden />}
                  onClick={() => void rotate()}
                >
                  {t('ui.integrations.actions.rotate')}
                </Button>
              )}
              {integration.type === 'jira' && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconUsers size={14} aria-hidden />}
                  onClick={() => setPeopleOpen(true)}
                >
                  {t('ui.integrations.jira.people')}
                </Button>
              )}
              {integration.type === 'jira' && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  onClick={() => void setUpSync()}
                >
                  {syncSetUp ? t('ui.integrations.jira.syncNewSecret') : t('ui.integrations.jira.syncSetUp')}
                </Button>
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
      {integration.type === 'jira' && admin && (
        <JiraPeopleModal
          projectUid={projectUid}
          integrationUid={integration.uid}
          opened={peopleOpen}
          onClose={() => setPeopleOpen(false)}
        />
      )}
      {integration.type === 'jira' && (
        <JiraSyncModal
          webhook={sync}
          projectKey={integration.config.project_key}
          onClose={() => setSync(null)}
        />
      )}
    </Card>
  );
}
