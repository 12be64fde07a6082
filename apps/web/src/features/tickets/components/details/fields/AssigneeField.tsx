import type { PersonRef } from '@expertos/domain/ticket.schema';
import { Avatar, Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { personName, useAssigneeOptions } from '../use-detail-options';
import { ReadOnlyField } from './ReadOnlyField';

export interface AssigneeFieldProps {
  workspaceUid: string;
  value: PersonRef | null;
  onSave: (assignee: PersonRef | null) => void;
  readOnly: boolean;
}

function PersonLine({ person }: { person: PersonRef }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Avatar src={person.image} name={personName(person)} color="initials" size={20} />
      <Text size="sm" truncate>
        {personName(person)}
      </Text>
    </Group>
  );
}

/** The assignee: one of the workspace's assignable members, or nobody. */
export function AssigneeField({ workspaceUid, value, onSave, readOnly }: AssigneeFieldProps) {
  const { t } = useTranslation();
  const label = t('ui.tickets.details.fields.assignee');
  const people = useAssigneeOptions(workspaceUid, !readOnly);

  if (readOnly)
    return <ReadOnlyField label={label}>{value ? <PersonLine person={value} /> : null}</ReadOnlyField>;

  const list = people.data ?? [];
  // The current assignee stays choosable even when no longer listed (left the workspace).
  const all = value && !list.some((person) => person.uid === value.uid) ? [value, ...list] : list;
  return (
    <Select
      label={label}
      placeholder={t('ui.tickets.details.unassigned')}
      data={all.map((person) => ({ value: person.uid, label: personName(person) }))}
      value={value?.uid ?? null}
      searchable
      clearable
      nothingFoundMessage={t('ui.tickets.details.nothingFound')}
      error={people.isError ? t('ui.tickets.details.assigneesError') : undefined}
      leftSection={
        value ? <Avatar src={value.image} name={personName(value)} color="initials" size={20} /> : null
      }
      onChange={(uid) => {
        if (uid === (value?.uid ?? null)) return;
        onSave(uid ? (all.find((person) => person.uid === uid) ?? null) : null);
      }}
    />
  );
}
