import type { board as en } from '../../../tickets/board';
import type { Translated } from '../../../translated';

/** The board and calendar's texts (ui.tickets.board): empty columns, inline create, due states, date presets. */
export const board: Translated<typeof en> = {
  showEmpty: 'Afficher les colonnes vides',
  columns: 'Colonnes',
  columnsTitle: 'Statuts de ce tableau',
  columnsHint: 'Gardé pour ce tableau dans ce navigateur.',
  hiddenEmpty: '{count, plural, one {# colonne vide masquée} other {# colonnes vides masquées}}',
  noColumns:
    'Aucun ticket ne correspond à ces filtres. Affichez les colonnes vides pour ajouter un ticket à un statut.',
  phoneColumn: 'Colonne',
  phoneOption: '{status} ({count})',
  add: {
    button: 'Ajouter un ticket',
    buttonLabel: 'Ajouter un ticket à {status}',
    summary: 'Résumé du nouveau ticket dans {status}',
    placeholder: 'Résumé',
    hint: 'Entrée pour enregistrer, Échap pour annuler',
    save: 'Enregistrer',
    cancel: 'Annuler',
    created: 'Ticket n° {id} créé dans {status}',
    dayButton: 'Ajouter un ticket à échéance du {date}',
    dayTitle: 'Nouveau ticket à échéance du {date}',
    daySummary: 'Résumé',
    createdOn: 'Ticket n° {id} créé, échéance le {date}',
  },
  due: {
    overdue: 'En retard',
    due_soon: 'Échéance proche',
    overdueDate: 'En retard : échéance le {date}',
    due_soonDate: 'Échéance proche : {date}',
  },
  presets: {
    today: 'Aujourd’hui',
    tomorrow: 'Demain',
    nextWeek: 'La semaine prochaine',
    clear: 'Effacer',
    clearField: 'Effacer {label}',
  },
  agenda: 'Agenda',
};
