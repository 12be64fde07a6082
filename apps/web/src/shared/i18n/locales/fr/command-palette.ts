import type { commandPalette as enCommandPalette, shortcuts as enShortcuts } from '../../command-palette';
import type { Translated } from '../../translated';

/** French texts of the command palette. */
export const commandPalette: Translated<typeof enCommandPalette> = {
  // Starts with the button's visible text (label in name).
  open: 'Rechercher… tickets, marques, personnes et commandes',
  button: 'Rechercher…',
  dialog: 'Palette de commandes',
  input: 'Rechercher des tickets, des marques, des personnes et des commandes',
  placeholder: 'Tickets (#128 ou texte), marques, personnes…',
  results: 'Résultats',
  searching: 'Recherche de tickets…',
  empty: 'Aucun résultat pour « {text} ».',
  searchFailed: 'Impossible de rechercher les tickets. Réessayez.',
  hints: { move: 'pour se déplacer', choose: 'pour choisir', close: 'pour fermer' },
  groups: {
    tickets: 'Tickets',
    actions: 'Actions',
    views: 'Aller à',
    brands: 'Marques',
    people: 'Personnes',
  },
  actions: {
    newTicket: 'Nouveau ticket',
    shortcuts: 'Raccourcis clavier',
    switchWorkspace: 'Passer à l’espace de travail {name}',
    startTimer: 'Démarrer le chronomètre sur #{id} {summary}',
  },
  views: {
    dashboard: 'Tableau de bord',
    table: 'Tous les tickets : liste',
    kanban: 'Tous les tickets : tableau',
    calendar: 'Tous les tickets : calendrier',
    time: 'Temps',
    team: 'Équipe',
  },
  brandHint: 'Tickets de la marque',
  timerStarted: 'Chronomètre démarré sur #{id}.',
};

/** French texts of the keyboard shortcuts sheet. */
export const shortcuts: Translated<typeof enShortcuts> = {
  sheet: 'Raccourcis clavier',
  intro: 'Les raccourcis fonctionnent quand vous n’êtes pas en train d’écrire dans un champ.',
  keyColumn: 'Touches',
  actionColumn: 'Action',
  tooltip: '{label} ({keys})',
  items: {
    palette: 'Ouvrir la palette de commandes',
    newTicket: 'Nouveau ticket',
    search: 'Rechercher dans cette vue (ou ouvrir la palette)',
    help: 'Afficher cette liste',
    next: 'Ticket suivant dans la liste ou le tableau',
    previous: 'Ticket précédent dans la liste ou le tableau',
    open: 'Ouvrir le ticket sélectionné',
    status: 'Changer le statut du ticket sélectionné ou ouvert',
    assignee: 'Changer la personne assignée au ticket sélectionné ou ouvert',
    dueDate: 'Changer la date d’échéance du ticket sélectionné ou ouvert',
    close: 'Fermer la boîte de dialogue ou la palette',
  },
};
