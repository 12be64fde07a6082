import { labelTexts } from '@expertos/domain/label-texts/de';
import type { extension as en } from '../../extension';
import type { Translated } from '../../translated';

/** The extension pages' texts (ui.extension; docs/product.md#extension). */
export const extension: Translated<typeof en> = {
  formLabel: 'Neues Ticket aus dieser Seite',
  brand: 'Marke',
  brandPlaceholder: 'Marke wählen',
  brandRequired: 'Wählen Sie die Marke, für die das Ticket ist.',
  noBrand: 'Keine Marke passt.',
  summary: 'Zusammenfassung',
  type: 'Typ',
  priority: 'Priorität',
  dueDate: 'Fälligkeitsdatum',
  reference: 'Referenzinhalt',
  create: 'Ticket erstellen',
  created: 'Ticket #{id} erstellt.',
  open: 'In der App öffnen',
  signedOut: 'Melden Sie sich in der App an, um Tickets aus der Erweiterung zu erstellen.',
  signIn: 'Anmelden',
  noWorkspace: 'Erstellen Sie zuerst einen Workspace in der App.',
  loading: 'Ihre Marken werden geladen …',
  highlightIntro:
    'Der markierte Text wird zum Referenzinhalt des Tickets, mit einem Link zu seiner Herkunft.',
  nothingSelected: 'Nichts markiert: Die Seite selbst wird als Quelle übernommen.',
  updateTitle: 'Browsererweiterung aktualisieren',
  updateClose: 'Update-Hinweis schließen',
  updateText:
    'Damit Aufnehmen und Erfassen funktionieren, wird eine neuere Version der Erweiterung benötigt. Aktualisieren Sie sie auf der Erweiterungsseite Ihres Browsers.',
  notInstalledTitle: 'Die Browsererweiterung ist in diesem Browser nicht installiert',
  notInstalledText:
    'Zum Aufnehmen und Erfassen auf beliebigen Seiten brauchen Sie die Expertos-Erweiterung in Google Chrome.',
  installStep1: 'Bauen Sie sie (npm run build) oder nehmen Sie den Erweiterungsordner, den Ihr Team teilt.',
  installStep2: 'Öffnen Sie chrome://extensions und schalten Sie den Entwicklermodus ein.',
  installStep3:
    'Wählen Sie „Entpackte Erweiterung laden“ und dann den Ordner apps/extension/dist/chrome-mv3.',
  installed: 'Die Erweiterung ist installiert (Version {version}; diese App erwartet {current}).',
  openOptions: 'Optionen der Erweiterung öffnen',
  openRecorder: 'Rekorder öffnen',
  optionsIntro: 'Die Erweiterung speichert ihre Optionen in diesem Browser.',
  optionBrand: 'Die Marke, an die neue Tickets und Aufnahmen zuerst gehen.',
  optionCamera: 'Die Kamera für die Kamerablase.',
  optionSource: 'Was zuerst aufgenommen wird ({source}, außer Sie wählen einen Tab oder ein Fenster).',
  optionAutoRecord: 'Aufnahme starten, sobald sich der Rekorder öffnet.',
  optionDisable: 'Die Auswahlschaltfläche ausschalten: {options}.',
  captureSources: { ...labelTexts.captureSources },
  disableOptions: { ...labelTexts.disableOptions },
  optionsWhere: 'Ändern Sie sie auf der Optionsseite der Erweiterung.',
  recordIntro:
    'Bildschirmaufnahmen werden von der Browsererweiterung erstellt und in ein Ticket hochgeladen.',
  recordStep1: 'Wählen Sie die Marke und ein neues oder bestehendes Ticket.',
  recordStep2:
    'Wählen Sie den Bildschirm, einen Tab oder ein Fenster; Mikrofon und Kamerablase sind optional.',
  recordStep3:
    'Beenden Sie, wenn Sie fertig sind: Die Aufnahme wird laufend im Browser gespeichert und lädt sich selbst hoch, auch nach einem Absturz oder Verbindungsabbruch.',
  emptyText: 'Hier gibt es nichts anzuzeigen.',
  emptyTasks: 'Zu Ihren Tickets',
  emptyRecord: 'Bildschirm aufnehmen',
  popupIntro: 'Machen Sie aus der aktuellen Seite ein Ticket oder nehmen Sie Ihren Bildschirm auf.',
  devtoolsIntro: 'Ein Bug-Ticket mit der Seite, ihren Konsolenfehlern und ihren fehlgeschlagenen Anfragen.',
  bugPage: 'Seitenadresse',
  bugErrors: 'Konsolenfehler (einer pro Zeile)',
  bugRequests: 'Fehlgeschlagene Anfragen (eine pro Zeile)',
  bugRequestsHint: 'So, wie das Netzwerk-Panel sie anzeigt, z. B. GET https://shop.example/api/cart 500',
  bugReport: 'Der Bericht, den das Ticket erhält',
  bugSummary: 'Fehlerbericht',
};
