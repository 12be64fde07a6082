import type { aiDrafts as en } from '../../ai-drafts';
import type { Translated } from '../../translated';

/** The texts of AI drafts in posts and in the brand profile (ui.aiDrafts; docs/product.md#ai-drafts). */
export const aiDrafts: Translated<typeof en> = {
  postTitle: 'Borrador con IA',
  postIntro:
    'Un gancho, tres variaciones y un texto, escritos con la voz de la marca a partir de lo que dice esta publicación hasta ahora.',
  postRun: 'Redactar gancho y texto',
  again: 'Redactar de nuevo',
  use: 'Usar',
  useField: 'Usar como {field}',
  useAll: 'Usar los cinco',
  used: 'Añadido a la publicación.',
  voiceTitle: 'Redactar una voz con IA',
  voiceIntro:
    'Rellena la descripción, el tono y las palabras a partir de las publicaciones de ejemplo guardadas de la voz (tickets de publicación con texto); edítalos y guarda.',
  voiceSaveFirst: 'Primero guarda la voz con sus publicaciones de ejemplo: el borrador sale de ellas.',
  voicePick: 'Voz',
  voiceRun: 'Redactar a partir de sus publicaciones de ejemplo',
  voiceApply: 'Aplicar a {name}',
  voiceApplied: '{name} ya tiene la descripción, el tono y las palabras del borrador.',
  suggest: 'Sugerir más con IA',
  suggestIntro: 'Sugerencias que la marca aún no tiene. Añade las que encajen y guarda.',
  add: 'Añadir {name}',
  noSuggestions: 'Nada nuevo que sugerir: la marca ya tiene lo que se le ocurrió a la IA.',
  feedbackSuggest: 'Sugerir con IA',
  feedbackSuggestion: 'Sugerencia de la IA para {field}',
  feedbackAccept: 'Aceptar como feedback',
  feedbackReject: 'Rechazar',
  feedbackRejected: 'Sugerencia de la IA rechazada: {text}',
};
