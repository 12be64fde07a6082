import type { developers as en } from '../../developers';
import type { Translated } from '../../translated';

/** The public developer page's texts (ui.developers; docs/product.md#api-keys). */
export const developers: Translated<typeof en> = {
  intro:
    'Rufen Sie die API mit einem API-Schlüssel aus Skripten, Automatisierungen und KI-Agenten auf. Ein Schlüssel darf, was die Person (oder das eigene Mitglied des Workspace-Schlüssels) darf, beschränkt auf die Bereiche, die Sie ihm geben.',
  keysTitle: 'Schlüssel erhalten',
  keysText:
    'Öffnen Sie angemeldet Ihr Profil und erstellen Sie unter „API-Schlüssel“ einen Schlüssel: einen Namen, was er je Ressource darf, optional die Marken, die er erreichen darf, und ein Ablaufdatum. Für die eigenen Skripte des Workspace erstellt ein Admin unter Team → „API-Schlüssel“ einen Workspace-Schlüssel für die gewählten Marken. Ein Schlüssel wird nur einmal angezeigt; halten Sie ihn geheim.',
  curlTitle: 'Mit curl',
  curlText: 'Senden Sie den Schlüssel als Bearer-Token:',
  sdkTitle: 'Mit dem SDK',
  sdkText:
    'Das JavaScript-SDK prüft jede Antwort, blättert durch Seiten, wiederholt ein Erstellen sicher und wartet Limits ab. Sein Paket erhalten Sie von der Person, die diesen Server betreibt (`npm run sdk:pack`).',
  mcpTitle: 'Mit einem KI-Agenten (MCP)',
  mcpText:
    'Verbinden Sie einen MCP-Client mit dem Server unten und dem Schlüssel als Bearer-Token, oder geben Sie ihm nur die Adresse: Ein Client, der OAuth spricht, leitet Sie zu einem Zustimmungsbildschirm, auf dem Sie wählen, was er darf, und seine Tokens gelten nur dort (Ihr Profil führt ihn unter „Verbundene Apps“). Seine Tools listen, durchsuchen, lesen und entwerfen Beiträge, lesen das Profil einer Marke, fragen Freigaben an (geben nie frei), planen Beiträge und lesen Ergebnisse.',
  scopesTitle: 'Bereiche',
  scopesText:
    'Jede Ressource kann gelesen oder gelesen und geschrieben werden (Schreiben schließt Lesen ein). Mitglieder können nur gelesen werden.',
  scopeHeader: 'Bereich',
  coversHeader: 'Was er umfasst',
  covers: {
    tickets: 'Tickets, ihre Listen, Dateien, Labels, Versionen, Aufnahmen und das Folgen',
    comments: 'Kommentare zu Tickets',
    brands: 'Workspaces und Marken',
    brand_profile: 'Das Markenprofil, sein Feedback und seine Bibliothek',
    time: 'Zeiterfassung',
    approvals: 'Freigabe-Workflows, Kontakte, Runden und das Protokoll',
    publishing: 'Zustand der Kanäle, die Warteschlange, Veröffentlichungen und gespeicherte Varianten',
    analytics: 'Ergebnisse, Auswertungen und Labels importierter Beiträge',
    assets: 'Die Medienbibliothek: ihre Dateien, Ordner, Versionen, Nutzungsrechte und Uploads',
    members: 'Wer zu einer Marke oder einem Workspace gehört',
  },
  sessionOnly:
    'Das eigene Konto einer Person, Schlüssel, Abrechnung, Einladungen und Mitgliedschaft, das Verbinden von Konten und die Entscheidung über eine Freigabe sind für Schlüssel nie zugänglich.',
  limitsTitle: 'Limits und Wiederholungen',
  limitsText:
    'Jede Antwort nennt, was übrig ist: `RateLimit-Policy` und `RateLimit` (zum Beispiel `"key";r=212;t=38`: 212 Aufrufe übrig, 38 Sekunden bis zum nächsten Zeitfenster). Darüber hinaus erhält ein Aufruf 429 mit `Retry-After`. Jeder Schlüssel hat sein eigenes Kontingent.',
  idempotencyText:
    'Senden Sie `Idempotency-Key: <eindeutiger String>` mit einem POST und wiederholen Sie ihn beliebig: Die Änderung wird einmal ausgeführt, und eine Wiederholung innerhalb von {hours} Stunden erhält erneut die erste Antwort, mit `Idempotent-Replayed: true`.',
  errorsTitle: 'Fehler',
  errorsText:
    'Jede Ablehnung ist JSON: `\'{\' "code", "message", "details"? \'}\'`. Die häufigsten, auf die ein Schlüssel trifft:',
  codeHeader: 'Code',
  statusHeader: 'Status',
  meaningHeader: 'Bedeutung',
  referenceTitle: 'Referenz',
  referenceText: 'Jede Operation, der Bereich, den sie braucht, ihre Eingaben und ihre Antworten:',
  referenceLink: 'API-Referenz',
  documentLink: 'OpenAPI-Dokument',
};
