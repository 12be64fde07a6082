import '@/shared/i18n/parts/templates';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubtaskField } from '../lib/template-checks';
import { emptySubtask, SUBTASKS_MAX, type SubtaskValues } from '../lib/template-form';
import { SubtaskRow } from './SubtaskRow';

export interface SubtasksFieldProps {
  /** Whose members a subtask may go to. */
  workspaceUid: string;
  value: SubtaskValues[];
  onChange: (subtasks: SubtaskValues[]) => void;
  /** The text under a subtask's field, by its key and field. */
  errorOf: (key: string, field: SubtaskField) => string | undefined;
}

/**
 * The template's subtasks: each a summary (placeholders too), its checklist (one item a line),
 * and its own type, priority, assignee and due date.
 */
export const SubtasksField = memo(function SubtasksField({
  workspaceUid,
  value,
  onChange,
  errorOf,
}: SubtasksFieldProps) {
  const { t } = useTranslation();
  const change = (key: string, patch: Partial<SubtaskValues>) =>
    onChange(value.map((subtask) => (subtask.key === key ? { ...subtask, ...patch } : subtask)));
  const full = value.length >= SUBTASKS_MAX;
  return (
    <Fieldset
      legend={t('ui.templates.form.subtasks')}
      variant="unstyled"
      p={0}
      // The legend reads as the other fields' labels.
      styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', padding: 0 } }}
    >
      <Stack gap="sm">
        {value.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('ui.templates.form.noSubtasks')}
          </Text>
        )}
        {value.map((subtask, index) => (
          <SubtaskRow
            key={subtask.key}
            workspaceUid={workspaceUid}
            subtask={subtask}
            number={index + 1}
            onChange={(patch) => change(subtask.key, patch)}
            onRemove={() => onChange(value.filter((item) => item.key !== subtask.key))}
            errorOf={(field) => errorOf(subtask.key, field)}
          />
        ))}
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange([...value, emptySubtask()])}
            disabled={full}
          >
            {t('ui.templates.form.addSubtask')}
          </Button>
          {full && (
            <Text size="xs" c="dimmed">
              {t('ui.templates.form.subtasksFull', { max: SUBTASKS_MAX })}
            </Text>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
});
