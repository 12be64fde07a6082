import { labelTexts } from '@expertos/domain/label-texts/pt-br';
import { PRODUCT_NAME } from '@expertos/domain/product';
import { longDay, mediumDay, percentOf, shortDay, utcMoment, weekdayName } from './dates.js';
import type { MailTexts, StepOf } from './en.js';

/** “ (etapa 2 de 3)” after a post, when the round has more than one step. */
const stepOf = (step: StepOf | null) => (step ? ` (etapa ${step.step} de ${step.steps})` : '');
/** “Um post” or “3 posts”, to open a sentence. */
const posts = (count: number) => (count === 1 ? 'Um post' : `${count} posts`);

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
    labelled: (label, value) => `${label}: ${value}`,
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
  approvals: {
    aTeammate: 'Um colega de equipe',
    someone: 'Alguém',
    aClient: 'Um cliente',
    reviewPost: 'Revisar o post',
    openPost: 'Abrir o post',
    requested: {
      subject: ({ actor, title }) => `${actor} pede sua aprovação: ${title}`,
      preheader: ({ title, step }) => `${title} aguarda sua aprovação${stepOf(step)}.`,
      body: ({ actor, title, step }) => `${actor} pede sua aprovação para ${title}${stepOf(step)}.`,
      choices: 'Abra o post para aprová-lo, pedir alterações ou rejeitá-lo.',
    },
    reminder: {
      subject: ({ title }) => `Lembrete: ${title} aguarda sua aprovação`,
      body: ({ title, when }) => `${title} aguarda sua aprovação. ${when}`,
    },
    when: {
      before: ({ due }) => `O prazo vai até o fim do dia ${due}.`,
      due: ({ due }) => `O prazo ia até o fim do dia ${due}.`,
      overdue: ({ due, expires }) =>
        `Atrasado desde ${due}: o pedido expira no fim do dia ${expires} se ninguém decidir até lá.`,
    },
    decided: {
      step: ({ actor, title }) => `${actor} aprovou uma etapa de ${title}; a próxima etapa está aberta.`,
      approved: ({ actor, title }) => `${actor} aprovou ${title}: o post está aprovado.`,
      changes_requested: ({ actor, title }) =>
        `${actor} pediu alterações em ${title}: o post voltou para revisão.`,
      rejected: ({ actor, title }) => `${actor} rejeitou ${title}.`,
    },
    expired: {
      subject: ({ title }) => `A aprovação expirou: ${title}`,
      preheader: ({ title }) => `${title} voltou para revisão.`,
      body: ({ title }) =>
        `Ninguém decidiu sobre ${title} a tempo, então a aprovação que você pediu expirou e o post voltou para revisão.`,
      again: 'Peça a aprovação de novo quando ele estiver pronto.',
    },
    clientCommented: {
      subject: ({ client, title }) => `${client} comentou em ${title}`,
      preheader: ({ client, title }) => `${client} comentou em ${title}.`,
      body: ({ client, title }) => `${client} comentou em ${title}:`,
    },
    kinds: {
      requests: 'pedidos de aprovação',
      reminders: 'lembretes de aprovação',
      decisions: 'decisões de aprovação',
      expired: 'aprovações expiradas',
      clientComments: 'comentários de clientes',
    },
  },
  clients: {
    digest: {
      subject: ({ count, brand }) =>
        `${posts(count)} de ${brand} ${count === 1 ? 'aguarda' : 'aguardam'} sua aprovação`,
      preheader: ({ count, brand }) =>
        `${posts(count)} de ${brand} ${count === 1 ? 'está esperando' : 'estão esperando'} por você.`,
      body: ({ count, brand }) =>
        `${posts(count)} de ${brand} ${count === 1 ? 'aguarda' : 'aguardam'} sua aprovação:`,
      due: (day) => `Até ${day}`,
      overdue: (day) => `Atrasado desde ${day}`,
      waiting: 'Aguardando',
      untitled: 'Post sem título',
      and: 'E',
      more: (count) => `mais ${count}`,
      howTo: ({ brand }) =>
        `Para ver cada post como ele vai aparecer e aprová-lo, pedir alterações ou rejeitá-lo, abra o link que ${brand} enviou a você para as aprovações. Você não precisa de uma conta.`,
      atMostDaily:
        'Você recebe no máximo um e-mail como este por dia, enquanto houver posts esperando por você.',
    },
    link: {
      yourTeam: 'Sua equipe',
      subject: ({ sender, count, brand }) =>
        `${sender} pede sua aprovação: ${count} ${count === 1 ? 'post' : 'posts'} de ${brand}`,
      preheader: ({ count, brand }) =>
        `Revise ${count === 1 ? 'um post' : `${count} posts`} de ${brand}; não é preciso ter conta.`,
      body: ({ sender, count, brand }) =>
        `${sender} gostaria da sua aprovação para ${count === 1 ? 'um post' : `${count} posts`} de ${brand}.`,
      howTo:
        'Abra o link para ver cada post como ele vai aparecer e, depois, aprove, rejeite ou peça alterações. Você não precisa de uma conta.',
      action: 'Revisar os posts',
      until: (at) => `O link funciona até ${at}.`,
    },
    portal: {
      yourTeam: 'Sua equipe',
      subject: ({ brand }) => `${brand}: sua página de aprovações`,
      preheader: ({ brand }) =>
        `Tudo o que ${brand} pede para você aprovar, em um só lugar; não é preciso ter conta.`,
      body: ({ sender, brand }) =>
        `${sender} criou uma página onde você pode revisar os posts de ${brand} que aguardam sua aprovação.`,
      howTo:
        'Abra a página para ver cada post como ele vai aparecer e, depois, aprove, peça alterações ou rejeite. Você não precisa de uma conta. Guarde este e-mail: o link é só seu.',
      action: 'Abrir sua página de aprovações',
      idle: (days) => `O link para de funcionar depois de ${days} dias sem nenhuma visita.`,
    },
  },
  review: {
    subject: ({ brand, from, to }) => `${brand}: sua revisão semanal (${from} a ${to})`,
    ready: ({ brand, from, to }) => `A revisão semanal de ${brand} de ${from} a ${to} está pronta.`,
    aiFailed: 'Não foi possível escrever o resumo por IA nesta semana: a seguir, só os números e as regras.',
    suggestions: 'Sugestões:',
    action: 'Abrir a revisão',
    kind: 'revisões semanais',
    list: (items) => items.join(', '),
    slate: ({ posted, target, parts }) =>
      `Foram postados ${posted} dos ${target} posts que a pauta semanal pede (${parts}).`,
    slatePart: ({ purpose, posted, target }) => `${purpose} ${posted}/${target}`,
    noResults: 'Nenhum post completou a primeira semana.',
    results: (r) =>
      `${r.count} ${r.count === 1 ? 'post completou' : 'posts completaram'} a primeira semana: ${r.above} acima da mediana de 12 semanas, de ${r.median} (${r.counted} de ${r.of} posts), ${r.below} abaixo${r.unrated ? `, ${r.unrated} ainda sem taxa` : ''}.`,
    noFigure: 'ainda sem número',
    short: (items) => `O que falta na pauta semanal: ${items}.`,
    shortItem: ({ missing, purpose }) => `mais ${missing} de ${purpose}`,
    pillars: (items) => `Melhores pilares: ${items}.`,
    formats: (items) => `Melhores formatos: ${items}.`,
    time: ({ weekday, hour }) => `${weekday} ${hour}:00`,
    times: (items) => `Melhores horários: ${items}.`,
    noTimes: 'Melhores horários: ainda não há dados suficientes.',
    reuse: (count) =>
      count === 1
        ? '1 post com mais de 60 dias foi bem o bastante para ser reaproveitado.'
        : `${count} posts com mais de 60 dias foram bem o bastante para serem reaproveitados.`,
    purposes: {
      growth: 'crescimento',
      trust_building: 'construção de confiança',
      sales_promotion: 'promoção de vendas',
    },
    formatNames: labelTexts.formats,
  },
  integration: {
    test: {
      subject: `A integração de e-mail do ${PRODUCT_NAME} funciona`,
      preheader: `Este endereço recebe e-mails do ${PRODUCT_NAME}.`,
      body: `Este é um teste da página de integrações do ${PRODUCT_NAME}: os tickets enviados a esta integração de e-mail chegam a este endereço.`,
      unexpected:
        'Se você não esperava este e-mail, peça aos administradores da marca que removam seu endereço.',
    },
    greeting: 'Olá,',
    openTask: 'Abrir a tarefa',
    why: ({ brand }) =>
      `Você recebe este e-mail porque a marca ${brand} envia as tarefas dela para este endereço a partir do ${PRODUCT_NAME}.`,
    created: {
      subject: ({ name, status }) => `Nova: ${name} — ${status}`,
      intro: ({ name, brand }) => `Uma nova tarefa foi criada em ${brand}: ${name}.`,
    },
    statusChanged: {
      subject: ({ name, from, to }) => (from ? `${name} — ${from} → ${to}` : `${name} — ${to}`),
      intro: ({ name, from, to }) =>
        from ? `${name} passou de ${from} para ${to}.` : `${name} agora está em ${to}.`,
    },
    updated: {
      subject: ({ name, status }) => `Atualizada: ${name} — ${status}`,
      intro: ({ name }) => `${name} foi atualizada.`,
    },
    deleted: {
      subject: ({ name }) => `Excluída: ${name}`,
      intro: ({ name, brand }) => `${name} foi excluída de ${brand}.`,
    },
    comment: {
      someone: 'Alguém',
      subject: ({ name, status }) => `Novo comentário: ${name} — ${status}`,
      intro: ({ author, name, quoted }) => `${author} comentou em ${name}${quoted ? ':' : '.'}`,
    },
    sent: {
      subject: ({ name, status }) => `${name} — ${status}`,
      intro: ({ name, brand }) => `Uma tarefa de ${brand} foi enviada para você: ${name}.`,
    },
    labels: {
      summary: 'Resumo',
      status: 'Status',
      dueDate: 'Data de entrega',
      assignee: 'Responsável',
      brand: 'Marca',
      caption: 'Legenda',
    },
    noDueDate: 'Nenhuma',
    nobody: 'Ninguém',
  },
  dates: {
    day: shortDay('pt-BR', 'long'),
    longDay: longDay('pt-BR'),
    date: mediumDay('pt-BR'),
    moment: utcMoment('pt-BR'),
    weekday: weekdayName('pt-BR'),
    percent: percentOf('pt-BR'),
  },
  statuses: labelTexts.statuses,
};
