import { randomUUID } from 'node:crypto';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { SOCIAL_IMPORT_MAX_POSTS } from '@expertos/domain/social.schema';
import { z } from 'zod';
import { type Db, ownTables } from '../../db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import {
  defineJobHandler,
  type JobType,
  PermanentJobError,
  RetryLaterError,
} from '../../platform/jobs/job-handler.js';
import type { ConnectedAccount, ImportedPost, SocialAccounts } from './social.accounts.js';
import type { ConnectionRow, SocialRepository } from './social.repository.js';
import type { SocialTables } from './social.tables.js';
import { SocialError } from './social-http.js';

/**
 * The import of a connected account's posts into the brand's Feed
 * (docs/product.md#instagram-and-youtube-import), as a job: it reads the account's profile,
 * then its posts newest first, page by page, and stops at the newest post imported before
 * (`since`, fixed when the import was asked for, so a retry after a half-done run still reaches
 * back to it). Posts are inserted idempotently (unique per brand, provider and the provider's
 * id), so a rerun adds nothing twice. It reports its progress on the job; the connection holds
 * the job's id, so the page finds the running import again after a reload.
 *
 * A refused token marks the connection for reconnecting and stops; a rate limit or quota
 * retries after the wait the provider implies; a hiccup retries on the schedule.
 */

export const IMPORT_JOB = 'social.import';
const RETRY_DELAYS_MS = [30_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000];

export const importPayload = z.object({
  connectionId: z.string().min(1),
  /** The newest post already imported when the import was asked for; null for the first. */
  since: z.string().nullable(),
});

export interface SocialImportDeps {
  repository: SocialRepository;
  /** Keeps a page of the connection's posts: the new ones are added and announced (social.post_imported). */
  keep: (connectionId: string) => (rows: PostInsert[]) => Promise<void>;
  accounts: SocialAccounts;
  now: () => Date;
  /** Copies what the account shows into the brand's profile (Instagram's fields, its figures). */
  fillBrand: (row: ConnectionRow, account: Omit<ConnectedAccount, 'secret'>) => Promise<void>;
}

type PostInsert = ReturnType<typeof toRow>;

/**
 * Adds a page of imported posts in one transaction and, for each that is new, says so
 * (`social.post_imported`) in the same transaction: the analytics module follows its results
 * from then, or not at all should the insert roll back.
 */
export function keepImportedPosts(
  db: Db,
  repository: Pick<SocialRepository, 'insertPosts'>,
  events: Pick<EventBus, 'emit'>,
) {
  return (connectionId: string) => (rows: PostInsert[]) =>
    db.transaction().execute(async (trx) => {
      const added = await repository.insertPosts(rows, ownTables<SocialTables>(trx));
      for (const post of added)
        await events.emit(trx, 'social.post_imported', {
          workspaceId: post.workspace_id,
          projectId: post.project_id,
          connectionId,
          provider: post.provider,
          externalId: post.external_id,
          permalink: post.permalink ?? null,
          publishedAt: post.published_at,
        });
    });
}

function toRow(row: ConnectionRow, post: ImportedPost, at: string) {
  return {
    id: randomUUID(),
    workspace_id: row.workspace_id,
    project_id: row.project_id,
    provider: row.provider,
    external_id: post.externalId.slice(0, 128),
    title: post.title?.slice(0, 500) ?? null,
    caption: post.caption?.slice(0, 10_000) ?? null,
    media_type: post.mediaType?.slice(0, 32) ?? null,
    media_url: post.mediaUrl,
    permalink: post.permalink,
    published_at: post.publishedAt,
    published_day: post.publishedAt.slice(0, 10),
    ...post.metrics,
    ticket_id: null,
    created_at: at,
    updated_at: at,
  };
}

/** Notes a provider failure on the connection; a refused token asks the brand to connect again. */
export async function noteFailure(
  repository: Pick<SocialRepository, 'updateConnection'>,
  row: Pick<ConnectionRow, 'id'>,
  error: SocialError,
  at: string,
) {
  const code = error.kind === 'token' ? 'social_reconnect_needed' : 'social_load_error';
  await repository.updateConnection(row.id, {
    ...(error.kind === 'token' ? { status: 'reconnect' as const } : {}),
    last_error_code: code,
    last_error_message: `${ERROR_CATALOGUE[code].message} ${error.message}`.slice(0, 500),
    last_error_at: at,
    updated_at: at,
  });
}

export function socialImportJobs(deps: SocialImportDeps): Record<string, JobType> {
  const { repository, accounts, now } = deps;
  return {
    [IMPORT_JOB]: {
      retryDelaysMs: RETRY_DELAYS_MS,
      maxAttempts: 8,
      run: defineJobHandler(importPayload, async ({ connectionId, since }, context) => {
        const row = await repository.connectionById(connectionId);
        // Disconnected, or waiting to be connected again: nothing to import.
        if (row?.status !== 'connected') return;
        try {
          const session = accounts.session(row, context.signal);
          const account = await session.account();
          await repository.updateConnection(row.id, {
            account_name: account.accountName.slice(0, 255),
            account_url: account.accountUrl,
            profile: JSON.stringify(account.profile),
            insights: account.insights ? JSON.stringify(account.insights) : row.insights,
            updated_at: now().toISOString(),
          });
          await context.progress({ done: 0, total: null, message: 'Reading posts' });
          let done = 0;
          const keep = deps.keep(row.id);
          for await (const page of session.pages(since)) {
            await keep(page.posts.map((post) => toRow(row, post, now().toISOString())));
            done += page.posts.length;
            // The account's count is the most a first import can reach; a later one, at least what it found.
            const total = page.more ? Math.max(done, since ? 0 : (page.total ?? 0)) || null : done;
            const holding = await context.progress({ done, total, message: `Imported ${done} posts` });
            if (!holding || done >= SOCIAL_IMPORT_MAX_POSTS) break;
          }
          await deps.fillBrand(row, account);
          const at = now().toISOString();
          await repository.updateConnection(row.id, {
            import_job_id: null,
            last_import_at: at,
            last_error_code: null,
            last_error_message: null,
            last_error_at: null,
            updated_at: at,
          });
        } catch (caught) {
          if (!(caught instanceof SocialError)) throw caught;
          await noteFailure(repository, row, caught, now().toISOString());
          if (caught.kind === 'throttled')
            throw new RetryLaterError(caught.message, caught.details.retryAfterMs ?? RETRY_DELAYS_MS[0]!);
          if (caught.kind === 'transient') throw caught;
          throw new PermanentJobError(caught.message);
        }
      }),
    },
  };
}
