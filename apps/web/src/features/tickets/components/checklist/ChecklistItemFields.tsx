import type { ChecklistItem } from '@expertos/domain/checklist';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import { Avatar, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { personName, useAssigneeOptions } from '../details/use-detail-options';
import { DueDatePicker } from '../fields/DueDatePicker';

export interface ChecklistItemFieldsProps {
  id: string;
  item: ChecklistItem;
  workspaceUid: string;
  onAssign: (person: PersonRef | null) => void;
  onDate: (day: string | null) => void;
}

/**
 * An item's assignee and due date, opened under it: the same pickers as the ticket's own
 * fields. Their lists stay inside this part of the page (no layer of their own), so choosing
 * in them is not a click outside anything.
 */
export function ChecklistItemFields({ id, item, workspaceUid, onAssign, onDate }: ChecklistItemFieldsProps) {
  const { t } = useTranslation();
  const people = useAssigneeOptions(workspaceUid, true);
  const list = people.data ?? [];
  const current = item.assignee;
  // The current assignee stays choosable even when no longer listed (left the workspace).
  const all = current && !list.some((person) => person.uid === current.uid) ? [current, ...list] : list;
  return (
    <Group id={id} gap="xs" align="flex-end" wrap="wrap" mt={4} data-testid="checklist-item-fields">
      <Select
        size="xs"
        w={200}
        label={t('ui.tickets.checklist.assignee')}
        placeholder={t('ui.tickets.details.unassigned')}
        data={all.map((person) => ({ value: person.uid, label: personName(person) }))}
        value={current?.uid ?? null}
        searchable
        clearable
        nothingFoundMessage={t('ui.tickets.details.nothingFound')}
        error={people.isError ? t('ui.tickets.details.assigneesError') : undefined}
        leftSection={
          current ? (
            <Avatar src={current.image} name={personName(current)} color="initials" size={18} />
          ) : null
        }
        comboboxProps={{ withinPortal: false }}
        onChange={(uid) => {
          if (uid === (current?.uid ?? null)) return;
          onAssign(uid ? (all.find((person) => person.uid === uid) ?? null) : null);
        }}
      />
      <DueDatePicker
        size="xs"
        w={180}
        label={t('ui.tickets.checklist.dueDate')}
        value={item.due_date}
        onChange={(day) => {
          if (day !== item.due_date) onDate(day);
        }}
        popoverProps={{ withinPortal: false }}
      />
    </Group>
  );
}
