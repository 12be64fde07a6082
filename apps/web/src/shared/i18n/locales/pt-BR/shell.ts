import type {
  common as enCommon,
  nav as enNav,
  notify as enNotify,
  pages as enPages,
  routeError as enRouteError,
  taskDialog as enTaskDialog,
  validation as enValidation,
} from '../../shell';
import type { Translated } from '../../translated';

/** The generic loading text (ui.loading), in Brazilian Portuguese. */
export const loading: string = 'Carregando…';

/** Common words of the app shell (ui.common), in Brazilian Portuguese. */
export const common: Translated<typeof enCommon> = {
  retry: 'Tentar de novo',
  cancel: 'Cancelar',
  save: 'Salvar alterações',
  all: 'Todos',
  actions: 'Ações',
  you: 'Você',
  edit: 'Editar',
  remove: 'Remover',
  /** Beside a person who exists here only as a Jira user. */
  fromJira: 'Jira',
  labelled: '{label}: {value}',
  labelColon: '{label}:',
  showPassword: 'Mostrar senha',
};

/** The generic close label (ui.close), in Brazilian Portuguese. */
export const close: string = 'Fechar';

/** The skip link (ui.skipToContent), in Brazilian Portuguese. */
export const skipToContent: string = 'Pular para o conteúdo';

/** Notification toasts (ui.notify), in Brazilian Portuguese. */
export const notify: Translated<typeof enNotify> = {
  positive: 'Sucesso',
  negative: 'Erro',
  dismiss: 'Dispensar notificação',
  repeated: 'Mostrada {count} vezes',
};

/** The navigation (ui.nav), in Brazilian Portuguese. */
export const nav: Translated<typeof enNav> = {
  main: 'Navegação principal',
  dashboard: 'Painel',
  tasks: 'Tickets',
  team: 'Equipe',
  billing: 'Faturamento',
  time: 'Tempo',
  approvals: 'Aprovações',
  openMenu: 'Abrir a navegação',
  closeMenu: 'Fechar a navegação',
  userMenu: 'Menu do usuário',
  profile: 'Perfil',
  security: 'Login e segurança',
  invites: 'Convites',
  pendingInvites: '{count, plural, one {# convite pendente} other {# convites pendentes}}',
  signOut: 'Sair',
  /** Read after the logo's visible name: "Expertos, go to the dashboard" (label in name). */
  home: 'ir para o painel',
  afterName: ', {label}',
};

/** The ticket dialog (ui.taskDialog), in Brazilian Portuguese. */
export const taskDialog: Translated<typeof enTaskDialog> = {
  defaultTitle: 'Ticket',
  openInNewPage: 'Abrir em nova página',
  loading: 'Carregando o ticket',
};

/** A page that failed to render (ui.routeError), in Brazilian Portuguese. */
export const routeError: Translated<typeof enRouteError> = {
  title: 'Não foi possível mostrar esta página',
  reload: 'Recarregar a página',
};

/** Form validation (ui.validation), in Brazilian Portuguese. */
export const validation: Translated<typeof enValidation> = {
  email: 'Digite um endereço de e-mail válido.',
  invalid: 'Confira este campo.',
};

/** Page titles (ui.pages), in Brazilian Portuguese. */
export const pages: Translated<typeof enPages> = {
  dashboard: 'Painel',
  billing: 'Plano e faturamento',
  team: 'Equipe',
  tasks: 'Tickets',
  expired: 'Espaço de trabalho bloqueado',
  brandAdd: 'Gerenciar marca',
  brandFeed: 'Feed da marca',
  brandLibrary: 'Biblioteca da marca',
  brandImport: 'Importar posts',
  brandPlayground: 'Playground da marca',
  brandAnalytics: 'Resultados',
  brandApprovals: 'Aprovações',
  brandRecurring: 'Tickets recorrentes',
  brandTasks: 'Marca',
  brandTask: 'Detalhes do ticket',
  brandUsers: 'Usuários da marca',
  brandIntegrations: 'Integrações da marca',
  brandUserAdd: 'Adicionar um usuário à marca',
  brandSettings: 'Configuração da marca',
  userAdd: 'Adicionar usuário',
  userEdit: 'Editar usuário',
  myInvites: 'Convites',
  profile: 'Perfil',
  accountSecurity: 'Login e segurança',
  workspaceAuditLog: 'Log de auditoria',
  workspaceTemplates: 'Modelos',
  workspaceSecurity: 'Segurança',
  userProfile: 'Perfil do usuário',
  verifySubscription: 'Verificar assinatura',
  kitchenSync: 'Kitchen sync',
  play: 'Player de gravação',
  onboarding: 'Configure seu espaço de trabalho',
  integrationSuccess: 'Integração conectada',
  signup: 'Criar conta',
  signin: 'Entrar',
  forgotPassword: 'Esqueci a senha',
  resetPassword: 'Redefinir senha',
  confirmEmail: 'Verificação de e-mail',
  invite: 'Convite',
  try: 'Experimente o criador de perfil de marca',
  tryNextSteps: 'Próximos passos',
  developers: 'Desenvolvedores',
  ui: 'Design tokens',
  bexOptions: 'Opções da extensão',
  bexRecord: 'Gravar',
  bexEmpty: 'Extensão',
  bexTextHighlight: 'Destaque de texto',
  bexPopup: 'Pop-up da extensão',
  bexPopupNewTicket: 'Novo ticket',
  bexDevtools: 'Ferramentas de desenvolvedor',
};
