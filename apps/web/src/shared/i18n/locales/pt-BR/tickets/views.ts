import type { views as en } from '../../../tickets/views';
import type { Translated } from '../../../translated';

/** Brazilian Portuguese texts of the tickets feature's views (ui.tickets.views): board and calendar. */
export const views: Translated<typeof en> = {
  kanban: {
    board: 'Quadro kanban',
    count: '{count, plural, one {# ticket em {status}} other {# tickets em {status}}}',
    countLoading: 'Contando os tickets',
    loading: 'Carregando os tickets em {status}',
    loadError: 'Não foi possível carregar os tickets.',
    empty: 'Nenhum ticket',
    loadMore: 'Carregar mais',
    dropHere: 'Solte aqui para mover para {status}',
    due: 'Prazo: {date}',
    assignee: 'Atribuído a {name}',
    roleDescription: 'ticket móvel',
    instructions:
      'Para mover um ticket para outro status, pressione Espaço para pegá-lo, use as setas para a esquerda e para a direita para escolher uma coluna e pressione Espaço para soltá-lo ou Esc para cancelar. Pressione Enter para abrir o ticket.',
    announce: {
      start: 'Ticket #{id} {summary} pego de {from}.',
      over: 'O ticket #{id} está sobre {status}.',
      outside: 'O ticket #{id} não está sobre nenhuma coluna.',
      dropped: 'O ticket #{id} foi movido de {from} para {status}.',
      stayed: 'O ticket #{id} foi solto e continua em {from}.',
      cancelled: 'A movimentação do ticket #{id} foi cancelada; ele continua em {from}.',
    },
    moveFailed: 'Não foi possível mover o ticket #{id} para {status}: {reason}',
  },
  calendar: {
    label: 'Calendário de tickets',
    previous: 'Anterior',
    next: 'Próximo',
    today: 'Hoje',
    month: 'Mês',
    week: 'Semana',
    mode: 'Período do calendário',
    loading: 'Carregando os tickets deste período',
    loadError: 'Não foi possível carregar os tickets deste período.',
    emptyMonth: 'Nenhum ticket com data neste mês',
    emptyWeek: 'Nenhum ticket com data nesta semana',
    truncated:
      'Mostrando os primeiros {count} tickets deste período; restrinja os filtros para ver o restante.',
    rescheduleFailed: 'Não foi possível mover o ticket #{id} para {date}: {reason}',
    weekNumber: 'Semana',
    weekNumberShort: 'Sm',
    more: '+{count} mais',
    moreHint: '{count, plural, one {Mostrar mais # ticket} other {Mostrar mais # tickets}}',
  },
};
