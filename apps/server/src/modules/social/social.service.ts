import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { instagramAccountSchema } from '@expertos/domain/brand.schema';
import {
  SOCIAL_DEFAULT_VOICE_NAME,
  SOCIAL_RECENT_POSTS,
  SOCIAL_STATE_TTL_MS,
  type SocialAccountInsights,
  type SocialInsights,
  type SocialProfile,
  type SocialProvider,
  type SocialStatus,
} from '@expertos/domain/social.schema';
import { createTicketSchema, TICKET_SUMMARY_MAX, TICKET_TEXT_MAX } from '@expertos/domain/ticket.schema';
import { AppError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { BrandService } from '../brand/brand.service.js';
import type { StarterStanding } from '../integrations/install-standing.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { Membership } from '../workspaces/membership.js';
import type { ConnectedAccount, SocialAccounts } from './social.accounts.js';
import { IMPORT_JOB } from './social.import.js';
import type { ConnectionRow, PostRow, SocialRepository } from './social.repository.js';
import { SocialError } from './social-http.js';
import { analyticsOf, formatOf, parse, toConnection } from './social-posts.js';

export { analyticsOf } from './social-posts.js';

/**
 * Instagram and YouTube for one brand (docs/product.md#instagram-and-youtube-import): connecting
 * an account (a one-time state bound to the brand admin's browser, like the integrations'
 * connect flows), disconnecting, starting an import, the Analytics step's figures, and turning
 * an imported post into a post ticket or a brand voice's sample.
 */

export interface SocialServiceDeps {
  repository: SocialRepository;
  accounts: SocialAccounts;
  queue: Pick<JobQueue, 'enqueue' | 'getJob'>;
  projects: Pick<ProjectsService, 'update' | 'get'>;
  tickets: Pick<TicketsService, 'create'>;
  /** Whether a post's ticket still exists (the tickets module's). */
  lookups: Pick<TicketLookups, 'exists'>;
  brand: Pick<BrandService, 'voices'>;
  /** At the callback: whether the admin who started may still connect (the integrations' rule). */
  standing: StarterStanding;
  now: () => Date;
  warn: (message: string, facts: Record<string, unknown>) => void;
}

export interface Brand {
  workspaceId: string;
  projectId: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');
/** What randomToken makes: 32 bytes in base64url. */
const BROWSER_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const num = (value: number | string | null) => (value === null ? null : Number(value));

export type ConnectOutcome =
  | { ok: true; projectSlug: string }
  | { ok: false; reason: string; projectSlug?: string };

export function createSocialService(deps: SocialServiceDeps) {
  const { repository, accounts, now } = deps;

  /** The brand's slug (the projects module's), or undefined once it is gone. */
  async function slugOf(projectId: string): Promise<string | undefined> {
    try {
      return (await deps.projects.get(projectId)).slug;
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return undefined;
      throw error;
    }
  }

  async function own(projectId: string, provider: SocialProvider): Promise<ConnectionRow> {
    const row = await repository.connection(projectId, provider);
    if (!row) throw new AppError('social_not_connected');
    return row;
  }

  async function post(projectId: string, postId: string): Promise<PostRow> {
    const row = await repository.post(projectId, postId);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** Instagram's profile fills the brand's Instagram account, and the recent posts its figures. */
  async function fillBrand(row: ConnectionRow, account: Omit<ConnectedAccount, 'secret'>): Promise<void> {
    if (row.provider !== 'instagram') return;
    const website = account.profile.website;
    const parsed = instagramAccountSchema.safeParse({
      username: account.accountName,
      followers: account.profile.followers,
      website: website && /^https?:\/\//i.test(website) && website.length <= 300 ? website : null,
      biography: (account.profile.biography ?? '').slice(0, 300),
    });
    if (!parsed.success) {
      deps.warn('Instagram profile did not fit the brand profile', { connection_id: row.id });
      return;
    }
    const recent = await repository.recentPosts(row.project_id, 'instagram', SOCIAL_RECENT_POSTS);
    await deps.projects.update(
      { projectId: row.project_id, workspaceId: row.workspace_id, role: 'admin' },
      {
        instagram_account: parsed.data,
        ...(recent.length > 0 ? { analytics: analyticsOf(recent, account.profile.followers) } : {}),
      },
    );
  }

  async function providerStatus(projectId: string, provider: SocialProvider) {
    const row = await repository.connection(projectId, provider);
    return {
      available: accounts.available(provider),
      connection: row ? toConnection(row, await repository.postCount(projectId, provider)) : null,
    };
  }

  /** The import job running now for the connection, if any (a finished or dead one is not). */
  async function runningJob(row: ConnectionRow): Promise<string | null> {
    if (!row.import_job_id) return null;
    const job = await deps.queue.getJob(row.import_job_id, { workspaceId: row.workspace_id });
    return job && (job.status === 'pending' || job.status === 'running') ? job.id : null;
  }

  async function startImport(row: ConnectionRow): Promise<string> {
    const running = await runningJob(row);
    if (running) return running;
    const since = await repository.newestPublishedAt(row.project_id, row.provider);
    return repository.transaction(async (trx) => {
      const job = await deps.queue.enqueue(
        IMPORT_JOB,
        { connectionId: row.id, since },
        { trx, workspaceId: row.workspace_id, concurrencyKey: `social:${row.id}` },
      );
      await repository.updateConnection(
        row.id,
        { import_job_id: job.id, updated_at: now().toISOString() },
        trx,
      );
      return job.id;
    });
  }

  return {
    fillBrand,

    /** `GET …/social`: each provider, whether the server offers it, and the brand's connection. */
    async status(projectId: string): Promise<SocialStatus> {
      return {
        instagram: await providerStatus(projectId, 'instagram'),
        youtube: await providerStatus(projectId, 'youtube'),
      };
    },

    /** The provider's consent page, and the value the starting browser keeps in its cookie. */
    async start(
      provider: SocialProvider,
      brand: Brand & { memberId: string | null },
      browserToken: string | undefined,
    ) {
      if (!accounts.available(provider)) throw new AppError('social_not_configured');
      const state = randomToken();
      // Reused when the browser has one, so two tabs do not cancel each other.
      const browser = browserToken && BROWSER_TOKEN.test(browserToken) ? browserToken : randomToken();
      const at = now();
      await repository.makeState({
        id: sha256(state),
        provider,
        workspace_id: brand.workspaceId,
        project_id: brand.projectId,
        member_id: brand.memberId,
        browser_hash: sha256(browser),
        expires_at: new Date(at.getTime() + SOCIAL_STATE_TTL_MS).toISOString(),
        created_at: at.toISOString(),
      });
      return { authorizeUrl: accounts.authorizeUrl(provider, state), browserToken: browser };
    },

    /** The callback: connects the account and starts its first import, or says why not. */
    async finish(
      provider: SocialProvider,
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      browserToken: string | undefined,
    ): Promise<ConnectOutcome> {
      const id = query.state ? sha256(query.state) : null;
      const state = id ? await repository.state(id) : undefined;
      const at = now().toISOString();
      // Unknown, used, expired, another provider's or another browser's (a leaked state): refused.
      // Used up even when the person said no, so it cannot be replayed with a code later.
      const valid =
        !!state &&
        state.provider === provider &&
        state.used_at === null &&
        state.expires_at > at &&
        !!browserToken &&
        sha256(browserToken) === state.browser_hash &&
        (await repository.useState(state.id, at));
      const projectSlug = state && valid ? await slugOf(state.project_id) : undefined;
      const slug = projectSlug ? { projectSlug } : {};
      if (!accounts.available(provider)) return { ok: false, reason: 'social_not_configured', ...slug };
      if (query.error)
        return { ok: false, reason: valid ? 'social_denied' : 'integration_state_invalid', ...slug };
      if (!valid || !state || !query.code || !projectSlug)
        return { ok: false, reason: 'integration_state_invalid', ...slug };
      const refused = await deps.standing(state.member_id ? { memberId: state.member_id } : null, {
        projectId: state.project_id,
        workspaceId: state.workspace_id,
      });
      // Before the code is exchanged; and to /integration-success rather than the brand's
      // Connect step, which whoever lost the brand cannot open.
      if (refused) return { ok: false, reason: refused };

      let account: ConnectedAccount;
      try {
        account = await accounts.connect(provider, query.code);
      } catch (caught) {
        if (!(caught instanceof SocialError)) throw caught;
        deps.warn('Social account connect failed', {
          provider,
          project_id: state.project_id,
          reason: caught.message,
        });
        return { ok: false, reason: 'social_load_error', projectSlug };
      }
      const row = await repository.transaction(async (trx) => {
        const existing = await repository.connection(state.project_id, provider, trx);
        // Another account than before: its posts stay in the Feed (they were published), the link goes.
        const connectionId =
          existing && existing.account_id === account.accountId ? existing.id : randomUUID();
        if (existing && existing.id !== connectionId) await repository.deleteConnection(existing.id, trx);
        const values = {
          account_id: account.accountId,
          account_name: account.accountName.slice(0, 255),
          account_url: account.accountUrl,
          profile: JSON.stringify(account.profile),
          insights: account.insights ? JSON.stringify(account.insights) : null,
          secret_sealed: accounts.seal(connectionId, account.secret),
          status: 'connected' as const,
          last_error_code: null,
          last_error_message: null,
          last_error_at: null,
          connected_by: state.member_id,
          updated_at: at,
        };
        if (existing?.id === connectionId) await repository.updateConnection(connectionId, values, trx);
        else
          await repository.insertConnection(
            {
              id: connectionId,
              workspace_id: state.workspace_id,
              project_id: state.project_id,
              provider,
              import_job_id: null,
              last_import_at: null,
              created_at: at,
              ...values,
            },
            trx,
          );
        return (await repository.connectionById(connectionId, trx))!;
      });
      await fillBrand(row, account);
      await startImport(row);
      return { ok: true, projectSlug };
    },

    /** Forgets the connection and its token; the imported posts stay in the Feed. */
    async disconnect(projectId: string, provider: SocialProvider): Promise<void> {
      await repository.deleteConnection((await own(projectId, provider)).id);
    },

    /** Starts importing what is new (or answers the import already running). */
    async import(projectId: string, provider: SocialProvider): Promise<{ job_id: string }> {
      const row = await own(projectId, provider);
      if (row.status !== 'connected') throw new AppError('social_reconnect_needed');
      if (!accounts.available(provider)) throw new AppError('social_not_configured');
      return { job_id: await startImport(row) };
    },

    /** The Analytics step: followers, the account's reach, the recent posts' engagement. */
    async insights(projectId: string): Promise<SocialInsights> {
      const row = await repository.connection(projectId, 'instagram');
      const profile = row ? parse<Partial<SocialProfile>>(row.profile, {}) : {};
      const recent = await repository.recentPosts(projectId, 'instagram', SOCIAL_RECENT_POSTS);
      const followers = profile.followers ?? null;
      return {
        followers,
        media_count: profile.media_count ?? null,
        account: row ? parse<SocialAccountInsights | null>(row.insights, null) : null,
        engagement_rate: analyticsOf(recent, followers).engagement_rate,
        recent: recent.map((p) => ({
          uid: p.id,
          published_at: p.published_at,
          likes: num(p.likes),
          comments: num(p.comments),
          reach: num(p.reach),
        })),
      };
    },

    /** "Make a post ticket": a `posted` post with the caption, platform and live link; once per post. */
    async makeTicket(membership: Membership, projectId: string, postId: string) {
      const found = await post(projectId, postId);
      if (found.ticket_id && (await deps.lookups.exists(found.ticket_id)))
        throw new AppError('social_post_has_ticket');
      const ticketId = randomUUID();
      if (!(await repository.claimPostTicket(found.id, ticketId, found.ticket_id, now().toISOString())))
        throw new AppError('social_post_has_ticket');
      const firstLine = (found.title ?? found.caption ?? '').split('\n')[0]!.trim();
      const values = createTicketSchema.parse({
        summary: (
          firstLine ||
          `${found.provider === 'youtube' ? 'YouTube video' : 'Instagram post'} ${found.published_day}`
        ).slice(0, TICKET_SUMMARY_MAX),
        ticket_type: 'post',
        status: 'posted',
        caption: found.caption?.slice(0, TICKET_TEXT_MAX) ?? null,
        post_platform: found.provider,
        post_format: formatOf(found),
        posted_date: found.published_day,
        live_link: found.permalink,
      });
      try {
        const ticket = await deps.tickets.create(membership, projectId, values, { id: ticketId });
        return { ticket_uid: ticket.uid, ticket_id: ticket.id };
      } catch (caught) {
        await repository.releasePostTicket(found.id, ticketId);
        throw caught;
      }
    },

    /** "Use as voice sample": the post's link joins a voice's samples (the default one, made if none). */
    async voiceSample(projectId: string, postId: string, voiceUid: string | undefined) {
      const found = await post(projectId, postId);
      if (!found.permalink) throw new AppError('bad_request');
      const voices = await deps.brand.voices.list(projectId);
      let voice = voiceUid ? voices.find((v) => v.uid === voiceUid) : voices.find((v) => v.is_default);
      if (voiceUid && !voice) throw new AppError('brand_voice_not_found');
      if (!voice)
        voice = await deps.brand.voices.create(projectId, {
          name: SOCIAL_DEFAULT_VOICE_NAME,
          description: '',
          tone: [],
          do_say: [],
          dont_say: [],
          sample_posts: [],
        });
      const samples = voice.sample_posts.map((s) =>
        s.ticket_uid ? { ticket_uid: s.ticket_uid } : { url: s.url ?? '' },
      );
      if (!samples.some((s) => 'url' in s && s.url === found.permalink)) {
        await deps.brand.voices.update(projectId, voice.uid, {
          sample_posts: [...samples, { url: found.permalink }],
        });
      }
      return { voice_uid: voice.uid, voice_name: voice.name };
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
