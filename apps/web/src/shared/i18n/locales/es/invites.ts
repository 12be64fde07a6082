import type { invites as en } from '../../invites';
import type { Translated } from '../../translated';

/** The invites feature's texts (ui.invites): my invites and the invite page. */
export const invites: Translated<typeof en> = {
  intro: 'Invitaciones para unirte a un espacio de trabajo.',
  emptyTitle: 'No hay invitaciones',
  emptyText: 'Cuando alguien te invite a un espacio de trabajo, aparecerá aquí.',
  createWorkspace: 'Crear un espacio de trabajo',
  invitedBy: 'Invitación de {name} como {role}',
  invitedAs: 'Invitación como {role}',
  expires: 'Caduca el {date}',
  accept: 'Aceptar',
  decline: 'Rechazar',
  accepted: 'Te has unido a {workspace}.',
  declined: 'Has rechazado la invitación a {workspace}.',
  loadError: 'No se pudieron cargar tus invitaciones.',
  joinTitle: 'Únete a {workspace}',
  text: '<b>{inviter}</b> ha invitado a <b>{email}</b> a unirse a <b>{workspace}</b> como {role}.',
  textNoInviter: '<b>{email}</b> tiene una invitación para unirse a <b>{workspace}</b> como {role}.',
  expiresOn: 'La invitación caduca el {date}.',
  signInHint: 'Inicia sesión como {email} para aceptarla.',
  signInToAccept: 'Iniciar sesión para aceptar',
  registerHint: 'Crea una cuenta para {email}. Cuando confirmes tu correo, volverás aquí para aceptar.',
  createAccount: 'Crear tu cuenta',
  otherAccount: 'Has iniciado sesión como <b>{current}</b>, pero esta invitación es para <b>{email}</b>.',
  switchAccount: 'Cerrar sesión y cambiar de cuenta',
  acceptInvite: 'Aceptar invitación',
  declinedTitle: 'Invitación rechazada',
  declinedText: 'Has rechazado la invitación a {workspace}.',
  toDashboard: 'Abrir el panel',
  invalidTitle: 'Esta invitación no se puede usar',
};
