import { useDraggable } from '@dnd-kit/core';
import type { TicketListItem } from '@expertos/domain/ticket.schema';
import { Avatar, Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import { type KeyboardEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { preloadTaskDialog } from '@/shared/ui/task-dialog/preload-task-dialog';
import { DueLabel } from '../fields/DueLabel';
import { PriorityBadge } from '../fields/PriorityBadge';
import { TicketTypeBadge } from '../fields/TicketTypeBadge';
import classes from './Kanban.module.css';
import type { CardDragData } from './kanban-announcements';

function open(ticket: TicketListItem) {
  openTaskDialog({ taskId: ticket.uid, projectSlug: ticket.project.slug, title: ticket.summary });
}

interface CardBodyProps {
  ticket: TicketListItem;
  showBrand: boolean;
}

/** What a card shows: number, summary, brand, type, priority, assignee, due date and tags. */
function CardBody({ ticket, showBrand }: CardBodyProps) {
  const { t } = useTranslation();
  const assignee = ticket.assignee;
  const assigneeName = assignee ? (assignee.name ?? assignee.email) : null;
  return (
    <>
      <Group justify="space-between" gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed" fw={600}>
          #{ticket.id}
        </Text>
        {showBrand && (
          <Text size="xs" c="dimmed" truncate="end" maw="65%">
            {ticket.project.name}
          </Text>
        )}
      </Group>
      <Text size="sm" fw={500} lineClamp={3} mt={2}>
        {ticket.summary}
      </Text>
      <Group gap={6} mt={8}>
        <TicketTypeBadge type={ticket.ticket_type} size="xs" />
        <PriorityBadge priority={ticket.priority} size="xs" />
      </Group>
      {ticket.tags.length > 0 && (
        <Group gap={4} mt={6}>
          {ticket.tags.map((tag) => (
            <Badge key={tag} size="xs" variant="default" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
      <Group justify="space-between" gap={6} mt={8} wrap="nowrap">
        {ticket.due_date ? <DueLabel ticket={ticket} /> : <span />}
        {assigneeName ? (
          <Tooltip label={assigneeName} withinPortal>
            <Avatar
              src={assignee?.image ?? null}
              name={assigneeName}
              color="initials"
              size={24}
              radius="xl"
              alt={t('ui.tickets.views.kanban.assignee', { name: assigneeName })}
            />
          </Tooltip>
        ) : (
          <Text size="xs" c="dimmed">
            {t('ui.tickets.list.fields.unassigned')}
          </Text>
        )}
      </Group>
    </>
  );
}

export type KanbanCardProps = CardBodyProps;

/**
 * A draggable card; its accessible name is what it shows (number and summary first), so a
 * speech-input user can say the visible text (WCAG 2.5.3). A click (the pointer moved less than the activation distance) or Enter
 * opens the task dialog; Space picks the card up for a keyboard move.
 */
export const KanbanCard = memo(function KanbanCard({ ticket, showBrand }: KanbanCardProps) {
  const { t } = useTranslation();
  const data: CardDragData = { ticket };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: ticket.uid,
    data,
    attributes: { roleDescription: t('ui.tickets.views.kanban.roleDescription') },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !isDragging) {
      event.preventDefault();
      open(ticket);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <Paper
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={() => open(ticket)}
      onPointerEnter={preloadTaskDialog}
      onFocus={preloadTaskDialog}
      className={classes.card}
      data-dragging={isDragging || undefined}
      data-testid="kanban-card"
      data-ticket-uid={ticket.uid}
      data-project-slug={ticket.project.slug}
      withBorder
      radius="md"
      p="sm"
    >
      <CardBody ticket={ticket} showBrand={showBrand} />
    </Paper>
  );
});

/** The copy that follows the pointer (or the arrows) while a card is dragged. */
export function KanbanCardOverlay({ ticket, showBrand }: CardBodyProps) {
  return (
    <Paper className={classes.overlay} withBorder radius="md" p="sm" shadow="lg">
      <CardBody ticket={ticket} showBrand={showBrand} />
    </Paper>
  );
}
