import type { brandCheck as en } from '../../brand-check';
import type { Translated } from '../../translated';

/** The brand check of a post (ui.brandCheck). */
export const brandCheck: Translated<typeof en> = {
  title: 'Markencheck',
  intro:
    'Prüft den Beitragstext anhand der Regeln der Marke für Markenfremdes, der Grenzen der Plattform und des Wochenplans dieser Woche.',
  run: 'Mit der Marke abgleichen',
  again: 'Erneut prüfen',
  checking: 'Wird geprüft …',
  clean: 'Nichts gefunden: Der Beitrag passt zu den Regeln der Marke.',
  found: '{count, plural, one {# Fund} other {# Funde}}',
  loadError: 'Der Markencheck konnte nicht ausgeführt werden.',
  captionLabel: 'Der geprüfte Beitragstext mit markierten Funden',
  forApproval: 'Wartet auf Freigabe: für die freigebende Person anhand der Regeln der Marke geprüft.',
  aiRun: 'Stimme und Säule mit KI prüfen',
  aiTitle: 'Stimme und Säule (KI)',
  voice: 'Stimme: „{phrase}“ – {note}',
  voiceClean: 'Nichts im Beitragstext klingt anders als die Stimme der Marke.',
  pillar: 'Passt zur Säule „{pillar}“ – {note}',
  noPillar: 'Passt zu keiner Säule der Marke – {note}',
  toFeedback: 'Zum Feedback hinzufügen',
  inFeedback: 'Im Feedback',
  feedbackNote: 'Aus dem Markencheck eines Beitrags: {finding}',
  feedbackAdded: 'Zum Feedback der Marke hinzugefügt.',
  findings: {
    off_brand: 'Markenfremd: „{phrase}“ (Regel: {rule})',
    caption_length: '{length} Zeichen: {platform} erlaubt {limit}. Der Teil über der Grenze ist markiert.',
    hashtags: '{count} Hashtags: {platform} erlaubt {limit}. Der erste überzählige ist markiert.',
    slate:
      'Diese Woche hat schon {planned} von {target} Beiträgen für {purpose}, während {short} noch zu kurz kommt.',
    credit: 'Quellenangabe fehlt: „{asset}“ aus der Bibliothek verlangt „{credit}“ im Beitragstext.',
  },
  purposes: { growth: 'Wachstum', trust_building: 'Vertrauensaufbau', sales_promotion: 'Verkaufsförderung' },
};
