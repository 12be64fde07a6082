import { type ApiKeyScope, type RouteScope, scopeAllows } from '@expertos/domain/api-keys';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from './errors.js';

/**
 * Who may call a route. Every route states one in `config.access`; the guard below enforces
 * it for every request, and a test walks the registered routes for any that does not.
 *
 * - public: anyone, signed in or not
 * - signedIn: any verified user
 * - workspaceMember / workspaceAdmin: a joined member (or admin) of the workspace in the URL
 * - projectMember: a member of the project (brand) in the URL
 * - projectAdmin: an admin of that brand (workspace admins are admins of every brand)
 * - notExternal: a workspace member whose role is not external (external users cannot open tasks)
 * - projectTickets: projectMember and not external — a brand's tickets, tags and milestones
 * - projectResults: projectTickets, or an external of the brand when a brand admin has turned on
 *   "share results with externals" — the brand's Results page, read-only
 * - ticketMember: the `:ticketId` names a ticket of a brand the caller may see (workspace admins
 *   see every brand, others need a grant), and the caller is a joined, non-external member of
 *   its workspace
 */
export const ACCESS_LEVELS = [
  'public',
  'signedIn',
  'workspaceMember',
  'workspaceAdmin',
  'projectMember',
  'projectAdmin',
  'notExternal',
  'projectTickets',
  'projectResults',
  'ticketMember',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * Whether a write needs the workspace's plan in effect (docs/product.md#trial-and-plans). Every
 * route that writes and is not public states it next to its access level; reads never need a
 * plan (a locked workspace can still be read and exported), so GET routes state nothing.
 * - required: refused with `workspace_no_subscription` while the workspace is locked
 * - exempt: allowed anyway (paying, leaving, freeing seats, the caller's own settings)
 */
export const PLAN_REQUIREMENTS = ['required', 'exempt'] as const;
export type PlanRequirement = (typeof PLAN_REQUIREMENTS)[number];

/** Levels that are decided without a workspace: a route at them cannot require a plan. */
const UNSCOPED_LEVELS: readonly Access[] = ['public', 'signedIn'];

/**
 * Refuses the request (throws) when the workspace the guard found for it is locked (trial over,
 * no plan in effect). The billing module registers it; it runs after the access policy, so it
 * reads the workspace that policy established.
 */
export type PlanGate = (request: FastifyRequest) => Promise<void>;

/** The verified caller, set by the authenticator from a bearer ID token. */
export interface AuthUser {
  id: string;
  email: string;
  emailVerified: boolean;
  /** The session an ID token of ours was issued for (absent for keys and external tokens). */
  sessionId?: string;
  /** How that sign-in was made (`amr`, RFC 8176), as the token says. */
  amr?: readonly string[];
}

/**
 * What the guard has established when a handler runs, by access level: `contextOf(request,
 * level)` hands it over typed, so no handler asserts with `!`. The modules that decide a level
 * add its entry here (declaration merging) and register how to read it
 * (`registerAccessContext`), e.g. `workspaceMember: { user; membership }`.
 */
export interface AccessContexts {
  public: { user: AuthUser | null };
  signedIn: { user: AuthUser };
}

/** Reads a level's context off a request the guard has let through; null when it is missing. */
export type AccessContextReader = (request: FastifyRequest) => object | null;

/** Reads the caller from the request (bearer ID token); null when there is none or it is invalid. */
export interface Authenticator {
  (request: FastifyRequest): Promise<AuthUser | null>;
  /**
   * Many requests at once, in their order: each one's person, null, or the refusal its API key
   * or app token met. For the live streams' check before each batch of events (one lookup for
   * all their sessions instead of one each); without it, each is asked alone.
   */
  many?(requests: FastifyRequest[]): Promise<(AuthUser | null | AppError)[]>;
}

/**
 * Decides a membership level for an authenticated request. Feature modules that own the
 * membership data (workspaces, projects) register these; a level with no policy refuses
 * everyone, so a route can never be opened by a missing piece.
 */
export type AccessPolicy = (request: FastifyRequest, user: AuthUser) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * For the few routes that name their workspace other than by `:workspaceId` (the spec's
     * billing routes: in the body, or by a subscription id): finds it, before validation, so
     * the membership levels apply as usual. Reads unvalidated input: check its type.
     */
    workspaceOf?: (request: FastifyRequest) => Promise<string | null>;
    /** Writes only: whether the workspace's plan must be in effect (see `PlanRequirement`). */
    plan?: PlanRequirement;
    /** The reply is not JSON (a file, a page): no response schema to declare. */
    raw?: boolean;
    /**
     * Public routes only: a caller who sends a token is identified (`request.user`), one who
     * sends none or a bad one is anonymous. For pages that show more to members (a recording's
     * player).
     */
    identify?: boolean;
    /**
     * What an API key needs to call the route (docs/product.md#api-keys), or `session`: the
     * route is for a person signed in, and a key gets 403 `api_key_not_allowed`. Every route
     * that is not public states one (the start-up check refuses to start otherwise).
     */
    scope?: RouteScope;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The API key the caller sent instead of an ID token (docs/product.md#api-keys), if any. */
    apiKey: {
      id: string;
      scopes: ApiKeyScope[];
      /** A personal key limited to brands: the membership policies cap the owner's place by them. */
      brands: string[] | null;
    } | null;
  }
  interface FastifyInstance {
    routeDeclarations: RouteDeclaration[];
    accessPolicies: Map<Access, AccessPolicy>;
    accessContexts: Map<Access, AccessContextReader>;
    /** Set by the billing module; a route that requires a plan fails closed without it. */
    planGate: PlanGate | null;
    /**
     * A workspace's sign-in policies (require two-step verification: the workspaces module;
     * require single sign-on: the sso module), each asked after the membership policy let a
     * person's session in.
     */
    securityGates: PlanGate[];
    /**
     * Whether each request's credential still names the caller the guard let in, asked again
     * now through the same authenticator every request passes: false once its session was
     * signed out or revoked (a password change), or its key or app token revoked. For what
     * outlives its request: the live streams ask before each batch (modules/realtime), all at once.
     */
    credentialsHold(requests: FastifyRequest[]): Promise<boolean[]>;
  }
}

export interface RouteDeclaration {
  method: string;
  url: string;
  options: RouteOptions;
}

/**
 * The routes a caller can reach with a body of ours: a HEAD route beside a GET of the same
 * address is Fastify's copy of it (same declarations), and OPTIONS is the CORS preflight,
 * which the guard lets pass. A HEAD route of its own (a tus upload's offset) is checked.
 */
export function checkedRoutes(declarations: RouteDeclaration[]): RouteDeclaration[] {
  const gets = new Set(declarations.filter(({ method }) => method === 'GET').map(({ url }) => url));
  return declarations.filter(
    ({ method, url }) => method !== 'OPTIONS' && !(method === 'HEAD' && gets.has(url)),
  );
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Routes that state no access level, no key scope (when not public), no response schema (and are not raw), or — for a write
 * that is not public — no plan requirement; and requirements that cannot hold (a read, or a
 * level without a workspace, requiring a plan).
 */
export function undeclaredRoutes(declarations: RouteDeclaration[]) {
  return checkedRoutes(declarations)
    .map(({ method, url, options }) => {
      const missing: string[] = [];
      const access = options.config?.access;
      const plan = options.config?.plan;
      if (!access) missing.push('config.access');
      if (access && access !== 'public' && !options.config?.scope) missing.push('config.scope');
      const writes = !READ_METHODS.has(method);
      if (writes && access && access !== 'public' && !plan) missing.push('config.plan');
      if (plan === 'required' && (!writes || (access && UNSCOPED_LEVELS.includes(access)))) {
        missing.push('config.plan (a read or a level without a workspace cannot require a plan)');
      }
      const response = options.schema?.response as Record<string, unknown> | undefined;
      if (!options.config?.raw && (!response || Object.keys(response).length === 0))
        missing.push('schema.response');
      return { method, url, missing };
    })
    .filter((r) => r.missing.length > 0);
}

/** Marks every route a third-party plugin registers in this scope as public and raw (files, pages). */
export function markPublicRaw(instance: FastifyInstance): void {
  instance.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), access: 'public', raw: true };
  });
}

export interface AccessGuardOptions {
  /**
   * Runs before the token of a non-public route is checked (e.g. a per-address limit for
   * callers not yet verified); throwing ends the request.
   */
  beforeAuthenticate?: (request: FastifyRequest) => Promise<void>;
}

export function registerAccessGuard(
  app: FastifyInstance,
  authenticate: Authenticator,
  options: AccessGuardOptions = {},
): void {
  app.decorate('routeDeclarations', [] as RouteDeclaration[]);
  app.decorate('accessPolicies', new Map<Access, AccessPolicy>());
  app.decorate(
    'accessContexts',
    new Map<Access, AccessContextReader>([
      ['public', (request) => ({ user: request.user })],
      ['signedIn', (request) => (request.user ? { user: request.user } : null)],
    ]),
  );
  app.decorateRequest('user', null);
  app.decorateRequest('apiKey', null);
  app.decorate('planGate', null as PlanGate | null);
  app.decorate('securityGates', [] as PlanGate[]);
  app.decorate('credentialsHold', async (requests: FastifyRequest[]) => {
    const callers = requests.map((request) => request.user);
    const asked = requests.filter((_, i) => callers[i] !== null);
    const found = authenticate.many
      ? await authenticate.many(asked)
      : await Promise.all(
          // A key or app token refused (revoked, expired): the authenticator says so by throwing.
          asked.map((request) =>
            authenticate(request).catch((error: unknown) => {
              if (error instanceof AppError) return error;
              throw error;
            }),
          ),
        );
    let next = 0;
    return callers.map((caller) => {
      if (!caller) return false;
      const now = found[next++];
      return !(now instanceof AppError) && now?.id === caller.id;
    });
  });

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.routeDeclarations.push({ method, url: route.url, options: route });
  });

  // Authentication runs first (onRequest), before body parsing and validation, so an
  // anonymous caller learns nothing about a route's schema: a 401 comes before a 400.
  app.addHook('onRequest', async (request) => {
    // CORS preflights (OPTIONS) carry no credentials by design; the CORS plugin answers them.
    if (request.is404 || request.method === 'OPTIONS') return;
    const access = request.routeOptions.config.access;
    if (access === 'public') {
      if (request.routeOptions.config.identify && request.headers.authorization) {
        request.user = await authenticate(request).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'api_key_invalid') return null;
          throw error;
        });
        // A key shows nothing more of a public page than no token at all.
        if (request.apiKey) {
          request.user = null;
          request.apiKey = null;
        }
      }
      return;
    }
    if (!access) {
      // Fail closed: a route nobody declared is open to nobody.
      request.log.error({ url: request.routeOptions.url }, 'route has no access declaration');
      throw new AppError('forbidden');
    }
    await options.beforeAuthenticate?.(request);
    const user = await authenticate(request);
    if (!user) throw new AppError('unauthorized');
    request.user = user;
    // A key is its owner capped by its scopes: the owner's access is still decided below.
    if (request.apiKey) {
      const scope = request.routeOptions.config.scope;
      // No scope is a route nobody decided on: closed to keys, like a session-only one.
      if (!scope || scope === 'session') throw new AppError('api_key_not_allowed');
      // `any`: the route checks each operation's scope itself (the MCP endpoint's tools).
      if (scope !== 'any' && !scopeAllows(request.apiKey.scopes, scope))
        throw new AppError('api_key_scope', { details: [{ path: 'scope', message: `Needs ${scope}.` }] });
    }
  });

  // Membership levels read only the route's ids, so they are decided before the body is
  // validated: a non-member learns nothing about a route's schema (403, not 400).
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (!access || access === 'public' || access === 'signedIn') return;
    const policy = app.accessPolicies.get(access);
    const user = request.user;
    if (!policy || !user || !(await policy(request, user))) throw new AppError('forbidden');
    // The workspace's sign-in policy, for its members' sessions (keys answer to their owner's).
    if (!request.apiKey) for (const gate of app.securityGates) await gate(request);
    // The plan comes after access: a stranger learns 403, never whether a workspace is locked.
    if (request.routeOptions.config.plan === 'required' && !READ_METHODS.has(request.method)) {
      if (!app.planGate) {
        request.log.error({ url: request.routeOptions.url }, 'a route requires a plan but no gate is set');
        throw new AppError('forbidden');
      }
      await app.planGate(request);
    }
  });
}

/** How a module's level is read off the request (see `AccessContexts`). */
export function registerAccessContext(app: FastifyInstance, access: Access, read: AccessContextReader): void {
  app.accessContexts.set(access, read);
}

type ContextLevel = Access & keyof AccessContexts;

/**
 * What the guard established for this route's level, typed. The handler names the level the
 * route declares; naming another one, or a level whose reader finds nothing, is a wiring
 * mistake and fails loudly (500 and a log line), never a quiet `undefined`.
 */
export function contextOf<A extends ContextLevel>(request: FastifyRequest, access: A): AccessContexts[A] {
  const declared = request.routeOptions.config.access;
  if (declared !== access) {
    throw new Error(
      `${request.routeOptions.url} declares access "${declared}" but its handler reads "${access}"`,
    );
  }
  const context = request.server.accessContexts.get(access)?.(request);
  if (!context) throw new Error(`The "${access}" guard left no context for ${request.routeOptions.url}`);
  return context as AccessContexts[A];
}

/**
 * The guard's decision for a call that is not a route (an MCP tool, modules/mcp): the same
 * policy of the same level, on the same ids the route would carry in its path, for the same
 * caller, capped by the same key scope. Throws the guard's own refusals (403, 404 for a
 * deleted ticket, `api_key_scope`); returns the level's context as `contextOf` does.
 */
export async function accessFor<A extends ContextLevel>(
  app: FastifyInstance,
  caller: { user: AuthUser; apiKey: FastifyRequest['apiKey'] },
  access: A,
  scope: ApiKeyScope,
  params: Record<string, string>,
): Promise<AccessContexts[A]> {
  if (caller.apiKey && !scopeAllows(caller.apiKey.scopes, scope))
    throw new AppError('api_key_scope', { details: [{ path: 'scope', message: `Needs ${scope}.` }] });
  // What the policies read of a request: its ids, its route's config, and what they note on it.
  const request = {
    params,
    routeOptions: { config: { access } },
    user: caller.user,
    apiKey: caller.apiKey,
    server: app,
  } as unknown as FastifyRequest;
  const policy = app.accessPolicies.get(access);
  if (!policy || !(await policy(request, caller.user))) throw new AppError('forbidden');
  const context = app.accessContexts.get(access)?.(request);
  if (!context) throw new AppError('forbidden');
  return context as AccessContexts[A];
}
