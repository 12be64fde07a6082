import type { views as en } from '../../../tickets/views';
import type { Translated } from '../../../translated';

/** French texts of the tickets feature: views (t('ui.tickets.views.…')). Labels come from the domain. */
export const views: Translated<typeof en> = {
  kanban: {
    board: 'Tableau kanban',
    count: '{count, plural, one {# ticket dans {status}} other {# tickets dans {status}}}',
    countLoading: 'Décompte des tickets',
    loading: 'Chargement des tickets de {status}',
    loadError: 'Impossible de charger les tickets.',
    empty: 'Aucun ticket',
    loadMore: 'Charger plus',
    dropHere: 'Déposer ici pour déplacer vers {status}',
    due: 'Échéance : {date}',
    assignee: 'Assigné à {name}',
    roleDescription: 'ticket déplaçable',
    instructions:
      'Pour déplacer un ticket vers un autre statut, appuyez sur Space pour le saisir, choisissez une colonne avec les flèches gauche et droite, puis appuyez sur Space pour le déposer ou sur Escape pour annuler. Appuyez sur Enter pour ouvrir le ticket.',
    announce: {
      start: 'Ticket #{id} {summary} saisi dans {from}.',
      over: 'Le ticket #{id} est au-dessus de {status}.',
      outside: 'Le ticket #{id} n’est au-dessus d’aucune colonne.',
      dropped: 'Le ticket #{id} a été déplacé de {from} vers {status}.',
      stayed: 'Le ticket #{id} a été déposé et reste dans {from}.',
      cancelled: 'Déplacement du ticket #{id} annulé ; il reste dans {from}.',
    },
    moveFailed: 'Impossible de déplacer le ticket #{id} vers {status} : {reason}',
  },
  calendar: {
    label: 'Calendrier des tickets',
    previous: 'Précédent',
    next: 'Suivant',
    today: 'Aujourd’hui',
    month: 'Mois',
    week: 'Semaine',
    mode: 'Période du calendrier',
    loading: 'Chargement des tickets de cette période',
    loadError: 'Impossible de charger les tickets de cette période.',
    emptyMonth: 'Aucun ticket daté ce mois-ci',
    emptyWeek: 'Aucun ticket daté cette semaine',
    truncated:
      'Affichage des {count} premiers tickets de cette période ; affinez les filtres pour voir les autres.',
    rescheduleFailed: 'Impossible de déplacer le ticket #{id} au {date} : {reason}',
    weekNumber: 'Semaine',
    weekNumberShort: 'Sem.',
    more: '{count, plural, one {+# autre} other {+# autres}}',
    moreHint: '{count, plural, one {Afficher # autre ticket} other {Afficher # autres tickets}}',
  },
};
