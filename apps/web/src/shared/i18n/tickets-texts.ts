import { board } from './tickets/board';
import { checklist } from './tickets/checklist';
import { details } from './tickets/details';
import { list } from './tickets/list';
import { listViews } from './tickets/list-views';
import { repeat } from './tickets/repeat';
import { subtasks } from './tickets/subtasks';
import { views } from './tickets/views';

/** The tickets feature's texts, one file per part so they can grow separately. */
/** An approved post's locked content (docs/product.md#approvals): editing it reopens review. */
const locked = {
  title: 'This post is approved',
  text: 'Its content is locked ({fields}). Edit it anyway? The post goes back for approval, and reviewers see what changed.',
  ok: 'Edit and reopen review',
  fields: {
    summary: 'title',
    description: 'notes',
    caption: 'caption',
    hook: 'hook',
    hook_variation_1: 'hook variation 1',
    hook_variation_2: 'hook variation 2',
    hook_variation_3: 'hook variation 3',
    post_platform: 'platform',
    post_format: 'format',
    due_date: 'date',
    reference_images: 'files',
    variants: 'words and files for each network',
  },
};

export const tickets = { list, listViews, views, details, board, locked, checklist, subtasks, repeat };

/** The task page's heading (ui.taskDetails). */
export const taskDetails = { id: 'Ticket {id}' } as const;
