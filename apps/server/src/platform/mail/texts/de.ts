import { labelTexts } from '@expertos/domain/label-texts/de';
import { PRODUCT_NAME } from '@expertos/domain/product';
import { longDay, mediumDay, percentOf, shortDay, utcMoment, weekdayName } from './dates.js';
import type { MailTexts, StepOf } from './en.js';

/** „ (Schritt 2 von 3)“ after a post, when the round has more than one step. */
const stepOf = (step: StepOf | null) => (step ? ` (Schritt ${step.step} von ${step.steps})` : '');
/** „Ein Beitrag“ or „3 Beiträge“, to open a sentence. */
const posts = (count: number) => (count === 1 ? 'Ein Beitrag' : `${count} Beiträge`);

/** How a sign-in proved itself, after „mit“ (the server names it in English). */
const METHODS: Record<string, string> = {
  'your password': 'Ihrem Passwort',
  'your password and an authenticator code': 'Ihrem Passwort und einem Authenticator-Code',
  'your password and a recovery code': 'Ihrem Passwort und einem Wiederherstellungscode',
  'a passkey': 'einem Passkey',
  'your password on a trusted browser': 'Ihrem Passwort in einem vertrauenswürdigen Browser',
  'your workspace’s single sign-on': 'dem Single Sign-on Ihres Workspace',
};

/** German (Sie), drafted from the English (docs/translating.md), awaiting a fluent speaker’s review. */
export const de: MailTexts = {
  layout: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    signature: `— Ihr ${PRODUCT_NAME}-Team`,
    copyLink: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    labelled: (label, value) => `${label}: ${value}`,
  },
  verifyEmail: {
    subject: `Bestätigen Sie Ihre E-Mail-Adresse für ${PRODUCT_NAME}`,
    preheader: `Ein Klick, und Ihr ${PRODUCT_NAME}-Konto ist eingerichtet.`,
    body: `Bitte bestätigen Sie Ihre E-Mail-Adresse, um die Einrichtung Ihres ${PRODUCT_NAME}-Kontos abzuschließen.`,
    action: 'E-Mail-Adresse bestätigen',
    ignore: `Falls Sie kein ${PRODUCT_NAME}-Konto erstellt haben, können Sie diese E-Mail ignorieren.`,
  },
  resetPassword: {
    subject: `Setzen Sie Ihr ${PRODUCT_NAME}-Passwort zurück`,
    preheader: `Wählen Sie ein neues Passwort für Ihr ${PRODUCT_NAME}-Konto.`,
    body: `Wir haben eine Anfrage erhalten, das Passwort Ihres ${PRODUCT_NAME}-Kontos zurückzusetzen.`,
    action: 'Neues Passwort wählen',
    expires: 'Der Link funktioniert nur einmal und ist nur kurz gültig.',
    ignore:
      'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
  },
  security: {
    where: ({ device, address }) =>
      [device ? `auf ${device}` : '', address ? `von ${address}` : ''].filter(Boolean).join(' '),
    method: (method) => {
      const provider = /^your (.+) account$/.exec(method)?.[1];
      return METHODS[method] ?? (provider ? `Ihrem ${provider}-Konto` : method);
    },
    newSignIn: {
      subject: `Neue Anmeldung bei Ihrem ${PRODUCT_NAME}-Konto`,
      line: ({ where, method }) =>
        `Bei Ihrem Konto hat eine Anmeldung ${where || 'in einem neuen Browser'}${method ? ` mit ${method}` : ''} stattgefunden.`,
    },
    twoFactorOn: {
      subject: 'Die Zwei-Schritt-Verifizierung ist eingeschaltet',
      line: 'Die Zwei-Schritt-Verifizierung wurde für Ihr Konto eingeschaltet: Bei der Anmeldung wird jetzt nach einem Code gefragt.',
    },
    twoFactorOff: {
      subject: 'Die Zwei-Schritt-Verifizierung wurde ausgeschaltet',
      line: 'Die Zwei-Schritt-Verifizierung wurde für Ihr Konto ausgeschaltet: Zum Anmelden genügt jetzt Ihr Passwort.',
    },
    recoveryCodeUsed: {
      subject: 'Ein Wiederherstellungscode wurde zum Anmelden verwendet',
      line: ({ where }) =>
        `Einer Ihrer Wiederherstellungscodes wurde ${where ? `${where} ` : ''}zur Anmeldung bei Ihrem Konto verwendet. Er kann nicht erneut verwendet werden.`,
    },
    passkeyAdded: {
      subject: 'Ihrem Konto wurde ein Passkey hinzugefügt',
      line: ({ name }) =>
        `Der Passkey ${name ? `„${name}“ ` : ''}wurde hinzugefügt: Mit ihm kann man sich jetzt bei Ihrem Konto anmelden.`,
    },
    passkeyRemoved: {
      subject: 'Ein Passkey wurde aus Ihrem Konto entfernt',
      line: ({ name }) =>
        `Der Passkey ${name ? `„${name}“ ` : ''}wurde entfernt: Mit ihm ist keine Anmeldung mehr möglich.`,
    },
    passwordChanged: {
      subject: `Ihr ${PRODUCT_NAME}-Passwort wurde geändert`,
      line: 'Das Passwort Ihres Kontos wurde geändert, und alle anderen Sitzungen wurden abgemeldet.',
    },
    apiKeyCreated: {
      subject: 'Für Ihr Konto wurde ein neuer API-Schlüssel erstellt',
      line: ({ name }) =>
        `Der API-Schlüssel ${name ? `„${name}“ ` : ''}wurde erstellt: Er kann im Rahmen seiner Berechtigungen in Ihrem Namen handeln.`,
    },
    when: (at) => `Wann: ${at}.`,
    action: 'Ihre Anmeldungen prüfen',
    ifYou: 'Falls Sie das waren, müssen Sie nichts tun.',
    ifNotYou:
      'Falls nicht, öffnen Sie den Link oben, melden Sie jede Sitzung ab, die Sie nicht kennen, und ändern Sie Ihr Passwort.',
  },
  invite: {
    aTeammate: 'Ein Teammitglied',
    aWorkspace: 'einem Workspace',
    subject: ({ inviter, workspace }) => `${inviter} hat Sie zu ${workspace} auf ${PRODUCT_NAME} eingeladen`,
    preheader: ({ workspace }) => `Treten Sie ${workspace} auf ${PRODUCT_NAME} bei.`,
    greeting: 'Hallo,',
    body: ({ inviter, workspace }) =>
      `${inviter} hat Sie eingeladen, dem Workspace ${workspace} auf ${PRODUCT_NAME} beizutreten.`,
    action: 'Einladung annehmen',
    ignore: 'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  },
  ticket: {
    aTeammate: 'Ein Teammitglied',
    openTask: 'Aufgabe öffnen',
    openComment: 'Kommentar öffnen',
    quote: (excerpt) => `„${excerpt}“`,
    mention: {
      subject: ({ actor, title }) => `${actor} hat Sie in ${title} erwähnt`,
      preheader: ({ actor, title }) => `${actor} hat Sie in ${title} erwähnt.`,
      body: ({ actor, title }) => `${actor} hat Sie in ${title} erwähnt:`,
    },
    reminder: {
      subject: ({ title }) => `Erinnerung: ${title}`,
      preheader: ({ title }) => `Eine Erinnerung an ${title}.`,
      body: ({ title }) => `Dies ist Ihre Erinnerung an ${title}.`,
    },
    assigned: {
      subject: ({ actor, title }) => `${actor} hat Ihnen ${title} zugewiesen`,
      preheader: ({ actor, title }) => `${actor} hat Ihnen ${title} zugewiesen.`,
      body: ({ actor, title }) => `${actor} hat Ihnen ${title} zugewiesen.`,
    },
    statusChanged: {
      subject: ({ title, status }) =>
        status ? `${title} wurde nach ${status} verschoben` : `${title} hat einen neuen Status`,
      preheader: ({ title, status }) =>
        status ? `${title} wurde nach ${status} verschoben.` : `${title} hat einen neuen Status.`,
      body: ({ title, status }) =>
        status
          ? `${title}, dem Sie folgen, wurde nach ${status} verschoben.`
          : `${title}, dem Sie folgen, hat einen neuen Status.`,
    },
    comment: {
      subject: ({ actor, title }) => `${actor} hat ${title} kommentiert`,
      preheader: ({ actor, title }) => `${actor} hat ${title} kommentiert.`,
      body: ({ actor, title }) => `${actor} hat ${title} kommentiert:`,
    },
    kinds: {
      mentions: 'Erwähnungen',
      reminders: 'Erinnerungen',
      assignments: 'Zuweisungen',
      statusChanges: 'Statusänderungen',
      comments: 'Kommentaren',
    },
    turnOff: ({ what, url }) =>
      `Sie erhalten E-Mails zu ${what} aufgrund Ihrer Benachrichtigungseinstellungen. Sie können sie in Ihrem Profil ausschalten: ${url}`,
  },
  approvals: {
    aTeammate: 'Ein Teammitglied',
    someone: 'Jemand',
    aClient: 'Ein Kunde',
    reviewPost: 'Beitrag prüfen',
    openPost: 'Beitrag öffnen',
    requested: {
      subject: ({ actor, title }) => `${actor} bittet Sie um Freigabe: ${title}`,
      preheader: ({ title, step }) => `${title} wartet auf Ihre Freigabe${stepOf(step)}.`,
      body: ({ actor, title, step }) => `${actor} bittet Sie, ${title} freizugeben${stepOf(step)}.`,
      choices: 'Öffnen Sie den Beitrag, um ihn freizugeben, Änderungen anzufordern oder ihn abzulehnen.',
    },
    reminder: {
      subject: ({ title }) => `Erinnerung: ${title} wartet auf Ihre Freigabe`,
      body: ({ title, when }) => `${title} wartet auf Ihre Freigabe. ${when}`,
    },
    when: {
      before: ({ due }) => `Fällig bis zum Ende des Tages am ${due}.`,
      due: ({ due }) => `Die Freigabe war bis zum Ende des Tages am ${due} fällig.`,
      overdue: ({ due, expires }) =>
        `Überfällig seit ${due}: Die Anfrage läuft am ${expires} zum Tagesende ab, wenn bis dahin niemand entscheidet.`,
    },
    decided: {
      step: ({ actor, title }) =>
        `${actor} hat einen Schritt von ${title} freigegeben; der nächste Schritt ist offen.`,
      approved: ({ actor, title }) => `${actor} hat ${title} freigegeben: Der Beitrag ist freigegeben.`,
      changes_requested: ({ actor, title }) =>
        `${actor} hat Änderungen an ${title} angefordert: Der Beitrag ist wieder in Prüfung.`,
      rejected: ({ actor, title }) => `${actor} hat ${title} abgelehnt.`,
    },
    expired: {
      subject: ({ title }) => `Freigabe abgelaufen: ${title}`,
      preheader: ({ title }) => `${title} ist wieder in Prüfung.`,
      body: ({ title }) =>
        `Niemand hat rechtzeitig über ${title} entschieden. Die von Ihnen angefragte Freigabe ist daher abgelaufen, und der Beitrag ist wieder in Prüfung.`,
      again: 'Bitten Sie erneut um Freigabe, sobald er bereit ist.',
    },
    clientCommented: {
      subject: ({ client, title }) => `${client} hat ${title} kommentiert`,
      preheader: ({ client, title }) => `${client} hat ${title} kommentiert.`,
      body: ({ client, title }) => `${client} hat ${title} kommentiert:`,
    },
    kinds: {
      requests: 'Freigabeanfragen',
      reminders: 'Freigabe-Erinnerungen',
      decisions: 'Freigabeentscheidungen',
      expired: 'abgelaufenen Freigaben',
      clientComments: 'Kundenkommentaren',
    },
  },
  clients: {
    digest: {
      subject: ({ count, brand }) =>
        `${posts(count)} für ${brand} ${count === 1 ? 'wartet' : 'warten'} auf Ihre Freigabe`,
      preheader: ({ count, brand }) =>
        `${posts(count)} für ${brand} ${count === 1 ? 'wartet' : 'warten'} auf Sie.`,
      body: ({ count, brand }) =>
        `${posts(count)} für ${brand} ${count === 1 ? 'wartet' : 'warten'} auf Ihre Freigabe:`,
      due: (day) => `Fällig am ${day}`,
      overdue: (day) => `Überfällig seit ${day}`,
      waiting: 'Wartet',
      untitled: 'Beitrag ohne Titel',
      and: 'Und',
      more: (count) => `${count} weitere`,
      howTo: ({ brand }) =>
        `Um jeden Beitrag so zu sehen, wie er erscheinen wird, und ihn freizugeben, Änderungen anzufordern oder ihn abzulehnen, öffnen Sie den Link, den ${brand} Ihnen für Freigaben geschickt hat. Sie brauchen kein Konto.`,
      atMostDaily: 'Sie erhalten höchstens eine solche E-Mail pro Tag, solange Beiträge auf Sie warten.',
    },
    link: {
      yourTeam: 'Ihr Team',
      subject: ({ sender, count, brand }) =>
        `${sender} bittet Sie um Freigabe: ${count} ${count === 1 ? 'Beitrag' : 'Beiträge'} für ${brand}`,
      preheader: ({ count, brand }) =>
        `Prüfen Sie ${count === 1 ? 'einen Beitrag' : `${count} Beiträge`} für ${brand}; kein Konto nötig.`,
      body: ({ sender, count, brand }) =>
        `${sender} bittet Sie um Ihre Freigabe für ${count === 1 ? 'einen Beitrag' : `${count} Beiträge`} für ${brand}.`,
      howTo:
        'Öffnen Sie den Link, um jeden Beitrag so zu sehen, wie er erscheinen wird, und ihn dann freizugeben, abzulehnen oder Änderungen anzufordern. Sie brauchen kein Konto.',
      action: 'Beiträge prüfen',
      until: (at) => `Der Link gilt bis zum ${at}.`,
    },
    portal: {
      yourTeam: 'Ihr Team',
      subject: ({ brand }) => `${brand}: Ihre Freigabeseite`,
      preheader: ({ brand }) =>
        `Alles, was ${brand} Ihnen zur Freigabe vorlegt, an einem Ort; kein Konto nötig.`,
      body: ({ sender, brand }) =>
        `${sender} hat eine Seite eingerichtet, auf der Sie die Beiträge von ${brand} prüfen können, die auf Ihre Freigabe warten.`,
      howTo:
        'Öffnen Sie sie, um jeden Beitrag so zu sehen, wie er erscheinen wird, und ihn dann freizugeben, Änderungen anzufordern oder ihn abzulehnen. Sie brauchen kein Konto. Bewahren Sie diese E-Mail auf: Der Link gehört nur Ihnen.',
      action: 'Ihre Freigabeseite öffnen',
      idle: (days) => `Der Link funktioniert nicht mehr, wenn er ${days} Tage lang nicht besucht wurde.`,
    },
  },
  review: {
    subject: ({ brand, from, to }) => `${brand}: Ihr Wochenrückblick (${from} bis ${to})`,
    ready: ({ brand, from, to }) => `Der Wochenrückblick für ${brand} vom ${from} bis ${to} ist fertig.`,
    aiFailed:
      'Die KI-Zusammenfassung konnte diese Woche nicht erstellt werden: Es folgen nur die Zahlen und Regeln.',
    suggestions: 'Vorschläge:',
    action: 'Rückblick öffnen',
    kind: 'Wochenrückblicken',
    list: (items) => items.join(', '),
    slate: ({ posted, target, parts }) =>
      `${posted} von ${target} Beiträgen, die der Wochenplan vorsieht, wurden gepostet (${parts}).`,
    slatePart: ({ purpose, posted, target }) => `${purpose} ${posted}/${target}`,
    noResults: 'Noch kein Beitrag hat seine erste Woche hinter sich.',
    results: (r) =>
      `${r.count} ${r.count === 1 ? 'Beitrag hat seine' : 'Beiträge haben ihre'} erste Woche hinter sich: ${r.above} über dem 12-Wochen-Median von ${r.median} (${r.counted} von ${r.of} Beiträgen), ${r.below} darunter${r.unrated ? `, ${r.unrated} noch ohne Rate` : ''}.`,
    noFigure: 'noch ohne Wert',
    short: (items) => `Was zum Wochenplan fehlt: ${items}.`,
    shortItem: ({ missing, purpose }) => `${missing} × ${purpose}`,
    pillars: (items) => `Beste Säulen: ${items}.`,
    formats: (items) => `Beste Formate: ${items}.`,
    time: ({ weekday, hour }) => `${weekday} ${hour}:00`,
    times: (items) => `Beste Zeiten: ${items}.`,
    noTimes: 'Beste Zeiten: noch nicht genug Daten.',
    reuse: (count) =>
      count === 1
        ? '1 Beitrag, der älter als 60 Tage ist, lief gut genug, um ihn wiederzuverwenden.'
        : `${count} Beiträge, die älter als 60 Tage sind, liefen gut genug, um sie wiederzuverwenden.`,
    purposes: {
      growth: 'Wachstum',
      trust_building: 'Vertrauensaufbau',
      sales_promotion: 'Verkaufsförderung',
    },
    formatNames: labelTexts.formats,
  },
  integration: {
    test: {
      subject: `Die E-Mail-Integration von ${PRODUCT_NAME} funktioniert`,
      preheader: `Diese Adresse empfängt E-Mails von ${PRODUCT_NAME}.`,
      body: `Dies ist ein Test von der Integrationsseite von ${PRODUCT_NAME}: Tickets, die an diese E-Mail-Integration gesendet werden, kommen bei dieser Adresse an.`,
      unexpected:
        'Falls Sie diese E-Mail nicht erwartet haben, bitten Sie die Admins der Marke, Ihre Adresse zu entfernen.',
    },
    greeting: 'Hallo,',
    openTask: 'Aufgabe öffnen',
    why: ({ brand }) =>
      `Sie erhalten diese E-Mail, weil die Marke ${brand} ihre Aufgaben aus ${PRODUCT_NAME} an diese Adresse sendet.`,
    created: {
      subject: ({ name, status }) => `Neu: ${name} — ${status}`,
      intro: ({ name, brand }) => `In ${brand} wurde eine neue Aufgabe erstellt: ${name}.`,
    },
    statusChanged: {
      subject: ({ name, from, to }) => (from ? `${name} — ${from} → ${to}` : `${name} — ${to}`),
      intro: ({ name, from, to }) =>
        from ? `${name} wurde von ${from} nach ${to} verschoben.` : `${name} hat jetzt den Status ${to}.`,
    },
    updated: {
      subject: ({ name, status }) => `Aktualisiert: ${name} — ${status}`,
      intro: ({ name }) => `${name} wurde aktualisiert.`,
    },
    deleted: {
      subject: ({ name }) => `Gelöscht: ${name}`,
      intro: ({ name, brand }) => `${name} wurde aus ${brand} gelöscht.`,
    },
    comment: {
      someone: 'Jemand',
      subject: ({ name, status }) => `Neuer Kommentar: ${name} — ${status}`,
      intro: ({ author, name, quoted }) => `${author} hat ${name} kommentiert${quoted ? ':' : '.'}`,
    },
    sent: {
      subject: ({ name, status }) => `${name} — ${status}`,
      intro: ({ name, brand }) => `Eine Aufgabe von ${brand} wurde Ihnen gesendet: ${name}.`,
    },
    labels: {
      summary: 'Zusammenfassung',
      status: 'Status',
      dueDate: 'Fälligkeitsdatum',
      assignee: 'Zuständig',
      brand: 'Marke',
      caption: 'Beitragstext',
    },
    noDueDate: 'Keins',
    nobody: 'Niemand',
  },
  dates: {
    day: shortDay('de', 'long'),
    longDay: longDay('de'),
    date: mediumDay('de'),
    moment: utcMoment('de'),
    weekday: weekdayName('de'),
    percent: percentOf('de'),
  },
  statuses: labelTexts.statuses,
};
