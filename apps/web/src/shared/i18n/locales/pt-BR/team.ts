import type {
  memberStatuses as enMemberStatuses,
  roleHints as enRoleHints,
  roles as enRoles,
  team as enTeam,
} from '../../team';
import type { Translated } from '../../translated';

/** Role names (ui.roles), in Brazilian Portuguese. */
export const roles: Translated<typeof enRoles> = {
  admin: 'Administrador',
  member: 'Membro',
  external: 'Externo',
};

/** Member statuses (ui.memberStatuses), in Brazilian Portuguese. */
export const memberStatuses: Translated<typeof enMemberStatuses> = {
  joined: 'Entrou',
  invited: 'Convidado',
  expired: 'Expirado',
};

/** What each role may do (ui.roleHints), in Brazilian Portuguese. */
export const roleHints: Translated<typeof enRoleHints> = {
  admin: 'Gerencia a equipe, o faturamento e todas as marcas.',
  member: 'Trabalha nas marcas que recebe.',
  external: 'Um colaborador de fora: vê só as marcas que recebe e não pode abrir tickets.',
};

/** The team page's texts (ui.team), in Brazilian Portuguese. */
export const team: Translated<typeof enTeam> = {
  intro: 'Todas as pessoas deste espaço de trabalho e os convites ainda não aceitos.',
  invite: 'Convidar',
  filters: 'Filtros',
  search: 'Buscar',
  searchPlaceholder: 'Nome ou e-mail',
  role: 'Função',
  status: 'Status',
  seatsClaimed: 'Assentos ocupados',
  seatsPending: 'Convites pendentes',
  email: 'E-mail',
  name: 'Nome',
  brands: 'Marcas',
  allBrands: 'Todas',
  brandsAll: 'todas as marcas',
  brandsCount: '{count, plural, one {# marca} other {# marcas}}',
  members: 'Membros da equipe',
  rowActions: 'Ações para {email}',
  revoke: 'Revogar convite',
  removeTitle: 'Remover {email}?',
  removeText: 'A pessoa perde o acesso a este espaço de trabalho e às marcas dele.',
  removed: 'Removemos {email} do espaço de trabalho.',
  signOut: 'Encerrar todas as sessões',
  signOutTitle: 'Encerrar todas as sessões de {email}?',
  signOutText:
    'Todos os navegadores e dispositivos em que a pessoa está conectada saem da conta na hora, em todos os espaços de trabalho. Ela pode entrar de novo.',
  signedOut:
    '{count, plural, one {# sessão de {email} foi encerrada.} other {# sessões de {email} foram encerradas.}}',
  revokeTitle: 'Revogar o convite para {email}?',
  revokeText: 'O link do convite deixa de funcionar.',
  revoked: 'O convite para {email} foi revogado.',
  emptyTitle: 'Ninguém corresponde',
  emptyText: 'Tente outra busca, função ou status.',
  loadError: 'Não foi possível carregar a equipe.',
  inviteIntro: 'Convide alguém por e-mail. O convite vale por {count} dias.',
  brandsPlaceholder: 'Escolha as marcas',
  brandsHint: 'As marcas que a pessoa pode ver.',
  brandsAdmin: 'Administradores veem todas as marcas.',
  noBrands: 'Ainda não há marcas: os administradores veem todas as marcas que você adicionar depois.',
  send: 'Enviar convite',
  sent: 'Convite enviado para {email}',
  /** After the seat limit's message. */
  goToBilling: 'Ir para o faturamento',
  editIntro: 'Função e acesso às marcas de {email}.',
  saved: 'As alterações de {email} foram salvas.',
  memberNotFound: 'Este membro não está no espaço de trabalho.',
};
