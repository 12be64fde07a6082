import { POST_IMPORT_MAX_ROWS } from '@expertos/domain/post-import';
import type { postImports as en } from '../../post-imports';
import type { Translated } from '../../translated';

/** French texts of bulk posts from a CSV of links (ui.postImports). */
export const postImports: Translated<typeof en> = {
  subtitle: 'Transformer un CSV de liens en brouillons de publications',
  loading: 'Chargement de la marque…',
  openFromTasks: 'Importer des publications',
  openFromTasksHint: 'Créer des brouillons de publications à partir d’un CSV de liens',
  source: {
    title: 'Liens à importer',
    help: `Un fichier CSV dont la première colonne contient les liens (une ligne d’en-tête est acceptée), ou des liens collés, un par ligne. Jusqu’à ${POST_IMPORT_MAX_ROWS.toLocaleString('fr-FR')} lignes.`,
    pick: 'Choisir un fichier CSV',
    picked: '{name} ({size})',
    clearFile: 'Retirer le fichier',
    paste: 'Ou collez des liens, un par ligne',
    pastePlaceholder: 'https://www.instagram.com/p/…\nhttps://www.youtube.com/watch?v=…',
    submit: 'Lire les liens',
    nothing: 'Choisissez un fichier ou collez au moins un lien.',
  },
  status: {
    previewing: 'Récupération des aperçus',
    ready: 'Aperçus prêts',
    creating: 'Création des publications',
    done: 'Terminé',
    failed: 'Échec',
  },
  progress: '{done} sur {total}',
  progressLabel: '{phase} : {done} sur {total}',
  reloadSafe:
    'Vous pouvez quitter cette page : le travail continue, et vous le retrouverez ici à votre retour.',
  previewTitle: 'Aperçus',
  previewCount: '{count, plural, one {# lien} other {# liens}}',
  noTitle: 'Sans titre',
  refused: 'Refusé',
  created: 'Créée : {id}',
  create:
    '{count, plural, one {Créer # brouillon de publication} other {Créer # brouillons de publications}}',
  nothingToCreate: 'Aucun de ces liens ne peut devenir une publication.',
  doneTitle:
    '{count, plural, one {# brouillon de publication créé} other {# brouillons de publications créés}}',
  doneNothingNew: 'Rien de nouveau à importer : tous les liens ont déjà été importés.',
  seeTasks: 'Voir les publications',
  another: 'Importer d’autres liens',
  skippedTitle: '{count, plural, one {# ligne ignorée} other {# lignes ignorées}}',
  kinds: { invalid: 'Pas un lien', duplicate: 'Doublon' },
  line: 'Ligne',
  lineNote: 'Ligne {line} : {note}',
  value: 'Valeur',
  reason: 'Raison',
  recentTitle: 'Imports récents',
  recentRow: '{date} · {count} liens',
  open: 'Ouvrir',
  loadError: 'Impossible de charger l’import.',
  columns: { image: 'Image', post: 'Publication', platform: 'Plateforme', state: 'État' },
};
