/**
 * Plans and billing (docs/product.md#trial-and-plans, #seats): the billing page (ui.billing),
 * the header's trial badge and read-only banner, /expired (ui.expired) and
 * /verify-subscription (ui.verifySubscription). Plan names, prices and button labels of the
 * catalogue come from packages/domain/src/plans.ts, not from here.
 */
export const billing = {
  intro: 'Your plan, its seats and your invoices.',
  loadError: 'The billing details could not be loaded.',
  portal: 'Manage billing',
  off: {
    title: 'Billing is off on this server',
    text: 'This server runs without a payment provider, so every workspace is treated as whitelisted: nothing is ever locked and there is no seat limit.',
    howTo:
      'To turn billing on, set STRIPE_SECRET_KEY (with the price and webhook settings) on the server and start it again. The README section “Billing (Stripe)” explains each step.',
  },
  plan: {
    title: 'Your plan',
    name: 'Plan',
    state: 'Plan state',
    status: 'Subscription status',
    interval: 'Billing period',
    states: {
      trial: 'Trial',
      subscribed: 'Subscribed',
      cancelled: 'Cancelled',
      ended: 'Ended',
      none: 'No plan',
    },
    /** The payment provider's subscription statuses, in words. */
    statuses: {
      active: 'Active',
      trialing: 'Free trial, then billed',
      canceled: 'Cancelled',
      incomplete: 'Awaiting the first payment',
      incomplete_expired: 'First payment failed',
      past_due: 'Payment overdue',
      unpaid: 'Unpaid',
      paused: 'Paused',
    },
    whitelisted: 'Whitelisted: this workspace counts as subscribed, with no seat limit.',
    trialDaysLeft: '{count, plural, one {# day left in your trial} other {# days left in your trial}}',
    trialOver: 'Your trial has ended.',
    renews: 'Renews on {date}',
    ends: 'Ends on {date}',
    loadError: 'The plan could not be loaded.',
    loading: 'Loading the plan…',
  },
  intervals: { month: 'Monthly', year: 'Yearly' },
  per: { month: 'a month', year: 'a year' },
  seats: {
    title: 'Seats',
    caption: 'Seats of this workspace',
    kind: 'Seats',
    count: 'Number',
    included: 'Included',
    paid: 'Paid',
    reserved: 'Reserved (open invites)',
    assigned: 'Assigned (members)',
    available: 'Total available',
    unlimited: 'No limit',
  },
  picker: {
    title: 'Choose a plan',
    interval: 'Billing period',
    basePrice: '{price} {per}',
    perUser: '{price} per extra user',
    included: '{count} seats included',
    extraSeats: 'Add number of additional seats',
    total: 'Total: {price} {per} for {seats} seats',
    totalLabel: 'Price preview',
    enterSeats: 'Enter a number of seats to see the price.',
    unavailable: 'Checkout is not available: the server has no prices for this plan.',
  },
  seatsUpdate: {
    title: 'Change seats',
    intro: 'Seats you add or remove are prorated on your next invoice.',
    label: 'Additional seats',
    submit: 'Update seats',
    confirmTitle: 'Change to {count} additional seats?',
    confirmText: 'Your plan will have {total} seats in total, for {price} {per}. The change is prorated.',
    done: 'Seats updated: {total} in total.',
  },
  enterprise: {
    contactTitle: 'Talk to us about Enterprise',
    contactIntro: 'Tell us about your team and we will get back to you by e-mail.',
    name: 'Your name',
    email: 'E-mail',
    company: 'Company',
    seats: 'How many people',
    message: 'Message',
    send: 'Send',
    sent: 'Thank you. We will get back to you by e-mail.',
  },
  invoices: {
    title: 'Invoices',
    caption: 'Invoices of this workspace',
    date: 'Date',
    number: 'Number',
    amount: 'Amount',
    status: 'Status',
    links: 'Invoice',
    open: 'View',
    view: 'View invoice {number}',
    pdf: 'PDF of invoice {number}',
    emptyTitle: 'No invoices yet',
    emptyText: 'Invoices appear here once your subscription has been billed.',
    loadError: 'The invoices could not be loaded.',
  },
  trialBadge: '{count, plural, one {# day left in your trial} other {# days left in your trial}}',
  trialBadgeMedium: '{count, plural, one {# day left} other {# days left}}',
  /** On a phone, beside an hourglass: the link keeps the whole sentence as its name. */
  trialBadgeShort: '{count}d',
  readOnly: {
    banner: '{name} is read-only because its trial has ended.',
    link: 'See the plans',
  },
} as const;

export const expired = {
  adminIntro: 'The trial of {name} has ended. Choose a plan to keep working: nothing was lost.',
  memberIntro: 'The trial of {name} has ended. Ask an admin of {name} to choose a plan.',
  readOnlyText: 'Until then you can still read everything in the workspace and export what you need.',
  browse: 'Browse read-only',
  notLocked: '{name} has a plan in effect: nothing is locked.',
  toDashboard: 'Go to the dashboard',
} as const;

export const verifySubscription = {
  confirming: 'Confirming your subscription…',
  failed: 'Your subscription could not be confirmed.',
  missing: 'This address does not name a checkout to confirm.',
  toBilling: 'Go to billing',
} as const;
