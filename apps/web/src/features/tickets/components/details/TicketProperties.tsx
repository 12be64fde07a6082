import { minorUnitsToAmount } from '@expertos/domain/ticket.schema';
import { Badge, Group, Stack, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KeysUnder } from '@/shared/i18n/keys';
import { formatCents, formatDuration } from '@/shared/lib/format';
import { AMOUNT_INPUT, amountForApi, HOURS_INPUT } from '../fields/estimate-input';
import { priorityOptions, statusOptions, typeOptions } from '../fields/option-lists';
import { AssigneeField } from './fields/AssigneeField';
import { DateField } from './fields/DateField';
import { MilestoneField } from './fields/MilestoneField';
import { NumberField } from './fields/NumberField';
import { ReadOnlyField } from './fields/ReadOnlyField';
import { RemindAtField } from './fields/RemindAtField';
import { SelectField } from './fields/SelectField';
import { TagsField } from './fields/TagsField';
import type { SectionProps } from './PostSections';
import { saveField } from './save-field';
import { personName } from './use-detail-options';

/** The fields every ticket has, shown beside (or, on a phone, above) the body. */
export function TicketProperties({ task, editor, readOnly }: SectionProps) {
  const { t, i18n } = useTranslation();
  const label = (field: KeysUnder<'ui.tickets.details.fields'>) => t(`ui.tickets.details.fields.${field}`);
  // Reminder tickets, and any ticket that still carries a reminder time.
  const showReminder = task.ticket_type === 'reminder' || task.remind_at !== null;
  const showEstimate =
    task.ticket_type === 'estimate' || task.estimate_hours !== null || task.estimate_amount !== null;
  return (
    <Stack gap="sm">
      <SelectField
        label={label('status')}
        value={task.status}
        options={statusOptions(t)}
        onSave={saveField(editor, 'status')}
        readOnly={readOnly}
      />
      <SelectField
        label={label('priority')}
        value={task.priority}
        options={priorityOptions(t)}
        onSave={saveField(editor, 'priority')}
        readOnly={readOnly}
      />
      <SelectField
        label={label('ticket_type')}
        value={task.ticket_type}
        options={typeOptions(t)}
        onSave={saveField(editor, 'ticket_type')}
        readOnly={readOnly}
      />
      <AssigneeField
        workspaceUid={task.workspace_uid}
        value={task.assignee}
        readOnly={readOnly}
        onSave={(person) => void editor.save({ assignee: person?.uid ?? null }, { assignee: person })}
      />
      <DateField
        label={label('due_date')}
        value={task.due_date}
        onSave={saveField(editor, 'due_date')}
        readOnly={readOnly}
      />
      {showReminder && (
        <RemindAtField
          label={label('remind_at')}
          value={task.remind_at}
          remindedAt={task.reminded_at}
          onSave={saveField(editor, 'remind_at')}
          readOnly={readOnly}
        />
      )}
      <MilestoneField
        workspaceUid={task.workspace_uid}
        projectUid={task.project_uid}
        value={task.milestone}
        readOnly={readOnly}
        onSave={(milestone) => void editor.save({ milestone: milestone?.uid ?? null }, { milestone })}
      />
      <TagsField
        workspaceUid={task.workspace_uid}
        projectUid={task.project_uid}
        value={task.tags}
        onSave={saveField(editor, 'tags')}
        readOnly={readOnly}
      />
      {showEstimate && (
        <Group grow gap="sm" align="flex-start">
          <NumberField
            label={label('estimate_hours')}
            value={task.estimate_hours}
            format={(hours) => t('ui.tickets.details.hours', { count: hours })}
            onSave={saveField(editor, 'estimate_hours')}
            readOnly={readOnly}
            {...HOURS_INPUT}
          />
          {/* Kept in the smallest currency unit; typed and shown in the main unit. */}
          <NumberField
            label={label('estimate_amount')}
            value={task.estimate_amount === null ? null : minorUnitsToAmount(task.estimate_amount)}
            format={(amount) => formatCents(amountForApi(amount) ?? 0, i18n.language)}
            onSave={(amount) => saveField(editor, 'estimate_amount')(amountForApi(amount))}
            readOnly={readOnly}
            {...AMOUNT_INPUT}
          />
        </Group>
      )}
      {/* Members see the time section (with its timer) instead. */}
      {readOnly && (
        <ReadOnlyField label={label('total_spent')}>{formatDuration(task.total_spent)}</ReadOnlyField>
      )}
      {task.integrations.length > 0 && (
        <ReadOnlyField label={t('ui.tickets.details.integrations')}>
          <Group gap={4}>
            {task.integrations.map((entry) => (
              <Badge
                key={entry.project_integration_uid}
                variant="light"
                color={entry.success ? 'teal' : 'red'}
                leftSection={
                  entry.success ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />
                }
              >
                {entry.type}
                <VisuallyHidden>
                  {entry.success ? t('ui.tickets.details.sent') : t('ui.tickets.details.notSent')}
                </VisuallyHidden>
              </Badge>
            ))}
          </Group>
        </ReadOnlyField>
      )}
      <ReadOnlyField label={label('project')}>{task.project.name}</ReadOnlyField>
      {task.reporter && <ReadOnlyField label={label('reporter')}>{personName(task.reporter)}</ReadOnlyField>}
    </Stack>
  );
}
