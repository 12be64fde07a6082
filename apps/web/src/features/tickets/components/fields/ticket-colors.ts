import type { Priority, TicketStatus, TicketType } from '@expertos/domain/tickets';
import type { MantineColor } from '@mantine/core';

/** One colour per status, shared by badges, board columns and calendar events. */
export const STATUS_COLORS: Record<TicketStatus, MantineColor> = {
  draft: 'gray',
  todo: 'blue',
  in_progress: 'indigo',
  needs_approval: 'orange',
  approved: 'teal',
  in_review: 'violet',
  paused: 'yellow',
  blocked: 'red',
  will_not_do: 'dark',
  done: 'green',
  published: 'cyan',
  posted: 'lime',
  rejected: 'pink',
};

export const PRIORITY_COLORS: Record<Priority, MantineColor> = {
  '0': 'gray',
  '1': 'blue',
  '2': 'orange',
  '3': 'red',
};

export const TYPE_COLORS: Record<TicketType, MantineColor> = {
  task: 'gray',
  post: 'grape',
  estimate: 'teal',
  reminder: 'yellow',
  call_notes: 'cyan',
  design: 'pink',
};
