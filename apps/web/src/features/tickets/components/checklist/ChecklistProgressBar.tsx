import type { ChecklistProgress } from '@expertos/domain/ticket.schema';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checklistPercent } from '../fields/checklist-mark';
import classes from './Checklist.module.css';

export interface ChecklistProgressBarProps {
  progress: ChecklistProgress;
  /** The bar's name and what it says to a screen reader: the checklist's unless given (subtasks). */
  label?: string;
  valueText?: string;
}

/** "3/7" and a thin bar, which says the same to a screen reader ("3 of 7 done"). */
export function ChecklistProgressBar({ progress, label, valueText }: ChecklistProgressBarProps) {
  const { t } = useTranslation();
  const values = { done: progress.done, total: progress.total };
  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: 1 }}>
      <Text size="sm" c="dimmed" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('ui.tickets.checklist.count', values)}
      </Text>
      <div
        role="progressbar"
        aria-label={label ?? t('ui.tickets.checklist.progress')}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        aria-valuetext={valueText ?? t('ui.tickets.checklist.progressText', values)}
        className={classes.progress}
        data-complete={progress.done >= progress.total || undefined}
      >
        <div className={classes.progressFill} style={{ width: `${checklistPercent(progress)}%` }} />
      </div>
    </Group>
  );
}
