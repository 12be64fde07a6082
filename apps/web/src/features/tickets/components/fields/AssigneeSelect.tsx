import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { personLabel, useAssignees } from '../../hooks/use-ticket-options';

export interface AssigneeSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  workspaceUid: string;
  /** Member uid, or null for unassigned. */
  value: string | null;
  onChange: (memberUid: string | null) => void;
}

/**
 * Who the ticket is assigned to: the workspace's assignable members (loaded once and
 * shared by every picker), searchable, clearable back to unassigned.
 */
export function AssigneeSelect({ workspaceUid, value, onChange, label, ...props }: AssigneeSelectProps) {
  const { t } = useTranslation();
  const assignees = useAssignees(workspaceUid);
  const data = useMemo(
    () => (assignees.data ?? []).map((person) => ({ value: person.uid, label: personLabel(person) })),
    [assignees.data],
  );
  return (
    <Select
      label={label === undefined ? t('ui.tickets.list.fields.assignee') : label}
      placeholder={t('ui.tickets.list.fields.assigneePlaceholder')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t('ui.tickets.list.fields.noOptions')}
      error={assignees.isError ? t('ui.tickets.list.fields.assigneesError') : undefined}
      {...props}
    />
  );
}
