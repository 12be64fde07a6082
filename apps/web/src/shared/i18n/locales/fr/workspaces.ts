import type { Translated } from '../../translated';
import type { workspace as en } from '../../workspaces';

/** French texts of the workspaces feature (ui.workspace): switcher, settings, storage. */
export const workspace: Translated<typeof en> = {
  loading: 'Chargement de votre espace de travail…',
  loadError: 'Impossible de charger vos espaces de travail.',
  switcher: 'Changer d’espace de travail',
  listLabel: 'Espaces de travail',
  create: 'Créer un espace de travail',
  current: 'Espace de travail actuel',
  settings: 'Paramètres de l’espace de travail',
  rename: 'Enregistrer le nom',
  renamed: 'L’espace de travail a été renommé.',
  deleteHeading: 'Supprimer cet espace de travail',
  deleteText:
    'Ses marques, ses tickets et son équipe disparaissent avec lui. Vous ne pouvez supprimer qu’un espace de travail dont vous êtes propriétaire, et pas votre seul espace.',
  deleteTitle: 'Supprimer {name} ?',
  delete: 'Supprimer l’espace de travail',
  deleted: 'L’espace de travail a été supprimé.',
  storageUsed: 'Stockage : {used} utilisés sur {quota}',
  storageUnlimited: 'Stockage : {used} utilisés (sans limite)',
};
