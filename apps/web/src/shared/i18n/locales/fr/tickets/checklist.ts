import type { checklist as en } from '../../../tickets/checklist';
import type { Translated } from '../../../translated';

/** A ticket's checklist (ui.tickets.checklist): the section in the ticket, its progress on the table and the board. */
export const checklist: Translated<typeof en> = {
  title: 'Checklist',
  count: '{done}/{total}',
  progress: 'Avancement de la checklist',
  progressText: '{done} sur {total} faits',
  label: 'Checklist : {done} sur {total} faits',
  listLabel: 'Éléments de la checklist',
  loading: 'Chargement de la checklist',
  loadError: 'Impossible de charger la checklist.',
  empty:
    'Aucun élément pour l’instant. Écrivez une étape et appuyez sur Entrée : le champ reste ouvert pour la suivante.',
  add: 'Ajouter un élément',
  full: 'Cette checklist compte {max} éléments, le maximum pour un ticket : supprimez-en un pour en ajouter un autre.',
  edit: 'Modifier {text}',
  text: 'Texte de l’élément',
  editHint: 'Entrée enregistre, Échap annule.',
  textRequired: 'Écrivez ce qu’il faut faire, ou supprimez l’élément.',
  delete: 'Supprimer {text}',
  move: 'Déplacer {text}',
  moveHint: 'Faites-le glisser, ou appuyez sur Alt avec la flèche haut ou bas.',
  moved: '{text} est maintenant à la place {place} sur {total}.',
  more: 'Personne assignée et échéance de {text}',
  assignee: 'Personne assignée',
  dueDate: 'Échéance',
  assigned: 'Assigné à {name}',
  due: 'Échéance le {date}',
  failed: 'Impossible de modifier la checklist : {reason}',
};
