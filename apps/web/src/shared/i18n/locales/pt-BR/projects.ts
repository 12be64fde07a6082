import type { phases as enPhases, projects as enProjects } from '../../projects';
import type { Translated } from '../../translated';

/** The brands' phases (ui.phases), in Brazilian Portuguese. */
export const phases: Translated<typeof enPhases> = {
  sales: 'Vendas',
  active: 'Ativa',
  inactive: 'Inativa',
};

/** The texts of brands (projects): brand form and users (ui.projects), in Brazilian Portuguese. */
export const projects: Translated<typeof enProjects> = {
  addIntro: 'Adicione uma marca: o cliente ou produto para o qual você cria conteúdo.',
  editIntro: 'Altere o nome, o site, a fase ou a capa de {name}.',
  name: 'Nome da marca',
  namePlaceholder: 'ex.: Acme',
  site: 'Site da Shopify',
  sitePlaceholder: 'https://acme.myshopify.com',
  siteHint: 'Opcional: o endereço completo da loja.',
  siteInvalid: 'Digite um endereço completo, começando com https://',
  phase: 'Fase',
  cover: 'Imagem de capa',
  coverPick: 'Escolher uma imagem',
  coverChange: 'Escolher outra imagem',
  coverRemove: 'Remover imagem',
  coverHint: '{types}, no máximo {size} MB.',
  coverPreview: 'Prévia da capa',
  create: 'Criar marca',
  created: 'A marca {name} foi criada.',
  saved: 'A marca {name} foi salva.',
  coverFailed: 'A marca foi salva, mas não foi possível enviar a imagem de capa: {reason}',
  notFound: 'Esta marca não existe ou você não tem acesso a ela.',
  loadError: 'Não foi possível carregar a marca.',
  users: {
    intro: 'Quem trabalha em {name}. Administradores do espaço de trabalho veem todas as marcas.',
    add: 'Adicionar um usuário',
    role: 'Função',
    access: 'Acesso',
    roles: { admin: 'Administrador da marca', member: 'Membro da marca' },
    accessStates: { granted: 'Acesso concedido', requested: 'Acesso solicitado' },
    grant: 'Conceder acesso',
    remove: 'Remover',
    rowActions: 'Ações para {name}',
    removeTitle: 'Remover {name} de {brand}?',
    removeText: 'Essa pessoa deixa de ver esta marca.',
    removed: '{name} não tem mais acesso a {brand}.',
    granted: '{name} agora tem acesso a {brand}.',
    emptyTitle: 'Ninguém aqui ainda',
    emptyText: 'Adicione membros do espaço de trabalho para dar a eles acesso a esta marca.',
    loadError: 'Não foi possível carregar as pessoas desta marca.',
  },
  userAdd: {
    intro: 'Dê a um membro do espaço de trabalho acesso a {name}.',
    member: 'Membro do espaço de trabalho',
    memberPlaceholder: 'Escolha um membro',
    role: 'Função nesta marca',
    add: 'Adicionar à marca',
    added: '{name} agora faz parte de {brand}.',
    noMembers: 'Todos os membros do espaço de trabalho já têm acesso a esta marca.',
  },
  /** Os dias de fechamento de uma marca (docs/product.md#closed-days). */
  closedDays: {
    title: 'Dias de fechamento',
    intro:
      'Dias em que a equipe da marca não trabalha, como um recesso do escritório entre o Natal e o Ano-Novo.',
    empty:
      'Ainda não há dias de fechamento. Tickets recorrentes podem pular os dias listados aqui ou passar para o próximo dia útil.',
    readOnly: 'Os administradores da marca alteram os dias de fechamento.',
    loadError: 'Não foi possível carregar os dias de fechamento.',
    addTitle: 'Adicionar dias de fechamento',
    name: 'Nome',
    namePlaceholder: 'ex.: Escritório fechado',
    from: 'Primeiro dia',
    to: 'Último dia',
    add: 'Adicionar à lista',
    remove: 'Remover {name}',
    unsaved: 'Ainda não salvo.',
    saved: 'Dias de fechamento salvos.',
    problems: {
      name: 'Dê um nome com no máximo {max} caracteres.',
      day: 'Escolha um dia.',
      toBeforeFrom: 'O último dia é igual ao primeiro ou posterior a ele.',
      tooLong: 'Um período abrange no máximo {max} dias.',
    },
  },
};
