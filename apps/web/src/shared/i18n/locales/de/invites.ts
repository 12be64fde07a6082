import type { invites as en } from '../../invites';
import type { Translated } from '../../translated';

/** The invites feature's texts (ui.invites): my invites and the invite page. */
export const invites: Translated<typeof en> = {
  intro: 'Einladungen, einem Workspace beizutreten.',
  emptyTitle: 'Keine Einladungen',
  emptyText: 'Wenn Sie jemand in einen Workspace einlädt, erscheint die Einladung hier.',
  createWorkspace: 'Workspace erstellen',
  invitedBy: 'Von {name} eingeladen als {role}',
  invitedAs: 'Eingeladen als {role}',
  expires: 'Läuft ab am {date}',
  accept: 'Annehmen',
  decline: 'Ablehnen',
  accepted: 'Sie sind {workspace} beigetreten.',
  declined: 'Sie haben die Einladung zu {workspace} abgelehnt.',
  loadError: 'Ihre Einladungen konnten nicht geladen werden.',
  joinTitle: '{workspace} beitreten',
  text: '<b>{inviter}</b> hat <b>{email}</b> eingeladen, <b>{workspace}</b> als {role} beizutreten.',
  textNoInviter: '<b>{email}</b> ist eingeladen, <b>{workspace}</b> als {role} beizutreten.',
  expiresOn: 'Die Einladung läuft am {date} ab.',
  signInHint: 'Melden Sie sich als {email} an, um anzunehmen.',
  signInToAccept: 'Anmelden und annehmen',
  registerHint:
    'Erstellen Sie ein Konto für {email}. Sobald Sie Ihre E-Mail-Adresse bestätigt haben, kommen Sie hierher zurück, um anzunehmen.',
  createAccount: 'Konto erstellen',
  otherAccount: 'Sie sind als <b>{current}</b> angemeldet, aber diese Einladung gilt für <b>{email}</b>.',
  switchAccount: 'Abmelden und Konto wechseln',
  acceptInvite: 'Einladung annehmen',
  declinedTitle: 'Einladung abgelehnt',
  declinedText: 'Sie haben die Einladung zu {workspace} abgelehnt.',
  toDashboard: 'Zum Dashboard',
  invalidTitle: 'Diese Einladung kann nicht verwendet werden',
};
