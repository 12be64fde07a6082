import { board } from './tickets/board';
import { details } from './tickets/details';
import { list } from './tickets/list';
import { listViews } from './tickets/list-views';
import { views } from './tickets/views';

/** The tickets feature's texts, one file per part so they can grow separately. */
export const tickets = { list, listViews, views, details, board };

/** The task page's heading (ui.taskDetails). */
export const taskDetails = { id: 'Ticket {{id}}' } as const;
