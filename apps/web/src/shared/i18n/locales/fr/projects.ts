import type { phases as enPhases, projects as enProjects } from '../../projects';
import type { Translated } from '../../translated';

/** French names of a brand's phases. */
export const phases: Translated<typeof enPhases> = {
  sales: 'Prospection',
  active: 'Active',
  inactive: 'Inactive',
};

/** French texts of brands (projects): brand form and users (ui.projects). */
export const projects: Translated<typeof enProjects> = {
  addIntro: 'Ajoutez une marque : le client ou le produit pour lequel vous créez du contenu.',
  editIntro: 'Modifiez le nom, le site, la phase ou la couverture de {name}.',
  name: 'Nom de la marque',
  namePlaceholder: 'ex. : Acme',
  site: 'Site Shopify',
  sitePlaceholder: 'https://acme.myshopify.com',
  siteHint: 'Facultatif : l’adresse complète de la boutique.',
  siteInvalid: 'Saisissez une adresse web complète, commençant par https://',
  phase: 'Phase',
  cover: 'Image de couverture',
  coverPick: 'Choisir une image',
  coverChange: 'Choisir une autre image',
  coverRemove: 'Retirer l’image',
  coverHint: '{types}, {size} Mo maximum.',
  coverPreview: 'Aperçu de la couverture',
  create: 'Créer la marque',
  created: 'La marque {name} a été créée.',
  saved: 'La marque {name} a été enregistrée.',
  coverFailed: 'La marque a été enregistrée, mais son image de couverture n’a pas pu être envoyée : {reason}',
  notFound: 'Cette marque n’existe pas, ou vous n’y avez pas accès.',
  loadError: 'Impossible de charger la marque.',
  users: {
    intro: 'Qui travaille sur {name}. Les administrateurs de l’espace de travail voient toutes les marques.',
    add: 'Ajouter un utilisateur',
    role: 'Rôle',
    access: 'Accès',
    roles: { admin: 'Administrateur de la marque', member: 'Membre de la marque' },
    accessStates: { granted: 'Accès accordé', requested: 'Accès demandé' },
    grant: 'Accorder l’accès',
    remove: 'Retirer',
    rowActions: 'Actions pour {name}',
    removeTitle: 'Retirer {name} de la marque {brand} ?',
    removeText: 'Cette personne ne verra plus cette marque.',
    removed: '{name} n’a plus accès à {brand}.',
    granted: '{name} a maintenant accès à {brand}.',
    emptyTitle: 'Personne ici pour l’instant',
    emptyText: 'Ajoutez des membres de l’espace de travail pour leur donner accès à cette marque.',
    loadError: 'Impossible de charger les personnes de cette marque.',
  },
  userAdd: {
    intro: 'Donnez à un membre de l’espace de travail l’accès à {name}.',
    member: 'Membre de l’espace de travail',
    memberPlaceholder: 'Choisir un membre',
    role: 'Rôle sur cette marque',
    add: 'Ajouter à la marque',
    added: '{name} a été ajouté à {brand}.',
    noMembers: 'Tous les membres de l’espace de travail ont déjà accès à cette marque.',
  },
  /** Les jours de fermeture d’une marque (docs/product.md#closed-days). */
  closedDays: {
    title: 'Jours de fermeture',
    intro:
      'Les jours où l’équipe de la marque ne travaille pas, comme une fermeture des bureaux entre Noël et le Nouvel An.',
    empty:
      'Aucun jour de fermeture pour l’instant. Les tickets récurrents peuvent sauter les jours indiqués ici ou être reportés au jour ouvré suivant.',
    readOnly: 'Les administrateurs de la marque modifient les jours de fermeture.',
    loadError: 'Impossible de charger les jours de fermeture.',
    addTitle: 'Ajouter des jours de fermeture',
    name: 'Nom',
    namePlaceholder: 'ex. : Bureaux fermés',
    from: 'Premier jour',
    to: 'Dernier jour',
    add: 'Ajouter à la liste',
    remove: 'Retirer {name}',
    unsaved: 'Pas encore enregistré.',
    saved: 'Jours de fermeture enregistrés.',
    problems: {
      name: 'Donnez-lui un nom de {max} caractères au plus.',
      day: 'Choisissez un jour.',
      toBeforeFrom: 'Le dernier jour est le même que le premier ou plus tard.',
      tooLong: 'Une période couvre au plus {max} jours.',
    },
  },
};
