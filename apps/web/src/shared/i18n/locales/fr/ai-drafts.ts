import type { aiDrafts as en } from '../../ai-drafts';
import type { Translated } from '../../translated';

/** French texts of AI drafts in posts and in the brand profile (ui.aiDrafts). */
export const aiDrafts: Translated<typeof en> = {
  postTitle: 'Rédiger avec l’IA',
  postIntro:
    'Une accroche, trois variantes et une légende, écrites dans la voix de la marque à partir de ce que dit déjà cette publication.',
  postRun: 'Rédiger l’accroche et la légende',
  again: 'Rédiger à nouveau',
  use: 'Utiliser',
  useField: 'Utiliser comme {field}',
  useAll: 'Utiliser les cinq',
  used: 'Ajouté à la publication.',
  voiceTitle: 'Rédiger une voix avec l’IA',
  voiceIntro:
    'Remplit la description, le ton et les mots à partir des publications d’exemple enregistrées pour cette voix (tickets de publication avec légende) ; modifiez-les, puis enregistrez.',
  voiceSaveFirst:
    'Enregistrez d’abord la voix avec ses publications d’exemple : la proposition s’en inspire.',
  voicePick: 'Voix',
  voiceRun: 'Rédiger à partir de ses publications d’exemple',
  voiceApply: 'Appliquer à {name}',
  voiceApplied: '{name} a maintenant la description, le ton et les mots proposés.',
  suggest: 'Suggérer plus avec l’IA',
  suggestIntro:
    'Des suggestions que la marque n’a pas encore. Ajoutez celles qui conviennent, puis enregistrez.',
  add: 'Ajouter {name}',
  noSuggestions: 'Rien de nouveau à suggérer : la marque a déjà tout ce que l’IA a trouvé.',
  feedbackSuggest: 'Suggérer avec l’IA',
  feedbackSuggestion: 'Suggestion de l’IA pour {field}',
  feedbackAccept: 'Accepter comme retour',
  feedbackReject: 'Refuser',
  feedbackRejected: 'Suggestion de l’IA refusée : {text}',
};
