import '@/shared/i18n/parts/templates';
import { PRIORITIES, type Priority, TICKET_TYPES, type TicketType } from '@expertos/domain/tickets';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubtaskField } from '../lib/template-checks';
import type { SubtaskValues } from '../lib/template-form';
import { AssigneeRuleField } from './AssigneeRuleField';
import { OffsetField } from './OffsetField';

export interface SubtaskMoreProps {
  workspaceUid: string;
  subtask: SubtaskValues;
  onChange: (patch: Partial<SubtaskValues>) => void;
  errorOf: (field: SubtaskField) => string | undefined;
}

/**
 * A subtask's own type and priority, who gets it and when it is due (from the anchor day, or
 * the film date the template gives its ticket). Its labels are the template's own: the group
 * around them names the subtask.
 */
export function SubtaskMore({ workspaceUid, subtask, onChange, errorOf }: SubtaskMoreProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('ui.tickets.list.fields.type')}
          data={TICKET_TYPES.map((value) => ({ value, label: t(`ui.tickets.list.types.${value}`) }))}
          value={subtask.ticketType}
          onChange={(next) => next && onChange({ ticketType: next as TicketType })}
          allowDeselect={false}
          size="sm"
        />
        <Select
          label={t('ui.tickets.list.fields.priority')}
          data={PRIORITIES.map((value) => ({ value, label: t(`ui.tickets.list.priorities.${value}`) }))}
          value={subtask.priority}
          onChange={(next) => next && onChange({ priority: next as Priority })}
          allowDeselect={false}
          size="sm"
        />
      </SimpleGrid>
      <AssigneeRuleField
        workspaceUid={workspaceUid}
        rule={subtask.assigneeRule}
        member={subtask.assigneeMember}
        onRule={(assigneeRule) => onChange({ assigneeRule })}
        onMember={(assigneeMember) => onChange({ assigneeMember })}
        memberError={errorOf('assigneeMember')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <OffsetField
          label={t('ui.templates.form.dueDays')}
          days={subtask.dueDays}
          onDays={(dueDays) => onChange({ dueDays })}
          fromFilm={{
            label: t('ui.templates.form.dueFromFilm'),
            checked: subtask.dueFromFilm,
            onChange: (dueFromFilm) => onChange({ dueFromFilm }),
          }}
          error={errorOf('dueDays')}
        />
      </SimpleGrid>
    </Stack>
  );
}
