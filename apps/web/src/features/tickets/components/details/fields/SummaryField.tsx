import { TICKET_SUMMARY_MAX } from '@expertos/domain/ticket.schema';
import { ActionIcon, Group, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A blur after Escape (the input leaving the page) must not save the abandoned text.
  const active = useRef(false);
  const begin = (text: string) => {
    active.current = true;
    setDraft(text);
  };
  const label = t('ui.tickets.details.fields.summary');

  const heading = (
    <Title order={order} size="h3" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Title>
  );
  if (readOnly) return heading;

  const stop = () => {
    active.current = false;
    setDraft(null);
    setError(null);
  };
  const commit = () => {
    if (draft === null || !active.current) return;
    const text = draft.trim();
    if (text === '') {
      setError(t('ui.tickets.details.summaryRequired'));
      return;
    }
    stop();
    if (text !== value) onSave(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') {
      stop();
    }
  };

  if (draft !== null) {
    return (
      <TextInput
        aria-label={label}
        value={draft}
        size="md"
        maxLength={TICKET_SUMMARY_MAX}
        error={error}
        autoFocus
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={commit}
        // Escape cancels this edit; it must not close the dialog around it as well.
        data-mantine-stop-propagation="true"
      />
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; the pencil button beside it is the way in for everyone. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the pencil button beside it is the keyboard way in. */}
      <div style={{ cursor: 'text', minWidth: 0 }} onClick={() => begin(value)}>
        {heading}
      </div>
      <Tooltip label={t('ui.tickets.details.editField', { field: label })}>
        <ActionIcon
          variant="subtle"
          aria-label={t('ui.tickets.details.editField', { field: label })}
          onClick={() => begin(value)}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
