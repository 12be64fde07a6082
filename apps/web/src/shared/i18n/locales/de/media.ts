import type { media as en } from '../../media';
import type { Translated } from '../../translated';

/** The recordings' texts (ui.media; docs/product.md#recordings). */
export const media: Translated<typeof en> = {
  loading: 'Aufnahme wird geladen …',
  speed: 'Geschwindigkeit',
  openTicket: 'Ticket öffnen',
  signInTitle: 'Melden Sie sich an, um diese Aufnahme anzusehen',
  signInText: 'Sie ist nur für die Mitglieder ihrer Marke freigegeben.',
  signIn: 'Anmelden',
  notFoundTitle: 'Diese Aufnahme wurde nicht gefunden',
  notFoundText: 'Vielleicht wurde sie gelöscht, oder sie ist nicht für Sie freigegeben.',
  uploadingTitle: 'Wird noch hochgeladen',
  uploadingText:
    'Diese Aufnahme wird noch hochgeladen. Sie wird hier abgespielt, sobald der Upload abgeschlossen ist.',
  shareLabel: 'Jeder mit dem Link kann sie ansehen',
  shareOnHint: 'Auch nicht angemeldete Personen können sie ansehen, ohne das Ticket zu sehen.',
  shareOffHint: 'Nur Mitglieder, die diese Marke sehen dürfen, können sie ansehen.',
  sharedOn: 'Jeder mit dem Link kann diese Aufnahme jetzt ansehen.',
  sharedOff: 'Nur Mitglieder der Marke können diese Aufnahme jetzt ansehen.',
  copyLink: 'Link kopieren',
  linkCopied: 'Link kopiert.',
  linkNotCopied: 'Der Link konnte nicht kopiert werden: Kopieren Sie ihn aus der Adressleiste.',
  trimTitle: 'Zuschneiden',
  trimHint:
    'Behalten Sie nur den Teil zwischen zwei Zeitpunkten. Der Schnitt fällt auf das nächste Keyframe am oder vor dem Anfang, daher kann die Aufnahme einen Moment früher beginnen.',
  trimStart: 'Anfang',
  trimEnd: 'Ende',
  useCurrentTime: 'Aktuelle Zeit übernehmen',
  trimSubmit: 'Diesen Teil behalten',
  trimmed: 'Zugeschnitten. Die Aufnahme ist jetzt {length} lang.',
  trimUnreadable: 'Schreiben Sie die Zeitpunkte als m:ss, zum Beispiel 0:05 und 1:30.',
  trimPastEnd: 'Das Ende muss innerhalb der Aufnahme liegen ({length}).',
  trimTooShort: 'Behalten Sie mindestens 1 Sekunde der Aufnahme.',
  extractTitle: 'Szenen und Skript',
  extractHint:
    'Speichern Sie die Szenen als Referenzbilder des Tickets oder schreiben Sie das Gesprochene ans Ende seiner Notizen.',
  extractScenes: 'Szenen extrahieren',
  extractScript: 'Skript extrahieren',
  recordingsTitle: 'Aufnahmen',
  noRecordings: 'Noch keine Aufnahmen. Nehmen Sie eine mit der Browsererweiterung auf.',
  recording: 'Bildschirmaufnahme',
  sharedBadge: 'Geteilt',
  uploadingProgress: 'Wird hochgeladen: {percent} %',
};
