import { useDraggable } from '@dnd-kit/core';
import type { TicketListItem } from '@expertos/domain/ticket.schema';
import { Avatar, Paper, Tooltip } from '@mantine/core';
import { type KeyboardEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlots } from '@/shared/ui/slots';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { preloadTaskDialog } from '@/shared/ui/task-dialog/preload-task-dialog';
import { checklistMark } from '../fields/checklist-mark';
import { DueLabel } from '../fields/DueLabel';
import { PriorityBadge } from '../fields/PriorityBadge';
import { recurringMark } from '../fields/recurring-mark';
import { TicketTypeBadge } from '../fields/TicketTypeBadge';
import { showsPostBadges } from '../fields/waits-for-approval';
import classes from './Kanban.module.css';
import type { CardDragData } from './kanban-announcements';

function open(ticket: TicketListItem) {
  openTaskDialog({ taskId: ticket.uid, projectSlug: ticket.project.slug, title: ticket.summary });
}

interface CardBodyProps {
  ticket: TicketListItem;
  showBrand: boolean;
}

/**
 * What a card shows: number, summary, brand, type, priority, checklist progress, assignee, due
 * date and tags.
 * Memoised on its own: dnd-kit re-renders every draggable card when a drag starts, crosses a
 * column or ends (its context changes), and re-rendering hundreds of card bodies then took
 * close to a second on a full board (bench:ui, input delay).
 */
const CardBody = memo(function CardBody({ ticket, showBrand }: CardBodyProps) {
  const { t } = useTranslation();
  const { ticketBadges } = useSlots();
  const assignee = ticket.assignee;
  const assigneeName = assignee ? (assignee.name ?? assignee.email) : null;
  // Plain elements with the module's classes where layout is all that is needed (blocks, so a
  // card's accessible name keeps its parts apart: "#7 Acme Move me"): every React
  // element in a card is walked on each pointer move of a drag (dnd-kit's context changes), so
  // a board of hundreds of cards drags smoothly only if each card is a small tree.
  return (
    <>
      <div className={classes.cardTop}>
        <div className={classes.cardNumber}>#{ticket.id}</div>
        {showBrand && <div className={classes.cardBrand}>{ticket.project.name}</div>}
      </div>
      <p className={classes.cardSummary}>{ticket.summary}</p>
      <div className={classes.cardBadges}>
        <TicketTypeBadge type={ticket.ticket_type} size="xs" />
        <PriorityBadge priority={ticket.priority} size="xs" />
        {showsPostBadges(ticket) &&
          ticketBadges.map((Badge, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the slot's list is fixed for the app's life.
            <Badge key={index} workspaceUid={ticket.workspace_uid} ticketUid={ticket.uid} />
          ))}
        {recurringMark(ticket.recurring, (position) => t('ui.tickets.repeat.label', { position }))}
        {ticket.checklist.total > 0 &&
          checklistMark(
            ticket.checklist,
            {
              count: t('ui.tickets.checklist.count', ticket.checklist),
              label: t('ui.tickets.checklist.label', ticket.checklist),
            },
            'icon',
          )}
      </div>
      {ticket.tags.length > 0 && (
        <div className={classes.cardTags}>
          {ticket.tags.map((tag) => (
            <span key={tag} className={classes.cardTag}>
              {tag}
            </span>
          ))}
        </div>
      )}
      <div className={classes.cardBottom}>
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
          <div className={classes.cardDimmed}>{t('ui.tickets.list.fields.unassigned')}</div>
        )}
      </div>
    </>
  );
});

export interface KanbanCardProps extends CardBodyProps {
  /** How a screen reader names a card ("draggable ticket"), the same for every card. */
  roleDescription: string;
}

/**
 * A draggable card; its accessible name is what it shows (number and summary first), so a
 * speech-input user can say the visible text (WCAG 2.5.3). A click (the pointer moved less than the activation distance) or Enter
 * opens the task dialog; Space picks the card up for a keyboard move.
 * A plain element styled as a bordered paper, and no translation hook: dnd-kit re-renders
 * every card when a drag starts and ends, so this part is kept as small as it can be.
 */
export const KanbanCard = memo(function KanbanCard({ ticket, showBrand, roleDescription }: KanbanCardProps) {
  const data: CardDragData = { ticket };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: ticket.uid,
    data,
    attributes: { roleDescription },
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
    // biome-ignore lint/a11y/noStaticElementInteractions: dnd-kit's attributes make it a focusable button (role, tabIndex, description)
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={() => open(ticket)}
      onPointerEnter={preloadTaskDialog}
      onFocus={preloadTaskDialog}
      className={`${classes.paper} ${classes.card}`}
      data-dragging={isDragging || undefined}
      data-testid="kanban-card"
      data-ticket-uid={ticket.uid}
      data-project-slug={ticket.project.slug}
    >
      <CardBody ticket={ticket} showBrand={showBrand} />
    </div>
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
