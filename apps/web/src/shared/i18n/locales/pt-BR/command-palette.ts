import type { commandPalette as enCommandPalette, shortcuts as enShortcuts } from '../../command-palette';
import type { Translated } from '../../translated';

/** The command palette's texts, in Brazilian Portuguese. */
export const commandPalette: Translated<typeof enCommandPalette> = {
  // Starts with the button's visible text (label in name).
  open: 'Buscar… tickets, marcas, pessoas e comandos',
  button: 'Buscar…',
  dialog: 'Paleta de comandos',
  input: 'Buscar tickets, marcas, pessoas e comandos',
  placeholder: 'Tickets (#128 ou texto), marcas, pessoas…',
  results: 'Resultados',
  searching: 'Buscando tickets…',
  empty: 'Nada encontrado para “{text}”.',
  searchFailed: 'Não foi possível buscar os tickets. Tente de novo.',
  hints: { move: 'para navegar', choose: 'para escolher', close: 'para fechar' },
  groups: {
    tickets: 'Tickets',
    actions: 'Ações',
    views: 'Ir para',
    brands: 'Marcas',
    people: 'Pessoas',
  },
  actions: {
    newTicket: 'Novo ticket',
    shortcuts: 'Atalhos de teclado',
    switchWorkspace: 'Mudar para o espaço de trabalho {name}',
    startTimer: 'Iniciar o cronômetro em #{id} {summary}',
  },
  views: {
    dashboard: 'Painel',
    table: 'Todos os tickets: tabela',
    kanban: 'Todos os tickets: quadro',
    calendar: 'Todos os tickets: calendário',
    time: 'Tempo',
    team: 'Equipe',
  },
  brandHint: 'Tickets da marca',
  timerStarted: 'Cronômetro iniciado em #{id}.',
};

/** The keyboard shortcuts' texts, in Brazilian Portuguese. */
export const shortcuts: Translated<typeof enShortcuts> = {
  sheet: 'Atalhos de teclado',
  intro: 'Os atalhos funcionam quando você não está digitando em um campo.',
  keyColumn: 'Teclas',
  actionColumn: 'Ação',
  tooltip: '{label} ({keys})',
  items: {
    palette: 'Abrir a paleta de comandos',
    newTicket: 'Novo ticket',
    search: 'Buscar nesta visualização (ou abrir a paleta)',
    help: 'Mostrar esta lista',
    next: 'Próximo ticket na tabela ou no quadro',
    previous: 'Ticket anterior na tabela ou no quadro',
    open: 'Abrir o ticket selecionado',
    status: 'Mudar o status do ticket selecionado ou aberto',
    assignee: 'Mudar o responsável pelo ticket selecionado ou aberto',
    dueDate: 'Mudar o prazo do ticket selecionado ou aberto',
    close: 'Fechar a caixa de diálogo ou a paleta',
  },
};
