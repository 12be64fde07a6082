import '@/shared/i18n/parts/integrations';
import type { EmailRule } from '@expertos/domain/integration.schema';
import { TICKET_STATUSES, type TicketStatus } from '@expertos/domain/tickets';
import { MultiSelect, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
        data={TICKET_STATUSES.map((status) => ({
          value: status,
          label: t(`ui.tickets.list.statuses.${status}`),
        }))}
        value={statuses}
        onChange={(next) => onChange(build(created, next))}
        error={error}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
