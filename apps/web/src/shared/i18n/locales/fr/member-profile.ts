import type { memberProfile as en } from '../../member-profile';
import type { Translated } from '../../translated';

/**
 * French texts of a member's profile (/profile/{uid}): the team feature's page and the sections
 * the projects, tickets and time-tracking features show in it.
 */
export const memberProfile: Translated<typeof en> = {
  summary: 'Résumé',
  picture: 'Photo de {name}',
  role: 'Rôle',
  status: 'Statut',
  brands: 'Marques',
  brandsAll: 'Toutes les marques',
  brandsCount: '{count, plural, one {# marque} other {# marques}}',
  onlyAdmin:
    'Seul administrateur de cet espace de travail, qui doit en garder au moins un : nommez quelqu’un d’autre administrateur avant de changer ce rôle ou de retirer cette personne.',
  editAccess: 'Modifier le rôle et les marques',
  editTitle: 'Rôle et marques de {name}',
  remove: 'Retirer de l’espace de travail',
  backToTeam: 'Retour à l’équipe',
  loadError: 'Impossible de charger ce profil.',
  brandsSection: {
    title: 'Marques et accès',
    intro: 'Les marques que cette personne peut voir, et son rôle sur chacune.',
    adminAll:
      'Un administrateur de l’espace de travail voit toutes les marques et est administrateur de chacune.',
    externalNote: 'Les collaborateurs externes sont membres d’une marque, jamais administrateurs.',
    emptyTitle: 'Aucune marque',
    emptyText: 'Attribuez-lui des marques avec « Modifier le rôle et les marques ».',
    noBrandsYet: 'Cet espace de travail n’a pas encore de marques.',
    roleUnknown: 'Rôle non chargé',
    loadError: 'Impossible de charger ses rôles sur les marques.',
  },
  ticketsSection: {
    title: 'Tickets ouverts',
    intro: 'Qui lui sont assignés et ne sont pas encore terminés.',
    count: '{count, plural, one {# ticket ouvert} other {# tickets ouverts}}',
    emptyTitle: 'Aucun ticket ouvert',
    emptyText: 'Rien de ce qui lui est assigné n’est en attente.',
    loadError: 'Impossible de charger ses tickets.',
    due: 'Échéance : {date}',
    noDue: 'Pas d’échéance',
    more: '{count, plural, one {et # autre, non affiché ici.} other {et # autres, non affichés ici.}}',
    seeInTasks: 'Les voir dans Tickets',
  },
  timeSection: {
    title: 'Temps cette semaine',
    intro: 'Temps suivi et terminé depuis le lundi {date}.',
    total: 'Total de la semaine',
    byBrand: 'Par marque',
    emptyTitle: 'Aucun temps suivi cette semaine',
    emptyText: 'Le temps apparaît ici dès qu’un de ses chronomètres est arrêté ou qu’une saisie est ajoutée.',
    loadError: 'Impossible de charger son temps.',
  },
};
