import type { aiDrafts as en } from '../../ai-drafts';
import type { Translated } from '../../translated';

/** The texts of AI drafts in posts and in the brand profile (ui.aiDrafts; docs/product.md#ai-drafts). */
export const aiDrafts: Translated<typeof en> = {
  postTitle: 'Mit KI entwerfen',
  postIntro:
    'Ein Hook, drei Varianten davon und ein Beitragstext – in der Stimme der Marke, auf Grundlage dessen, was dieser Beitrag bisher enthält.',
  postRun: 'Hook und Beitragstext entwerfen',
  again: 'Neu entwerfen',
  use: 'Übernehmen',
  useField: 'Als {field} übernehmen',
  useAll: 'Alle fünf übernehmen',
  used: 'In den Beitrag übernommen.',
  voiceTitle: 'Stimme mit KI entwerfen',
  voiceIntro:
    'Füllt Beschreibung, Tonalität und Wörter anhand der gespeicherten Beispielbeiträge der Stimme (Beitragstickets mit Beitragstext). Passen Sie sie an und speichern Sie dann.',
  voiceSaveFirst:
    'Speichern Sie die Stimme zuerst mit ihren Beispielbeiträgen: Der Entwurf beruht auf ihnen.',
  voicePick: 'Stimme',
  voiceRun: 'Aus den Beispielbeiträgen entwerfen',
  voiceApply: 'Auf {name} anwenden',
  voiceApplied: '{name} hat jetzt die entworfene Beschreibung, Tonalität und Wörter.',
  suggest: 'Mehr mit KI vorschlagen',
  suggestIntro:
    'Vorschläge, die die Marke noch nicht hat. Fügen Sie die passenden hinzu und speichern Sie dann.',
  add: '{name} hinzufügen',
  noSuggestions: 'Nichts Neues vorzuschlagen: Die Marke hat bereits alles, was der KI eingefallen ist.',
  feedbackSuggest: 'Mit KI vorschlagen',
  feedbackSuggestion: 'KI-Vorschlag für {field}',
  feedbackAccept: 'Als Feedback übernehmen',
  feedbackReject: 'Ablehnen',
  feedbackRejected: 'Abgelehnter KI-Vorschlag: {text}',
};
