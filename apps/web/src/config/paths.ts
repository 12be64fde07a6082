import { OAUTH_CONSENT_PATH } from '@expertos/domain/oauth-paths';
import type { BrandSettingsPage } from '@expertos/domain/setup-steps';

/**
 * Every route path of the product, written once (docs/product.md#screens-and-routes). `ROUTES`
 * holds the patterns the router matches; `paths` builds concrete, encoded URLs from typed
 * parameters. The browser extension imports this file too, so it must stay free of React and
 * router imports.
 */

/** The brand base path segment: `/brand/{slug}/…`. */
export const BRAND_BASE = 'brand';
/** Extension pages live under this segment. */
export const BEX_BASE = 'bex';

export const ROUTES = {
  home: '/',
  // Main layout: sign-in required.
  dashboard: '/dashboard',
  billing: '/billing',
  team: '/team',
  /** The workspace's API keys (admins; docs/product.md#api-keys). */
  workspaceApiKeys: '/workspace/api-keys',
  /** Who changed what in the workspace, for its admins (docs/product.md#audit-log). */
  workspaceAuditLog: '/workspace/audit-log',
  workspaceSecurity: '/workspace/security',
  /** The workspace's ticket templates, usable on every brand (admins; docs/product.md#templates). */
  workspaceTemplates: '/workspace/templates',
  tasks: '/tasks',
  time: '/time',
  approvals: '/approvals',
  expired: '/expired',
  brandAdd: `/${BRAND_BASE}/add`,
  /** The brand's own address: its page is the overview at `brandTasks`. */
  brandHome: `/${BRAND_BASE}/:projectSlug`,
  brandFeed: `/${BRAND_BASE}/:projectSlug/feed`,
  brandLibrary: `/${BRAND_BASE}/:projectSlug/library`,
  brandImport: `/${BRAND_BASE}/:projectSlug/import`,
  brandPlayground: `/${BRAND_BASE}/:projectSlug/playground`,
  /** The brand's results (docs/product.md#analytics); filters in the query. */
  brandAnalytics: `/${BRAND_BASE}/:projectSlug/analytics`,
  /** The brand's approval workflow and client contacts (docs/product.md#approvals). */
  brandApprovals: `/${BRAND_BASE}/:projectSlug/approvals`,
  /** The brand's recurring tickets (docs/product.md#recurring-tickets); `series`, `edit`, `from` in the query. */
  brandRecurring: `/${BRAND_BASE}/:projectSlug/recurring`,
  /** The brand's evergreen posts and their settings (docs/product.md#evergreen). */
  brandEvergreen: `/${BRAND_BASE}/:projectSlug/evergreen`,
  /** The brand's content series (docs/product.md#content-series); `series` in the query opens one. */
  brandSeries: `/${BRAND_BASE}/:projectSlug/series`,
  brandTasks: `/${BRAND_BASE}/:projectSlug/tasks`,
  brandUsers: `/${BRAND_BASE}/:projectSlug/users`,
  brandIntegrations: `/${BRAND_BASE}/:projectSlug/integrations`,
  brandUserAdd: `/${BRAND_BASE}/:projectSlug/user/add`,
  brandSettings: `/${BRAND_BASE}/:projectSlug/settings/:page`,
  /** The brand's ticket templates (docs/product.md#templates). */
  brandTemplates: `/${BRAND_BASE}/:projectSlug/templates`,
  userAdd: '/user/add',
  userEdit: '/user/:id/edit',
  myInvites: '/my-invites',
  profile: '/profile',
  /** How the person signs in and where they are signed in (docs/product.md#sessions). */
  accountSecurity: '/account/security',
  userProfile: '/profile/:uid',
  verifySubscription: '/verify-subscription',
  /** Where a tapped push notification lands: switches workspace, then opens its ticket (docs/product.md#push-notifications). */
  notificationOpen: '/notification-open',
  /** The phone hand-off of a post, where its "Ready to post" push lands (docs/product.md#publishing). */
  handoff: '/handoff/:ticketId/:publicationId',
  // Main layout without sign-in and without the header.
  brandTask: `/${BRAND_BASE}/:projectSlug/tasks/:taskId`,
  // Public.
  kitchenSync: '/kitchen-sync',
  play: '/play/:videoUid',
  /** An approval link's page (no sign-in): docs/product.md#approval-links. */
  approve: '/approve/:token',
  portal: '/portal/:token',
  onboarding: '/onboarding',
  integrationSuccess: '/integration-success',
  signup: '/signup',
  signin: '/signin',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  invite: '/invite/:inviteUid',
  try: '/try',
  /** The public page for developers: keys, the SDK, MCP, scopes, limits, errors. */
  developers: '/developers',
  /** OAuth consent for the MCP server: an AI app asks to act for the person signed in. */
  oauthAuthorize: OAUTH_CONSENT_PATH,
  tryNextSteps: '/try/next-steps',
  ui: '/ui',
  // Browser-extension pages.
  bexOptions: `/${BEX_BASE}/options`,
  bexRecord: `/${BEX_BASE}/record`,
  bexEmpty: `/${BEX_BASE}/empty`,
  bexTextHighlight: `/${BEX_BASE}/text-highlight`,
  bexPopup: `/${BEX_BASE}/popup`,
  bexPopupNewTicket: `/${BEX_BASE}/popup/new-ticket`,
  bexDevtools: `/${BEX_BASE}/devtools`,
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePattern = (typeof ROUTES)[RouteName];

/** `{ projectSlug: string; taskId: string }` for `/brand/:projectSlug/tasks/:taskId`. */
export type PathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, never>;

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** Appends the defined query values, encoded, in insertion order. */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Fills a pattern's `:params` with URL-encoded values; a missing value is a programming error. */
export function buildPath<P extends string>(pattern: P, params: PathParams<P>): string {
  const values = params as Record<string, string>;
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === '')
      throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}

type BrandPagePattern =
  | typeof ROUTES.brandFeed
  | typeof ROUTES.brandLibrary
  | typeof ROUTES.brandImport
  | typeof ROUTES.brandPlayground
  | typeof ROUTES.brandAnalytics
  | typeof ROUTES.brandApprovals
  | typeof ROUTES.brandRecurring
  | typeof ROUTES.brandEvergreen
  | typeof ROUTES.brandSeries
  | typeof ROUTES.brandTasks
  | typeof ROUTES.brandUsers
  | typeof ROUTES.brandIntegrations
  | typeof ROUTES.brandUserAdd
  | typeof ROUTES.brandTemplates;

const brand = (projectSlug: string, pattern: BrandPagePattern) => buildPath(pattern, { projectSlug });

export const paths = {
  home: () => ROUTES.home,
  dashboard: () => ROUTES.dashboard,
  /** A push notification's target: its workspace (switched to first) and the app path to open. */
  notificationOpen: (query: { workspace?: string; to?: string }) => withQuery(ROUTES.notificationOpen, query),
  handoff: (ticketId: string, publicationId: string) =>
    buildPath(ROUTES.handoff, { ticketId, publicationId }),
  /**
   * Checkout returns to `/billing?refresh=true` on success and `/billing` on cancel
   * (docs/product.md#trial-and-plans).
   */
  billing: (query?: { refresh?: boolean }) => withQuery(ROUTES.billing, query),
  team: () => ROUTES.team,
  workspaceApiKeys: () => ROUTES.workspaceApiKeys,
  workspaceAuditLog: () => ROUTES.workspaceAuditLog,
  workspaceSecurity: () => ROUTES.workspaceSecurity,
  workspaceTemplates: () => ROUTES.workspaceTemplates,
  tasks: (query?: { viewMode?: string; teamFilter?: string }) => withQuery(ROUTES.tasks, query),
  time: () => ROUTES.time,
  approvals: () => ROUTES.approvals,
  expired: () => ROUTES.expired,
  brandAdd: () => ROUTES.brandAdd,
  brandFeed: (projectSlug: string) => brand(projectSlug, ROUTES.brandFeed),
  brandLibrary: (projectSlug: string) => brand(projectSlug, ROUTES.brandLibrary),
  /** Bulk posts from links; `import` reopens a running import after a reload. */
  brandImport: (projectSlug: string, query?: { import?: string }) =>
    withQuery(brand(projectSlug, ROUTES.brandImport), query),
  brandPlayground: (projectSlug: string) => brand(projectSlug, ROUTES.brandPlayground),
  /** The results page; `query` holds its filters (`from`, `to`, `platform`, `source`, `group`). */
  brandAnalytics: (projectSlug: string, query?: Query) =>
    withQuery(brand(projectSlug, ROUTES.brandAnalytics), query),
  brandApprovals: (projectSlug: string) => brand(projectSlug, ROUTES.brandApprovals),
  /** `series` marks one; `edit` with `from` opens it at "this and following" from that day. */
  brandRecurring: (projectSlug: string, query?: { series?: string; edit?: string; from?: string }) =>
    withQuery(brand(projectSlug, ROUTES.brandRecurring), query),
  brandTemplates: (projectSlug: string) => brand(projectSlug, ROUTES.brandTemplates),
  brandEvergreen: (projectSlug: string) => brand(projectSlug, ROUTES.brandEvergreen),
  /** `series` opens one series of the brand. */
  brandSeries: (projectSlug: string, query?: { series?: string }) =>
    withQuery(brand(projectSlug, ROUTES.brandSeries), query),
  brandTasks: (projectSlug: string, query?: { viewMode?: string }) =>
    withQuery(brand(projectSlug, ROUTES.brandTasks), query),
  brandTask: (projectSlug: string, taskId: string) => buildPath(ROUTES.brandTask, { projectSlug, taskId }),
  brandUsers: (projectSlug: string) => brand(projectSlug, ROUTES.brandUsers),
  brandIntegrations: (projectSlug: string) => brand(projectSlug, ROUTES.brandIntegrations),
  brandUserAdd: (projectSlug: string) => brand(projectSlug, ROUTES.brandUserAdd),
  brandSettings: (projectSlug: string, page: BrandSettingsPage) =>
    buildPath(ROUTES.brandSettings, { projectSlug, page }),
  userAdd: () => ROUTES.userAdd,
  userEdit: (id: string) => buildPath(ROUTES.userEdit, { id }),
  myInvites: () => ROUTES.myInvites,
  profile: () => ROUTES.profile,
  accountSecurity: () => ROUTES.accountSecurity,
  userProfile: (uid: string) => buildPath(ROUTES.userProfile, { uid }),
  verifySubscription: (query?: Query) => withQuery(ROUTES.verifySubscription, query),
  kitchenSync: () => ROUTES.kitchenSync,
  play: (videoUid: string) => buildPath(ROUTES.play, { videoUid }),
  /**
   * `redirect`: where to continue once the workspace exists (the page first asked for); `new`:
   * straight to the create form, even for someone who already has a workspace.
   */
  onboarding: (query?: { redirect?: string; new?: boolean }) => withQuery(ROUTES.onboarding, query),
  integrationSuccess: (query?: Query) => withQuery(ROUTES.integrationSuccess, query),
  signup: (query?: { redirect?: string }) => withQuery(ROUTES.signup, query),
  /**
   * `redirect` is the wanted path with its query; it is URL-encoded here. `sso: 'required'`:
   * a workspace requires single sign-on (the page says so and opens its form).
   */
  signin: (query?: { redirect?: string; sso?: 'required' }) => withQuery(ROUTES.signin, query),
  forgotPassword: (query?: { redirect?: string }) => withQuery(ROUTES.forgotPassword, query),
  resetPassword: (query?: Query) => withQuery(ROUTES.resetPassword, query),
  confirmEmail: (query?: Query) => withQuery(ROUTES.confirmEmail, query),
  invite: (inviteUid: string) => buildPath(ROUTES.invite, { inviteUid }),
  try: () => ROUTES.try,
  developers: () => ROUTES.developers,
  /** `draft`: the draft's address, so the page works on reload and from a shared link. */
  tryNextSteps: (query?: { draft?: string }) => withQuery(ROUTES.tryNextSteps, query),
  ui: () => ROUTES.ui,
  bexOptions: () => ROUTES.bexOptions,
  bexRecord: () => ROUTES.bexRecord,
  bexEmpty: () => ROUTES.bexEmpty,
  bexTextHighlight: () => ROUTES.bexTextHighlight,
  bexPopup: () => ROUTES.bexPopup,
  bexPopupNewTicket: () => ROUTES.bexPopupNewTicket,
  bexDevtools: () => ROUTES.bexDevtools,
} as const;
