import { EXTENSION_SNOOZE_MINUTES } from '../extension';
import type { LabelTexts } from './types';

/** The domain's labels in German (en.ts is the English). */
export const labelTexts: LabelTexts = {
  statuses: {
    draft: 'Entwurf',
    todo: 'Zu erledigen',
    in_progress: 'In Arbeit',
    needs_approval: 'Freigabe nötig',
    approved: 'Freigegeben',
    in_review: 'In Prüfung',
    paused: 'Pausiert',
    blocked: 'Blockiert',
    will_not_do: 'Wird nicht erledigt',
    done: 'Erledigt',
    published: 'Veröffentlicht',
    posted: 'Gepostet',
    rejected: 'Abgelehnt',
  },
  priorities: {
    '0': 'Niedrig',
    '1': 'Normal',
    '2': 'Hoch',
    '3': 'Dringend',
  },
  types: {
    task: 'Aufgabe',
    post: 'Beitrag',
    estimate: 'Kostenvoranschlag',
    reminder: 'Erinnerung',
    call_notes: 'Gesprächsnotizen',
    design: 'Design',
  },
  formats: {
    reel: 'Reel',
    story: 'Story',
    carousel: 'Karussell',
    image: 'Bild',
    short: 'Short',
    long_video: 'Langes Video',
    live: 'Live',
    article: 'Artikel',
    thread: 'Thread',
  },
  purposes: {
    growth: 'Wachstum',
    trust_building: 'Vertrauensaufbau',
    sales_promotion: 'Verkaufsförderung',
  },
  difficulties: {
    easy: 'Einfach',
    medium: 'Mittel',
    hard: 'Schwer',
  },
  captureSources: {
    screen: 'Gesamter Bildschirm',
    tab: 'Browser-Tab',
    window: 'Fenster',
  },
  disableOptions: {
    '30_minutes': `Für ${EXTENSION_SNOOZE_MINUTES} Minuten`,
    this_website: 'Auf dieser Website',
    forever: 'Dauerhaft',
  },
  assetKinds: {
    image: 'Bild',
    video: 'Video',
    audio: 'Audio',
    pdf: 'PDF',
    document: 'Dokument',
    other: 'Sonstige Datei',
  },
  calendarEvents: {
    due_date: 'Fällig',
    film_date: 'Dreh',
    posted_date: 'Beitrag',
    remind_at: 'Erinnerung',
  },
};
