import type { handoff as en } from '../../handoff';
import type { Translated } from '../../translated';

/** The phone hand-off screen (ui.handoff; docs/product.md#publishing). */
export const handoff: Translated<typeof en> = {
  title: 'Auf {network} posten',
  account: 'Vom Konto {handle}',
  steps:
    'Kopieren Sie den Beitragstext, speichern Sie die Medien, posten Sie den Beitrag in der {network}-App und geben Sie danach hier seinen Link an.',
  caption: 'Beitragstext',
  noCaption: 'Dieser Beitrag hat keinen Beitragstext.',
  copyCaption: 'Beitragstext kopieren',
  firstComment: 'Erster Kommentar',
  firstCommentHint: 'Sobald der Beitrag online ist, fügen Sie dies als Kommentar darunter hinzu.',
  copyFirstComment: 'Ersten Kommentar kopieren',
  copied: 'Kopiert',
  copyFailed:
    'Der Beitragstext konnte hier nicht kopiert werden. Markieren Sie den Text und kopieren Sie ihn von Hand.',
  media: 'Medien',
  noMedia: 'Dieser Beitrag hat keine Medien.',
  ticket: 'Ticket öffnen: {title}',
  mediaLoading: '{name} wird vorbereitet',
  mediaFailed: '{name} konnte nicht geladen werden.',
  saveShare: 'Speichern / Teilen',
  saveShareLabel: '{name} speichern / teilen',
  open: '{network} öffnen',
  posted: 'Ich habe ihn gepostet',
  link: 'Link zum Live-Beitrag',
  linkHint:
    'Öffnen Sie in der {network}-App Ihren Beitrag, wählen Sie Teilen → Link kopieren und fügen Sie ihn hier ein.',
  linkInvalid: 'Geben Sie die Adresse des Beitrags ein, beginnend mit https://',
  paste: 'Link einfügen',
  pasteFailed: 'Die Zwischenablage konnte hier nicht gelesen werden. Fügen Sie den Link in das Feld ein.',
  confirm: 'Als gepostet markieren',
  cancel: 'Abbrechen',
  markedPosted: 'Als gepostet markiert',
  published: 'Dieser Beitrag ist veröffentlicht.',
  liveLink: 'Der Live-Beitrag',
  notYet: 'Noch nicht bereit zum Posten: Er ist {when} fällig.',
  notFound: 'Dieser Beitrag ist nicht mehr geplant (er wurde herausgenommen oder sein Kanal wurde getrennt).',
  loadError: 'Der Beitrag konnte nicht geladen werden.',
  changed: 'Dieser Beitrag wurde inzwischen geändert; hier ist er in seinem aktuellen Stand.',
};
