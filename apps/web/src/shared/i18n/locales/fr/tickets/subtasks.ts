import type { subtasks as en } from '../../../tickets/subtasks';
import type { Translated } from '../../../translated';

/** A ticket's subtasks (ui.tickets.subtasks): the section, the parent, the two questions, the list filter. */
export const subtasks: Translated<typeof en> = {
  title: 'Sous-tâches',
  progress: 'Avancement des sous-tâches',
  progressText: '{done} sur {total} terminées',
  listLabel: 'Sous-tâches de ce ticket',
  loading: 'Chargement des sous-tâches',
  loadError: 'Impossible de charger les sous-tâches.',
  empty:
    'Aucune sous-tâche pour l’instant. Écrivez-en une et appuyez sur Entrée : le champ reste ouvert pour la suivante.',
  add: 'Ajouter une sous-tâche',
  full: 'Ce ticket a {max} sous-tâches, le maximum pour un ticket.',
  added: 'Sous-tâche #{id} ajoutée.',
  addFailed: 'Impossible d’ajouter la sous-tâche : {reason}',
  assignee: 'Assignée à {name}',
  parentOf: 'Sous-tâche de',
  parentLink: '#{id} {summary}',
  changeParent: 'Changer de ticket parent',
  makeTopLevel: 'En faire un ticket indépendant',
  makeSubtask: 'En faire une sous-tâche de…',
  parentLabel: 'Ticket parent',
  parentPlaceholder: 'Cherchez par numéro ou par mots',
  parentHint: 'Un ticket indépendant de la même marque. Échap ferme la recherche.',
  searching: 'Recherche…',
  noParents: 'Aucun ticket indépendant ne correspond',
  cancel: 'Annuler',
  parentFailed: 'Impossible de changer de ticket parent : {reason}',
  refused: {
    self: 'Un ticket ne peut pas être sa propre sous-tâche.',
    otherBrand: 'Le ticket parent doit être de la même marque.',
    nested: 'Les sous-tâches n’ont qu’un niveau : choisissez un ticket indépendant comme parent.',
    hasSubtasks: 'Ce ticket a ses propres sous-tâches : il ne peut pas devenir une sous-tâche.',
  },
  close: {
    title:
      '{count, plural, one {Ce ticket a # sous-tâche ouverte} other {Ce ticket a # sous-tâches ouvertes}}',
    text: '{count, plural, one {Elle n’est pas encore terminée : la fermer avec ce ticket, ou la laisser ouverte ?} other {Elles ne sont pas encore terminées : les fermer avec ce ticket, ou les laisser ouvertes ?}}',
    closeThem: '{count, plural, one {La fermer aussi} other {Les fermer aussi}}',
    leaveThem: '{count, plural, one {La laisser ouverte} other {Les laisser ouvertes}}',
  },
  delete: {
    title: 'Supprimer le ticket #{id} ?',
    text: '{count, plural, one {Il a # sous-tâche : la supprimer aussi, ou la garder comme ticket à part entière ? Le ticket et son historique sont supprimés pour tout le monde. Cette action est irréversible.} other {Il a # sous-tâches : les supprimer aussi, ou les garder comme tickets à part entière ? Le ticket et son historique sont supprimés pour tout le monde. Cette action est irréversible.}}',
    deleteThem:
      '{count, plural, one {Supprimer aussi sa sous-tâche} other {Supprimer aussi ses # sous-tâches}}',
    keepThem: '{count, plural, one {La garder comme ticket} other {Les garder comme tickets}}',
  },
  activity: {
    set: '{actor} en a fait une sous-tâche de {to}',
    moved: '{actor} l’a déplacé de {from} vers {to}',
    cleared: '{actor} en a fait un ticket indépendant (c’était une sous-tâche de {from})',
  },
  topLevel: 'Tickets indépendants seulement',
  topLevelHint: 'Laisser les sous-tâches hors de la liste',
};
