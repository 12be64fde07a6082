import type { auth as en } from '../../auth';
import type { Translated } from '../../translated';

/** The auth feature's texts (ui.auth): sign in, sign up, password reset, e-mail verification. */
export const auth: Translated<typeof en> = {
  email: 'E-Mail',
  password: 'Passwort',
  confirmPassword: 'Passwort bestätigen',
  newPassword: 'Neues Passwort',
  confirmNewPassword: 'Neues Passwort bestätigen',
  currentPassword: 'Aktuelles Passwort',
  passwordHint: 'Mindestens {count} Zeichen.',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
  name: 'Vollständiger Name',
  signIn: 'Anmelden',
  signUp: 'Konto erstellen',
  forgotPassword: 'Passwort vergessen?',
  noAccount: 'Noch kein Konto?',
  haveAccount: 'Sie haben schon ein Konto?',
  backToSignIn: 'Zurück zur Anmeldung',
  signInIntro: 'Willkommen zurück. Melden Sie sich bei Ihrem Workspace an.',
  codeTitle: 'Zwei-Schritt-Verifizierung',
  codeIntro: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  recoveryIntro:
    'Geben Sie einen der Wiederherstellungscodes ein, die Sie beim Einschalten der Zwei-Schritt-Verifizierung gespeichert haben.',
  code: 'Code',
  recoveryCode: 'Wiederherstellungscode',
  trustDevice: 'Diesem Gerät {count} Tage lang vertrauen',
  trustDeviceHint:
    'Nur auf einem Computer, den nur Sie nutzen. Bis dahin werden Sie hier nicht nach einem Code gefragt.',
  verify: 'Bestätigen',
  useRecovery: 'Stattdessen einen Wiederherstellungscode verwenden',
  useApp: 'Stattdessen einen Code aus der App verwenden',
  startOver: 'Erneut anmelden',
  or: 'oder',
  continueWith: 'Weiter mit {provider}',
  providerErrors: {
    account_not_linked:
      'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Melden Sie sich mit Ihrem Passwort an und verbinden Sie diesen Anbieter dann unter „Anmeldung und Sicherheit“.',
    unable_to_create_user:
      'Der Anbieter hat Ihre E-Mail-Adresse nicht bestätigt, daher wurde kein Konto erstellt.',
    email_does_not_match: 'Dieses Konto beim Anbieter hat eine andere E-Mail-Adresse als Ihres.',
    unable_to_link_account:
      'Der Anbieter hat Ihre E-Mail-Adresse nicht bestätigt, daher wurde er nicht verbunden.',
    account_already_linked_to_different_user:
      'Dieses Konto beim Anbieter ist bereits mit einem anderen Konto verbunden.',
  },
  providerErrorFallback: 'Die Anmeldung über den Anbieter hat nicht funktioniert. Versuchen Sie es erneut.',
  signInWithPasskey: 'Mit einem Passkey anmelden',
  usePasskey: 'Stattdessen einen Passkey verwenden',
  // Single sign-on: docs/product.md#single-sign-on.
  signInWithSso: 'Mit Single Sign-on anmelden',
  ssoTitle: 'Single Sign-on',
  ssoIntro:
    'Geben Sie Ihre geschäftliche Adresse ein: Wir leiten Sie zur Anmeldeseite Ihres Unternehmens weiter.',
  workEmail: 'Geschäftliche E-Mail',
  continue: 'Weiter',
  ssoErrors: {
    failed:
      'Die Antwort Ihres Identitätsanbieters konnte nicht geprüft werden. Versuchen Sie es erneut oder wenden Sie sich an den Admin Ihres Workspace.',
    expired: 'Diese Anmeldung hat zu lange gedauert. Beginnen Sie von vorn.',
    domain_not_verified:
      'Diese Adresse gehört zu keiner Domain, die Ihr Workspace für Single Sign-on verifiziert hat.',
    seat_limit_reached:
      'Ihr Workspace hat keinen freien Platz für Sie. Bitten Sie den Admin, Plätze hinzuzufügen.',
    disabled: 'Single Sign-on ist für diesen Workspace ausgeschaltet.',
  },
  signUpIntro: 'Richten Sie Ihr Konto in einer Minute ein; danach bestätigen Sie Ihre E-Mail-Adresse.',
  checkInboxTitle: 'Sehen Sie in Ihren Posteingang',
  checkInboxText:
    'Wir haben einen Bestätigungslink an <b>{email}</b> gesendet. Öffnen Sie ihn, um Ihr Konto zu aktivieren.',
  checkInboxHint:
    'Nach ein paar Minuten noch keine E-Mail? Sehen Sie im Spam-Ordner nach oder melden Sie sich an, um einen neuen Link zu erhalten.',
  useAnotherEmail: 'Andere E-Mail-Adresse verwenden',
  forgotIntro:
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen können.',
  sendResetLink: 'Link zum Zurücksetzen senden',
  forgotSent:
    'Falls es ein Konto für <b>{email}</b> gibt, haben wir dorthin einen Link gesendet, mit dem Sie ein neues Passwort wählen können. Der Link ist nur begrenzt gültig.',
  resetIntro: 'Wählen Sie ein neues Passwort für Ihr Konto.',
  resetSubmit: 'Neues Passwort festlegen',
  resetDone: 'Ihr Passwort wurde geändert. Melden Sie sich mit Ihrem neuen Passwort an.',
  requestNewLink: 'Neuen Link anfordern',
  verifying: 'Ihre E-Mail-Adresse wird bestätigt …',
  verified: 'Ihre E-Mail-Adresse ist bestätigt. Bitte melden Sie sich an.',
  goToSignIn: 'Zur Anmeldung',
};
