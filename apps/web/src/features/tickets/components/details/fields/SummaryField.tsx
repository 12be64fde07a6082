import { TICKET_SUMMARY_MAX } from '@expertos/domain/ticket.schema';
import { ActionIcon, Group, Stack, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AutosaveResult, useAutosave, useDraftKey } from '@/shared/lib/use-autosave';
import { AutosaveStatus } from '@/shared/ui/autosave/AutosaveStatus';
import { EditConflict } from '@/shared/ui/autosave/EditConflict';

export interface SummaryFieldProps {
  value: string;
  /** The version of `value` (the ticket's `updated`): what an edit is based on. */
  base?: string;
  /** What is edited (`ticket:<uid>:summary`): where unsaved text is kept on this device. */
  draftId: string;
  onSave: (value: string | null, base: string | undefined) => Promise<AutosaveResult>;
  readOnly: boolean;
  /** Heading level of the title. */
  order?: 1 | 3;
}

/**
 * The task's title, edited in place: click it (or the pencil); it saves itself as it is typed
 * (docs/product.md#autosave), Enter ends the edit, Escape puts the saved title back.
 */
export function SummaryField({ value, base, draftId, onSave, readOnly, order = 3 }: SummaryFieldProps) {
  const { t } = useTranslation();
  const label = t('ui.tickets.details.fields.summary');
  const [open, setOpen] = useState(false);
  const autosave = useAutosave({
    value,
    base,
    draftKey: useDraftKey(draftId),
    enabled: !readOnly,
    validate: (text) => (text.trim() === '' ? t('ui.tickets.details.summaryRequired') : undefined),
    save: (text, textBase) => onSave(text.trim(), textBase),
  });
  const editing = open || autosave.dirty;
  const close = () => {
    autosave.flush();
    if (autosave.text.trim() !== '') setOpen(false);
  };

  const heading = (
    <Title order={order} size="h3" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Title>
  );
  if (readOnly) return heading;

  if (editing) {
    return (
      <Stack gap={4}>
        <TextInput
          aria-label={label}
          value={autosave.text}
          error={autosave.status !== 'failed' && autosave.error}
          onChange={(event) => autosave.change(event.currentTarget.value)}
          onBlur={close}
          onKeyDown={(event) => {
            if (event.key === 'Enter') close();
            else if (event.key === 'Escape') {
              autosave.revert();
              setOpen(false);
            }
          }}
          size="md"
          maxLength={TICKET_SUMMARY_MAX}
          autoFocus
          // Escape cancels this edit; it must not close the dialog around it as well.
          data-mantine-stop-propagation="true"
        />
        <EditConflict field={label} autosave={autosave} />
        <AutosaveStatus autosave={autosave} />
      </Stack>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; the pencil button beside it is the way in for everyone. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the pencil button beside it is the keyboard way in. */}
      <div style={{ cursor: 'text', minWidth: 0 }} onClick={() => setOpen(true)}>
        {heading}
      </div>
      <Tooltip label={t('ui.tickets.details.editField', { field: label })}>
        <ActionIcon
          variant="subtle"
          aria-label={t('ui.tickets.details.editField', { field: label })}
          onClick={() => setOpen(true)}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
