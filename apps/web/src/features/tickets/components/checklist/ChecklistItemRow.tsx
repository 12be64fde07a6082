import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { ChecklistItem } from '@expertos/domain/checklist';
import { LIMITS } from '@expertos/domain/limits';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import {
  ActionIcon,
  Avatar,
  Badge,
  Checkbox,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalendar, IconDots, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/lib/format';
import { inlineTextInputProps, useInlineEdit } from '@/shared/lib/use-inline-edit';
import { personName } from '../details/use-detail-options';
import classes from './Checklist.module.css';
import { ChecklistItemFields } from './ChecklistItemFields';

/** What an item's row may do; each change goes through the section (and its one mutation). */
export interface ChecklistItemActions {
  toggle: (item: ChecklistItem, done: boolean) => void;
  rename: (item: ChecklistItem, text: string) => void;
  assign: (item: ChecklistItem, person: PersonRef | null) => void;
  date: (item: ChecklistItem, day: string | null) => void;
  remove: (item: ChecklistItem) => void;
  /** To place `to` (0-based); a place outside the list does nothing. */
  move: (item: ChecklistItem, to: number) => void;
}

export interface ChecklistItemRowProps {
  item: ChecklistItem;
  index: number;
  workspaceUid: string;
  actions: ChecklistItemActions;
}

const k = 'ui.tickets.checklist' as const;

/**
 * One checklist item: its handle (dragged, or Alt with an arrow key), its checkbox, its words
 * (a click edits them in place: Enter saves, Escape cancels), its assignee and due date when
 * set (the … button opens both), and its delete button.
 */
export function ChecklistItemRow({ item, index, workspaceUid, actions }: ChecklistItemRowProps) {
  const { t, i18n } = useTranslation();
  const fieldsId = useId();
  const [fieldsOpen, setFieldsOpen] = useState(false);
  const handle = useRef<HTMLButtonElement | null>(null);
  const drag = useDraggable({ id: item.uid });
  const drop = useDroppable({ id: item.uid });
  const edit = useInlineEdit({
    value: item.text,
    onCommit: (draft) => {
      const text = draft.trim();
      if (text === '') return t(`${k}.textRequired`);
      if (text !== item.text) actions.rename(item, text);
      return undefined;
    },
  });

  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    actions.move(item, index + (event.key === 'ArrowUp' ? -1 : 1));
    // The row moves in the page, which can take the focus from it: the handle keeps it for the next press.
    requestAnimationFrame(() => handle.current?.focus());
  };

  const assignee = item.assignee ? personName(item.assignee) : null;
  const due = item.due_date ? formatDay(item.due_date, i18n.language) : null;
  return (
    <li
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      className={classes.item}
      // Only up and down: the list is one column.
      style={drag.transform ? { transform: `translate3d(0, ${drag.transform.y}px, 0)` } : undefined}
      data-dragging={drag.isDragging || undefined}
      data-over={(drop.isOver && !drag.isDragging) || undefined}
      data-testid="checklist-item"
    >
      <ActionIcon
        ref={(node: HTMLButtonElement | null) => {
          drag.setActivatorNodeRef(node);
          handle.current = node;
        }}
        variant="subtle"
        color="gray"
        size="sm"
        className={classes.handle}
        aria-label={t(`${k}.move`, { text: item.text })}
        // The instructions the drag context keeps (the move hint).
        aria-describedby={drag.attributes['aria-describedby']}
        {...drag.listeners}
        onKeyDown={onHandleKeyDown}
      >
        <IconGripVertical size={14} aria-hidden />
      </ActionIcon>
      <Checkbox
        className={classes.check}
        size="sm"
        checked={item.done}
        onChange={(event) => actions.toggle(item, event.currentTarget.checked)}
        aria-label={item.text}
      />
      <div className={classes.body}>
        {edit.editing ? (
          <TextInput
            size="xs"
            aria-label={t(`${k}.text`)}
            description={t(`${k}.editHint`)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            maxLength={LIMITS.checklistItemMaxChars}
            autoFocus
            // Escape cancels this edit; it must not close the dialog around it as well.
            data-mantine-stop-propagation="true"
            {...inlineTextInputProps(edit)}
          />
        ) : (
          <UnstyledButton
            className={classes.text}
            data-done={item.done || undefined}
            aria-label={t(`${k}.edit`, { text: item.text })}
            onClick={() => edit.begin(item.text)}
          >
            {item.text}
          </UnstyledButton>
        )}
        {(assignee || due) && (
          <div className={classes.meta}>
            {item.assignee && assignee && (
              <Badge
                variant="light"
                color="gray"
                size="sm"
                leftSection={<Avatar src={item.assignee.image} name={assignee} color="initials" size={14} />}
              >
                <VisuallyHidden>{t(`${k}.assigned`, { name: assignee })}</VisuallyHidden>
                <span aria-hidden>{assignee}</span>
              </Badge>
            )}
            {due && (
              <Badge
                variant="light"
                color="gray"
                size="sm"
                leftSection={<IconCalendar size={12} aria-hidden />}
              >
                <VisuallyHidden>{t(`${k}.due`, { date: due })}</VisuallyHidden>
                <span aria-hidden>{due}</span>
              </Badge>
            )}
          </div>
        )}
        {fieldsOpen && (
          <ChecklistItemFields
            id={fieldsId}
            item={item}
            workspaceUid={workspaceUid}
            onAssign={(person) => actions.assign(item, person)}
            onDate={(day) => actions.date(item, day)}
          />
        )}
      </div>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t(`${k}.more`, { text: item.text })}
        aria-expanded={fieldsOpen}
        aria-controls={fieldsOpen ? fieldsId : undefined}
        onClick={() => setFieldsOpen((open) => !open)}
      >
        <IconDots size={14} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t(`${k}.delete`, { text: item.text })}
        onClick={() => actions.remove(item)}
      >
        <IconTrash size={14} aria-hidden />
      </ActionIcon>
    </li>
  );
}
