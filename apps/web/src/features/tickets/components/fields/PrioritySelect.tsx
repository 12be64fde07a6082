import type { Priority } from '@expertos/domain/tickets';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { priorityOptions } from './option-lists';

export interface PrioritySelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: Priority;
  onChange: (priority: Priority) => void;
}

/** Low, Normal, High, Urgent ('0'…'3'); label defaults to "Priority". */
export function PrioritySelect({ value, onChange, label, ...props }: PrioritySelectProps) {
  const { t } = useTranslation();
  const data = useMemo(() => priorityOptions(t), [t]);
  return (
    <Select
      label={label === undefined ? t('ui.tickets.list.fields.priority') : label}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next as Priority)}
      allowDeselect={false}
      {...props}
    />
  );
}
