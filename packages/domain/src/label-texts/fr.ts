import { EXTENSION_SNOOZE_MINUTES } from '../extension';
import type { LabelTexts } from './types';

/** The domain's labels in French (en.ts is the English). */
export const labelTexts: LabelTexts = {
  statuses: {
    draft: 'Brouillon',
    todo: 'À faire',
    in_progress: 'En cours',
    needs_approval: 'À valider',
    approved: 'Validé',
    in_review: 'En relecture',
    paused: 'En pause',
    blocked: 'Bloqué',
    will_not_do: 'Ne sera pas fait',
    done: 'Terminé',
    published: 'Publié',
    posted: 'Mis en ligne',
    rejected: 'Refusé',
  },
  priorities: {
    '0': 'Basse',
    '1': 'Normale',
    '2': 'Haute',
    '3': 'Urgente',
  },
  types: {
    task: 'Tâche',
    post: 'Publication',
    estimate: 'Devis',
    reminder: 'Rappel',
    call_notes: 'Notes d’appel',
    design: 'Design',
  },
  formats: {
    reel: 'Reel',
    story: 'Story',
    carousel: 'Carrousel',
    image: 'Image',
    short: 'Short',
    long_video: 'Vidéo longue',
    live: 'Live',
    article: 'Article',
    thread: 'Fil',
  },
  purposes: {
    growth: 'Croissance',
    trust_building: 'Confiance',
    sales_promotion: 'Promotion des ventes',
  },
  difficulties: {
    easy: 'Facile',
    medium: 'Moyenne',
    hard: 'Difficile',
  },
  captureSources: {
    screen: 'Écran entier',
    tab: 'Onglet du navigateur',
    window: 'Fenêtre',
  },
  disableOptions: {
    '30_minutes': `Pendant ${EXTENSION_SNOOZE_MINUTES} minutes`,
    this_website: 'Sur ce site',
    forever: 'Définitivement',
  },
  assetKinds: {
    image: 'Image',
    video: 'Vidéo',
    audio: 'Audio',
    pdf: 'PDF',
    document: 'Document',
    other: 'Autre fichier',
  },
  calendarEvents: {
    due_date: 'Échéance',
    film_date: 'Tournage',
    posted_date: 'Publication',
    remind_at: 'Rappel',
  },
};
