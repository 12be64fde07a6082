import { PRODUCT_NAME } from '@expertos/domain/product';
import type { MailTexts } from './en.js';

/** How a sign-in proved itself, after “com” (the server names it in English). */
const METHODS: Record<string, string> = {
  'your password': 'sua senha',
  'your password and an authenticator code': 'sua senha e um código de app autenticador',
  'your password and a recovery code': 'sua senha e um código de recuperação',
  'a passkey': 'uma chave de acesso',
  'your password on a trusted browser': 'sua senha em um navegador confiável',
  'your workspace’s single sign-on': 'o login único do seu espaço de trabalho',
};

/** Brazilian Portuguese (você), drafted from the English (docs/translating.md), awaiting a fluent speaker’s review. */
export const ptBR: MailTexts = {
  layout: {
    greeting: (name) => (name ? `Olá, ${name},` : 'Olá,'),
    signature: `— Equipe ${PRODUCT_NAME}`,
    copyLink: 'Se o botão não funcionar, copie este link no seu navegador:',
  },
  verifyEmail: {
    subject: `Confirme seu endereço de e-mail no ${PRODUCT_NAME}`,
    preheader: `Um clique para terminar de configurar sua conta do ${PRODUCT_NAME}.`,
    body: `Confirme seu endereço de e-mail para terminar de configurar sua conta do ${PRODUCT_NAME}.`,
    action: 'Confirmar endereço de e-mail',
    ignore: `Se você não criou uma conta do ${PRODUCT_NAME}, pode ignorar este e-mail.`,
  },
  resetPassword: {
    subject: `Redefina sua senha do ${PRODUCT_NAME}`,
    preheader: `Escolha uma nova senha para sua conta do ${PRODUCT_NAME}.`,
    body: `Recebemos um pedido para redefinir a senha da sua conta do ${PRODUCT_NAME}.`,
    action: 'Escolher uma nova senha',
    expires: 'O link funciona uma única vez e expira em breve.',
    ignore: 'Se você não pediu isso, pode ignorar este e-mail: sua senha continua a mesma.',
  },
  security: {
    where: ({ device, address }) =>
      [device ? `em ${device}` : '', address ? `a partir de ${address}` : ''].filter(Boolean).join(' '),
    method: (method) => {
      const provider = /^your (.+) account$/.exec(method)?.[1];
      return METHODS[method] ?? (provider ? `sua conta ${provider}` : method);
    },
    newSignIn: {
      subject: `Novo acesso à sua conta do ${PRODUCT_NAME}`,
      line: ({ where, method }) =>
        `Houve um acesso à sua conta ${where || 'a partir de um navegador novo'}${method ? ` com ${method}` : ''}.`,
    },
    twoFactorOn: {
      subject: 'A verificação em duas etapas está ativada',
      line: 'A verificação em duas etapas foi ativada na sua conta: agora, para entrar, é pedido um código.',
    },
    twoFactorOff: {
      subject: 'A verificação em duas etapas foi desativada',
      line: 'A verificação em duas etapas foi desativada na sua conta: agora, para entrar, basta sua senha.',
    },
    recoveryCodeUsed: {
      subject: 'Um código de recuperação foi usado para entrar',
      line: ({ where }) =>
        `Um dos seus códigos de recuperação foi usado para entrar na sua conta${where ? ` ${where}` : ''}. Ele não pode ser usado de novo.`,
    },
    passkeyAdded: {
      subject: 'Uma chave de acesso foi adicionada à sua conta',
      line: ({ name }) =>
        `A chave de acesso${name ? ` “${name}”` : ''} foi adicionada: agora ela pode entrar na sua conta.`,
    },
    passkeyRemoved: {
      subject: 'Uma chave de acesso foi removida da sua conta',
      line: ({ name }) =>
        `A chave de acesso${name ? ` “${name}”` : ''} foi removida: ela não entra mais na sua conta.`,
    },
    passwordChanged: {
      subject: `Sua senha do ${PRODUCT_NAME} foi alterada`,
      line: 'A senha da sua conta foi alterada, e todas as outras sessões foram encerradas.',
    },
    apiKeyCreated: {
      subject: 'Uma nova chave de API foi criada na sua conta',
      line: ({ name }) =>
        `A chave de API${name ? ` “${name}”` : ''} foi criada: ela pode agir em seu nome dentro dos escopos dela.`,
    },
    when: (at) => `Quando: ${at}.`,
    action: 'Revisar seus acessos',
    ifYou: 'Se foi você, não é preciso fazer nada.',
    ifNotYou:
      'Se não foi você, abra o link acima, encerre todas as sessões que você não reconhece e altere sua senha.',
  },
  invite: {
    aTeammate: 'Um colega de equipe',
    aWorkspace: 'um espaço de trabalho',
    subject: ({ inviter, workspace }) => `${inviter} convidou você para ${workspace} no ${PRODUCT_NAME}`,
    preheader: ({ workspace }) => `Participe de ${workspace} no ${PRODUCT_NAME}.`,
    greeting: 'Olá,',
    body: ({ inviter, workspace }) =>
      `${inviter} convidou você para participar do espaço de trabalho ${workspace} no ${PRODUCT_NAME}.`,
    action: 'Aceitar o convite',
    ignore: 'Se você não esperava este convite, pode ignorar este e-mail.',
  },
  ticket: {
    aTeammate: 'Um colega de equipe',
    openTask: 'Abrir a tarefa',
    openComment: 'Abrir o comentário',
    quote: (excerpt) => `“${excerpt}”`,
    mention: {
      subject: ({ actor, title }) => `${actor} mencionou você em ${title}`,
      preheader: ({ actor, title }) => `${actor} mencionou você em ${title}.`,
      body: ({ actor, title }) => `${actor} mencionou você em ${title}:`,
    },
    reminder: {
      subject: ({ title }) => `Lembrete: ${title}`,
      preheader: ({ title }) => `Um lembrete de ${title}.`,
      body: ({ title }) => `Este é o seu lembrete de ${title}.`,
    },
    assigned: {
      subject: ({ actor, title }) => `${actor} atribuiu ${title} a você`,
      preheader: ({ actor, title }) => `${actor} atribuiu ${title} a você.`,
      body: ({ actor, title }) => `${actor} atribuiu ${title} a você.`,
    },
    statusChanged: {
      subject: ({ title, status }) =>
        status ? `${title} passou para ${status}` : `${title} mudou de status`,
      preheader: ({ title, status }) =>
        status ? `${title} passou para ${status}.` : `${title} mudou de status.`,
      body: ({ title, status }) =>
        status
          ? `${title}, que você segue, passou para ${status}.`
          : `${title}, que você segue, mudou de status.`,
    },
    comment: {
      subject: ({ actor, title }) => `${actor} comentou em ${title}`,
      preheader: ({ actor, title }) => `${actor} comentou em ${title}.`,
      body: ({ actor, title }) => `${actor} comentou em ${title}:`,
    },
    kinds: {
      mentions: 'menções',
      reminders: 'lembretes',
      assignments: 'atribuições',
      statusChanges: 'mudanças de status',
      comments: 'comentários',
    },
    turnOff: ({ what, url }) =>
      `Você recebe e-mails de ${what} por causa das suas configurações de notificação. Você pode desativá-los no seu perfil: ${url}`,
  },
  statuses: {
    draft: 'Rascunho',
    todo: 'A fazer',
    in_progress: 'Em andamento',
    needs_approval: 'Aguardando aprovação',
    approved: 'Aprovado',
    in_review: 'Em revisão',
    paused: 'Pausado',
    blocked: 'Bloqueado',
    will_not_do: 'Não será feito',
    done: 'Concluído',
    published: 'Publicado',
    posted: 'Postado',
    rejected: 'Rejeitado',
  },
};
