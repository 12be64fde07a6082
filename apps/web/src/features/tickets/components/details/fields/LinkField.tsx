import { ActionIcon, Anchor, Button, Group, Input, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconExternalLink, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { inlineTextInputProps, useInlineEdit } from '@/shared/lib/use-inline-edit';
import { ReadOnlyField } from './ReadOnlyField';

export interface LinkFieldProps {
  label: string;
  value: string | null;
  /** The domain's schema of this field: what the server accepts, checked before sending. */
  schema: ZodType;
  onSave: (value: string | null) => void;
  readOnly: boolean;
}

/** Only web addresses become links: anything else stored (say `javascript:`) stays text. */
function isWebLink(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function LinkText({ value }: { value: string }) {
  if (!isWebLink(value)) return <Text size="sm">{value}</Text>;
  return (
    <Anchor
      href={value}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {value} <IconExternalLink size={12} aria-hidden />
    </Anchor>
  );
}

/** A link shown as a clickable address, with a pencil to change it (validated before saving). */
export function LinkField({ label, value, schema, onSave, readOnly }: LinkFieldProps) {
  const { t } = useTranslation();
  const edit = useInlineEdit({
    value: value ?? '',
    onCommit: (draft) => {
      const text = draft.trim();
      const next = text === '' ? null : text;
      if (next !== null && !schema.safeParse(next).success) return t('ui.tickets.details.invalidLink');
      if (next !== value) onSave(next);
    },
  });

  if (readOnly)
    return <ReadOnlyField label={label}>{value ? <LinkText value={value} /> : null}</ReadOnlyField>;

  if (edit.editing) {
    return (
      <TextInput
        label={label}
        {...inlineTextInputProps(edit)}
        type="url"
        placeholder="https://"
        // The user asked to edit: the field is theirs at once.
        data-autofocus
        autoFocus
        // Escape cancels this edit; it must not close the dialog around it as well.
        data-mantine-stop-propagation="true"
      />
    );
  }
  return (
    <Stack gap={2}>
      {/* The inputs' own label look: this is an editable field too. */}
      <Input.Label labelElement="div">{label}</Input.Label>
      {value ? (
        <Group gap={4} wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <LinkText value={value} />
          </div>
          <Tooltip label={t('ui.tickets.details.editField', { field: label })}>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('ui.tickets.details.editField', { field: label })}
              onClick={() => edit.begin(value)}
            >
              <IconPencil size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          aria-label={t('ui.tickets.details.addField', { field: label })}
          onClick={() => edit.begin('')}
        >
          {t('ui.tickets.details.addLink')}
        </Button>
      )}
    </Stack>
  );
}
