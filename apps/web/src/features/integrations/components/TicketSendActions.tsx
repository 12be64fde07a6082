import '@/shared/i18n/parts/integrations';
import { isApiError } from '@expertos/api-client/client';
import { INTEGRATION_SEND_MESSAGES, type ProjectIntegration } from '@expertos/domain/integration.schema';
import { isExternalRole } from '@expertos/domain/roles';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '@/shared/api/error-text';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { sendTicket, ticketDeliveriesQueryKey } from '../api/ticket-sends';
import { sendKindOf } from '../kinds/ticket-sends';
import { IntegrationIcon } from './integration-style';

interface Send {
  integration: ProjectIntegration;
  addresses?: string[];
}

/**
 * The spec's text for a failed send (docs/product.md#messages), unless the server refused the
 * request itself (a switched-off integration, a bad address): then its reason says more.
 */
function failureText(error: unknown, integration: ProjectIntegration): string {
  if (isApiError(error) && error.status < 500) return errorText(error);
  return INTEGRATION_SEND_MESSAGES[integration.type].error;
}

/**
 * 'Send by e-mail', 'Send to webhook' and 'Send to Slack' for each enabled integration of the
 * brand. Any member who opens the ticket may send it (the route is for ticket members; external
 * users never open one); the answer shows as a notification and the list reloads.
 */
export function TicketSendActions({
  ticketUid,
  projectSlug,
  integrations,
}: {
  ticketUid: string;
  projectSlug: string;
  integrations: ProjectIntegration[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const role = useWorkspaceStore((state) => state.currentMemberRole);
  // The integration whose compose form (e-mail's addresses) is open.
  const [composing, setComposing] = useState<string | null>(null);
  const labelId = useId();

  const send = useMutation({
    mutationFn: ({ integration, addresses }: Send) =>
      sendTicket(ticketUid, {
        project_integration_uid: integration.uid,
        ...(addresses ? { addresses } : {}),
      }),
    onSuccess: (reply, { integration }) => {
      const texts = INTEGRATION_SEND_MESSAGES[integration.type];
      notify(
        reply.ok ? { type: 'positive', message: texts.success } : { type: 'negative', message: texts.error },
      );
      if (reply.ok) setComposing(null);
    },
    onError: (error, { integration }) => {
      // A refused address shows on the compose form's field instead.
      if (!(isApiError(error) && error.code === 'validation_error' && sendKindOf(integration)?.Compose))
        notify({ type: 'negative', message: failureText(error, integration) });
    },
    onSettled: (_reply, _error, { integration }) => {
      void queryClient.invalidateQueries({ queryKey: ticketDeliveriesQueryKey(ticketUid) });
      for (const queryKey of sendKindOf(integration)?.changes?.(ticketUid) ?? [])
        void queryClient.invalidateQueries({ queryKey });
    },
  });

  if (isExternalRole(role)) return null;
  const enabled = integrations.filter((integration) => integration.enabled);
  if (enabled.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('ui.integrations.sentTo.noIntegrations')}{' '}
        <Anchor component={Link} to={`/brand/${encodeURIComponent(projectSlug)}/integrations`} size="sm">
          {t('ui.integrations.sentTo.connectLink')}
        </Anchor>
      </Text>
    );

  // Two of a type are told apart by their description.
  const countOf = (type: string) => enabled.filter((integration) => integration.type === type).length;
  const labelOf = (integration: ProjectIntegration) => {
    const action = t(`ui.integrations.sentTo.send.${integration.type}`);
    return integration.description && countOf(integration.type) > 1
      ? t('ui.integrations.sentTo.named', { action, name: integration.description })
      : action;
  };
  const sending = (integration: ProjectIntegration) =>
    send.isPending && send.variables?.integration.uid === integration.uid;

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text size="xs" fw={600} c="dimmed" id={labelId}>
        {t('ui.integrations.sentTo.sendLabel')}
      </Text>
      {enabled.map((integration) => {
        const { Fields, Compose } = sendKindOf(integration) ?? {};
        return (
          <Stack key={integration.uid} gap={6}>
            {Fields && <Fields ticketUid={ticketUid} integration={integration} />}
            <Button
              size="xs"
              variant="light"
              justify="flex-start"
              fullWidth
              leftSection={<IntegrationIcon type={integration.type} size={18} />}
              loading={!Compose && sending(integration)}
              aria-expanded={Compose ? composing === integration.uid : undefined}
              onClick={() => {
                if (!Compose) send.mutate({ integration });
                else setComposing((open) => (open === integration.uid ? null : integration.uid));
              }}
            >
              {labelOf(integration)}
            </Button>
            {Compose && composing === integration.uid && (
              <Compose
                integration={integration}
                pending={sending(integration)}
                error={send.variables?.integration.uid === integration.uid ? send.error : null}
                onSend={(addresses) => send.mutate({ integration, addresses })}
                onCancel={() => setComposing(null)}
              />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
