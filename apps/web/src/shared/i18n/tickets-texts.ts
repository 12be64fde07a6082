import { details } from './tickets/details';
import { list } from './tickets/list';
import { views } from './tickets/views';

/** The tickets feature's texts, one file per part so they can grow separately. */
export const tickets = { list, views, details };

/** The task page's heading (ui.taskDetails). */
export const taskDetails = { id: 'Task {{id}}' } as const;
