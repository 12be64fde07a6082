import '@/shared/i18n/parts/templates';
import { TICKET_SUMMARY_MAX } from '@expertos/domain/ticket.schema';
import { ActionIcon, Button, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { emptySubtask, SUBTASKS_MAX, type SubtaskValues } from '../lib/template-form';

export interface SubtasksFieldProps {
  value: SubtaskValues[];
  onChange: (subtasks: SubtaskValues[]) => void;
  /** The text under a subtask's field, by its key and field. */
  errorOf: (key: string, field: 'summary' | 'checklist') => string | undefined;
}

/** The template's subtasks: each a summary (placeholders too) and its checklist, one item a line. */
export function SubtasksField({ value, onChange, errorOf }: SubtasksFieldProps) {
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
        {value.map((subtask, index) => {
          const number = index + 1;
          return (
            <Group key={subtask.key} align="flex-start" gap="xs" wrap="nowrap" data-testid="template-subtask">
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <TextInput
                  label={t('ui.templates.form.subtaskSummary', { number })}
                  value={subtask.summary}
                  onChange={(event) => change(subtask.key, { summary: event.currentTarget.value })}
                  maxLength={TICKET_SUMMARY_MAX}
                  error={errorOf(subtask.key, 'summary')}
                  required
                  size="sm"
                />
                <Textarea
                  label={t('ui.templates.form.subtaskChecklist', { number })}
                  description={t('ui.templates.form.checklistHint')}
                  value={subtask.checklist}
                  onChange={(event) => change(subtask.key, { checklist: event.currentTarget.value })}
                  error={errorOf(subtask.key, 'checklist')}
                  autosize
                  minRows={1}
                  maxRows={6}
                  size="sm"
                />
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={t('ui.templates.form.removeSubtask', { number })}
                onClick={() => onChange(value.filter((item) => item.key !== subtask.key))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
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
}
