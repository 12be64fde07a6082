import type {
  billing as enBilling,
  expired as enExpired,
  verifySubscription as enVerifySubscription,
} from '../../billing';
import type { Translated } from '../../translated';

/**
 * Plans and billing (docs/product.md#trial-and-plans, #seats): the billing page (ui.billing),
 * the header's trial badge and read-only banner. Plan names, prices and button labels of the
 * catalogue come from packages/domain/src/plans.ts, not from here.
 */
export const billing: Translated<typeof enBilling> = {
  intro: 'Tu plan, sus plazas y tus facturas.',
  loadError: 'No se pudieron cargar los datos de facturación.',
  portal: 'Gestionar la facturación',
  off: {
    title: 'La facturación está desactivada en este servidor',
    text: 'Este servidor funciona sin proveedor de pagos, así que todos los espacios de trabajo se tratan como si estuvieran en la lista de permitidos: nunca se bloquea nada y no hay límite de plazas.',
    howTo:
      'Para activar la facturación, configura STRIPE_SECRET_KEY (con los ajustes de precios y de webhook) en el servidor y vuelve a iniciarlo. La sección «Billing (Stripe)» del README explica cada paso.',
  },
  plan: {
    title: 'Tu plan',
    name: 'Plan',
    state: 'Estado del plan',
    status: 'Estado de la suscripción',
    interval: 'Periodo de facturación',
    states: {
      trial: 'Prueba',
      subscribed: 'Suscrito',
      cancelled: 'Cancelado',
      ended: 'Finalizado',
      none: 'Sin plan',
    },
    /** The payment provider's subscription statuses, in words. */
    statuses: {
      active: 'Activa',
      trialing: 'Prueba gratuita, después de pago',
      canceled: 'Cancelada',
      incomplete: 'Esperando el primer pago',
      incomplete_expired: 'Falló el primer pago',
      past_due: 'Pago vencido',
      unpaid: 'Sin pagar',
      paused: 'En pausa',
    },
    whitelisted:
      'En la lista de permitidos: este espacio de trabajo cuenta como suscrito, sin límite de plazas.',
    trialDaysLeft: '{count, plural, one {Queda # día de prueba} other {Quedan # días de prueba}}',
    trialOver: 'Tu prueba ha terminado.',
    renews: 'Se renueva el {date}',
    ends: 'Termina el {date}',
    loadError: 'No se pudo cargar el plan.',
    loading: 'Cargando el plan…',
  },
  intervals: { month: 'Mensual', year: 'Anual' },
  per: { month: 'al mes', year: 'al año' },
  seats: {
    title: 'Plazas',
    caption: 'Plazas de este espacio de trabajo',
    kind: 'Plazas',
    count: 'Número',
    included: 'Incluidas',
    paid: 'De pago',
    reserved: 'Reservadas (invitaciones abiertas)',
    assigned: 'Asignadas (miembros)',
    available: 'Total disponible',
    unlimited: 'Sin límite',
  },
  picker: {
    title: 'Elige un plan',
    interval: 'Periodo de facturación',
    basePrice: '{price} {per}',
    perUser: '{price} por usuario adicional',
    included: '{count} plazas incluidas',
    extraSeats: 'Número de plazas adicionales',
    total: 'Total: {price} {per} por {seats} plazas',
    totalLabel: 'Vista previa del precio',
    enterSeats: 'Introduce un número de plazas para ver el precio.',
    unavailable: 'El pago no está disponible: el servidor no tiene precios para este plan.',
  },
  seatsUpdate: {
    title: 'Cambiar plazas',
    intro: 'Las plazas que añadas o quites se prorratean en tu próxima factura.',
    label: 'Plazas adicionales',
    submit: 'Actualizar plazas',
    confirmTitle: '¿Cambiar a {count} plazas adicionales?',
    confirmText: 'Tu plan tendrá {total} plazas en total, por {price} {per}. El cambio se prorratea.',
    done: 'Plazas actualizadas: {total} en total.',
  },
  enterprise: {
    contactTitle: 'Habla con nosotros sobre Enterprise',
    contactIntro: 'Cuéntanos sobre tu equipo y te responderemos por correo.',
    name: 'Tu nombre',
    email: 'Correo electrónico',
    company: 'Empresa',
    seats: 'Cuántas personas',
    message: 'Mensaje',
    send: 'Enviar',
    sent: 'Gracias. Te responderemos por correo.',
  },
  invoices: {
    title: 'Facturas',
    caption: 'Facturas de este espacio de trabajo',
    date: 'Fecha',
    number: 'Número',
    amount: 'Importe',
    status: 'Estado',
    links: 'Factura',
    open: 'Ver',
    view: 'Ver la factura {number}',
    pdf: 'PDF de la factura {number}',
    pdfLink: 'PDF',
    emptyTitle: 'Aún no hay facturas',
    emptyText: 'Las facturas aparecen aquí cuando se haya cobrado tu suscripción.',
    loadError: 'No se pudieron cargar las facturas.',
  },
  trialBadge: '{count, plural, one {Queda # día de prueba} other {Quedan # días de prueba}}',
  trialBadgeMedium: '{count, plural, one {Queda # día} other {Quedan # días}}',
  /** On a phone, beside an hourglass: the link keeps the whole sentence as its name. */
  trialBadgeShort: '{count} d',
  readOnly: {
    banner: '{name} está en modo de solo lectura porque su prueba ha terminado.',
    link: 'Ver los planes',
  },
};

/** The /expired page (ui.expired): a workspace whose trial has ended. */
export const expired: Translated<typeof enExpired> = {
  adminIntro:
    'La prueba de {name} ha terminado. Elige un plan para seguir trabajando: no se ha perdido nada.',
  memberIntro: 'La prueba de {name} ha terminado. Pide a un administrador de {name} que elija un plan.',
  readOnlyText:
    'Mientras tanto, puedes seguir leyendo todo el espacio de trabajo y exportar lo que necesites.',
  browse: 'Navegar en modo de solo lectura',
  notLocked: '{name} tiene un plan en vigor: no hay nada bloqueado.',
  toDashboard: 'Ir al panel',
};

/** The /verify-subscription page (ui.verifySubscription): back from the payment provider's checkout. */
export const verifySubscription: Translated<typeof enVerifySubscription> = {
  confirming: 'Confirmando tu suscripción…',
  failed: 'No se pudo confirmar tu suscripción.',
  missing: 'Esta dirección no indica ningún pago que confirmar.',
  toBilling: 'Ir a facturación',
};
