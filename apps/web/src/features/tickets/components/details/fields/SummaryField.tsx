import { TICKET_SUMMARY_MAX } from '@expertos/domain/ticket.schema';
import { ActionIcon, Group, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { inlineTextInputProps, useInlineEdit } from '@/shared/lib/use-inline-edit';

export interface SummaryFieldProps {
  value: string;
  onSave: (value: string) => void;
  readOnly: boolean;
  /** Heading level of the title. */
  order?: 1 | 3;
}

/** The task's title, edited in place: click it (or the pencil), Enter saves, Escape cancels. */
export function SummaryField({ value, onSave, readOnly, order = 3 }: SummaryFieldProps) {
  const { t } = useTranslation();
  const label = t('ui.tickets.details.fields.summary');
  const edit = useInlineEdit({
    value,
    onCommit: (draft) => {
      const text = draft.trim();
      if (text === '') return t('ui.tickets.details.summaryRequired');
      if (text !== value) onSave(text);
    },
  });

  const heading = (
    <Title order={order} size="h3" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Title>
  );
  if (readOnly) return heading;

  if (edit.editing) {
    return (
      <TextInput
        aria-label={label}
        {...inlineTextInputProps(edit)}
        size="md"
        maxLength={TICKET_SUMMARY_MAX}
        autoFocus
        // Escape cancels this edit; it must not close the dialog around it as well.
        data-mantine-stop-propagation="true"
      />
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; the pencil button beside it is the way in for everyone. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the pencil button beside it is the keyboard way in. */}
      <div style={{ cursor: 'text', minWidth: 0 }} onClick={() => edit.begin(value)}>
        {heading}
      </div>
      <Tooltip label={t('ui.tickets.details.editField', { field: label })}>
        <ActionIcon
          variant="subtle"
          aria-label={t('ui.tickets.details.editField', { field: label })}
          onClick={() => edit.begin(value)}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
