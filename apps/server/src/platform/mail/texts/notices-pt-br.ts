import { longDay } from './dates.js';
import type { NoticeTexts } from './notices-en.js';

const OUTCOMES: Record<string, string> = {
  approved: 'Aprovado',
  in_review: 'Alterações pedidas',
  rejected: 'Rejeitado',
};
const day = longDay('pt-BR');

/** Brazilian Portuguese (você), drafted from the English (docs/translating.md), awaiting a fluent speaker’s review. */
export const noticesPtBR: NoticeTexts = {
  push: {
    someone: 'Alguém',
    aTask: 'uma tarefa',
    kinds: {
      mention: ({ actor, title, excerpt }) => ({
        title: `${actor} mencionou você`,
        body: excerpt ? `${title}: ${excerpt}` : title,
      }),
      assigned: ({ actor, title }) => ({ title: `${actor} atribuiu uma tarefa a você`, body: title }),
      status_changed: ({ title, statusLabel }) => ({
        title: `${title} mudou de status`,
        body: statusLabel ? `Agora: ${statusLabel}` : 'Novo status',
      }),
      reminder: ({ title }) => ({ title: 'Lembrete', body: title }),
      comment: ({ actor, title, excerpt }) => ({ title: `${actor} comentou em ${title}`, body: excerpt }),
      post_failed: ({ title, excerpt }) => ({ title: `Não publicado: ${title}`, body: excerpt }),
      post_ready: ({ title, excerpt }) => ({
        title: 'Pronto para postar',
        body: excerpt ? `${title} em ${excerpt}` : title,
      }),
      channel_reconnect: ({ excerpt }) => ({
        title: 'Conecte de novo um canal de publicação',
        body: excerpt,
      }),
      weekly_review: ({ excerpt }) => ({ title: 'Sua revisão semanal está pronta', body: excerpt }),
      approval_requested: ({ title }) => ({ title: 'Pedem sua aprovação', body: title }),
      approval_reminder: ({ title, excerpt }) => ({
        title: `Aguarda sua aprovação: ${title}`,
        body: excerpt,
      }),
      approval_decided: ({ title, excerpt, status }) => ({
        title: `${(status && OUTCOMES[status]) || 'Uma etapa foi aprovada'}: ${title}`,
        body: excerpt,
      }),
      approval_expired: ({ title }) => ({
        title: `A aprovação expirou: ${title}`,
        body: 'Voltou para revisão: peça a aprovação de novo quando estiver pronto.',
      }),
      client_commented: ({ title, excerpt }) => ({ title: `Um cliente comentou em ${title}`, body: excerpt }),
      asset_rights_ending: ({ title, excerpt }) => ({
        title: `Os direitos de uma mídia estão acabando: ${title}`,
        body: excerpt,
      }),
    },
    test: { title: 'Notificação de teste', body: 'As notificações push funcionam neste dispositivo.' },
  },
  devices: {
    apple: 'iPhone ou iPad',
    android: 'Celular Android',
    unknown: 'Dispositivo desconhecido',
    program: 'Um programa',
    on: (browser: string, system: string) => `${browser} no ${system}`,
  },
  excerpts: {
    notPublished: 'não publicado',
    assetRights: ({ name, network, lastDay, daysLeft }) => {
      if (lastDay === null)
        return `A licença de “${name}” não permite postar no ${network}: substitua a mídia.`;
      if (daysLeft <= 0)
        return `“${name}” só pode ser usada até hoje: substitua a mídia ou estenda os direitos dela.`;
      return `“${name}” pode ser usada até ${day(lastDay)} (${daysLeft} ${daysLeft === 1 ? 'dia' : 'dias'}): substitua a mídia ou estenda os direitos dela.`;
    },
  },
};
