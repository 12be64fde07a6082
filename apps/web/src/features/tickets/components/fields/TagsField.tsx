import { TAG_NAME_MAX, TICKET_MAX_TAGS } from '@expertos/domain/ticket.schema';
import { TagsInput, type TagsInputProps } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountLimit, LengthCounter } from '@/shared/ui/LengthCounter';
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
  // The limits said out loud: the tag being typed, and how many the ticket has.
  const [typing, setTyping] = useState('');
  const counter =
    typing.length > 0 ? (
      <LengthCounter length={typing.length} max={TAG_NAME_MAX} />
    ) : (
      <CountLimit count={value.length} max={TICKET_MAX_TAGS} what={t('ui.limits.tags')} />
    );
  return (
    <TagsInput
      searchValue={typing}
      onSearchChange={setTyping}
      description={counter}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
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
