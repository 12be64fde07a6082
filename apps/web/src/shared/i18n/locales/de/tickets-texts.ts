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
  title: 'Dieser Beitrag ist freigegeben',
  text: 'Sein Inhalt ist gesperrt ({fields}). Trotzdem bearbeiten? Der Beitrag geht dann erneut zur Freigabe, und die Prüfer sehen, was sich geändert hat.',
  ok: 'Bearbeiten und Prüfung neu öffnen',
  fields: {
    summary: 'Titel',
    description: 'Notizen',
    caption: 'Beitragstext',
    hook: 'Hook',
    hook_variation_1: 'Hook-Variante 1',
    hook_variation_2: 'Hook-Variante 2',
    hook_variation_3: 'Hook-Variante 3',
    post_platform: 'Plattform',
    post_format: 'Format',
    due_date: 'Datum',
    reference_images: 'Dateien',
    variants: 'Texte und Dateien für jedes Netzwerk',
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
