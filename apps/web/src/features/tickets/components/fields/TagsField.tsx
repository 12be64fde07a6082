import { TAG_NAME_MAX, TICKET_MAX_TAGS } from '@expertos/domain/ticket.schema';
import { TagsInput, type TagsInputProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { uniqueTagNames, useProjectTags } from '../../hooks/use-ticket-options';

export interface TagsFieldProps extends Omit<TagsInputProps, 'data' | 'value' | 'onChange'> {
  workspaceUid: string;
  /** The ticket's brand: tags belong to a brand. Null: free typing, no suggestions. */
  projectUid: string | null;
  value: string[];
  onChange: (tags: string[]) => void;
}

/** A ticket's tags by name: the brand's tags are suggested, unknown names are created by the server. */
export function TagsField({ workspaceUid, projectUid, value, onChange, label, ...props }: TagsFieldProps) {
  const { t } = useTranslation();
  const tags = useProjectTags(workspaceUid, projectUid);
  const data = useMemo(() => uniqueTagNames(tags.data ?? []), [tags.data]);
  return (
    <TagsInput
      label={label === undefined ? t('ui.tickets.list.fields.tags') : label}
      placeholder={t('ui.tickets.list.fields.tagsPlaceholder')}
      data={data}
      value={value}
      onChange={onChange}
      maxTags={TICKET_MAX_TAGS}
      maxLength={TAG_NAME_MAX}
      clearable
      {...props}
    />
  );
}
