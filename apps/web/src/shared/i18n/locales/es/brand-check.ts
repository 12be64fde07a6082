import type { brandCheck as en } from '../../brand-check';
import type { Translated } from '../../translated';

/** The brand check of a post (ui.brandCheck). */
export const brandCheck: Translated<typeof en> = {
  title: 'Revisión de marca',
  intro:
    'Compara el texto con lo que la marca considera fuera de marca, los límites de la plataforma y el plan semanal de esta semana.',
  run: 'Revisar según la marca',
  again: 'Revisar de nuevo',
  checking: 'Revisando…',
  clean: 'No se encontró nada: la publicación cumple las reglas de la marca.',
  found: '{count, plural, one {# hallazgo} other {# hallazgos}}',
  loadError: 'No se pudo hacer la revisión de marca.',
  captionLabel: 'El texto tal como se revisó, con los hallazgos marcados',
  forApproval: 'Pendiente de aprobación: revisada según las reglas de la marca para quien la apruebe.',
  aiRun: 'Revisar voz y pilar con IA',
  aiTitle: 'Voz y pilar (IA)',
  voice: 'Voz: «{phrase}» — {note}',
  voiceClean: 'Nada en el texto suena distinto de la voz de la marca.',
  pillar: 'Encaja en el pilar «{pillar}» — {note}',
  noPillar: 'No encaja en ninguno de los pilares de la marca — {note}',
  toFeedback: 'Añadir al feedback',
  inFeedback: 'En el feedback',
  feedbackNote: 'De la revisión de marca de una publicación: {finding}',
  feedbackAdded: 'Añadido al feedback de la marca.',
  findings: {
    off_brand: 'Fuera de marca: «{phrase}» (regla: {rule})',
    caption_length:
      '{length} caracteres: {platform} admite {limit}. La parte que pasa del límite está marcada.',
    hashtags: '{count} hashtags: {platform} admite {limit}. El primero que sobra está marcado.',
    slate:
      'Esta semana ya tiene {planned} de {target} publicaciones de {purpose}, mientras que aún faltan publicaciones de {short}.',
    credit: 'Falta el crédito: «{asset}» de la biblioteca pide «{credit}» en el texto.',
  },
  purposes: {
    growth: 'crecimiento',
    trust_building: 'generación de confianza',
    sales_promotion: 'promoción de ventas',
  },
};
