import { TAG_NAME_MAX, TICKET_MAX_TAGS } from '@expertos/domain/ticket.schema';
import {
  PRIORITIES,
  type Priority,
  TICKET_STATUSES,
  TICKET_TYPES,
  type TicketStatus,
  type TicketType,
} from '@expertos/domain/tickets';
import { Select, SimpleGrid, TagsInput } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateFormValues } from '../lib/template-form';

type FieldValues = Pick<TemplateFormValues, 'ticketType' | 'status' | 'priority' | 'tags'>;

export interface TemplateFieldsProps {
  values: FieldValues;
  onChange: (change: Partial<FieldValues>) => void;
  tagsError?: string;
}

/** The ticket's type, status, priority and tags, as a new ticket's form names them. */
export const TemplateFields = memo(function TemplateFields({
  values,
  onChange,
  tagsError,
}: TemplateFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('ui.tickets.list.fields.type')}
          data={TICKET_TYPES.map((value) => ({ value, label: t(`ui.tickets.list.types.${value}`) }))}
          value={values.ticketType}
          onChange={(next) => next && onChange({ ticketType: next as TicketType })}
          allowDeselect={false}
        />
        <Select
          label={t('ui.tickets.list.fields.status')}
          data={TICKET_STATUSES.map((value) => ({ value, label: t(`ui.tickets.list.statuses.${value}`) }))}
          value={values.status}
          onChange={(next) => next && onChange({ status: next as TicketStatus })}
          allowDeselect={false}
        />
        <Select
          label={t('ui.tickets.list.fields.priority')}
          data={PRIORITIES.map((value) => ({ value, label: t(`ui.tickets.list.priorities.${value}`) }))}
          value={values.priority}
          onChange={(next) => next && onChange({ priority: next as Priority })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <TagsInput
        label={t('ui.tickets.list.fields.tags')}
        placeholder={t('ui.tickets.list.fields.tagsPlaceholder')}
        value={values.tags}
        onChange={(tags) => onChange({ tags })}
        maxTags={TICKET_MAX_TAGS}
        maxLength={TAG_NAME_MAX}
        error={tagsError}
        clearable
      />
    </>
  );
});
