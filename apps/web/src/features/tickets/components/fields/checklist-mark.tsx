import type { ChecklistProgress } from '@expertos/domain/ticket.schema';
import { IconSquareCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './ChecklistMark.module.css';

export interface ChecklistMarkTexts {
  /** "3/7". */
  count: string;
  /** "Checklist: 3 of 7 done": its name, as one image, and its tooltip. */
  label: string;
}

/** How far a checklist is, in whole percent (0 for none). */
export const checklistPercent = ({ done, total }: ChecklistProgress) =>
  total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 0;

/**
 * A ticket's checklist progress in a list (docs/product.md#checklists-and-subtasks): "3/7" with
 * a thin bar (`bar`, the table) or a checkbox icon (`icon`, a board card); nothing for a ticket
 * without a checklist. A plain function of plain elements: a table row mounts no component per
 * cell, and a board of hundreds of cards is walked on every pointer move of a drag.
 */
export function checklistMark(
  progress: ChecklistProgress,
  texts: ChecklistMarkTexts,
  look: 'bar' | 'icon',
): ReactNode {
  if (progress.total <= 0) return null;
  return (
    <span
      role="img"
      aria-label={texts.label}
      title={texts.label}
      className={classes.mark}
      data-complete={progress.done >= progress.total || undefined}
      data-testid="checklist-mark"
    >
      {look === 'icon' ? (
        <IconSquareCheck size={14} aria-hidden />
      ) : (
        <span className={classes.bar}>
          <span className={classes.fill} style={{ width: `${checklistPercent(progress)}%` }} />
        </span>
      )}
      {texts.count}
    </span>
  );
}
