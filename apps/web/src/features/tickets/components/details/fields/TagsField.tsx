import { TAG_NAME_MAX, TICKET_MAX_TAGS } from '@expertos/domain/ticket.schema';
import { Badge, Group, TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTagOptions } from '../use-detail-options';
import { ReadOnlyField } from './ReadOnlyField';

export interface TagsFieldProps {
  workspaceUid: string;
  projectUid: string;
  value: string[];
  onSave: (tags: string[]) => void;
  readOnly: boolean;
}

/** The brand's tags on this ticket; a name the brand does not have yet is created on save. */
export function TagsField({ workspaceUid, projectUid, value, onSave, readOnly }: TagsFieldProps) {
  const { t } = useTranslation();
  const label = t('ui.tickets.details.fields.tags');
  const tags = useTagOptions(workspaceUid, projectUid, !readOnly);

  if (readOnly) {
    return (
      <ReadOnlyField label={label}>
        {value.length > 0 ? (
          <Group gap={4}>
            {value.map((tag) => (
              <Badge key={tag} variant="light" color="gray" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        ) : null}
      </ReadOnlyField>
    );
  }
  const names = [...new Set((tags.data ?? []).map((tag) => tag.name))];
  return (
    <TagsInput
      label={label}
      placeholder={value.length < TICKET_MAX_TAGS ? t('ui.tickets.details.addTag') : undefined}
      data={names}
      value={value}
      maxTags={TICKET_MAX_TAGS}
      maxLength={TAG_NAME_MAX}
      clearable
      splitChars={[',']}
      onChange={(next) => {
        const cleaned = [...new Set(next.map((tag) => tag.trim()).filter(Boolean))];
        if (cleaned.join('\n') !== value.join('\n')) onSave(cleaned);
      }}
    />
  );
}
