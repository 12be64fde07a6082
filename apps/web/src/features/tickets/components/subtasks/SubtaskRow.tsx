import type { TicketListItem } from '@expertos/domain/ticket.schema';
import { isOpenStatus } from '@expertos/domain/tickets';
import { Avatar, Text, Tooltip } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { preloadTaskDialog } from '@/shared/ui/task-dialog/preload-task-dialog';
import { StatusBadge } from '../fields/StatusBadge';
import classes from './Subtasks.module.css';

/** Opens a ticket in the task dialog on a plain click; a new-tab click follows the link to its page. */
export function openTicketLink(
  event: MouseEvent,
  ticket: { uid: string; summary: string },
  projectSlug: string,
) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  openTaskDialog({ taskId: ticket.uid, projectSlug, title: ticket.summary });
}

/**
 * One subtask: its number and summary (a link opening it, over the whole row), its status and
 * its assignee. A closed one reads struck through.
 */
export function SubtaskRow({ ticket }: { ticket: TicketListItem }) {
  const { t } = useTranslation();
  const assignee = ticket.assignee;
  const assigneeName = assignee ? (assignee.name ?? assignee.email) : null;
  return (
    <li className={classes.row} data-closed={!isOpenStatus(ticket.status) || undefined} data-testid="subtask">
      <a
        className={classes.link}
        href={paths.brandTask(ticket.project.slug, ticket.uid)}
        onClick={(event) => openTicketLink(event, ticket, ticket.project.slug)}
        onPointerEnter={preloadTaskDialog}
        onFocus={preloadTaskDialog}
      >
        <Text span size="sm" className={classes.number}>
          #{ticket.id}
        </Text>{' '}
        <Text span size="sm" className={classes.summary}>
          {ticket.summary}
        </Text>
      </a>
      <StatusBadge status={ticket.status} size="sm" style={{ flexShrink: 0 }} />
      {assigneeName ? (
        <Tooltip label={assigneeName} withinPortal>
          <Avatar
            src={assignee?.image ?? null}
            name={assigneeName}
            color="initials"
            size={22}
            radius="xl"
            alt={t('ui.tickets.subtasks.assignee', { name: assigneeName })}
          />
        </Tooltip>
      ) : (
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {t('ui.tickets.list.fields.unassigned')}
        </Text>
      )}
    </li>
  );
}
