import type { taskDetails as enTaskDetails, tickets as enTickets } from '../../tickets-texts';
import type { Translated } from '../../translated';
import { board } from './tickets/board';
import { checklist } from './tickets/checklist';
import { details } from './tickets/details';
import { list } from './tickets/list';
import { listViews } from './tickets/list-views';
import { repeat } from './tickets/repeat';
import { subtasks } from './tickets/subtasks';
import { views } from './tickets/views';

/** French texts of the tickets feature, one file per part so they can grow separately. */
/** An approved post's locked content: editing it reopens review. */
const locked: Translated<(typeof enTickets)['locked']> = {
  title: 'Cette publication est validée',
  text: 'Son contenu est verrouillé ({fields}). La modifier quand même ? La publication repart en validation, et les relecteurs voient ce qui a changé.',
  ok: 'Modifier et rouvrir la relecture',
  fields: {
    summary: 'titre',
    description: 'notes',
    caption: 'légende',
    hook: 'accroche',
    hook_variation_1: 'variante d’accroche 1',
    hook_variation_2: 'variante d’accroche 2',
    hook_variation_3: 'variante d’accroche 3',
    post_platform: 'plateforme',
    post_format: 'format',
    due_date: 'date',
    reference_images: 'fichiers',
    variants: 'textes et fichiers de chaque réseau',
  },
};

export const tickets: Translated<typeof enTickets> = {
  list,
  listViews,
  views,
  details,
  board,
  locked,
  checklist,
  subtasks,
  repeat,
};

/** French heading of the task page (ui.taskDetails). */
export const taskDetails: Translated<typeof enTaskDetails> = { id: 'Ticket {id}' };
