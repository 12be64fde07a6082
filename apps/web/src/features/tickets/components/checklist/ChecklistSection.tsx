import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { ChecklistItem, UpdateChecklistItemInput } from '@expertos/domain/checklist';
import type { ChecklistProgress } from '@expertos/domain/ticket.schema';
import { Group, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useContext, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/shared/ui/QueryError';
import * as checklistApi from '../../api/checklist';
import { useChangeChecklist, useChecklist } from '../../hooks/use-checklist';
import { SectionHeadingContext } from '../details/DetailsSection';
import classes from './Checklist.module.css';
import { ChecklistAddInput } from './ChecklistAddInput';
import { type ChecklistItemActions, ChecklistItemRow } from './ChecklistItemRow';
import { ChecklistProgressBar } from './ChecklistProgressBar';
import { movedItem, orderOf, withItem, withoutItem } from './checklist-changes';

const k = 'ui.tickets.checklist' as const;

// dnd-kit's own words are English and name items by uid: a move is said in the section's
// status line instead, in the reader's language.
const QUIET: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

function ChecklistSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={8} aria-busy="true" data-testid="checklist-loading">
      <VisuallyHidden role="status">{t(`${k}.loading`)}</VisuallyHidden>
      {[0, 1, 2].slice(0, Math.min(3, Math.max(1, rows))).map((row) => (
        <Group key={row} gap="xs" wrap="nowrap" aria-hidden>
          <Skeleton height={16} width={16} radius="sm" />
          <Skeleton height={10} width={`${70 - row * 15}%`} />
        </Group>
      ))}
    </Stack>
  );
}

export interface ChecklistSectionProps {
  ticketUid: string;
  workspaceUid: string;
  /** The progress the ticket carries: shown while the items load. */
  progress: ChecklistProgress;
}

/**
 * A ticket's checklist under its description (docs/product.md#checklists-and-subtasks): its
 * progress, the items in order (ticked, edited, assigned, dated, deleted, moved by dragging
 * their handle or with Alt and an arrow key) and "Add an item". Ticks, edits, moves and
 * deletions show at once and go back, said, when the server refuses them.
 */
export function ChecklistSection({ ticketUid, workspaceUid, progress }: ChecklistSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const order = useContext(SectionHeadingContext);
  const query = useChecklist(ticketUid);
  const change = useChangeChecklist(ticketUid, workspaceUid);
  // What the status line says (a move), for screen readers.
  const [said, setSaid] = useState('');
  // A small distance before a drag starts, so a click on the handle stays a click.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const list = query.data;

  const update = (item: ChecklistItem, body: UpdateChecklistItemInput, shown: Partial<ChecklistItem>) =>
    change.mutate({
      send: () => checklistApi.updateChecklistItem(ticketUid, item.uid, body),
      show: (current) => withItem(current, item.uid, shown),
    });

  const actions: ChecklistItemActions = {
    toggle: (item, done) => update(item, { done }, { done }),
    rename: (item, text) => update(item, { text }, { text }),
    assign: (item, person) => update(item, { assignee: person?.uid ?? null }, { assignee: person }),
    date: (item, day) => update(item, { due_date: day }, { due_date: day }),
    remove: (item) => {
      change.mutate({
        send: () => checklistApi.deleteChecklistItem(ticketUid, item.uid),
        show: (current) => withoutItem(current, item.uid),
      });
      // Its row goes with the focus in it: the section's heading takes it.
      headingRef.current?.focus();
    },
    move: (item, to) => {
      if (!list) return;
      const next = movedItem(list, item.uid, to);
      if (next === list) return;
      change.mutate({
        send: () => checklistApi.reorderChecklist(ticketUid, orderOf(next)),
        show: (current) => movedItem(current, item.uid, to),
      });
      const place = next.items.findIndex((other) => other.uid === item.uid) + 1;
      setSaid(t(`${k}.moved`, { text: item.text, place, total: next.items.length }));
    },
  };

  const add = (text: string, restore: () => void) =>
    change.mutate({ send: () => checklistApi.addChecklistItem(ticketUid, { text }) }, { onError: restore });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!list || !over || active.id === over.id) return;
    const item = list.items.find((candidate) => candidate.uid === active.id);
    const to = list.items.findIndex((candidate) => candidate.uid === over.id);
    if (item && to >= 0) actions.move(item, to);
  };

  const shown = list ? { done: list.done, total: list.total } : progress;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs" data-testid="checklist-section">
      <Group gap="md" wrap="nowrap">
        <Title id={headingId} ref={headingRef} order={order} size="h5" tabIndex={-1}>
          {t(`${k}.title`)}
        </Title>
        {shown.total > 0 && <ChecklistProgressBar progress={shown} />}
      </Group>
      <VisuallyHidden role="status">{said}</VisuallyHidden>
      {query.isPending && <ChecklistSkeleton rows={progress.total} />}
      {query.isError && (
        <QueryError
          layout="inline"
          message={t(`${k}.loadError`)}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {list && list.items.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: QUIET,
            screenReaderInstructions: { draggable: t(`${k}.moveHint`) },
          }}
        >
          <ul className={classes.list} aria-label={t(`${k}.listLabel`)}>
            {list.items.map((item, index) => (
              <ChecklistItemRow
                key={item.uid}
                item={item}
                index={index}
                workspaceUid={workspaceUid}
                actions={actions}
              />
            ))}
          </ul>
        </DndContext>
      )}
      {list && <ChecklistAddInput count={list.items.length} onAdd={add} />}
    </Stack>
  );
}
