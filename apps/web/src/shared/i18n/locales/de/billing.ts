import type {
  billing as enBilling,
  expired as enExpired,
  verifySubscription as enVerifySubscription,
} from '../../billing';
import type { Translated } from '../../translated';

/**
 * Plans and billing (docs/product.md#trial-and-plans, #seats), in German: the billing page
 * (ui.billing), the header's trial badge and read-only banner. Plan names, prices and button
 * labels of the catalogue come from packages/domain/src/plans.ts, not from here.
 */
export const billing: Translated<typeof enBilling> = {
  intro: 'Ihr Tarif, seine Plätze und Ihre Rechnungen.',
  loadError: 'Die Abrechnungsdaten konnten nicht geladen werden.',
  portal: 'Abrechnung verwalten',
  off: {
    title: 'Die Abrechnung ist auf diesem Server ausgeschaltet',
    text: 'Dieser Server läuft ohne Zahlungsanbieter, daher gilt jeder Workspace als freigeschaltet: Nichts wird je gesperrt, und es gibt kein Platzlimit.',
    howTo:
      'Um die Abrechnung einzuschalten, setzen Sie STRIPE_SECRET_KEY (mit den Preis- und Webhook-Einstellungen) auf dem Server und starten ihn neu. Der README-Abschnitt „Billing (Stripe)“ erklärt jeden Schritt.',
  },
  plan: {
    title: 'Ihr Tarif',
    name: 'Tarif',
    state: 'Tarifstatus',
    status: 'Abostatus',
    interval: 'Abrechnungszeitraum',
    states: {
      trial: 'Testphase',
      subscribed: 'Abonniert',
      cancelled: 'Gekündigt',
      ended: 'Beendet',
      none: 'Kein Tarif',
    },
    /** The payment provider's subscription statuses, in words. */
    statuses: {
      active: 'Aktiv',
      trialing: 'Kostenlose Testphase, danach kostenpflichtig',
      canceled: 'Gekündigt',
      incomplete: 'Erste Zahlung ausstehend',
      incomplete_expired: 'Erste Zahlung fehlgeschlagen',
      past_due: 'Zahlung überfällig',
      unpaid: 'Unbezahlt',
      paused: 'Pausiert',
    },
    whitelisted: 'Freigeschaltet: Dieser Workspace gilt als abonniert, ohne Platzlimit.',
    trialDaysLeft:
      '{count, plural, one {Noch # Tag in Ihrer Testphase} other {Noch # Tage in Ihrer Testphase}}',
    trialOver: 'Ihre Testphase ist beendet.',
    renews: 'Verlängert sich am {date}',
    ends: 'Endet am {date}',
    loadError: 'Der Tarif konnte nicht geladen werden.',
    loading: 'Tarif wird geladen …',
  },
  intervals: { month: 'Monatlich', year: 'Jährlich' },
  per: { month: 'pro Monat', year: 'pro Jahr' },
  seats: {
    title: 'Plätze',
    caption: 'Plätze dieses Workspace',
    kind: 'Plätze',
    count: 'Anzahl',
    included: 'Inklusive',
    paid: 'Bezahlt',
    reserved: 'Reserviert (offene Einladungen)',
    assigned: 'Vergeben (Mitglieder)',
    available: 'Insgesamt verfügbar',
    unlimited: 'Kein Limit',
  },
  picker: {
    title: 'Tarif wählen',
    interval: 'Abrechnungszeitraum',
    basePrice: '{price} {per}',
    perUser: '{price} pro zusätzlicher Person',
    included: '{count} Plätze inklusive',
    extraSeats: 'Anzahl zusätzlicher Plätze',
    total: 'Gesamt: {price} {per} für {seats} Plätze',
    totalLabel: 'Preisvorschau',
    enterSeats: 'Geben Sie eine Anzahl Plätze ein, um den Preis zu sehen.',
    unavailable: 'Der Checkout ist nicht verfügbar: Der Server hat keine Preise für diesen Tarif.',
  },
  seatsUpdate: {
    title: 'Plätze ändern',
    intro:
      'Plätze, die Sie hinzufügen oder entfernen, werden anteilig auf Ihrer nächsten Rechnung verrechnet.',
    label: 'Zusätzliche Plätze',
    submit: 'Plätze aktualisieren',
    confirmTitle: 'Auf {count} zusätzliche Plätze ändern?',
    confirmText:
      'Ihr Tarif hat dann insgesamt {total} Plätze für {price} {per}. Die Änderung wird anteilig berechnet.',
    done: 'Plätze aktualisiert: insgesamt {total}.',
  },
  enterprise: {
    contactTitle: 'Sprechen Sie mit uns über Enterprise',
    contactIntro: 'Erzählen Sie uns von Ihrem Team, und wir melden uns per E-Mail bei Ihnen.',
    name: 'Ihr Name',
    email: 'E-Mail',
    company: 'Unternehmen',
    seats: 'Wie viele Personen',
    message: 'Nachricht',
    send: 'Senden',
    sent: 'Vielen Dank. Wir melden uns per E-Mail bei Ihnen.',
  },
  invoices: {
    title: 'Rechnungen',
    caption: 'Rechnungen dieses Workspace',
    date: 'Datum',
    number: 'Nummer',
    amount: 'Betrag',
    status: 'Status',
    links: 'Rechnung',
    open: 'Ansehen',
    view: 'Rechnung {number} ansehen',
    pdf: 'PDF der Rechnung {number}',
    pdfLink: 'PDF',
    emptyTitle: 'Noch keine Rechnungen',
    emptyText: 'Rechnungen erscheinen hier, sobald Ihr Abo abgerechnet wurde.',
    loadError: 'Die Rechnungen konnten nicht geladen werden.',
  },
  trialBadge: '{count, plural, one {Noch # Tag in Ihrer Testphase} other {Noch # Tage in Ihrer Testphase}}',
  trialBadgeMedium: '{count, plural, one {Noch # Tag} other {Noch # Tage}}',
  /** On a phone, beside an hourglass: the link keeps the whole sentence as its name. */
  trialBadgeShort: '{count} T.',
  readOnly: {
    banner: '{name} ist schreibgeschützt, weil die Testphase beendet ist.',
    link: 'Tarife ansehen',
  },
};

/** The /expired page (ui.expired), in German: a workspace whose trial has ended. */
export const expired: Translated<typeof enExpired> = {
  adminIntro:
    'Die Testphase von {name} ist beendet. Wählen Sie einen Tarif, um weiterzuarbeiten: Es ist nichts verloren gegangen.',
  memberIntro:
    'Die Testphase von {name} ist beendet. Bitten Sie einen Admin von {name}, einen Tarif zu wählen.',
  readOnlyText: 'Bis dahin können Sie weiterhin alles im Workspace lesen und exportieren, was Sie brauchen.',
  browse: 'Schreibgeschützt ansehen',
  notLocked: '{name} hat einen aktiven Tarif: Nichts ist gesperrt.',
  toDashboard: 'Zum Dashboard',
};

/** The /verify-subscription page (ui.verifySubscription), in German: confirming a checkout. */
export const verifySubscription: Translated<typeof enVerifySubscription> = {
  confirming: 'Ihr Abo wird bestätigt …',
  failed: 'Ihr Abo konnte nicht bestätigt werden.',
  missing: 'Diese Adresse verweist auf keinen Checkout, der bestätigt werden kann.',
  toBilling: 'Zur Abrechnung',
};
