import type { busy as enBusy, offline as enOffline, push as enPush } from '../../push';
import type { Translated } from '../../translated';

/** Push notifications and installing the app (ui.push). */
export const push: Translated<typeof enPush> = {
  title: 'Push-Benachrichtigungen',
  intro:
    'Lassen Sie sich auf diesem Gerät und Ihrem Smartphone benachrichtigen, auch wenn Expertos geschlossen ist.',
  thisDevice: 'Dieses Gerät',
  state: {
    on: 'Push-Benachrichtigungen sind für dieses Gerät eingeschaltet.',
    off: 'Push-Benachrichtigungen sind für dieses Gerät ausgeschaltet.',
    denied:
      'Benachrichtigungen sind für diese Website blockiert. Erlauben Sie sie in den Website-Einstellungen Ihres Browsers und schalten Sie Push dann hier ein.',
    unsupported:
      'Dieser Browser kann keine Push-Benachrichtigungen empfangen. Fügen Sie Expertos auf einem iPhone oder iPad zuerst zum Home-Bildschirm hinzu (Teilen, dann „Zum Home-Bildschirm“) und öffnen Sie es von dort.',
    notConfigured:
      'Dieser Server ist nicht dafür eingerichtet, Push-Benachrichtigungen an Browser zu senden.',
    nativeApp:
      'Dieses Smartphone erhält Push-Benachrichtigungen über die Expertos-App. Ob es sie anzeigen darf, legen Sie in den Einstellungen des Smartphones fest.',
  },
  turnOn: 'Push auf diesem Gerät einschalten',
  turnOff: 'Auf diesem Gerät ausschalten',
  turnOnError: 'Push konnte nicht eingeschaltet werden.',
  turnOffError: 'Push konnte nicht ausgeschaltet werden.',
  install: 'App installieren',
  installHint: 'Installieren Sie Expertos, um es wie eine App vom Home-Bildschirm oder Dock zu öffnen.',
  kindsTitle: 'Wofür Push senden',
  kinds: {
    mention: 'Jemand erwähnt mich',
    assigned: 'Mir wird eine Aufgabe zugewiesen',
    status_changed: 'Ein Ticket, dem ich folge, ändert seinen Status',
    reminder: 'Eine Erinnerung ist fällig',
    comment: 'Jemand kommentiert ein Ticket, dem ich folge',
    post_failed: 'Ein Beitrag von mir oder einer Marke, die ich betreue, wurde nicht veröffentlicht',
    post_ready: 'Ein Beitrag ist bereit, damit ich ihn vom Smartphone poste',
    weekly_review: 'Der Wochenrückblick einer Marke, die ich betreue, ist fertig',
    approval_requested: 'Ein Beitrag wartet auf meine Freigabe',
    approval_reminder: 'Ein Beitrag, den ich freigebe, ist fällig oder überfällig',
    approval_decided: 'Über eine von mir angefragte Freigabe wird entschieden, Schritt für Schritt',
    approval_expired: 'Eine von mir angefragte Freigabe ist abgelaufen',
    client_commented: 'Ein Kunde kommentiert einen Beitrag, für den ich eine Freigabe angefragt habe',
  },
  quietTitle: 'Ruhezeiten',
  quietSwitch: 'Push-Benachrichtigungen während der Ruhezeiten zurückhalten',
  quietHint: 'Push-Benachrichtigungen warten, bis die Ruhezeiten enden ({zone}).',
  quietFrom: 'Von',
  quietTo: 'Bis',
  saveError: 'Ihre Push-Einstellungen konnten nicht gespeichert werden.',
  loadError: 'Ihre Push-Einstellungen konnten nicht geladen werden.',
  devicesTitle: 'Ihre Geräte',
  devicesEmpty:
    'Noch keine Geräte. Schalten Sie Push für dieses Gerät ein oder melden Sie sich in der Expertos-App auf dem Smartphone an.',
  lastSeen: 'Zuletzt aktiv {when}',
  thisBrowser: 'Dieser Browser',
  platforms: { web: 'Browser', android: 'Android', ios: 'iPhone / iPad' },
  rename: 'Umbenennen',
  renameOf: '{name} umbenennen',
  nameLabel: 'Gerätename',
  save: 'Speichern',
  cancel: 'Abbrechen',
  remove: 'Entfernen',
  removeOf: '{name} entfernen',
  removeError: 'Das Gerät konnte nicht entfernt werden.',
  renameError: 'Das Gerät konnte nicht umbenannt werden.',
  test: 'Testbenachrichtigung senden',
  testSent:
    '{count, plural, one {Eine Testbenachrichtigung ist unterwegs zu Ihrem Gerät.} other {Eine Testbenachrichtigung ist unterwegs zu Ihren # Geräten.}}',
  testError: 'Die Testbenachrichtigung konnte nicht gesendet werden.',
  retry: 'Erneut versuchen',
};

/** Being offline (ui.offline). */
export const offline: Translated<typeof enOffline> = {
  banner:
    'Sie sind offline. Was Sie sehen, ist vielleicht nicht aktuell, und Änderungen können erst gespeichert werden, wenn Sie wieder online sind.',
  back: 'Sie sind wieder online.',
  startTitle: 'Sie sind offline',
  startText: 'Expertos öffnet sich, sobald dieses Gerät wieder online ist.',
  retry: 'Erneut versuchen',
};

/** The server asked the app to slow down (a rate limit): it carries on by itself. */
export const busy: Translated<typeof enBusy> = {
  notice: 'Viele Anfragen auf einmal – es geht in ein paar Sekunden weiter.',
};
