import type { invites as en } from '../../invites';
import type { Translated } from '../../translated';

/** The invites feature's texts (ui.invites), in Brazilian Portuguese: my invites and the invite page. */
export const invites: Translated<typeof en> = {
  intro: 'Convites para entrar em um espaço de trabalho.',
  emptyTitle: 'Nenhum convite',
  emptyText: 'Quando alguém convidar você para um espaço de trabalho, o convite aparece aqui.',
  createWorkspace: 'Criar um espaço de trabalho',
  invitedBy: 'Convite de {name}, como {role}',
  invitedAs: 'Convite como {role}',
  expires: 'Expira em {date}',
  accept: 'Aceitar',
  decline: 'Recusar',
  accepted: 'Você entrou em {workspace}.',
  declined: 'Você recusou o convite para {workspace}.',
  loadError: 'Não foi possível carregar seus convites.',
  joinTitle: 'Entrar em {workspace}',
  text: '<b>{inviter}</b> convidou <b>{email}</b> para entrar em <b>{workspace}</b> como {role}.',
  textNoInviter: '<b>{email}</b> recebeu um convite para entrar em <b>{workspace}</b> como {role}.',
  expiresOn: 'O convite expira em {date}.',
  signInHint: 'Entre como {email} para aceitar.',
  signInToAccept: 'Entrar para aceitar',
  registerHint: 'Crie uma conta para {email}. Depois de confirmar seu e-mail, você volta aqui para aceitar.',
  createAccount: 'Criar sua conta',
  otherAccount: 'Você entrou como <b>{current}</b>, mas este convite é para <b>{email}</b>.',
  switchAccount: 'Sair e trocar de conta',
  acceptInvite: 'Aceitar convite',
  declinedTitle: 'Convite recusado',
  declinedText: 'Você recusou o convite para {workspace}.',
  toDashboard: 'Abrir o painel',
  invalidTitle: 'Este convite não pode ser usado',
};
