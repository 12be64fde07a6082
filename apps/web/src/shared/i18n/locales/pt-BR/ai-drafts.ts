import type { aiDrafts as en } from '../../ai-drafts';
import type { Translated } from '../../translated';

/** The texts of AI drafts in posts and in the brand profile (ui.aiDrafts), in Brazilian Portuguese. */
export const aiDrafts: Translated<typeof en> = {
  postTitle: 'Rascunho com IA',
  postIntro:
    'Um gancho, três variações dele e uma legenda, escritos na voz da marca a partir do que este post já diz.',
  postRun: 'Gerar gancho e legenda',
  again: 'Gerar de novo',
  use: 'Usar',
  useField: 'Usar como {field}',
  useAll: 'Usar os cinco',
  used: 'Adicionado ao post.',
  voiceTitle: 'Criar uma voz com IA',
  voiceIntro:
    'Preenche a descrição, o tom e as palavras com base nos posts de exemplo salvos da voz (tickets de post com legenda); edite-os e depois salve.',
  voiceSaveFirst: 'Salve primeiro a voz com os posts de exemplo: o rascunho é feito a partir deles.',
  voicePick: 'Voz',
  voiceRun: 'Gerar com base nos posts de exemplo',
  voiceApply: 'Aplicar a {name}',
  voiceApplied: '{name} agora tem a descrição, o tom e as palavras sugeridos.',
  suggest: 'Sugerir mais com IA',
  suggestIntro: 'Sugestões que a marca ainda não tem. Adicione as que fizerem sentido e depois salve.',
  add: 'Adicionar {name}',
  noSuggestions: 'Nada de novo para sugerir: a marca já tem tudo o que a IA pensou.',
  feedbackSuggest: 'Sugerir com IA',
  feedbackSuggestion: 'Sugestão da IA para {field}',
  feedbackAccept: 'Aceitar como feedback',
  feedbackReject: 'Rejeitar',
  feedbackRejected: 'Sugestão da IA rejeitada: {text}',
};
