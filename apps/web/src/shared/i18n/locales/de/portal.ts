import { PORTAL_BULK_MAX, PORTAL_LINK_IDLE_DAYS } from '@expertos/domain/approvals/portal';
import type { portal as en } from '../../portal';
import type { Translated } from '../../translated';

/**
 * The client portal (ui.portal): the page a client contact's link opens, without an account,
 * and the brand admins' controls for each contact's link (docs/product.md#approvals).
 */
export const portal: Translated<typeof en> = {
  page: {
    title: '{brand}: Beiträge zur Freigabe',
    hello: 'Hallo {name}.',
    waiting:
      '{count, plural, one {Ein Beitrag wartet auf Ihre Freigabe.} other {# Beiträge warten auf Ihre Freigabe.}}',
    loading: 'Ihre Beiträge werden geladen …',
    loadError: 'Ihre Beiträge konnten nicht geladen werden.',
    invalidTitle: 'Dieser Link funktioniert nicht mehr',
    emptyTitle: 'Nichts wartet auf Sie',
    emptyText:
      'Wenn das Team Sie um eine Freigabe bittet, erscheinen die Beiträge hier. Sie können diese Seite behalten.',
    selectAll: 'Alle wartenden Beiträge auswählen',
    select: '„{summary}“ auswählen',
    approveSelected:
      '{count, plural, =0 {Ausgewählte Beiträge freigeben} one {Den ausgewählten Beitrag freigeben} other {# ausgewählte Beiträge freigeben}}',
    bulkMax: `Höchstens ${PORTAL_BULK_MAX} auf einmal.`,
    bulkDone: '{count, plural, one {Ein Beitrag freigegeben.} other {# Beiträge freigegeben.}}',
    bulkSkipped:
      'Nicht freigegeben, weil sie sich geändert haben, seit Sie die Seite geöffnet haben, oder nicht mehr auf Sie warten: {names}. Sehen Sie sie sich unten noch einmal an.',
  },
  item: {
    step: 'Schritt {number} von {of}',
    requestedBy: 'Angefragt von {name}',
    due: 'Geplant für {date}',
    images: 'Bilder',
    noCaption: 'Noch kein Beitragstext.',
    hooks: 'Einstiegszeilen zur Auswahl',
    asItWillLook: 'So wird es auf {network} aussehen',
    link: 'Link: {url}',
    firstComment: 'Erster Kommentar',
    comment: 'Anmerkung zu Ihrer Entscheidung',
    commentHint:
      'Pflicht, wenn Sie Änderungen anfordern; das Team liest sie zusammen mit Ihrer Entscheidung.',
    approve: 'Freigeben',
    changes: 'Änderungen anfordern',
    reject: 'Ablehnen',
    rejectTitle: 'Diesen Beitrag ablehnen?',
    rejectText: 'Das Team sieht, dass Sie ihn abgelehnt haben. Schreiben Sie in einem Kommentar, warum.',
    decided: {
      approved: 'Sie haben diese Version freigegeben. Sie wartet noch auf andere aus Ihrem Team.',
      changes_requested: 'Sie haben Änderungen angefordert.',
      rejected: 'Sie haben ihn abgelehnt.',
    },
    changed:
      'Dieser Beitrag wurde geändert, während Sie ihn angesehen haben. Jetzt wird die neue Version gezeigt: Sehen Sie sie sich noch einmal an.',
    comments: 'Kommentare',
    noComments: 'Noch keine Kommentare.',
    client: 'Sie',
    atMoment: 'an einer Stelle des Videos',
    atMomentN: 'bei {time} von Aufnahme {recording}',
    recordings: 'Aufnahmen',
    recordingLabel: 'Aufnahme {number}',
    commentAtMoment: 'Bei {time} kommentieren',
    momentHint: 'Ihr Kommentar unten wird bei {time} dieser Aufnahme gesetzt.',
    momentBy: '{time}: Kommentar von {name}',
    momentDraft: 'Bei {time} von Aufnahme {recording}',
    removeMoment: 'Ohne Zeitpunkt kommentieren',
    onImage: 'an ein Bild angeheftet',
    onImageN: 'Markierung {number} auf Bild {image}',
    pinHere: 'Kommentar anheften',
    pinHint:
      'Klicken Sie für einen Punkt auf das Bild oder ziehen Sie einen Rahmen auf; mit den Pfeiltasten bewegen Sie die Markierung. Schreiben Sie dann unten Ihren Kommentar.',
    pinDraft: 'Neue Markierung',
    pinBy: 'Markierung {number}: Kommentar von {name}',
    pinnedOn: 'Angeheftet an Bild {image}',
    removePin: 'Markierung entfernen',
    resolved: 'erledigt',
    addComment: 'Kommentar hinzufügen',
    addCommentHint: 'Das Team sieht ihn sofort. Er entscheidet nichts.',
    send: 'Kommentar senden',
  },
  link: {
    none: 'Noch kein Portallink',
    active: 'Portallink funktioniert · zuletzt geöffnet {when}',
    activeNever: 'Portallink funktioniert · noch nicht geöffnet',
    expired: `Portallink nach ${PORTAL_LINK_IDLE_DAYS} Tagen ohne Besuch abgelaufen`,
    revoked: 'Portallink widerrufen',
    send: 'Portallink senden',
    sendNew: 'Neuen Link senden',
    sendNewTitle: '{name} einen neuen Link senden?',
    sendNewText: 'Der bisherige Link funktioniert sofort nicht mehr.',
    copyOnly: 'Link erstellen, ohne ihn per E-Mail zu senden',
    revoke: 'Link für {name} widerrufen',
    revokeTitle: 'Link von {name} widerrufen?',
    revokeText: 'Die Seite lässt sich sofort nicht mehr öffnen. Sie können später einen neuen Link senden.',
    revokedDone: 'Der Link funktioniert nicht mehr.',
    createdTitle: 'Portallink für {name}',
    createdEmailed:
      'Wir haben diesen Link per E-Mail an {email} gesendet. Er wird nur jetzt angezeigt: Kopieren Sie ihn, wenn Sie ihn selbst senden möchten.',
    createdNotEmailed: 'Er wird nur jetzt angezeigt: Kopieren Sie ihn und senden Sie ihn selbst an {name}.',
    copy: 'Link kopieren',
    copied: 'Kopiert',
    close: 'Fertig',
    menu: 'Portallink für {name}',
  },
};
