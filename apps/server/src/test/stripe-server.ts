import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BillingInterval, PLANS } from '@expertos/domain/plans';
import Stripe from 'stripe';

/**
 * A local stand-in for Stripe, answering in the shapes of API version `2026-10-28.endive` (the
 * one `stripe@23.1.0` pins), so the real `stripe` SDK, built with
 * `new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 })`,
 * can be tested here (docs/product.md#trial-and-plans):
 *
 * - The v1 wire format: form-encoded bodies and query strings with bracket and indexed keys
 *   (`line_items[0][price]`, `subscription_data[metadata][workspace_uid]`, `expand[0]`,
 *   `lookup_keys[]`); `Authorization: Bearer sk_test_…` on every `/v1/` call (401 otherwise);
 *   always JSON; errors as `{ error: { type, code, message, param } }`; an unknown id is 404
 *   `resource_missing` (`param: 'id'`); `expand[]` on retrieves and lists (`data.` prefix).
 * - Catalogue: products and recurring prices seeded from `PLANS` with the fixed ids of
 *   `FAKE_STRIPE_PRICES` / `FAKE_STRIPE_PRODUCTS` and the lookup keys of `FAKE_STRIPE_CATALOGUE`
 *   (`seedCatalogue: false` starts empty); `GET /v1/prices` (`lookup_keys[]`, `active`,
 *   `product`), `GET|POST /v1/prices[/{id}]` (a lookup key is unique unless
 *   `transfer_lookup_key`), `GET|POST /v1/products[/{id}]` (a custom `id` is accepted once).
 * - Checkout: `POST /v1/checkout/sessions` (subscription mode only; every price must exist and
 *   be recurring on one interval; quantity ≥ 1 else `parameter_invalid_integer` with
 *   `param: line_items[N][quantity]`; `payment_method_types` is refused as endive does;
 *   `customer` and `customer_email` exclusive), `GET /v1/checkout/sessions/{id}` (`expand[]`
 *   `subscription`, `customer`, `line_items`). The hosted page is `GET /checkout/{id}` (title
 *   "Checkout", the lines, "Pay and subscribe", "Back" to cancel_url); its form posts to
 *   `POST /checkout/{id}/pay`, which completes the session and redirects 303 to success_url
 *   with `{CHECKOUT_SESSION_ID}` filled in. `completeCheckout()` does the same without a browser.
 * - Completing creates the customer (unless given), the subscription (`trialing` for
 *   `trial_period_days`, else `active`; `current_period_start/end` on each item, the trial as the
 *   first period; metadata from `subscription_data[metadata]`) and a paid first invoice (0 during
 *   a trial), then sends `checkout.session.completed`, `customer.subscription.created` and
 *   `invoice.paid`.
 * - Subscriptions: `GET|POST|DELETE /v1/subscriptions/{id}` (POST: `cancel_at_period_end`,
 *   `items[N][id|price|quantity|deleted]`, `proration_behavior`, `metadata`, `trial_end=now`;
 *   DELETE cancels at once), `GET /v1/subscriptions?customer=&status=`,
 *   `POST /v1/subscription_items`, `GET|POST|DELETE /v1/subscription_items/{si}`. Every change
 *   sends `customer.subscription.updated` whose `previous_attributes` hold the top-level fields
 *   that changed (the whole `items` list when an item did); cancelling sends
 *   `customer.subscription.deleted`. Each `proration_behavior` received is kept in `prorations`;
 *   `always_invoice` on a seat increase bills the difference at once (`invoice.paid`).
 * - `POST /v1/billing_portal/sessions` (`customer` required) → `bps_…` whose `url` is the page
 *   `GET /portal/{id}` ("Return" to return_url, "Cancel plan" = cancel at period end).
 * - `GET /v1/invoices?customer=&subscription=&limit=` (newest first), `GET /v1/invoices/{id}`
 *   with `parent.subscription_details.subscription`, `hosted_invoice_url` (`/invoice/{id}`) and
 *   `invoice_pdf`; `GET|POST /v1/customers[/{id}]`.
 * - Idempotency: the first 2xx (or 5xx) answer of a POST is stored by `Idempotency-Key` and
 *   replayed (`Idempotent-Replayed: true`) for the same path and parameters; the same key with
 *   another path or other parameters is 400 `idempotency_error`. Validation errors store nothing.
 * - Webhooks: events in the snapshot envelope (`evt_…`, `api_version`, `pending_webhooks: 1`,
 *   `request: { id: null, idempotency_key: null }`, `data.object` a copy taken when sent), signed
 *   with the SDK's own `Stripe.webhooks.generateTestHeaderString` (`t=…,v1=…` over `t.body`)
 *   and POSTed as JSON to `webhookUrl`, one at a time in order. Events caused by an API call are
 *   delivered after its answer (as Stripe does; `settle()` waits for them); the ones of
 *   `completeCheckout()`, the pay form and the test knobs are delivered before they return.
 *   Every event is kept in `events` and `resend()` delivers one again, signed afresh.
 *   Without `webhookUrl` (or with `setAutoWebhooks(false)`) events are only recorded.
 *
 * Every request to the API is recorded (headers in lower case, the parsed body and query)
 * before it is answered, and `script()` queues verbatim answers (402, 409, 429, 500,
 * `Stripe-Should-Retry`…) for the next API requests; they are not stored for idempotency.
 */

export const FAKE_STRIPE_API_VERSION = '2026-10-28.endive';

export const FAKE_STRIPE_PRODUCTS = {
  business: 'prod_business',
  seat: 'prod_business_seat',
  included: 'prod_business_included',
} as const;

/** The seeded price ids: the Business base fee, each extra seat, each included seat (free). */
export const FAKE_STRIPE_PRICES = {
  business: { month: 'price_business_month', year: 'price_business_year' },
  seat: { month: 'price_seat_month', year: 'price_seat_year' },
  included: { month: 'price_included_month', year: 'price_included_year' },
} as const;

export interface FakeCataloguePrice {
  priceId: string;
  productId: string;
  lookupKey: string;
  interval: BillingInterval;
  unitAmount: number;
}

const INTERVALS: readonly BillingInterval[] = ['month', 'year'];

/** The seeded prices with their lookup keys (`business_month`, `business_seat_year`…). */
export const FAKE_STRIPE_CATALOGUE: readonly FakeCataloguePrice[] = INTERVALS.flatMap((interval) => [
  {
    priceId: FAKE_STRIPE_PRICES.business[interval],
    productId: FAKE_STRIPE_PRODUCTS.business,
    lookupKey: `business_${interval}`,
    interval,
    unitAmount: PLANS.business.prices[interval].base,
  },
  {
    priceId: FAKE_STRIPE_PRICES.seat[interval],
    productId: FAKE_STRIPE_PRODUCTS.seat,
    lookupKey: `business_seat_${interval}`,
    interval,
    unitAmount: PLANS.business.prices[interval].perUser,
  },
  {
    priceId: FAKE_STRIPE_PRICES.included[interval],
    productId: FAKE_STRIPE_PRODUCTS.included,
    lookupKey: `business_included_${interval}`,
    interval,
    unitAmount: PLANS.business.freePrices[interval].perUser,
  },
]);

const PRODUCT_NAMES: Record<string, string> = {
  [FAKE_STRIPE_PRODUCTS.business]: PLANS.business.title,
  [FAKE_STRIPE_PRODUCTS.seat]: `${PLANS.business.title} additional seat`,
  [FAKE_STRIPE_PRODUCTS.included]: `${PLANS.business.title} included seat`,
};

export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused';

export type ProrationBehavior = 'create_prorations' | 'always_invoice' | 'none';

export interface FakeProduct {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  updated: number;
  description: string | null;
  default_price: string | null;
  livemode: false;
  metadata: Record<string, string>;
  name: string;
  url: null;
}

export interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  livemode: false;
  lookup_key: string | null;
  metadata: Record<string, string>;
  nickname: string | null;
  product: string;
  recurring: {
    interval: BillingInterval | 'week' | 'day';
    interval_count: number;
    meter: null;
    trial_period_days: null;
    usage_type: 'licensed';
  } | null;
  tax_behavior: 'unspecified';
  type: 'recurring' | 'one_time';
  unit_amount: number;
  unit_amount_decimal: string;
}

export interface FakeCustomer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  livemode: false;
  metadata: Record<string, string>;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_details: { email: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'subscription';
  payment_method_collection: 'always' | 'if_required';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  success_url: string | null;
  url: string | null;
}

export interface FakeSubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_end: number;
  current_period_start: number;
  discounts: string[];
  metadata: Record<string, string>;
  price: FakePrice;
  quantity: number;
  subscription: string;
  tax_rates: unknown[];
}

export interface FakeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  ended_at: number | null;
  items: FakeList<FakeSubscriptionItem> & { total_count: number };
  latest_invoice: string | null;
  livemode: false;
  metadata: Record<string, string>;
  pause_collection: null;
  start_date: number;
  status: SubscriptionStatus;
  status_details: null;
  trial_end: number | null;
  trial_start: number | null;
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'manual';
  created: number;
  currency: string;
  customer: string;
  customer_email: string | null;
  hosted_invoice_url: string;
  invoice_pdf: string;
  lines: FakeList<{
    id: string;
    object: 'line_item';
    amount: number;
    currency: string;
    description: string;
    quantity: number;
    pricing: { type: 'price_details'; price_details: { price: string; product: string } };
  }>;
  livemode: false;
  next_payment_attempt: number | null;
  number: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  period_end: number;
  period_start: number;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  status_transitions: { paid_at: number | null; finalized_at: number | null };
  subtotal: number;
  total: number;
}

export interface FakePortalSession {
  id: string;
  object: 'billing_portal.session';
  configuration: string;
  created: number;
  customer: string;
  flow: null;
  livemode: false;
  locale: string | null;
  on_behalf_of: null;
  return_url: string | null;
  url: string;
}

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
}

/** One delivery attempt of an event to `webhookUrl`; status 0 when it could not connect. */
export interface FakeStripeDelivery {
  event: FakeStripeEvent;
  status: number;
  body: string;
}

/** What `sendEvent` / `resend` return; `status` is null when the event was only recorded. */
export interface FakeStripeSent {
  event: FakeStripeEvent;
  status: number | null;
  body: string | null;
}

export type FakeStripeParams = { [key: string]: FakeStripeParam };
export type FakeStripeParam = string | FakeStripeParams | FakeStripeParam[];

export interface StripeRecordedRequest {
  method: string;
  path: string;
  /** Header names in lower case. */
  headers: http.IncomingHttpHeaders;
  idempotencyKey: string | null;
  raw: string;
  /** The parsed form body (bracket keys nested, indexed keys as arrays). */
  body: FakeStripeParams;
  /** The parsed query string, same encoding. */
  query: FakeStripeParams;
}

export interface StripeScriptedAnswer {
  status: number;
  /** An object is sent as JSON, a string verbatim; omitted: Stripe's error body for the status. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** A `proration_behavior` as received (`null` when the change named none). */
export interface FakeProration {
  path: string;
  subscription: string;
  item: string | null;
  behavior: string | null;
}

export interface FakeStripeOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Where events are POSTed; without it they are only recorded (see `setWebhookUrl`). */
  webhookUrl?: string;
  /** The endpoint secret (`whsec_…`); a random one when omitted (see `webhookSecret`). */
  webhookSecret?: string;
  /** The origin the browser reaches this server at, for checkout/portal/invoice links. */
  publicUrl?: string;
  /** Changes send their events automatically (default true). */
  autoWebhooks?: boolean;
  /** Seed the Business catalogue (default true). */
  seedCatalogue?: boolean;
}

export interface FakeStripe {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** The origin of the hosted pages (publicUrl or url). */
  publicUrl: string;
  webhookSecret: string;
  requests: StripeRecordedRequest[];
  events: FakeStripeEvent[];
  deliveries: FakeStripeDelivery[];
  prorations: FakeProration[];
  products: ReadonlyMap<string, FakeProduct>;
  prices: ReadonlyMap<string, FakePrice>;
  customers: ReadonlyMap<string, FakeCustomer>;
  sessions: ReadonlyMap<string, FakeCheckoutSession>;
  subscriptions: ReadonlyMap<string, FakeSubscription>;
  invoices: ReadonlyMap<string, FakeInvoice>;
  portalSessions: ReadonlyMap<string, FakePortalSession>;
  /** The line items a session was created with. */
  sessionLineItems(sessionId: string): { price: string; quantity: number }[];
  setWebhookUrl(url: string | null): void;
  setAutoWebhooks(on: boolean): void;
  /** Answers the next API requests with these, in order, before the normal behaviour resumes. */
  script(...answers: StripeScriptedAnswer[]): void;
  /** Completes an open session as the "Pay and subscribe" button does; returns the subscription. */
  completeCheckout(sessionId: string): Promise<FakeSubscription>;
  /** Builds, records and (when a webhookUrl is set) delivers an event. */
  sendEvent(
    type: string,
    object: object,
    previousAttributes?: Record<string, unknown>,
  ): Promise<FakeStripeSent>;
  /** Delivers a recorded event again, signed afresh. */
  resend(event: FakeStripeEvent): Promise<FakeStripeSent>;
  /** Waits until every queued delivery is done. */
  settle(): Promise<void>;
  /** Sets a status (`canceled` cancels now and sends `.deleted`, any other sends `.updated`). */
  setSubscriptionStatus(subscriptionId: string, status: SubscriptionStatus): Promise<FakeSubscription>;
  /** A renewal invoice for the current items, paid or failed, and its event. */
  emitInvoice(subscriptionId: string, outcome: 'paid' | 'payment_failed'): Promise<FakeInvoice>;
  /** Ends the trial now: `active`, a new period on each item, a paid invoice. */
  advanceTrial(subscriptionId: string): Promise<FakeSubscription>;
  /** Forgets everything but the catalogue (re-seeded) and the options. */
  reset(): void;
  close(): Promise<void>;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; code?: string; message: string; param?: string },
  ) {
    super(error.message);
  }
}

const invalid = (message: string, code?: string, param?: string, status = 400) =>
  new StripeFailure(status, {
    type: 'invalid_request_error',
    ...(code ? { code } : {}),
    message,
    ...(param ? { param } : {}),
  });

const missingResource = (kind: string, id: string, param = 'id', status = 404) =>
  invalid(`No such ${kind}: '${id}'`, 'resource_missing', param, status);

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Form encoding as stripe-node writes it: `a[b][0][c]=v`, `list[]=v`; numeric keys become arrays. */
export function parseStripeParams(raw: string): FakeStripeParams {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    const segments = match
      ? [match[1] ?? key, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')]
      : [key];
    if (segments.some((segment) => UNSAFE_KEYS.has(segment))) continue;
    let node = root;
    segments.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === segments.length - 1) {
        node[name] = value;
        return;
      }
      const child = node[name];
      if (child === undefined || typeof child !== 'object' || child === null) node[name] = {};
      node = node[name] as Record<string, unknown>;
    });
  }
  return arrayify(root) as FakeStripeParams;
}

function arrayify(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arrayify(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

const str = (value: FakeStripeParam | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

const obj = (value: FakeStripeParam | undefined): FakeStripeParams | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;

const list = (value: FakeStripeParam | undefined): FakeStripeParam[] =>
  Array.isArray(value) ? value : obj(value) ? Object.values(value as FakeStripeParams) : [];

function int(value: FakeStripeParam | undefined, param: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) {
    throw invalid(
      `Invalid integer: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
      'parameter_invalid_integer',
      param,
    );
  }
  const n = Number(value);
  if (n < min) {
    throw invalid(`This value must be greater than or equal to ${min}.`, 'parameter_invalid_integer', param);
  }
  return n;
}

function bool(value: FakeStripeParam | undefined, param: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalid(`Invalid boolean: ${String(value)}`, 'parameter_invalid_boolean', param);
}

const PRORATION_BEHAVIORS = new Set(['create_prorations', 'always_invoice', 'none']);

function prorationParam(value: FakeStripeParam | undefined): string | null {
  const behavior = str(value);
  if (behavior === undefined) return null;
  if (!PRORATION_BEHAVIORS.has(behavior)) {
    throw invalid(
      `Invalid proration_behavior: must be one of create_prorations, always_invoice, or none`,
      'parameter_invalid_string',
      'proration_behavior',
    );
  }
  return behavior;
}

/** Metadata update semantics: an empty value unsets a key, an empty `metadata` clears all. */
function applyMetadata(
  current: Record<string, string>,
  value: FakeStripeParam | undefined,
): Record<string, string> {
  if (value === undefined) return current;
  if (value === '') return {};
  const next = { ...current };
  for (const [key, v] of Object.entries(obj(value) ?? {})) {
    if (v === '') delete next[key];
    else if (typeof v === 'string') next[key] = v;
  }
  return next;
}

const clone = <T>(value: T): T => structuredClone(value);

/** The top-level fields whose value changed, with their old value. */
function changedFields(before: object, after: object): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (JSON.stringify(old[key]) !== JSON.stringify(now[key])) previous[key] = old[key] ?? null;
  }
  return previous;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (cents: number, currency: string) =>
  `${currency === 'usd' ? '$' : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`;

function addInterval(start: number, interval: string, count = 1): number {
  const date = new Date(start * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + count);
  else if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7 * count);
  else date.setUTCDate(date.getUTCDate() + count);
  return Math.floor(date.getTime() / 1000);
}

const DEFAULT_ERRORS: Record<number, { type: string; code?: string; message: string }> = {
  400: { type: 'invalid_request_error', message: 'Bad request.' },
  401: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
  402: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
  403: { type: 'invalid_request_error', message: 'Forbidden.' },
  404: { type: 'invalid_request_error', code: 'resource_missing', message: 'Not found.' },
  409: {
    type: 'invalid_request_error',
    code: 'idempotency_key_in_use',
    message: 'There is currently another in-progress request using this Idempotent Key.',
  },
  429: {
    type: 'invalid_request_error',
    code: 'rate_limit',
    message: 'Too many requests hit the API too quickly.',
  },
};

const now = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const products = new Map<string, FakeProduct>();
  const prices = new Map<string, FakePrice>();
  const customers = new Map<string, FakeCustomer>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const sessionData = new Map<
    string,
    { lineItems: { price: string; quantity: number }[]; trialDays: number; metadata: Record<string, string> }
  >();
  const subscriptions = new Map<string, FakeSubscription>();
  const itemIndex = new Map<string, string>();
  const invoices = new Map<string, FakeInvoice>();
  const portalSessions = new Map<string, FakePortalSession>();
  const idempotency = new Map<string, { path: string; params: string; status: number; body: string }>();
  const requests: StripeRecordedRequest[] = [];
  const events: FakeStripeEvent[] = [];
  const deliveries: FakeStripeDelivery[] = [];
  const prorations: FakeProration[] = [];
  const scripted: StripeScriptedAnswer[] = [];
  let webhookUrl: string | null = options.webhookUrl ?? null;
  let autoWebhooks = options.autoWebhooks ?? true;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
  let invoiceCounter = 0;
  let deliveryChain: Promise<unknown> = Promise.resolve();
  // Set once the server listens; the handlers only run after that.
  let url = '';
  let publicUrl = '';

  const newId = (prefix: string) => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    const bytes = randomBytes(24);
    return `${prefix}${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
  };

  function seed() {
    const created = now();
    for (const [productId, name] of Object.entries(PRODUCT_NAMES)) {
      products.set(productId, {
        id: productId,
        object: 'product',
        active: true,
        created,
        updated: created,
        description: null,
        default_price: null,
        livemode: false,
        metadata: {},
        name,
        url: null,
      });
    }
    for (const entry of FAKE_STRIPE_CATALOGUE) {
      prices.set(
        entry.priceId,
        makePrice(entry.priceId, entry.productId, entry.unitAmount, entry.interval, entry.lookupKey, created),
      );
    }
  }

  function makePrice(
    id: string,
    product: string,
    unitAmount: number,
    interval: string | null,
    lookupKey: string | null,
    created = now(),
    currency = 'usd',
  ): FakePrice {
    return {
      id,
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created,
      currency,
      livemode: false,
      lookup_key: lookupKey,
      metadata: {},
      nickname: null,
      product,
      recurring: interval
        ? {
            interval: interval as BillingInterval,
            interval_count: 1,
            meter: null,
            trial_period_days: null,
            usage_type: 'licensed',
          }
        : null,
      tax_behavior: 'unspecified',
      type: interval ? 'recurring' : 'one_time',
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    };
  }

  function lookup(id: string): object | undefined {
    if (id.startsWith('cus_')) return customers.get(id);
    if (id.startsWith('sub_')) return subscriptions.get(id);
    if (id.startsWith('in_')) return invoices.get(id);
    if (id.startsWith('price_')) return prices.get(id);
    if (id.startsWith('prod_')) return products.get(id);
    if (id.startsWith('cs_')) return sessions.get(id);
    return undefined;
  }

  function expandPaths(query: FakeStripeParams, body: FakeStripeParams): string[] {
    return [...list(query.expand), ...list(body.expand)].filter((p): p is string => typeof p === 'string');
  }

  /** `expand[]` on one object: `subscription`, `customer.x`, `line_items`… (a copy). */
  function expand(object: object, paths: string[]): Record<string, unknown> {
    const copy = clone(object) as Record<string, unknown>;
    for (const path of paths) expandInto(copy, path.split('.'), path);
    return copy;
  }

  function expandInto(target: Record<string, unknown>, segments: string[], whole: string) {
    const [field, ...rest] = segments;
    if (!field) return;
    if (field === 'line_items' && target.object === 'checkout.session') {
      target.line_items = lineItemList(String(target.id));
      return;
    }
    const value = target[field];
    if (value === null) return;
    if (typeof value === 'string') {
      const found = lookup(value);
      if (!found) throw invalid(`This property cannot be expanded (${whole}).`, undefined, 'expand');
      const expanded = clone(found) as Record<string, unknown>;
      target[field] = expanded;
      if (rest.length > 0) expandInto(expanded, rest, whole);
      return;
    }
    if (typeof value === 'object' && value !== null && rest.length > 0) {
      expandInto(value as Record<string, unknown>, rest, whole);
      return;
    }
    throw invalid(`This property cannot be expanded (${whole}).`, undefined, 'expand');
  }

  function lineItemList(sessionId: string): FakeList<Record<string, unknown>> {
    const items = sessionData.get(sessionId)?.lineItems ?? [];
    return {
      object: 'list',
      data: items.map((line, index) => {
        const price = prices.get(line.price);
        const amount = (price?.unit_amount ?? 0) * line.quantity;
        return {
          id: `li_${sessionId.slice(3, 15)}${index}`,
          object: 'item',
          amount_subtotal: amount,
          amount_total: amount,
          currency: price?.currency ?? 'usd',
          description: products.get(price?.product ?? '')?.name ?? line.price,
          price: price ? clone(price) : null,
          quantity: line.quantity,
        };
      }),
      has_more: false,
      url: `/v1/checkout/sessions/${sessionId}/line_items`,
    };
  }

  function listOf<T extends object>(
    data: T[],
    path: string,
    query: FakeStripeParams,
  ): FakeList<Record<string, unknown>> {
    const limit = int(query.limit, 'limit', 1) ?? 10;
    const paths = expandPaths(query, {})
      .filter((p) => p.startsWith('data.'))
      .map((p) => p.slice(5));
    return {
      object: 'list',
      data: data.slice(0, limit).map((entry) => expand(entry, paths)),
      has_more: data.length > limit,
      url: path,
    };
  }

  // ------------------------------------------------------------------------------------------
  // Webhooks

  function buildEvent(
    type: string,
    object: object,
    previousAttributes?: Record<string, unknown>,
  ): FakeStripeEvent {
    return {
      id: newId('evt_'),
      object: 'event',
      api_version: FAKE_STRIPE_API_VERSION,
      created: now(),
      data: {
        object: clone(object) as Record<string, unknown>,
        ...(previousAttributes ? { previous_attributes: clone(previousAttributes) } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  async function post(event: FakeStripeEvent): Promise<FakeStripeSent> {
    if (!webhookUrl) return { event, status: null, body: null };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    let status = 0;
    let body = '';
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      body = await response.text();
    } catch (error) {
      body = error instanceof Error ? error.message : String(error);
    }
    deliveries.push({ event, status, body });
    return { event, status, body };
  }

  /** Delivers in order, one at a time. */
  function deliver(event: FakeStripeEvent): Promise<FakeStripeSent> {
    const sent = deliveryChain.then(() => post(event));
    deliveryChain = sent.catch(() => undefined);
    return sent;
  }

  function emit(
    type: string,
    object: object,
    previousAttributes?: Record<string, unknown>,
  ): Promise<FakeStripeSent> {
    const event = buildEvent(type, object, previousAttributes);
    events.push(event);
    if (!autoWebhooks) return Promise.resolve({ event, status: null, body: null });
    return deliver(event);
  }

  // ------------------------------------------------------------------------------------------
  // Resources

  function requireCustomer(id: string, param = 'id', status = 404): FakeCustomer {
    const customer = customers.get(id);
    if (!customer) throw missingResource('customer', id, param, status);
    return customer;
  }

  function requireSubscription(id: string, param = 'id', status = 404): FakeSubscription {
    const subscription = subscriptions.get(id);
    if (!subscription) throw missingResource('subscription', id, param, status);
    return subscription;
  }

  function requirePrice(id: string | undefined, param: string, status = 400): FakePrice {
    if (id === undefined) throw invalid(`Missing required param: ${param}.`, 'parameter_missing', param);
    const price = prices.get(id);
    if (!price) throw missingResource('price', id, param, status);
    return price;
  }

  function createCustomer(
    email: string | null,
    name: string | null = null,
    metadata: Record<string, string> = {},
  ) {
    const customer: FakeCustomer = {
      id: newId('cus_'),
      object: 'customer',
      created: now(),
      email,
      name,
      livemode: false,
      metadata,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function makeItem(
    subscription: FakeSubscription,
    price: FakePrice,
    quantity: number,
  ): FakeSubscriptionItem {
    const first = subscription.items.data[0];
    const start = first?.current_period_start ?? now();
    const end = first?.current_period_end ?? addInterval(start, price.recurring?.interval ?? 'month');
    const item: FakeSubscriptionItem = {
      id: newId('si_'),
      object: 'subscription_item',
      created: now(),
      current_period_end: end,
      current_period_start: start,
      discounts: [],
      metadata: {},
      price: clone(price),
      quantity,
      subscription: subscription.id,
      tax_rates: [],
    };
    itemIndex.set(item.id, subscription.id);
    return item;
  }

  function setItems(subscription: FakeSubscription, items: FakeSubscriptionItem[]) {
    subscription.items = { ...subscription.items, data: items, total_count: items.length };
  }

  function assertSameInterval(subscription: FakeSubscription, price: FakePrice, param: string) {
    if (!price.recurring)
      throw invalid(`The price specified is not recurring: ${price.id}.`, undefined, param);
    const other = subscription.items.data.find(
      (item) => item.price.recurring?.interval !== price.recurring?.interval,
    );
    const first = subscription.items.data[0];
    if (other || (first && first.price.recurring?.interval !== price.recurring.interval)) {
      throw invalid(
        'The price specified has a different billing interval from the other prices on this subscription.',
        undefined,
        param,
      );
    }
  }

  const cycleAmount = (subscription: FakeSubscription) =>
    subscription.items.data.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);

  function createInvoice(
    subscription: FakeSubscription,
    reason: FakeInvoice['billing_reason'],
    amount: number,
    outcome: 'paid' | 'payment_failed',
    lines: { price: FakePrice; quantity: number; amount: number }[],
  ): FakeInvoice {
    const created = now();
    const id = newId('in_');
    invoiceCounter += 1;
    const paid = outcome === 'paid';
    const first = subscription.items.data[0];
    const invoice: FakeInvoice = {
      id,
      object: 'invoice',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      attempt_count: 1,
      attempted: true,
      billing_reason: reason,
      created,
      currency: 'usd',
      customer: subscription.customer,
      customer_email: customers.get(subscription.customer)?.email ?? null,
      hosted_invoice_url: `${publicUrl}/invoice/${id}`,
      invoice_pdf: `${publicUrl}/invoice/${id}/pdf`,
      lines: {
        object: 'list',
        data: lines.map((line) => ({
          id: newId('il_'),
          object: 'line_item',
          amount: line.amount,
          currency: 'usd',
          description: `${line.quantity} × ${products.get(line.price.product)?.name ?? line.price.id}`,
          quantity: line.quantity,
          pricing: {
            type: 'price_details',
            price_details: { price: line.price.id, product: line.price.product },
          },
        })),
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
      },
      livemode: false,
      next_payment_attempt: paid ? null : created + 3 * 86400,
      number: `FAKE${String(1000 + invoiceCounter).slice(-4)}-${String(invoiceCounter).padStart(4, '0')}`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: clone(subscription.metadata) },
      },
      period_end: first?.current_period_end ?? created,
      period_start: first?.current_period_start ?? created,
      status: paid ? 'paid' : 'open',
      status_transitions: { paid_at: paid ? created : null, finalized_at: created },
      subtotal: amount,
      total: amount,
    };
    invoices.set(id, invoice);
    subscription.latest_invoice = id;
    return invoice;
  }

  // ------------------------------------------------------------------------------------------
  // Catalogue

  function createProduct(body: FakeStripeParams): FakeProduct {
    const name = str(body.name);
    if (!name) throw invalid('Missing required param: name.', 'parameter_missing', 'name');
    const id = str(body.id) ?? newId('prod_');
    if (products.has(id)) throw invalid(`Product already exists.`, 'resource_already_exists', 'id');
    const created = now();
    const product: FakeProduct = {
      id,
      object: 'product',
      active: bool(body.active, 'active') ?? true,
      created,
      updated: created,
      description: str(body.description) ?? null,
      default_price: null,
      livemode: false,
      metadata: applyMetadata({}, body.metadata),
      name,
      url: null,
    };
    products.set(id, product);
    return product;
  }

  function createPrice(body: FakeStripeParams): FakePrice {
    const currency = str(body.currency);
    if (!currency) throw invalid('Missing required param: currency.', 'parameter_missing', 'currency');
    let productId = str(body.product);
    const productData = obj(body.product_data);
    if (!productId && !productData)
      throw invalid('Missing required param: product.', 'parameter_missing', 'product');
    if (productId && !products.has(productId)) throw missingResource('product', productId, 'product', 400);
    const unitAmount = int(body.unit_amount, 'unit_amount', 0);
    if (unitAmount === undefined)
      throw invalid('Missing required param: unit_amount.', 'parameter_missing', 'unit_amount');
    const recurring = obj(body.recurring);
    const interval = recurring ? str(recurring.interval) : undefined;
    if (recurring && !['day', 'week', 'month', 'year'].includes(interval ?? '')) {
      throw invalid('Invalid recurring[interval].', 'parameter_invalid_string', 'recurring[interval]');
    }
    const lookupKey = str(body.lookup_key) ?? null;
    if (lookupKey) {
      const holder = [...prices.values()].find((p) => p.lookup_key === lookupKey);
      if (holder && bool(body.transfer_lookup_key, 'transfer_lookup_key') !== true) {
        throw invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, undefined, 'lookup_key');
      }
      if (holder) holder.lookup_key = null;
    }
    if (!productId) productId = createProduct({ name: str(productData?.name) ?? '' }).id;
    const price = makePrice(
      newId('price_'),
      productId,
      unitAmount,
      interval ?? null,
      lookupKey,
      now(),
      currency,
    );
    price.nickname = str(body.nickname) ?? null;
    price.metadata = applyMetadata({}, body.metadata);
    price.active = bool(body.active, 'active') ?? true;
    prices.set(price.id, price);
    return price;
  }

  function listPrices(query: FakeStripeParams) {
    const keys = list(query.lookup_keys).filter((k): k is string => typeof k === 'string');
    const active = bool(query.active, 'active');
    const product = str(query.product);
    const found = [...prices.values()]
      .filter((p) => keys.length === 0 || (p.lookup_key !== null && keys.includes(p.lookup_key)))
      .filter((p) => active === undefined || p.active === active)
      .filter((p) => product === undefined || p.product === product)
      .sort((a, b) => b.created - a.created);
    return listOf(found, '/v1/prices', query);
  }

  // ------------------------------------------------------------------------------------------
  // Checkout

  function createSession(body: FakeStripeParams): FakeCheckoutSession {
    if (body.payment_method_types !== undefined) {
      throw invalid(
        'Received unknown parameter: payment_method_types. Use allowed_payment_method_types instead.',
        'parameter_unknown',
        'payment_method_types',
      );
    }
    const mode = str(body.mode);
    if (!mode) throw invalid('Missing required param: mode.', 'parameter_missing', 'mode');
    if (mode !== 'subscription') {
      throw invalid(
        `This stand-in only knows mode=subscription, not ${mode}.`,
        'parameter_invalid_string',
        'mode',
      );
    }
    const lines = list(body.line_items);
    if (lines.length === 0)
      throw invalid('Missing required param: line_items.', 'parameter_missing', 'line_items');
    const lineItems = lines.map((raw, index) => {
      const line = obj(raw) ?? {};
      const price = requirePrice(str(line.price), `line_items[${index}][price]`);
      if (!price.active)
        throw invalid(`The price \`${price.id}\` is not active.`, undefined, `line_items[${index}][price]`);
      if (!price.recurring) {
        throw invalid(
          'In subscription mode, every price must be recurring.',
          undefined,
          `line_items[${index}][price]`,
        );
      }
      const quantity = int(line.quantity, `line_items[${index}][quantity]`, 1);
      if (quantity === undefined) {
        throw invalid(
          `Missing required param: line_items[${index}][quantity].`,
          'parameter_missing',
          `line_items[${index}][quantity]`,
        );
      }
      return { price, quantity };
    });
    const intervals = new Set(lineItems.map((line) => line.price.recurring?.interval));
    if (intervals.size > 1) {
      throw invalid(
        'Checkout does not support multiple prices with different billing intervals.',
        undefined,
        'line_items',
      );
    }
    const subscriptionData = obj(body.subscription_data) ?? {};
    const trialDays = int(subscriptionData.trial_period_days, 'subscription_data[trial_period_days]', 1) ?? 0;
    const customerId = str(body.customer);
    const customerEmail = str(body.customer_email);
    if (customerId && customerEmail) {
      throw invalid(
        'You may only specify one of these parameters: customer, customer_email.',
        undefined,
        'customer_email',
      );
    }
    if (customerId) requireCustomer(customerId, 'customer', 400);
    const created = now();
    const id = newId('cs_test_');
    const total = lineItems.reduce((sum, line) => sum + line.price.unit_amount * line.quantity, 0);
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: str(body.cancel_url) ?? null,
      client_reference_id: str(body.client_reference_id) ?? null,
      created,
      currency: lineItems[0]?.price.currency ?? 'usd',
      customer: customerId ?? null,
      customer_details: null,
      customer_email: customerEmail ?? null,
      expires_at: created + 24 * 3600,
      livemode: false,
      metadata: applyMetadata({}, body.metadata),
      mode: 'subscription',
      payment_method_collection:
        str(body.payment_method_collection) === 'if_required' ? 'if_required' : 'always',
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: str(body.success_url) ?? null,
      url: `${publicUrl}/checkout/${id}`,
    };
    sessions.set(id, session);
    sessionData.set(id, {
      lineItems: lineItems.map((line) => ({ price: line.price.id, quantity: line.quantity })),
      trialDays,
      metadata: applyMetadata({}, subscriptionData.metadata),
    });
    return session;
  }

  /** The session is paid: customer, subscription, first invoice; returns the events to send. */
  function complete(sessionId: string): { subscription: FakeSubscription; send: () => Promise<unknown> } {
    const session = sessions.get(sessionId);
    const data = sessionData.get(sessionId);
    if (!session || !data) throw new Error(`No such checkout session: ${sessionId}`);
    if (session.status !== 'open')
      throw new Error(`Checkout session ${sessionId} is ${session.status}, not open`);
    const customer = session.customer
      ? requireCustomer(session.customer)
      : createCustomer(session.customer_email ?? `payer-${sessionId.slice(-6).toLowerCase()}@example.com`);
    const start = now();
    const trialEnd = data.trialDays > 0 ? start + data.trialDays * 86400 : null;
    const interval = prices.get(data.lineItems[0]?.price ?? '')?.recurring?.interval ?? 'month';
    const periodEnd = trialEnd ?? addInterval(start, interval);
    const subscription: FakeSubscription = {
      id: newId('sub_'),
      object: 'subscription',
      billing_cycle_anchor: periodEnd,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: start,
      currency: session.currency,
      customer: customer.id,
      ended_at: null,
      items: { object: 'list', data: [], has_more: false, total_count: 0, url: '' },
      latest_invoice: null,
      livemode: false,
      metadata: clone(data.metadata),
      pause_collection: null,
      start_date: start,
      status: trialEnd ? 'trialing' : 'active',
      status_details: null,
      trial_end: trialEnd,
      trial_start: trialEnd ? start : null,
    };
    subscription.items.url = `/v1/subscription_items?subscription=${subscription.id}`;
    setItems(
      subscription,
      data.lineItems.map((line) => {
        const item = makeItem(subscription, requirePrice(line.price, 'price'), line.quantity);
        item.current_period_start = start;
        item.current_period_end = periodEnd;
        return item;
      }),
    );
    subscriptions.set(subscription.id, subscription);
    const lines = subscription.items.data.map((item) => ({
      price: item.price,
      quantity: item.quantity,
      amount: trialEnd ? 0 : item.price.unit_amount * item.quantity,
    }));
    const invoice = createInvoice(
      subscription,
      'subscription_create',
      lines.reduce((sum, line) => sum + line.amount, 0),
      'paid',
      lines,
    );
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer: customer.id,
      customer_details: { email: customer.email },
      subscription: subscription.id,
      url: null,
    } satisfies Partial<FakeCheckoutSession>);
    const sessionSnapshot = clone(session);
    const subscriptionSnapshot = clone(subscription);
    const invoiceSnapshot = clone(invoice);
    return {
      subscription,
      send: () =>
        Promise.all([
          emit('checkout.session.completed', sessionSnapshot),
          emit('customer.subscription.created', subscriptionSnapshot),
          emit('invoice.paid', invoiceSnapshot),
        ]),
    };
  }

  async function completeCheckout(sessionId: string): Promise<FakeSubscription> {
    const { subscription, send } = complete(sessionId);
    await send();
    return subscription;
  }

  // ------------------------------------------------------------------------------------------
  // Subscriptions

  type Pending = (() => Promise<unknown>)[];

  /**
   * Applies `change`, then queues `.updated` with the fields that changed. A change that throws
   * (a refused parameter) leaves the subscription as it was.
   */
  function changeSubscription(subscription: FakeSubscription, pending: Pending, change: () => void) {
    const before = clone(subscription);
    try {
      change();
    } catch (error) {
      Object.assign(subscription, clone(before));
      for (const item of before.items.data) itemIndex.set(item.id, subscription.id);
      throw error;
    }
    const previous = changedFields(before, subscription);
    if (Object.keys(previous).length === 0) return;
    const snapshot = clone(subscription);
    pending.push(() => emit('customer.subscription.updated', snapshot, previous));
  }

  function recordProration(path: string, subscription: string, item: string | null, behavior: string | null) {
    prorations.push({ path, subscription, item, behavior });
  }

  /** `always_invoice` bills a seat increase for the rest of the period at once. */
  function invoiceNow(
    subscription: FakeSubscription,
    behavior: string | null,
    before: number,
    pending: Pending,
    lines: { price: FakePrice; quantity: number }[],
  ) {
    if (behavior !== 'always_invoice') return;
    const after = cycleAmount(subscription);
    const first = subscription.items.data[0];
    if (!first || after <= before || subscription.status === 'trialing') return;
    const span = Math.max(1, first.current_period_end - first.current_period_start);
    const left = Math.max(0, first.current_period_end - now());
    const amount = Math.round(((after - before) * left) / span);
    const invoice = createInvoice(
      subscription,
      'subscription_update',
      amount,
      'paid',
      lines.map((line) => ({
        ...line,
        amount: Math.round((line.price.unit_amount * line.quantity * left) / span),
      })),
    );
    const snapshot = clone(invoice);
    pending.push(() => emit('invoice.paid', snapshot));
  }

  function assertLive(subscription: FakeSubscription) {
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
      throw invalid(
        'A canceled subscription can only update its cancellation_details and metadata.',
        undefined,
        undefined,
      );
    }
  }

  function updateSubscription(
    subscription: FakeSubscription,
    body: FakeStripeParams,
    path: string,
    pending: Pending,
  ) {
    const behavior = prorationParam(body.proration_behavior);
    const cancelAtPeriodEnd = bool(body.cancel_at_period_end, 'cancel_at_period_end');
    const itemChanges = list(body.items).map((raw) => obj(raw) ?? {});
    const trialEnd = str(body.trial_end);
    if (cancelAtPeriodEnd !== undefined || itemChanges.length > 0 || trialEnd !== undefined)
      assertLive(subscription);
    const amountBefore = cycleAmount(subscription);
    const billed: { price: FakePrice; quantity: number }[] = [];
    changeSubscription(subscription, pending, () => {
      subscription.metadata = applyMetadata(subscription.metadata, body.metadata);
      if (cancelAtPeriodEnd !== undefined) {
        subscription.cancel_at_period_end = cancelAtPeriodEnd;
        subscription.cancel_at = cancelAtPeriodEnd
          ? (subscription.items.data[0]?.current_period_end ?? null)
          : null;
        subscription.cancellation_details = {
          ...subscription.cancellation_details,
          reason: cancelAtPeriodEnd ? 'cancellation_requested' : null,
        };
      }
      if (trialEnd !== undefined && trialEnd !== 'now') {
        throw invalid('This stand-in only accepts trial_end=now.', 'parameter_invalid_integer', 'trial_end');
      }
      if (trialEnd === 'now' && subscription.status === 'trialing') endTrial(subscription);
      let items = [...subscription.items.data];
      itemChanges.forEach((change, index) => {
        const param = (field: string) => `items[${index}][${field}]`;
        const id = str(change.id);
        const quantity = int(change.quantity, param('quantity'), 0);
        if (id) {
          const existing = items.find((item) => item.id === id);
          if (!existing) throw missingResource('subscription item', id, param('id'), 400);
          if (bool(change.deleted, param('deleted'))) {
            items = items.filter((item) => item.id !== id);
            itemIndex.delete(id);
            return;
          }
          const priceId = str(change.price);
          const price = priceId ? requirePrice(priceId, param('price')) : existing.price;
          if (priceId)
            assertSameInterval(
              { ...subscription, items: { ...subscription.items, data: items.filter((i) => i.id !== id) } },
              price,
              param('price'),
            );
          const next = { ...existing, price: clone(price), quantity: quantity ?? existing.quantity };
          if (next.quantity > existing.quantity)
            billed.push({ price: next.price, quantity: next.quantity - existing.quantity });
          items = items.map((item) => (item.id === id ? next : item));
          return;
        }
        const price = requirePrice(str(change.price), param('price'));
        if (items.some((item) => item.price.id === price.id)) {
          throw invalid(
            'Cannot add multiple subscription items with the same price.',
            undefined,
            param('price'),
          );
        }
        assertSameInterval(
          { ...subscription, items: { ...subscription.items, data: items } },
          price,
          param('price'),
        );
        const item = makeItem(
          { ...subscription, items: { ...subscription.items, data: items } },
          price,
          quantity ?? 1,
        );
        billed.push({ price: item.price, quantity: item.quantity });
        items.push(item);
      });
      if (itemChanges.length > 0) {
        if (items.length === 0) {
          throw invalid('A subscription must have at least one active price.', undefined, 'items');
        }
        setItems(subscription, items);
      }
    });
    if (itemChanges.length > 0 || behavior !== null) recordProration(path, subscription.id, null, behavior);
    invoiceNow(subscription, behavior, amountBefore, pending, billed);
  }

  function endTrial(subscription: FakeSubscription) {
    const start = now();
    subscription.status = 'active';
    subscription.trial_end = start;
    subscription.billing_cycle_anchor = start;
    setItems(
      subscription,
      subscription.items.data.map((item) => ({
        ...item,
        current_period_start: start,
        current_period_end: addInterval(start, item.price.recurring?.interval ?? 'month'),
      })),
    );
  }

  function cancelNow(subscription: FakeSubscription, pending: Pending) {
    if (subscription.status === 'canceled') {
      throw invalid(`The subscription ${subscription.id} is already canceled.`, undefined, 'id');
    }
    const at = now();
    subscription.status = 'canceled';
    subscription.canceled_at = at;
    subscription.ended_at = at;
    subscription.cancel_at = null;
    subscription.cancellation_details = {
      ...subscription.cancellation_details,
      reason: 'cancellation_requested',
    };
    const snapshot = clone(subscription);
    pending.push(() => emit('customer.subscription.deleted', snapshot));
  }

  function createItem(body: FakeStripeParams, pending: Pending): FakeSubscriptionItem {
    const subscriptionId = str(body.subscription);
    if (!subscriptionId)
      throw invalid('Missing required param: subscription.', 'parameter_missing', 'subscription');
    const subscription = requireSubscription(subscriptionId, 'subscription', 400);
    assertLive(subscription);
    const price = requirePrice(str(body.price), 'price');
    if (subscription.items.data.some((item) => item.price.id === price.id)) {
      throw invalid('Cannot add multiple subscription items with the same price.', undefined, 'price');
    }
    assertSameInterval(subscription, price, 'price');
    const quantity = int(body.quantity, 'quantity', 0) ?? 1;
    const behavior = prorationParam(body.proration_behavior);
    const amountBefore = cycleAmount(subscription);
    const item = makeItem(subscription, price, quantity);
    item.metadata = applyMetadata({}, body.metadata);
    changeSubscription(subscription, pending, () =>
      setItems(subscription, [...subscription.items.data, item]),
    );
    recordProration('/v1/subscription_items', subscription.id, item.id, behavior);
    invoiceNow(subscription, behavior, amountBefore, pending, [{ price: item.price, quantity }]);
    return item;
  }

  function findItem(id: string): { subscription: FakeSubscription; item: FakeSubscriptionItem } {
    const subscription = subscriptions.get(itemIndex.get(id) ?? '');
    const item = subscription?.items.data.find((i) => i.id === id);
    if (!subscription || !item) throw missingResource('subscription item', id);
    return { subscription, item };
  }

  function updateItem(id: string, body: FakeStripeParams, pending: Pending): FakeSubscriptionItem {
    const { subscription, item } = findItem(id);
    assertLive(subscription);
    const quantity = int(body.quantity, 'quantity', 0);
    const priceId = str(body.price);
    const price = priceId ? requirePrice(priceId, 'price') : item.price;
    if (priceId) {
      assertSameInterval(
        {
          ...subscription,
          items: { ...subscription.items, data: subscription.items.data.filter((i) => i.id !== id) },
        },
        price,
        'price',
      );
    }
    const behavior = prorationParam(body.proration_behavior);
    const amountBefore = cycleAmount(subscription);
    const next: FakeSubscriptionItem = {
      ...item,
      price: clone(price),
      quantity: quantity ?? item.quantity,
      metadata: applyMetadata(item.metadata, body.metadata),
    };
    changeSubscription(subscription, pending, () =>
      setItems(
        subscription,
        subscription.items.data.map((i) => (i.id === id ? next : i)),
      ),
    );
    recordProration(`/v1/subscription_items/${id}`, subscription.id, id, behavior);
    const added = next.quantity - item.quantity;
    invoiceNow(
      subscription,
      behavior,
      amountBefore,
      pending,
      added > 0 ? [{ price: next.price, quantity: added }] : [],
    );
    return next;
  }

  function deleteItem(id: string, params: FakeStripeParams, pending: Pending) {
    const { subscription } = findItem(id);
    assertLive(subscription);
    if (subscription.items.data.length === 1) {
      throw invalid('A subscription must have at least one active price.', undefined, 'id');
    }
    const behavior = prorationParam(params.proration_behavior);
    changeSubscription(subscription, pending, () =>
      setItems(
        subscription,
        subscription.items.data.filter((i) => i.id !== id),
      ),
    );
    itemIndex.delete(id);
    recordProration(`/v1/subscription_items/${id}`, subscription.id, id, behavior);
    return { id, object: 'subscription_item', deleted: true };
  }

  function listSubscriptions(query: FakeStripeParams) {
    const customer = str(query.customer);
    const status = str(query.status);
    const price = str(query.price);
    const found = [...subscriptions.values()]
      .filter((s) => customer === undefined || s.customer === customer)
      .filter((s) =>
        status === 'all' ? true : status === undefined ? s.status !== 'canceled' : s.status === status,
      )
      .filter((s) => price === undefined || s.items.data.some((item) => item.price.id === price))
      .sort((a, b) => b.created - a.created);
    return listOf(found, '/v1/subscriptions', query);
  }

  // ------------------------------------------------------------------------------------------
  // Portal, invoices, customers

  function createPortalSession(body: FakeStripeParams): FakePortalSession {
    const customerId = str(body.customer);
    if (!customerId) throw invalid('Missing required param: customer.', 'parameter_missing', 'customer');
    requireCustomer(customerId, 'customer', 400);
    const id = newId('bps_');
    const session: FakePortalSession = {
      id,
      object: 'billing_portal.session',
      configuration: str(body.configuration) ?? 'bpc_fake_default',
      created: now(),
      customer: customerId,
      flow: null,
      livemode: false,
      locale: str(body.locale) ?? null,
      on_behalf_of: null,
      return_url: str(body.return_url) ?? null,
      url: `${publicUrl}/portal/${id}`,
    };
    portalSessions.set(id, session);
    return session;
  }

  function listInvoices(query: FakeStripeParams) {
    const customer = str(query.customer);
    const subscription = str(query.subscription);
    const status = str(query.status);
    const found = [...invoices.values()]
      .filter((i) => customer === undefined || i.customer === customer)
      .filter(
        (i) => subscription === undefined || i.parent.subscription_details.subscription === subscription,
      )
      .filter((i) => status === undefined || i.status === status)
      .reverse()
      .sort((a, b) => b.created - a.created);
    return listOf(found, '/v1/invoices', query);
  }

  // ------------------------------------------------------------------------------------------
  // Routing

  type Answer = { status: number; body: unknown };

  function route(
    method: string,
    path: string,
    body: FakeStripeParams,
    query: FakeStripeParams,
    pending: Pending,
  ): Answer {
    const params = method === 'POST' ? body : query;
    const paths = expandPaths(query, body);
    const ok = (value: object) => ({ status: 200, body: expand(value, paths) });
    const parts = path.split('/').filter(Boolean).slice(1);
    const [a, b, c] = parts;
    const id = parts.length === 2 ? b : parts.length === 3 ? c : undefined;

    if (a === 'products') {
      if (parts.length === 1 && method === 'POST') return ok(createProduct(body));
      if (parts.length === 1 && method === 'GET') {
        return { status: 200, body: listOf([...products.values()], '/v1/products', query) };
      }
      if (id && method === 'GET') {
        const product = products.get(id);
        if (!product) throw missingResource('product', id);
        return ok(product);
      }
    }
    if (a === 'prices') {
      if (parts.length === 1 && method === 'POST') return ok(createPrice(body));
      if (parts.length === 1 && method === 'GET') return { status: 200, body: listPrices(query) };
      if (id && method === 'GET') return ok(requirePrice(id, 'id', 404));
    }
    if (a === 'checkout' && b === 'sessions') {
      if (parts.length === 2 && method === 'POST') return ok(createSession(body));
      if (c && parts.length === 3 && method === 'GET') {
        const session = sessions.get(c);
        if (!session) throw missingResource('checkout.session', c);
        return ok(session);
      }
      if (c && parts[3] === 'line_items' && method === 'GET') {
        if (!sessions.has(c)) throw missingResource('checkout.session', c);
        return { status: 200, body: lineItemList(c) };
      }
    }
    if (a === 'subscriptions') {
      if (parts.length === 1 && method === 'GET') return { status: 200, body: listSubscriptions(query) };
      if (id && parts.length === 2) {
        const subscription = requireSubscription(id);
        if (method === 'GET') return ok(subscription);
        if (method === 'POST') {
          updateSubscription(subscription, body, path, pending);
          return ok(subscription);
        }
        if (method === 'DELETE') {
          cancelNow(subscription, pending);
          return ok(subscription);
        }
      }
    }
    if (a === 'subscription_items') {
      if (parts.length === 1 && method === 'POST') return ok(createItem(body, pending));
      if (parts.length === 1 && method === 'GET') {
        const subscriptionId = str(query.subscription);
        if (!subscriptionId)
          throw invalid('Missing required param: subscription.', 'parameter_missing', 'subscription');
        return {
          status: 200,
          body: listOf(requireSubscription(subscriptionId, 'subscription', 400).items.data, path, query),
        };
      }
      if (id && parts.length === 2) {
        if (method === 'GET') return ok(findItem(id).item);
        if (method === 'POST') return ok(updateItem(id, body, pending));
        if (method === 'DELETE') return ok(deleteItem(id, params, pending));
      }
    }
    if (a === 'billing_portal' && b === 'sessions' && parts.length === 2 && method === 'POST') {
      return ok(createPortalSession(body));
    }
    if (a === 'invoices') {
      if (parts.length === 1 && method === 'GET') return { status: 200, body: listInvoices(query) };
      if (id && parts.length === 2 && method === 'GET') {
        const invoice = invoices.get(id);
        if (!invoice) throw missingResource('invoice', id);
        return ok(invoice);
      }
    }
    if (a === 'customers') {
      if (parts.length === 1 && method === 'POST') {
        return ok(
          createCustomer(str(body.email) ?? null, str(body.name) ?? null, applyMetadata({}, body.metadata)),
        );
      }
      if (id && parts.length === 2 && method === 'GET') return ok(requireCustomer(id));
    }
    throw invalid(`Unrecognized request URL (${method}: ${path}).`, undefined, undefined, 404);
  }

  function defaultErrorBody(status: number) {
    const error = DEFAULT_ERRORS[status] ?? { type: 'api_error', message: 'An unknown error occurred.' };
    return { error };
  }

  function sendJson(
    res: http.ServerResponse,
    status: number,
    body: string,
    headers: Record<string, string> = {},
  ) {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req_'),
      'stripe-version': FAKE_STRIPE_API_VERSION,
      ...headers,
    });
    res.end(body);
  }

  function sendHtml(res: http.ServerResponse, status: number, title: string, content: string) {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head><body style="font-family: sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem">${content}</body></html>`,
    );
  }

  function redirect(res: http.ServerResponse, location: string) {
    res.writeHead(303, { location });
    res.end();
  }

  async function handleApi(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    record: StripeRecordedRequest,
  ) {
    const scriptedAnswer = scripted.shift();
    if (scriptedAnswer) {
      const body =
        scriptedAnswer.body === undefined
          ? JSON.stringify(defaultErrorBody(scriptedAnswer.status))
          : typeof scriptedAnswer.body === 'string'
            ? scriptedAnswer.body
            : JSON.stringify(scriptedAnswer.body);
      sendJson(res, scriptedAnswer.status, body, scriptedAnswer.headers);
      return;
    }
    const auth = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!auth?.startsWith('sk_test_')) {
      sendJson(
        res,
        401,
        JSON.stringify({
          error: {
            type: 'invalid_request_error',
            message: auth
              ? `Invalid API Key provided: ${auth.slice(0, 8)}****`
              : 'You did not provide an API key. Provide it in the Authorization header (Bearer auth).',
          },
        }),
      );
      return;
    }
    const method = record.method;
    const key = method === 'POST' ? record.idempotencyKey : null;
    const params = stableJson(record.body);
    if (key) {
      const stored = idempotency.get(key);
      if (stored) {
        if (stored.path !== record.path || stored.params !== params) {
          sendJson(
            res,
            400,
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
              },
            }),
          );
          return;
        }
        sendJson(res, stored.status, stored.body, { 'idempotency-key': key, 'idempotent-replayed': 'true' });
        return;
      }
    }
    const pending: Pending = [];
    let status: number;
    let body: string;
    let store = true;
    try {
      const answer = route(method, record.path, record.body, record.query, pending);
      status = answer.status;
      body = JSON.stringify(answer.body);
    } catch (error) {
      if (error instanceof StripeFailure) {
        status = error.status;
        body = JSON.stringify({ error: error.error });
        store = false;
        pending.length = 0;
      } else {
        status = 500;
        body = JSON.stringify({
          error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) },
        });
        pending.length = 0;
      }
    }
    if (key && store) idempotency.set(key, { path: record.path, params, status, body });
    sendJson(res, status, body, key ? { 'idempotency-key': key } : {});
    // Stripe answers first and notifies afterwards.
    for (const send of pending) void send();
  }

  async function handlePage(req: http.IncomingMessage, res: http.ServerResponse, path: string) {
    const [kind, id, action] = path.split('/').filter(Boolean);
    if (kind === 'checkout' && id) {
      const session = sessions.get(id);
      const data = sessionData.get(id);
      if (!session || !data) return sendHtml(res, 404, 'Not found', '<h1>Not found</h1>');
      if (req.method === 'POST' && action === 'pay') {
        if (session.status !== 'open')
          return sendHtml(res, 409, 'Checkout', '<h1>This checkout is over</h1>');
        await completeCheckout(id);
        if (!session.success_url) return sendHtml(res, 200, 'Checkout', '<h1>Payment complete</h1>');
        return redirect(res, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', id));
      }
      if (req.method !== 'GET' || action) return sendHtml(res, 404, 'Not found', '<h1>Not found</h1>');
      const rows = data.lineItems
        .map((line) => {
          const price = prices.get(line.price);
          const name = products.get(price?.product ?? '')?.name ?? line.price;
          const unit = price?.unit_amount ?? 0;
          const per = price?.recurring?.interval ?? '';
          return `<li>${escapeHtml(name)} × ${line.quantity}: ${money(unit * line.quantity, session.currency)} / ${escapeHtml(per)}</li>`;
        })
        .join('');
      const trial = data.trialDays > 0 ? `<p>${data.trialDays}-day free trial</p>` : '';
      const email = session.customer_email ?? customers.get(session.customer ?? '')?.email ?? '';
      const over = session.status !== 'open' ? `<p>This checkout is ${escapeHtml(session.status)}.</p>` : '';
      return sendHtml(
        res,
        200,
        'Checkout',
        `<h1>Checkout</h1>${email ? `<p>${escapeHtml(email)}</p>` : ''}<ul>${rows}</ul><p>Total: ${money(session.amount_total, session.currency)}</p>${trial}${over}` +
          `<form method="post" action="/checkout/${escapeHtml(id)}/pay"><button type="submit"${session.status === 'open' ? '' : ' disabled'}>Pay and subscribe</button></form>` +
          (session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : ''),
      );
    }
    if (kind === 'portal' && id) {
      const portal = portalSessions.get(id);
      if (!portal) return sendHtml(res, 404, 'Not found', '<h1>Not found</h1>');
      const live = [...subscriptions.values()].filter(
        (s) => s.customer === portal.customer && s.status !== 'canceled',
      );
      if (req.method === 'POST' && action === 'cancel') {
        for (const subscription of live) {
          const pending: Pending = [];
          updateSubscription(subscription, { cancel_at_period_end: 'true' }, `/portal/${id}/cancel`, pending);
          await Promise.all(pending.map((send) => send()));
        }
        return redirect(res, `/portal/${id}`);
      }
      if (req.method !== 'GET' || action) return sendHtml(res, 404, 'Not found', '<h1>Not found</h1>');
      const plans = live
        .map(
          (s) =>
            `<li>${escapeHtml(s.id)}: ${escapeHtml(s.status)}${s.cancel_at_period_end ? ' (cancels at period end)' : ''}</li>`,
        )
        .join('');
      return sendHtml(
        res,
        200,
        'Billing portal',
        `<h1>Billing portal</h1><ul>${plans}</ul>` +
          (live.some((s) => !s.cancel_at_period_end)
            ? `<form method="post" action="/portal/${escapeHtml(id)}/cancel"><button type="submit">Cancel plan</button></form>`
            : '') +
          (portal.return_url ? `<p><a href="${escapeHtml(portal.return_url)}">Return</a></p>` : ''),
      );
    }
    if (kind === 'invoice' && id) {
      const invoice = invoices.get(id);
      if (!invoice || req.method !== 'GET') return sendHtml(res, 404, 'Not found', '<h1>Not found</h1>');
      if (action === 'pdf') {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.end(`%PDF-1.4\n% Invoice ${invoice.number}\n%%EOF\n`);
        return;
      }
      return sendHtml(
        res,
        200,
        `Invoice ${invoice.number}`,
        `<h1>Invoice ${escapeHtml(invoice.number)}</h1><p>${escapeHtml(invoice.status)}: ${money(invoice.total, invoice.currency)}</p>`,
      );
    }
    sendHtml(res, 404, 'Not found', '<h1>Not found</h1>');
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const target = new URL(req.url ?? '/', 'http://127.0.0.1');
      const path = target.pathname;
      const handle = async () => {
        if (!path.startsWith('/v1/')) return handlePage(req, res, path);
        const idempotencyKey = req.headers['idempotency-key'];
        const record: StripeRecordedRequest = {
          method: req.method ?? 'GET',
          path,
          headers: req.headers,
          idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : null,
          raw,
          body: parseStripeParams(raw),
          query: parseStripeParams(target.search.slice(1)),
        };
        requests.push(record);
        return handleApi(req, res, record);
      };
      handle().catch((error: unknown) => {
        if (res.headersSent) return;
        sendJson(
          res,
          500,
          JSON.stringify({
            error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) },
          }),
        );
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;
  publicUrl = (options.publicUrl ?? url).replace(/\/$/, '');
  if (options.seedCatalogue ?? true) seed();

  async function knob(
    subscriptionId: string,
    change: (subscription: FakeSubscription, pending: Pending) => void,
  ) {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No such subscription: ${subscriptionId}`);
    const pending: Pending = [];
    change(subscription, pending);
    await Promise.all(pending.map((send) => send()));
    return subscription;
  }

  return {
    url,
    port,
    publicUrl,
    webhookSecret,
    requests,
    events,
    deliveries,
    prorations,
    products,
    prices,
    customers,
    sessions,
    subscriptions,
    invoices,
    portalSessions,
    sessionLineItems(sessionId) {
      return clone(sessionData.get(sessionId)?.lineItems ?? []);
    },
    setWebhookUrl(next) {
      webhookUrl = next;
    },
    setAutoWebhooks(on) {
      autoWebhooks = on;
    },
    script(...answers) {
      scripted.push(...answers);
    },
    completeCheckout,
    sendEvent(type, object, previousAttributes) {
      const event = buildEvent(type, object, previousAttributes);
      events.push(event);
      return deliver(event);
    },
    resend(event) {
      return deliver(event);
    },
    async settle() {
      // A delivery may queue another; wait until the chain stops growing.
      let seen: Promise<unknown> | null = null;
      while (seen !== deliveryChain) {
        seen = deliveryChain;
        await seen;
      }
    },
    setSubscriptionStatus(subscriptionId, status) {
      return knob(subscriptionId, (subscription, pending) => {
        if (status === 'canceled') {
          cancelNow(subscription, pending);
          return;
        }
        changeSubscription(subscription, pending, () => {
          subscription.status = status;
        });
      });
    },
    async emitInvoice(subscriptionId, outcome) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No such subscription: ${subscriptionId}`);
      const lines = subscription.items.data.map((item) => ({
        price: item.price,
        quantity: item.quantity,
        amount: item.price.unit_amount * item.quantity,
      }));
      const invoice = createInvoice(
        subscription,
        'subscription_cycle',
        cycleAmount(subscription),
        outcome,
        lines,
      );
      await emit(`invoice.${outcome}`, invoice);
      return invoice;
    },
    advanceTrial(subscriptionId) {
      return knob(subscriptionId, (subscription, pending) => {
        if (subscription.status !== 'trialing')
          throw new Error(`${subscriptionId} is ${subscription.status}, not trialing`);
        changeSubscription(subscription, pending, () => endTrial(subscription));
        const lines = subscription.items.data.map((item) => ({
          price: item.price,
          quantity: item.quantity,
          amount: item.price.unit_amount * item.quantity,
        }));
        const invoice = clone(
          createInvoice(subscription, 'subscription_cycle', cycleAmount(subscription), 'paid', lines),
        );
        pending.push(() => emit('invoice.paid', invoice));
      });
    },
    reset() {
      for (const map of [
        products,
        prices,
        customers,
        sessions,
        sessionData,
        subscriptions,
        itemIndex,
        invoices,
        portalSessions,
        idempotency,
      ]) {
        map.clear();
      }
      requests.length = 0;
      events.length = 0;
      deliveries.length = 0;
      prorations.length = 0;
      scripted.length = 0;
      invoiceCounter = 0;
      if (options.seedCatalogue ?? true) seed();
    },
    async close() {
      await deliveryChain;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
