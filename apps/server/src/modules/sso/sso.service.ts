import { randomBytes, randomUUID } from 'node:crypto';
import { hasSecondFactor } from '@expertos/domain/sessions';
import {
  emailDomain,
  SSO_DOMAINS_MAX,
  SSO_MESSAGES,
  SSO_REQUEST_TTL_MINUTES,
  type SsoSignInError,
} from '@expertos/domain/sso';
import {
  type SsoDomain,
  type SsoSettings,
  type SsoSettingsUpdate,
  ssoSettingsUpdateSchema,
} from '@expertos/domain/sso.schema';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { GuardedFetch } from '../../platform/http/guarded-fetch.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import { checkDomainRecord, domainRecord, type TxtResolver } from './domain-check.js';
import { checkProvider, finishSignIn, OidcConfigError, type OidcProvider, startSignIn } from './oidc.js';
import {
  loginRequest,
  readIdpMetadata,
  SamlConfigError,
  type SpAddresses,
  verifyLoginResponse,
} from './saml.js';
import type { ConnectionRow, DomainRow, SsoRepository } from './sso.repository.js';

/** What single sign-on needs of the workspaces module: joining, and the workspace's row lock. */
export interface SsoMembers {
  findMemberByEmail(workspaceId: string, email: string): Promise<{ memberId: string; userId: string } | null>;
  addMember(
    input: {
      workspaceId: string;
      userId: string;
      email: string;
      role: 'member' | 'external';
      projectIds: string[];
      via: 'sso';
    },
    trx: Db,
  ): Promise<{ memberId: string }>;
  transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T>;
  lockWorkspace(trx: Db, workspaceId: string): Promise<void>;
  ownerOf(workspaceId: string): Promise<string | null>;
  /** Of these ids, the brands of the workspace (deleted ones left out). */
  brandsOf(workspaceId: string, projectIds: string[], trx?: Db): Promise<string[]>;
}

/** The seat limit (billing); without it no limit applies. */
export interface SsoSeats {
  seatAllowance(workspaceId: string): Promise<number | null>;
  seatsTaken(workspaceId: string, trx: Db): Promise<number>;
}

/** The auth module's side of a sign-in (API process only): the person's account, and the session hand-over. */
export interface SsoAccounts {
  /** The account for this address, made (confirmed) when there is none; its user id. */
  ensure(email: string, name: string | null, protocol: 'saml' | 'oidc', providerId: string): Promise<string>;
  issueGrant(grant: {
    userId: string;
    amr: string;
    redirect: string | null;
    browserHash: string;
  }): Promise<string>;
  /** Binds a sign-in to the browser starting it: the cookie to set, and the hash to keep. */
  browserBinding(): { setCookie: string; hash: string };
}

export interface SsoServiceDeps {
  repository: SsoRepository;
  members: SsoMembers;
  seats?: SsoSeats;
  accounts?: SsoAccounts;
  events: EventBus;
  box: SecretBox;
  fetch: GuardedFetch;
  /** ALLOW_PRIVATE_TARGETS: a plain-http OIDC issuer is accepted only then (a LAN, the tests). */
  allowPrivate: boolean;
  resolveTxt: TxtResolver;
  /** Queues the first check of a new domain (the worker retries it). */
  queueCheck(domainId: string, trx: Db): Promise<void>;
  publicUrl: string;
  now: () => Date;
}

/** A failed sign-in: the browser goes back to the sign-in page, which says why. */
export class SsoSignInFailure extends Error {
  constructor(readonly reason: SsoSignInError) {
    super(reason);
  }
}

/** How long a workspace's policy read stays trusted in one process (a change here applies at once). */
const POLICY_KNOWN_MS = 10_000;
/** How long an assertion's id is remembered: longer than any assertion may be valid. */
const SEEN_FOR_MS = 24 * 60 * 60_000;
const SECRET_CONTEXT = 'sso.oidc-client-secret';

const configInvalid = (field: string, message: string) =>
  new AppError('sso_config_invalid', { details: [{ path: field, message }] });

export function createSsoService(deps: SsoServiceDeps) {
  const { repository, members, events, box, now } = deps;
  const base = deps.publicUrl.replace(/\/$/, '');
  const policies = new Map<
    string,
    { at: number; requireSso: boolean; domains: Set<string>; ownerId: string | null }
  >();

  const addresses = (
    connectionId: string,
  ): SpAddresses & { metadataUrl: string; oidcRedirectUrl: string } => ({
    entityId: `${base}/api/sso/${connectionId}/saml/metadata`,
    metadataUrl: `${base}/api/sso/${connectionId}/saml/metadata`,
    acsUrl: `${base}/api/sso/${connectionId}/saml/acs`,
    oidcRedirectUrl: `${base}/api/sso/${connectionId}/oidc/callback`,
  });

  const domainView = (row: DomainRow): SsoDomain => {
    const record = domainRecord(row.domain, row.token);
    return {
      id: row.id,
      domain: row.domain,
      status: row.status,
      record_name: record.name,
      record_value: record.value,
      verified_at: row.verified_at,
      last_checked_at: row.last_checked_at,
      last_error: row.last_error,
    };
  };

  async function settings(workspaceId: string): Promise<SsoSettings> {
    const [connection, domains] = await Promise.all([
      repository.connectionOf(workspaceId),
      repository.domainsOf(workspaceId),
    ]);
    // A workspace's connection is named by the workspace's id, so these addresses are known (to
    // register at the provider) before anything is saved, and never change.
    const sp = addresses(connection?.id ?? workspaceId);
    return {
      protocol: connection?.protocol ?? null,
      enabled: connection ? connection.enabled === 1 : false,
      saml:
        connection?.protocol === 'saml'
          ? {
              idp_entity_id: connection.saml_idp_entity_id ?? '',
              idp_sso_url: connection.saml_idp_sso_url ?? '',
              certificate_expires_at: connection.saml_certificate_expires_at,
            }
          : null,
      oidc:
        connection?.protocol === 'oidc'
          ? { issuer: connection.oidc_issuer ?? '', client_id: connection.oidc_client_id ?? '' }
          : null,
      join_role: connection?.join_role ?? 'member',
      join_brand_ids: connection ? (JSON.parse(connection.join_brand_ids) as string[]) : [],
      idp_enforces_mfa: connection?.idp_enforces_mfa === 1,
      require_sso: connection?.require_sso === 1,
      service_provider: {
        entity_id: sp.entityId,
        acs_url: sp.acsUrl,
        metadata_url: sp.metadataUrl,
        oidc_redirect_url: sp.oidcRedirectUrl,
      },
      domains: domains.map(domainView),
    };
  }

  /** The IdP's metadata as given, or fetched once now through the egress guard. */
  async function metadataOf(input: { metadata_xml?: string | undefined; metadata_url?: string | undefined }) {
    if (input.metadata_xml) return input.metadata_xml;
    try {
      const answer = await deps.fetch(
        input.metadata_url!,
        { headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' } },
        { maxRedirects: 3, maxBytes: 512 * 1024 },
      );
      if (answer.status !== 200)
        throw configInvalid('metadata_url', SSO_MESSAGES.metadataStatus(answer.status));
      return answer.text();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw configInvalid(
        'metadata_url',
        SSO_MESSAGES.metadataUnreachable(error instanceof Error ? error.message : 'no answer'),
      );
    }
  }

  function invalidatePolicy(workspaceId: string) {
    policies.delete(workspaceId);
  }

  async function policyOf(workspaceId: string) {
    const known = policies.get(workspaceId);
    if (known && Date.now() - known.at < POLICY_KNOWN_MS) return known;
    const connection = await repository.connectionOf(workspaceId);
    const required = connection?.require_sso === 1 && connection.enabled === 1;
    const domains = required ? await repository.domainsOf(workspaceId) : [];
    const policy = {
      at: Date.now(),
      requireSso: required,
      domains: new Set(domains.filter((d) => d.status === 'verified').map((d) => d.domain)),
      ownerId: required ? await members.ownerOf(workspaceId) : null,
    };
    if (policies.size > 10_000) policies.clear();
    policies.set(workspaceId, policy);
    return policy;
  }

  async function changed(
    trx: Db,
    workspaceId: string,
    change: Parameters<typeof emitChange>[2],
    subject?: string,
  ) {
    await emitChange(trx, workspaceId, change, subject);
    invalidatePolicy(workspaceId);
  }
  async function emitChange(
    trx: Db,
    workspaceId: string,
    change:
      | 'configured'
      | 'removed'
      | 'required'
      | 'not_required'
      | 'domain_added'
      | 'domain_verified'
      | 'domain_removed',
    subject?: string,
  ) {
    await events.emit(trx, 'workspace.sso_changed', { workspaceId, change, ...(subject ? { subject } : {}) });
  }

  /** A domain's check, by the worker's job or an admin's "Check now"; true once verified. */
  async function checkDomain(row: DomainRow, finalAttempt: boolean): Promise<boolean> {
    if (row.status === 'verified') return true;
    const at = now().toISOString();
    const result = await checkDomainRecord(deps.resolveTxt, row.domain, row.token);
    if (result.verified) {
      // Another workspace may have verified it meanwhile: a domain signs in to one workspace.
      const taken = await repository.verifiedDomain(row.domain);
      if (taken && taken.workspace_id !== row.workspace_id) {
        await repository.updateDomain(row.id, {
          status: 'failed',
          last_checked_at: at,
          last_error: SSO_MESSAGES.domainTakenMeanwhile,
          attempts: row.attempts + 1,
        });
        return false;
      }
      await members.transaction(async (trx) => {
        const marked = await repository.markDomainVerified(
          row.id,
          { verified_at: at, last_checked_at: at, attempts: row.attempts + 1 },
          trx,
        );
        // Verified once, recorded once, whichever check got there first.
        if (marked) await changed(trx, row.workspace_id, 'domain_verified', row.domain);
      });
      return true;
    }
    await repository.updateDomain(row.id, {
      status: finalAttempt ? 'failed' : 'pending',
      last_checked_at: at,
      last_error: result.error,
      attempts: row.attempts + 1,
    });
    return false;
  }

  /** The connection a verified domain of an address signs in through, or why there is none. */
  async function connectionFor(email: string): Promise<ConnectionRow> {
    const domain = emailDomain(email);
    const verified = await repository.verifiedDomain(domain);
    if (!verified) {
      const claims = await repository.claimsOn(domain);
      if (claims.length > 0) throw new AppError('domain_not_verified');
      throw new AppError('sso_not_configured');
    }
    const connection = await repository.connectionOf(verified.workspace_id);
    if (connection?.enabled !== 1) throw new AppError('sso_not_configured');
    return connection;
  }

  function oidcProvider(connection: ConnectionRow): OidcProvider {
    return {
      issuer: connection.oidc_issuer ?? '',
      clientId: connection.oidc_client_id ?? '',
      clientSecret: connection.oidc_client_secret
        ? box.open(connection.oidc_client_secret, SECRET_CONTEXT)
        : '',
    };
  }

  /**
   * The person the provider vouched for: their address must be in a domain this workspace
   * verified; their account is found (or made), they join at their first sign-in (seats
   * permitting), and a one-time grant hands them to the identity service for a session.
   */
  async function admit(
    connection: ConnectionRow,
    subject: { email: string; name: string | null; multiFactor: boolean },
    request: { redirect: string | null; browser_hash: string },
  ): Promise<string> {
    if (!deps.accounts) throw new SsoSignInFailure('failed');
    const verified = await repository.verifiedDomain(emailDomain(subject.email));
    if (!verified || verified.workspace_id !== connection.workspace_id)
      throw new SsoSignInFailure('domain_not_verified');
    const userId = await deps.accounts.ensure(
      subject.email,
      subject.name,
      connection.protocol,
      connection.id,
    );
    const workspaceId = connection.workspace_id;
    if (!(await members.findMemberByEmail(workspaceId, subject.email))) {
      const allowance = deps.seats ? await deps.seats.seatAllowance(workspaceId) : null;
      const joined = await members.transaction(async (trx) => {
        await members.lockWorkspace(trx, workspaceId);
        if (
          allowance !== null &&
          deps.seats &&
          (await deps.seats.seatsTaken(workspaceId, trx)) + 1 > allowance
        )
          return false;
        const brands = await members.brandsOf(
          workspaceId,
          JSON.parse(connection.join_brand_ids) as string[],
          trx,
        );
        try {
          await members.addMember(
            {
              workspaceId,
              userId,
              email: subject.email,
              role: connection.join_role,
              projectIds: brands,
              via: 'sso',
            },
            trx,
          );
        } catch (error) {
          // Joined meanwhile (a second tab's sign-in): that check reads before anything is written.
          if (!(error instanceof AppError && error.code === 'user_already_in_workspace')) throw error;
        }
        return true;
      });
      if (!joined) throw new SsoSignInFailure('seat_limit_reached');
    }
    const amr = subject.multiFactor || connection.idp_enforces_mfa === 1 ? 'sso mfa' : 'sso';
    const grant = await deps.accounts.issueGrant({
      userId,
      amr,
      redirect: request.redirect ?? '/',
      browserHash: request.browser_hash,
    });
    return `/api/auth/sso/complete?grant=${encodeURIComponent(grant)}`;
  }

  async function usableConnection(connectionId: string, protocol: 'saml' | 'oidc'): Promise<ConnectionRow> {
    const connection = await repository.connection(connectionId);
    if (!connection || connection.protocol !== protocol) throw new SsoSignInFailure('failed');
    if (connection.enabled !== 1) throw new SsoSignInFailure('disabled');
    return connection;
  }

  return {
    settings,
    addresses,

    async configure(workspaceId: string, raw: SsoSettingsUpdate): Promise<SsoSettings> {
      const input = ssoSettingsUpdateSchema.parse(raw);
      const existing = await repository.connectionOf(workspaceId);
      const at = now().toISOString();
      const brands = await members.brandsOf(workspaceId, input.join_brand_ids);
      if (brands.length !== new Set(input.join_brand_ids).size)
        throw configInvalid('join_brand_ids', SSO_MESSAGES.brandNotInWorkspace);
      const row: ConnectionRow = {
        id: existing?.id ?? workspaceId,
        workspace_id: workspaceId,
        protocol: input.protocol,
        enabled: input.enabled ? 1 : 0,
        saml_metadata: null,
        saml_idp_entity_id: null,
        saml_idp_sso_url: null,
        saml_certificate_expires_at: null,
        oidc_issuer: null,
        oidc_client_id: null,
        oidc_client_secret: null,
        join_role: input.join_role,
        join_brand_ids: JSON.stringify(brands),
        idp_enforces_mfa: input.idp_enforces_mfa ? 1 : 0,
        require_sso: existing?.require_sso ?? 0,
        created_at: existing?.created_at ?? at,
        updated_at: at,
      };
      if (input.protocol === 'saml') {
        const kept = existing?.protocol === 'saml' ? existing.saml_metadata : null;
        if (!input.metadata_xml && !input.metadata_url && !kept)
          throw configInvalid('metadata_xml', SSO_MESSAGES.metadataMissing);
        const metadata = input.metadata_xml || input.metadata_url ? await metadataOf(input) : kept!;
        try {
          const facts = readIdpMetadata(metadata);
          Object.assign(row, {
            saml_metadata: metadata,
            saml_idp_entity_id: facts.entityId,
            saml_idp_sso_url: facts.ssoUrl,
            saml_certificate_expires_at: facts.certificateExpiresAt,
          });
        } catch (error) {
          if (error instanceof SamlConfigError)
            throw configInvalid(input.metadata_url ? 'metadata_url' : error.field, error.message);
          throw error;
        }
      } else {
        const issuer = input.issuer.replace(/\/$/, '');
        if (issuer.startsWith('http:') && !deps.allowPrivate)
          throw configInvalid('issuer', SSO_MESSAGES.issuerNotHttps);
        const keptSecret =
          existing?.protocol === 'oidc' &&
          existing.oidc_issuer === issuer &&
          existing.oidc_client_id === input.client_id
            ? existing.oidc_client_secret
            : null;
        if (!input.client_secret && !keptSecret)
          throw configInvalid('client_secret', SSO_MESSAGES.secretMissing);
        const secret = input.client_secret ?? box.open(keptSecret!, SECRET_CONTEXT);
        try {
          await checkProvider({ issuer, clientId: input.client_id, clientSecret: secret }, deps.fetch);
        } catch (error) {
          if (error instanceof OidcConfigError) throw configInvalid(error.field, error.message);
          throw error;
        }
        Object.assign(row, {
          oidc_issuer: issuer,
          oidc_client_id: input.client_id,
          oidc_client_secret: box.seal(secret, SECRET_CONTEXT),
        });
      }
      await members.transaction(async (trx) => {
        await repository.saveConnection(row, trx);
        await changed(trx, workspaceId, 'configured', input.protocol);
      });
      return settings(workspaceId);
    },

    async remove(workspaceId: string): Promise<void> {
      await members.transaction(async (trx) => {
        if (!(await repository.deleteConnection(workspaceId, trx))) throw new AppError('sso_not_configured');
        await changed(trx, workspaceId, 'removed');
      });
    },

    /** "Require SSO": only with a provider switched on and at least one verified domain. */
    async setRequired(workspaceId: string, on: boolean): Promise<SsoSettings> {
      const connection = await repository.connectionOf(workspaceId);
      if (on) {
        if (connection?.enabled !== 1) throw new AppError('sso_not_configured');
        const domains = await repository.domainsOf(workspaceId);
        if (!domains.some((d) => d.status === 'verified')) throw new AppError('domain_not_verified');
      }
      if (connection && (connection.require_sso === 1) !== on) {
        await members.transaction(async (trx) => {
          await repository.setRequired(workspaceId, on, now().toISOString(), trx);
          await changed(trx, workspaceId, on ? 'required' : 'not_required');
        });
      }
      return settings(workspaceId);
    },

    async addDomain(workspaceId: string, domain: string): Promise<SsoDomain> {
      const mine = await repository.domainsOf(workspaceId);
      const same = mine.find((d) => d.domain === domain);
      if (same) return domainView(same);
      if (mine.length >= SSO_DOMAINS_MAX) throw new AppError('sso_domain_limit');
      const taken = await repository.verifiedDomain(domain);
      if (taken) throw new AppError('sso_domain_taken');
      const row: DomainRow = {
        id: randomUUID(),
        workspace_id: workspaceId,
        domain,
        token: randomBytes(16).toString('hex'),
        status: 'pending',
        attempts: 0,
        verified_at: null,
        last_checked_at: null,
        last_error: null,
        created_at: now().toISOString(),
      };
      await members.transaction(async (trx) => {
        await repository.insertDomain(row, trx);
        await deps.queueCheck(row.id, trx);
        await changed(trx, workspaceId, 'domain_added', domain);
      });
      return domainView(row);
    },

    /** "Check now": looks the record up at once (the worker keeps checking a pending one too). */
    async checkNow(workspaceId: string, domainId: string): Promise<SsoDomain> {
      const row = await repository.domain(domainId);
      if (!row || row.workspace_id !== workspaceId) throw new AppError('sso_domain_not_found');
      await checkDomain(row.status === 'failed' ? { ...row, status: 'pending' } : row, false);
      return domainView((await repository.domain(domainId))!);
    },

    async removeDomain(workspaceId: string, domainId: string): Promise<void> {
      const row = await repository.domain(domainId);
      if (!row || row.workspace_id !== workspaceId) throw new AppError('sso_domain_not_found');
      await members.transaction(async (trx) => {
        await repository.deleteDomain(domainId, trx);
        await changed(trx, workspaceId, 'domain_removed', row.domain);
      });
    },

    /** The worker's check of a pending domain: throws to be tried again later while not verified. */
    async checkJob(domainId: string, finalAttempt: boolean): Promise<'verified' | 'settled' | 'pending'> {
      const row = await repository.domain(domainId);
      // Removed, verified, or failed and left to an admin's "Check now": nothing to look up.
      if (row?.status !== 'pending') return 'settled';
      return (await checkDomain(row, finalAttempt)) ? 'verified' : 'pending';
    },

    /** Its last attempt failed: the domain is marked failed (an admin may check it again). */
    async checkGaveUp(domainId: string): Promise<void> {
      const row = await repository.domain(domainId);
      if (row?.status === 'pending') await repository.updateDomain(domainId, { status: 'failed' });
    },

    /** Starting a sign-in by address: where to send the browser. */
    async start(email: string, redirect: string | null, browserHash: string): Promise<string> {
      const connection = await connectionFor(email);
      const at = now();
      const expires = new Date(at.getTime() + SSO_REQUEST_TTL_MINUTES * 60_000).toISOString();
      if (connection.protocol === 'saml') {
        const relayState = randomBytes(16).toString('base64url');
        const { requestId, url } = loginRequest(
          addresses(connection.id),
          connection.saml_metadata ?? '',
          relayState,
        );
        await repository.insertRequest(
          {
            id: requestId,
            connection_id: connection.id,
            secrets: null,
            browser_hash: browserHash,
            redirect,
            expires_at: expires,
          },
          at.toISOString(),
        );
        return url;
      }
      const started = await startSignIn(
        oidcProvider(connection),
        deps.fetch,
        addresses(connection.id).oidcRedirectUrl,
        email,
      );
      await repository.insertRequest(
        {
          id: started.state,
          connection_id: connection.id,
          secrets: JSON.stringify(started.secrets),
          browser_hash: browserHash,
          redirect,
          expires_at: expires,
        },
        at.toISOString(),
      );
      return started.url;
    },

    /** The IdP's POSTed answer: checked, then the person admitted; the address to send the browser to. */
    async samlAnswer(
      connectionId: string,
      body: { SAMLResponse: string; RelayState?: string },
    ): Promise<string> {
      const connection = await usableConnection(connectionId, 'saml');
      const sp = addresses(connectionId);
      let subject: Awaited<ReturnType<typeof verifyLoginResponse>>;
      try {
        subject = await verifyLoginResponse(sp, connection.saml_metadata ?? '', body);
      } catch {
        throw new SsoSignInFailure('failed');
      }
      const at = now();
      const request = await repository.takeRequest(connectionId, subject.inResponseTo, at.toISOString());
      if (!request) throw new SsoSignInFailure('expired');
      const fresh = await repository.markSeen(
        connectionId,
        subject.assertionId,
        new Date(at.getTime() + SEEN_FOR_MS).toISOString(),
        at.toISOString(),
      );
      if (!fresh) throw new SsoSignInFailure('failed');
      return admit(connection, subject, request);
    },

    /** The OIDC provider sent the browser back (`callbackUrl` with code and state). */
    async oidcAnswer(connectionId: string, callbackUrl: URL): Promise<string> {
      const connection = await usableConnection(connectionId, 'oidc');
      const state = callbackUrl.searchParams.get('state') ?? '';
      const request = state
        ? await repository.takeRequest(connectionId, state, now().toISOString())
        : undefined;
      if (!request?.secrets) throw new SsoSignInFailure('expired');
      const secrets = JSON.parse(request.secrets) as { verifier: string; nonce: string };
      let subject: Awaited<ReturnType<typeof finishSignIn>>;
      try {
        subject = await finishSignIn(oidcProvider(connection), deps.fetch, callbackUrl, {
          state,
          ...secrets,
        });
      } catch {
        throw new SsoSignInFailure('failed');
      }
      if (!subject.email) throw new SsoSignInFailure('failed');
      return admit(connection, subject, request);
    },

    /** A browser binding for a sign-in being started (the auth module makes it; API process only). */
    browserBinding() {
      if (!deps.accounts) throw new Error('single sign-on needs the identity service (the API process)');
      return deps.accounts.browserBinding();
    },

    /** SP metadata for a connection (404 for an unknown or OIDC one). */
    async spMetadataOf(connectionId: string): Promise<SpAddresses | null> {
      const connection = await repository.connection(connectionId);
      return connection?.protocol === 'saml' ? addresses(connectionId) : null;
    },

    /**
     * "Require SSO" at the access guard: a member whose address is in a verified domain must
     * come through the provider (`amr` has `sso`). The owner keeps a break-glass way in: their
     * password with a second factor, should the provider fail.
     */
    async gate(request: FastifyRequest): Promise<void> {
      const workspaceId = request.membership?.workspaceId;
      const user = request.user;
      if (!workspaceId || !user) return;
      const policy = await policyOf(workspaceId);
      if (!policy.requireSso || !policy.domains.has(emailDomain(user.email))) return;
      const amr = user.amr ?? [];
      if (amr.includes('sso')) return;
      if (user.id === policy.ownerId && hasSecondFactor(amr)) return;
      throw new AppError('sso_required');
    },
  };
}
export type SsoService = ReturnType<typeof createSsoService>;
