import type { commentAnchors as en } from '../../comment-anchors';
import type { Translated } from '../../translated';

/**
 * Comments that point (ui.commentAnchors; docs/product.md#comments-and-files): at a moment or a
 * range of a recording on its player page, and pinned on a ticket's reference image.
 */
export const commentAnchors: Translated<typeof en> = {
  recording: {
    title: 'Kommentare zu dieser Aufnahme',
    timeline: 'Kommentare entlang der Aufnahme',
    marker: 'Kommentar bei {time}',
    markerRange: 'Kommentar von {start} bis {end}',
    loading: 'Kommentare werden geladen …',
    loadError: 'Die Kommentare konnten nicht geladen werden.',
    empty:
      'Noch keine Kommentare zu dieser Aufnahme. Pausieren Sie dort, wo sich etwas ändern soll, und kommentieren Sie genau diesen Moment.',
    allResolved: 'Alle Kommentare hier sind erledigt.',
    list: 'Kommentare zu dieser Aufnahme, in der Reihenfolge der Aufnahme',
    commentNow: 'Aktuellen Moment kommentieren',
    commentHere: 'Bei {time} kommentieren',
    commentRange: 'Von {start} bis {end} kommentieren',
    start: 'Von {time}',
    end: 'bis {time}',
    startNow: 'Bei aktueller Zeit beginnen',
    endNow: 'Bei aktueller Zeit enden',
    clearEnd: 'Kein Ende',
    endBeforeStart: 'Das Ende muss nach dem Anfang liegen.',
    seek: 'Ab {time} abspielen',
    noLength:
      'Die Länge der Aufnahme ist noch nicht bekannt: Markierungen erscheinen, sobald sie ausgelesen wurde.',
  },
  pins: {
    title: 'Angeheftete Kommentare',
    pinMode: 'Kommentar anheften',
    pinModeOn:
      'Klicken Sie für einen Punkt auf das Bild oder ziehen Sie einen Rahmen auf. Mit Esc beenden Sie den Modus.',
    keyboardHint:
      'Bewegen Sie die Markierung mit den Pfeiltasten (mit Shift in größeren Schritten) und schreiben Sie dann Ihren Kommentar.',
    draft: 'Neue Markierung',
    pin: 'Markierung {number}',
    pinBy: 'Markierung {number}: Kommentar von {name}',
    list: 'An dieses Bild angeheftete Kommentare',
    loading: 'Markierungen werden geladen …',
    loadError: 'Die angehefteten Kommentare konnten nicht geladen werden.',
    empty:
      'Noch keine Markierungen. Wählen Sie „Kommentar anheften“ und klicken Sie auf die Stelle im Bild, an der sich etwas ändern soll.',
    imageAlt: '{name}',
    original: 'Original öffnen',
    close: 'Schließen',
    viewer: 'Bild {name}',
    openImage: '{name} mit angehefteten Kommentaren öffnen',
  },
  composer: {
    label: 'Ihr Kommentar',
    placeholder: 'Was soll sich hier ändern?',
    post: 'Kommentar senden',
    cancel: 'Abbrechen',
    shared: 'Für den Kunden sichtbar',
    sharedHint: 'Geteilte Kommentare erscheinen im Kundenportal, interne nur für das Team.',
    posted: 'Ihr Kommentar wurde gesendet.',
    empty: 'Schreiben Sie zuerst einen Kommentar.',
  },
  thread: {
    resolve: 'Erledigen',
    reopen: 'Wieder öffnen',
    resolved: 'Erledigt',
    resolvedBy: 'Erledigt von {name}',
    showResolved: 'Erledigte anzeigen',
    resolvedDone: 'Erledigt.',
    reopenedDone: 'Wieder geöffnet.',
  },
  badges: {
    shared: 'Mit dem Kunden geteilt',
    client: 'Kunde',
    atTime: 'Bei {time} einer Aufnahme',
    range: '{start}–{end} einer Aufnahme',
    pin: 'An ein Bild angeheftet',
    box: 'Ein Rahmen auf einem Bild',
  },
};
