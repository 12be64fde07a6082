import {
  type EmailRule,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@expertos/domain/integration.schema';
import { TICKET_STATUS_LABELS, TICKET_STATUSES, type TicketStatus } from '@expertos/domain/tickets';
import { Checkbox, Group, MultiSelect, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText, invalidFields } from '@/shared/api/error-text';
import { eventKey } from './delivery-texts';

/** The server's word on one field of a refused save: the refusal's text when it names the field. */
export function serverFieldError(error: unknown, ...names: string[]): string | undefined {
  if (!error) return undefined;
  return invalidFields(error).some((field) => names.includes(field)) ? errorText(error) : undefined;
}

/** Which events an endpoint hears; none ticked means all (the server's rule). */
export function EventTypesField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: WebhookEventType[];
  onChange: (next: WebhookEventType[]) => void;
  disabled?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('ui.integrations.form.eventTypes')}
      description={t('ui.integrations.form.eventTypesHint')}
      value={value}
      onChange={(next) => onChange(next as WebhookEventType[])}
      error={error}
    >
      <Stack gap={6} mt={6}>
        {WEBHOOK_EVENT_TYPES.map((event) => (
          <Checkbox key={event} value={event} label={t(eventKey(event))} disabled={disabled} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** The e-mail integration's rules: on ticket creation, and on entering chosen statuses. */
export function EmailRulesField({
  value,
  onChange,
  error,
}: {
  value: EmailRule[];
  onChange: (next: EmailRule[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const created = value.some((rule) => rule.event === 'ticket.created');
  const statuses = value.flatMap((rule) => (rule.event === 'ticket.status_changed' ? [rule.status] : []));
  const build = (nextCreated: boolean, nextStatuses: string[]): EmailRule[] => [
    ...(nextCreated ? [{ event: 'ticket.created' as const }] : []),
    ...nextStatuses.map((status) => ({
      event: 'ticket.status_changed' as const,
      status: status as TicketStatus,
    })),
  ];
  return (
    <Stack gap="xs">
      <Switch
        label={t('ui.integrations.form.ruleCreated')}
        checked={created}
        onChange={(event) => onChange(build(event.currentTarget.checked, statuses))}
      />
      <MultiSelect
        label={t('ui.integrations.form.ruleStatus')}
        data={TICKET_STATUSES.map((status) => ({ value: status, label: TICKET_STATUS_LABELS[status] }))}
        value={statuses}
        onChange={(next) => onChange(build(created, next))}
        error={error}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}

/** Switches an integration on or off. */
export function EnabledField({ value, onChange }: { value: boolean; onChange: (next: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Group>
      <Switch
        label={t('ui.integrations.form.enabled')}
        checked={value}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </Group>
  );
}
