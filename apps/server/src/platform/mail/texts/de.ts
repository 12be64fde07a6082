import { PRODUCT_NAME } from '@expertos/domain/product';
import type { MailTexts } from './en.js';

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
};
