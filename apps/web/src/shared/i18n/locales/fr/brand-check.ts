import type { brandCheck as en } from '../../brand-check';
import type { Translated } from '../../translated';

/** French texts of the brand check of a post (ui.brandCheck). */
export const brandCheck: Translated<typeof en> = {
  title: 'Contrôle de marque',
  intro:
    'Vérifie la légende au regard des règles « hors marque » de la marque, des limites de la plateforme et du planning hebdo de cette semaine.',
  run: 'Vérifier la conformité à la marque',
  again: 'Vérifier à nouveau',
  checking: 'Vérification…',
  clean: 'Rien à signaler : la publication respecte les règles de la marque.',
  found: '{count, plural, one {# point relevé} other {# points relevés}}',
  loadError: 'Impossible d’effectuer le contrôle de marque.',
  captionLabel: 'La légende telle que vérifiée, avec les points relevés signalés',
  forApproval:
    'En attente de validation : vérifiée au regard des règles de la marque pour la personne qui la valide.',
  aiRun: 'Vérifier la voix et le pilier avec l’IA',
  aiTitle: 'Voix et pilier (IA)',
  voice: 'Voix : « {phrase} » — {note}',
  voiceClean: 'Rien dans la légende ne s’écarte de la voix de la marque.',
  pillar: 'Correspond au pilier « {pillar} » — {note}',
  noPillar: 'Ne correspond à aucun pilier de la marque — {note}',
  toFeedback: 'Ajouter aux retours',
  inFeedback: 'Dans les retours',
  feedbackNote: 'Issu du contrôle de marque d’une publication : {finding}',
  feedbackAdded: 'Ajouté aux retours de la marque.',
  findings: {
    off_brand: 'Hors marque : « {phrase} » (règle : {rule})',
    caption_length:
      '{length} caractères : {platform} en accepte {limit}. La partie au-delà de la limite est signalée.',
    hashtags: '{count} hashtags : {platform} en accepte {limit}. Le premier en trop est signalé.',
    slate:
      'Cette semaine compte déjà {planned} publications « {purpose} » sur {target}, alors que « {short} » n’atteint pas encore son objectif.',
    credit: 'Crédit manquant : « {asset} » de la médiathèque demande « {credit} » dans la légende.',
  },
  purposes: { growth: 'croissance', trust_building: 'confiance', sales_promotion: 'promotion des ventes' },
};
