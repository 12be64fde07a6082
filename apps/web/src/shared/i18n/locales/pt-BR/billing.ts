import type {
  billing as enBilling,
  expired as enExpired,
  verifySubscription as enVerifySubscription,
} from '../../billing';
import type { Translated } from '../../translated';

/**
 * Brazilian Portuguese texts of plans and billing (docs/product.md#trial-and-plans, #seats): the
 * billing page (ui.billing), the header's trial badge and read-only banner.
 */
export const billing: Translated<typeof enBilling> = {
  intro: 'Seu plano, os assentos dele e as suas faturas.',
  loadError: 'Não foi possível carregar os dados de cobrança.',
  portal: 'Gerenciar cobrança',
  off: {
    title: 'A cobrança está desligada neste servidor',
    text: 'Este servidor funciona sem um provedor de pagamento, então todo espaço de trabalho é tratado como isento: nada é bloqueado e não há limite de assentos.',
    howTo:
      'Para ligar a cobrança, defina STRIPE_SECRET_KEY (com as configurações de preço e de webhook) no servidor e reinicie-o. A seção “Billing (Stripe)” do README explica cada passo.',
  },
  plan: {
    title: 'Seu plano',
    name: 'Plano',
    state: 'Situação do plano',
    status: 'Status da assinatura',
    interval: 'Período de cobrança',
    states: {
      trial: 'Período de teste',
      subscribed: 'Assinado',
      cancelled: 'Cancelado',
      ended: 'Encerrado',
      none: 'Sem plano',
    },
    /** The payment provider's subscription statuses, in words. */
    statuses: {
      active: 'Ativa',
      trialing: 'Teste grátis, depois cobrança',
      canceled: 'Cancelada',
      incomplete: 'Aguardando o primeiro pagamento',
      incomplete_expired: 'O primeiro pagamento falhou',
      past_due: 'Pagamento atrasado',
      unpaid: 'Não paga',
      paused: 'Pausada',
    },
    whitelisted: 'Isento: este espaço de trabalho conta como assinante, sem limite de assentos.',
    trialDaysLeft:
      '{count, plural, one {Falta # dia do seu período de teste} other {Faltam # dias do seu período de teste}}',
    trialOver: 'Seu período de teste terminou.',
    renews: 'Renova em {date}',
    ends: 'Termina em {date}',
    loadError: 'Não foi possível carregar o plano.',
    loading: 'Carregando o plano…',
  },
  intervals: { month: 'Mensal', year: 'Anual' },
  per: { month: 'por mês', year: 'por ano' },
  seats: {
    title: 'Assentos',
    caption: 'Assentos deste espaço de trabalho',
    kind: 'Assentos',
    count: 'Quantidade',
    included: 'Incluídos',
    paid: 'Pagos',
    reserved: 'Reservados (convites abertos)',
    assigned: 'Atribuídos (membros)',
    available: 'Total disponível',
    unlimited: 'Sem limite',
  },
  picker: {
    title: 'Escolha um plano',
    interval: 'Período de cobrança',
    basePrice: '{price} {per}',
    perUser: '{price} por usuário extra',
    included: '{count} assentos incluídos',
    extraSeats: 'Número de assentos extras',
    total: 'Total: {price} {per} por {seats} assentos',
    totalLabel: 'Prévia do preço',
    enterSeats: 'Digite um número de assentos para ver o preço.',
    unavailable: 'A finalização da compra não está disponível: o servidor não tem preços para este plano.',
  },
  seatsUpdate: {
    title: 'Alterar assentos',
    intro: 'Os assentos que você adiciona ou remove são cobrados proporcionalmente na próxima fatura.',
    label: 'Assentos extras',
    submit: 'Atualizar assentos',
    confirmTitle: 'Mudar para {count} assentos extras?',
    confirmText:
      'Seu plano terá {total} assentos no total, por {price} {per}. A mudança é cobrada proporcionalmente.',
    done: 'Assentos atualizados: {total} no total.',
  },
  enterprise: {
    contactTitle: 'Fale com a gente sobre o Enterprise',
    contactIntro: 'Conte sobre a sua equipe e responderemos por e-mail.',
    name: 'Seu nome',
    email: 'E-mail',
    company: 'Empresa',
    seats: 'Quantas pessoas',
    message: 'Mensagem',
    send: 'Enviar',
    sent: 'Obrigado. Responderemos por e-mail.',
  },
  invoices: {
    title: 'Faturas',
    caption: 'Faturas deste espaço de trabalho',
    date: 'Data',
    number: 'Número',
    amount: 'Valor',
    status: 'Status',
    links: 'Fatura',
    open: 'Ver',
    view: 'Ver a fatura {number}',
    pdf: 'PDF da fatura {number}',
    pdfLink: 'PDF',
    emptyTitle: 'Nenhuma fatura ainda',
    emptyText: 'As faturas aparecem aqui depois que a sua assinatura for cobrada.',
    loadError: 'Não foi possível carregar as faturas.',
  },
  trialBadge:
    '{count, plural, one {Falta # dia do seu período de teste} other {Faltam # dias do seu período de teste}}',
  trialBadgeMedium: '{count, plural, one {Falta # dia} other {Faltam # dias}}',
  /** On a phone, beside an hourglass: the link keeps the whole sentence as its name. */
  trialBadgeShort: '{count}d',
  readOnly: {
    banner: '{name} está em modo somente leitura porque o período de teste terminou.',
    link: 'Ver os planos',
  },
};

/** Brazilian Portuguese texts of /expired (ui.expired), once a workspace's trial has ended. */
export const expired: Translated<typeof enExpired> = {
  adminIntro:
    'O período de teste de {name} terminou. Escolha um plano para continuar trabalhando: nada foi perdido.',
  memberIntro:
    'O período de teste de {name} terminou. Peça a um administrador de {name} para escolher um plano.',
  readOnlyText: 'Até lá, você ainda pode ler tudo no espaço de trabalho e exportar o que precisar.',
  browse: 'Navegar em modo somente leitura',
  notLocked: '{name} tem um plano ativo: nada está bloqueado.',
  toDashboard: 'Ir para o painel',
};

/** Brazilian Portuguese texts of /verify-subscription (ui.verifySubscription), after checkout. */
export const verifySubscription: Translated<typeof enVerifySubscription> = {
  confirming: 'Confirmando a sua assinatura…',
  failed: 'Não foi possível confirmar a sua assinatura.',
  missing: 'Este endereço não indica uma compra para confirmar.',
  toBilling: 'Ir para a cobrança',
};
