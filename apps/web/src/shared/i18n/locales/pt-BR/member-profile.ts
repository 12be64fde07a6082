import type { memberProfile as en } from '../../member-profile';
import type { Translated } from '../../translated';

/**
 * The texts of a member's profile (/profile/{uid}), in Brazilian Portuguese: the team feature's
 * page and the sections the projects, tickets and time-tracking features show in it.
 */
export const memberProfile: Translated<typeof en> = {
  summary: 'Resumo',
  picture: 'Foto de {name}',
  role: 'Função',
  status: 'Status',
  brands: 'Marcas',
  brandsAll: 'Todas as marcas',
  brandsCount: '{count, plural, one {# marca} other {# marcas}}',
  onlyAdmin:
    'É o único administrador deste espaço de trabalho, que precisa ter pelo menos um: torne outra pessoa administrador antes de mudar esta função ou remover esta pessoa.',
  editAccess: 'Mudar função e marcas',
  editTitle: 'Função e marcas de {name}',
  remove: 'Remover do espaço de trabalho',
  backToTeam: 'Voltar para a equipe',
  loadError: 'Não foi possível carregar este perfil.',
  brandsSection: {
    title: 'Marcas e acesso',
    intro: 'As marcas que a pessoa pode ver e a função dela em cada uma.',
    adminAll: 'Um administrador do espaço de trabalho vê todas as marcas e é administrador de cada uma.',
    externalNote: 'Colaboradores externos são membros de uma marca, nunca administradores dela.',
    emptyTitle: 'Nenhuma marca',
    emptyText: 'Dê marcas a esta pessoa em “Mudar função e marcas”.',
    noBrandsYet: 'Este espaço de trabalho ainda não tem marcas.',
    roleUnknown: 'Função não carregada',
    loadError: 'Não foi possível carregar as funções da pessoa nas marcas.',
  },
  ticketsSection: {
    title: 'Tickets abertos',
    intro: 'Atribuídos à pessoa e ainda não concluídos.',
    count: '{count, plural, one {# ticket aberto} other {# tickets abertos}}',
    emptyTitle: 'Nenhum ticket aberto',
    emptyText: 'Nada atribuído à pessoa está pendente.',
    loadError: 'Não foi possível carregar os tickets da pessoa.',
    due: 'Prazo: {date}',
    noDue: 'Sem prazo',
    more: '{count, plural, one {e mais # que não aparece aqui.} other {e mais # que não aparecem aqui.}}',
    seeInTasks: 'Ver em Tickets',
  },
  timeSection: {
    title: 'Tempo nesta semana',
    intro: 'Tempo concluído registrado desde segunda-feira, {date}.',
    total: 'Total da semana',
    byBrand: 'Por marca',
    emptyTitle: 'Nenhum tempo registrado nesta semana',
    emptyText:
      'O tempo aparece aqui quando um dos cronômetros da pessoa for parado ou um registro for adicionado.',
    loadError: 'Não foi possível carregar o tempo da pessoa.',
  },
};
