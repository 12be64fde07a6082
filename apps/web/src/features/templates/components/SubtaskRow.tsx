import '@/shared/i18n/parts/templates';
import { TICKET_SUMMARY_MAX } from '@expertos/domain/ticket.schema';
import { ActionIcon, Box, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubtaskField } from '../lib/template-checks';
import type { SubtaskValues } from '../lib/template-form';
import { SubtaskMore } from './SubtaskMore';

export interface SubtaskRowProps {
  workspaceUid: string;
  subtask: SubtaskValues;
  number: number;
  onChange: (patch: Partial<SubtaskValues>) => void;
  onRemove: () => void;
  errorOf: (field: SubtaskField) => string | undefined;
}

/**
 * One subtask: its summary and checklist, and, folded away to keep the list short, its type,
 * priority, assignee and due date.
 */
export function SubtaskRow({ workspaceUid, subtask, number, onChange, onRemove, errorOf }: SubtaskRowProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const moreId = useId();
  // A refused field among the folded ones unfolds them, so its error is seen.
  const moreError = Boolean(errorOf('assigneeMember') || errorOf('dueDays'));
  useEffect(() => {
    if (moreError) setOpen(true);
  }, [moreError]);
  const moreLabel = t('ui.templates.form.subtaskMoreLabel', { number });
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap" data-testid="template-subtask">
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <TextInput
          label={t('ui.templates.form.subtaskSummary', { number })}
          value={subtask.summary}
          onChange={(event) => onChange({ summary: event.currentTarget.value })}
          maxLength={TICKET_SUMMARY_MAX}
          error={errorOf('summary')}
          required
          size="sm"
        />
        <Textarea
          label={t('ui.templates.form.subtaskChecklist', { number })}
          description={t('ui.templates.form.checklistHint')}
          value={subtask.checklist}
          onChange={(event) => onChange({ checklist: event.currentTarget.value })}
          error={errorOf('checklist')}
          autosize
          minRows={1}
          maxRows={6}
          size="sm"
        />
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={open}
          aria-controls={open ? moreId : undefined}
          aria-label={moreLabel}
          rightSection={
            open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
          }
          onClick={() => setOpen((shown) => !shown)}
          // Its text lines up with the labels above; its padding is for the hover only.
          style={{ alignSelf: 'flex-start', marginInlineStart: 'calc(var(--button-padding-x) * -1)' }}
        >
          {t('ui.templates.form.subtaskMore')}
        </Button>
        {open && (
          <Box
            id={moreId}
            role="group"
            aria-label={moreLabel}
            pl="sm"
            style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
          >
            <SubtaskMore
              workspaceUid={workspaceUid}
              subtask={subtask}
              onChange={onChange}
              errorOf={errorOf}
            />
          </Box>
        )}
      </Stack>
      <ActionIcon
        variant="subtle"
        color="red"
        mt={26}
        aria-label={t('ui.templates.form.removeSubtask', { number })}
        onClick={onRemove}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
