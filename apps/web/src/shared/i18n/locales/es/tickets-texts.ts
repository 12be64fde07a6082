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

/** An approved post's locked content (docs/product.md#approvals): editing it reopens review. */
const locked: Translated<typeof enTickets.locked> = {
  title: 'Esta publicación está aprobada',
  text: 'Su contenido está bloqueado ({fields}). ¿Editarla de todos modos? La publicación vuelve a aprobación y los revisores ven qué ha cambiado.',
  ok: 'Editar y reabrir la revisión',
  fields: {
    summary: 'título',
    description: 'notas',
    caption: 'texto',
    hook: 'gancho',
    hook_variation_1: 'variación del gancho 1',
    hook_variation_2: 'variación del gancho 2',
    hook_variation_3: 'variación del gancho 3',
    post_platform: 'plataforma',
    post_format: 'formato',
    due_date: 'fecha',
    reference_images: 'archivos',
    variants: 'textos y archivos de cada red',
  },
};

/** The tickets feature's texts, one file per part so they can grow separately. */
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

/** The task page's heading (ui.taskDetails). */
export const taskDetails: Translated<typeof enTaskDetails> = { id: 'Ticket {id}' };
