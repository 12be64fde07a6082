import '@mantine/dates/styles.css';
import type { TicketListItem } from '@expertos/domain/ticket.schema';
import { PRIORITIES, TICKET_STATUSES } from '@expertos/domain/tickets';
import { Avatar, Button, Group, Menu, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCheck } from '@tabler/icons-react';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personLabel } from '../../hooks/use-ticket-options';
import { toIsoDay } from '../fields/iso-day';
import { PriorityBadge } from '../fields/PriorityBadge';
import { StatusBadge } from '../fields/StatusBadge';
import { formatDay } from './format-day';
import { LazyMenu } from './LazyMenu';
import classes from './TicketTable.module.css';
import { useTableActions } from './table-context';

type CellProps = { ticket: TicketListItem };

const check = (on: boolean) => (on ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />);

export const StatusCell = memo(function StatusCell({ ticket }: CellProps) {
  const { t } = useTranslation();
  const { update } = useTableActions();
  const current = t(`ui.tickets.list.statuses.${ticket.status}`);
  return (
    <LazyMenu
      label={t('ui.tickets.list.table.changeStatus', { id: ticket.id, value: current })}
      display={<StatusBadge status={ticket.status} style={{ cursor: 'pointer' }} />}
    >
      {TICKET_STATUSES.map((status) => (
        <Menu.Item
          key={status}
          leftSection={check(status === ticket.status)}
          onClick={() =>
            status !== ticket.status && update({ uid: ticket.uid, change: { status }, patch: { status } })
          }
        >
          {t(`ui.tickets.list.statuses.${status}`)}
        </Menu.Item>
      ))}
    </LazyMenu>
  );
});

export const PriorityCell = memo(function PriorityCell({ ticket }: CellProps) {
  const { t } = useTranslation();
  const { update } = useTableActions();
  const current = t(`ui.tickets.list.priorities.${ticket.priority}`);
  return (
    <LazyMenu
      label={t('ui.tickets.list.table.changePriority', { id: ticket.id, value: current })}
      display={<PriorityBadge priority={ticket.priority} style={{ cursor: 'pointer' }} />}
    >
      {PRIORITIES.map((priority) => (
        <Menu.Item
          key={priority}
          leftSection={check(priority === ticket.priority)}
          onClick={() =>
            priority !== ticket.priority &&
            update({ uid: ticket.uid, change: { priority }, patch: { priority } })
          }
        >
          {t(`ui.tickets.list.priorities.${priority}`)}
        </Menu.Item>
      ))}
    </LazyMenu>
  );
});

export const AssigneeCell = memo(function AssigneeCell({ ticket }: CellProps) {
  const { t } = useTranslation();
  const { update, assignees } = useTableActions();
  const current = ticket.assignee ? personLabel(ticket.assignee) : t('ui.tickets.list.fields.unassigned');
  return (
    <LazyMenu
      label={t('ui.tickets.list.table.changeAssignee', { id: ticket.id, value: current })}
      display={
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          {ticket.assignee && (
            <Avatar size={22} radius="xl" src={ticket.assignee.image} alt="">
              {current.slice(0, 1).toUpperCase()}
            </Avatar>
          )}
          <Text size="sm" className={ticket.assignee ? undefined : classes.muted} truncate="end">
            {current}
          </Text>
        </Group>
      }
    >
      <Menu.Item
        leftSection={check(ticket.assignee === null)}
        onClick={() =>
          ticket.assignee &&
          update({ uid: ticket.uid, change: { assignee: null }, patch: { assignee: null } })
        }
      >
        {t('ui.tickets.list.fields.unassigned')}
      </Menu.Item>
      {assignees.map((person) => (
        <Menu.Item
          key={person.uid}
          leftSection={check(person.uid === ticket.assignee?.uid)}
          onClick={() =>
            person.uid !== ticket.assignee?.uid &&
            update({ uid: ticket.uid, change: { assignee: person.uid }, patch: { assignee: person } })
          }
        >
          {personLabel(person)}
        </Menu.Item>
      ))}
    </LazyMenu>
  );
});

export const DueDateCell = memo(function DueDateCell({ ticket }: CellProps) {
  const { t } = useTranslation();
  const { update } = useTableActions();
  const [open, setOpen] = useState(false);
  const wasOpen = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const shown = ticket.due_date ? formatDay(ticket.due_date) : t('ui.tickets.list.table.none');
  const change = (due_date: string | null) => {
    setOpen(false);
    if (due_date !== ticket.due_date) update({ uid: ticket.uid, change: { due_date }, patch: { due_date } });
  };
  const trigger = (
    <UnstyledButton
      ref={button}
      className={classes.cellButton}
      aria-label={t('ui.tickets.list.table.changeDueDate', { id: ticket.id, value: shown })}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => setOpen((value) => !value)}
    >
      <Text size="sm" className={ticket.due_date ? undefined : classes.muted}>
        {shown}
      </Text>
    </UnstyledButton>
  );
  if (!open) return trigger;
  return (
    <Popover opened onChange={setOpen} position="bottom-start" shadow="md" trapFocus withinPortal>
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <DatePicker
            value={ticket.due_date}
            onChange={(value) => change(toIsoDay(value))}
            defaultDate={ticket.due_date ?? undefined}
          />
          {ticket.due_date && (
            <Button variant="subtle" size="compact-sm" color="red" onClick={() => change(null)}>
              {t('ui.tickets.list.table.clearDueDate')}
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
});
